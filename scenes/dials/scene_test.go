package dials

import (
	"image"
	"quintet/rules/puzzle"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/gametest"
)

func TestMain(m *testing.M) { gametest.Main(m) }

// The spec's example: button 3 twice turns ABCDE into EDBDE.
const specID = "dials:n5q5:00000/00000/21200/00000/00000-ABCDE-EDBDE"

func newDriver(t *testing.T) (*gametest.Driver, layout) {
	d := gametest.New(t, []game.Puzzle{Puzzle}, specID, 1024, 720)
	f := &game.Frame{Area: d.App.BoardRect(), Unit: d.App.Unit()}
	return d, (&Scene{}).layout(f, 5)
}

var center = gametest.Center

func TestClickingButtonsPlaysAndWins(t *testing.T) {
	d, l := newDriver(t)
	s := d.App.Session("dials")
	d.Click(center(l.buttons[2]))
	if s.Current().Moves != 1 || s.Pos().Status() != puzzle.Playing {
		t.Fatalf("after one click: moves %d status %v", s.Current().Moves, s.Pos().Status())
	}
	d.Click(center(l.buttons[2]))
	if s.Pos().Status() != puzzle.Won {
		t.Fatalf("after two clicks on button 3: %s, want won", s.Pos().Desc())
	}
	// The displays now show the target, drawn in the "reached" colour.
	d.Ticks(80) // let the flash fade
	if d.Count(l.displays[0], d.App.Theme().Good, 40) == 0 {
		t.Error("no pixel of the 'reached' colour on display 1 after the win")
	}
}

func TestKeysPressButtons(t *testing.T) {
	d, _ := newDriver(t)
	d.Key(ebiten.Key3)
	d.Key(ebiten.KeyNumpad3)
	if st := d.App.Session("dials").Pos().Status(); st != puzzle.Won {
		t.Fatalf("keys 3 and numpad 3: %v, want won", st)
	}
	d.Key(ebiten.Key1) // after the win: refused with a message, nothing changes
	if d.App.Session("dials").Current().Moves != 2 || d.App.Message() == "" {
		t.Fatalf("a key after the win: moves %d, message %q", d.App.Session("dials").Current().Moves, d.App.Message())
	}
}

// The hint frames the hinted button: its ring is drawn in the hint colour.
func TestHintHighlightsButton(t *testing.T) {
	d, l := newDriver(t)
	d.WaitHint()
	hintRing := func(b int) bool {
		r := l.buttons[b].Inset(-int(4 * d.App.Unit()))
		mid := (r.Min.Y + r.Max.Y) / 2
		return d.Count(image.Rect(r.Min.X, mid, r.Max.X, mid+1), d.App.Theme().HintC, 30) > 0
	}
	if hintRing(2) {
		t.Fatal("hint ring shown before the hint was asked for")
	}
	d.Key(ebiten.KeyH)
	d.Tick()
	if !hintRing(2) {
		t.Fatal("no hint ring on button 3 after H")
	}
	if hintRing(0) {
		t.Fatal("hint ring on button 1")
	}
}

func BenchmarkUpdateDraw(b *testing.B) {
	d, l := newDriver(&testing.T{})
	p := center(l.buttons[0])
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d.App.Inject(nil, nil, &p) // a click each frame: a move, a redraw
		d.App.Update()
		d.App.Draw(d.Screen)
		d.Pixel(p) // wait for the frame to be drawn, so queued GPU work is counted
	}
}
