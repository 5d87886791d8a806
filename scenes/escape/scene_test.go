package escape

import (
	"image"
	"image/color"
	"quintet/rules/puzzle"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/gametest"
	rules "quintet/rules/escape"
	solver "quintet/solver/escape"
)

func TestMain(m *testing.M) { gametest.Main(m) }

// flashTicks is a little over the midend's completion flash (70 ticks).
const flashTicks = 75

// harness is a driver with the scene it made, for tests that look at presentation state.
type harness struct {
	*gametest.Driver
	scene *Scene
}

func newHarness(t testing.TB, id string) *harness {
	h := &harness{}
	p := Puzzle
	p.NewScene = func() game.Scene { h.scene = newScene(); return h.scene }
	h.Driver = gametest.New(t, []game.Puzzle{p}, id, 1024, 720)
	return h
}

// run ticks n times, reading a pixel now and then: the tests run inside one frame of the game loop, so
// nothing else flushes Ebitengine's command queue, and a long queue grows slow.
func (h *harness) run(n int) {
	for i := 0; i < n; i++ {
		h.Tick()
		if i%20 == 19 {
			h.Screen.At(0, 0)
		}
	}
}

func (h *harness) pos() solver.Position {
	p, ok := h.App.Session("escape").Pos().(solver.Position)
	if !ok {
		h.T.Fatalf("position is %T, not an Escape position", h.App.Session("escape").Pos())
	}
	return p
}

func (h *harness) layout() layout {
	return newLayout(h.App.BoardRect(), h.App.Unit(), h.pos().View().Shape)
}

func (h *harness) cell(sq int) image.Rectangle { return h.layout().cellRect(h.pos().View().Shape, sq) }

var center = gametest.Center

// count is how many pixels of r are within tol of c. It reads the screen once (reading pixel by
// pixel is slow).
func (h *harness) count(r image.Rectangle, c color.Color, tol int) int { return h.Count(r, c, tol) }

// hintMove waits for the hint and returns its square.
func (h *harness) hintMove() int {
	h.WaitHint()
	hint, ok := h.App.HintReady()
	if !ok || hint.Move == "" {
		h.T.Fatalf("no hinted move: %+v", hint)
	}
	sq, err := h.pos().View().Shape.ParseSquare(hint.Move)
	if err != nil {
		h.T.Fatal(err)
	}
	return sq
}

// As prisoner 1, clicking the hinted coin flips it; the computer then finds the key and the scene acts
// out its reasoning before coming to rest.
func TestPrisoner1FlipsTheHintedCoinAndGoesFree(t *testing.T) {
	h := newHarness(t, "escape:64p1#1")
	sq := h.hintMove()
	h.Click(center(h.cell(sq)))
	v := h.pos().View()
	if v.Flipped != sq || v.Outcome != rules.Free || h.App.Session("escape").Pos().Status() != puzzle.Won {
		t.Fatalf("after clicking the hinted coin: flipped %d (want %d), outcome %v", v.Flipped, sq, v.Outcome)
	}
	h.Tick()
	if h.scene.anim.start < 0 {
		t.Fatal("no animation after the flip")
	}
	h.run(turnTicks + 2)
	if phase, _, g := h.scene.anim.at(h.scene.anim.start + turnTicks + 1); phase != phaseThink || g != 0 {
		t.Fatalf("after the coin turned: phase %d group %d, want prisoner 2 counting group 0", phase, g)
	}
	if !h.App.Dirty() {
		t.Fatal("the animation does not ask for frames")
	}
	h.run(h.scene.anim.length() + 100) // the turn, then the midend's flash after it
	if h.scene.anim.start >= 0 || h.App.Dirty() {
		t.Fatal("the animation did not come to rest")
	}
}

// A click skips the computer's turn.
func TestClickSkipsTheAnimation(t *testing.T) {
	h := newHarness(t, "escape:16p1#2")
	h.Click(center(h.cell(5)))
	h.run(3)
	if h.scene.anim.start < 0 {
		t.Fatal("no animation after the flip")
	}
	h.Click(center(h.cell(5)))
	if h.scene.anim.start >= 0 {
		t.Fatal("a click did not skip the animation")
	}
	if h.App.Message() != "" {
		t.Fatalf("the skipping click reached the game: %q", h.App.Message())
	}
}

// As prisoner 2, the hinted square holds the key.
func TestPrisoner2HintedSquareWins(t *testing.T) {
	h := newHarness(t, "escape:64p2#1")
	sq := h.hintMove()
	h.Click(center(h.cell(sq)))
	if st := h.App.Session("escape").Pos().Status(); st != puzzle.Won {
		t.Fatalf("pointing at the hinted square %s: %v, want won", h.pos().View().Shape.Name(sq), st)
	}
}

// As prisoner 2, any other square loses; the key is hidden until then and shown after.
func TestPrisoner2WrongSquareLosesAndRevealsTheKey(t *testing.T) {
	h := newHarness(t, "escape:64p2#1")
	key := h.pos().Game().Key()
	if h.pos().View().Key != rules.None {
		t.Fatal("the view shows the key to prisoner 2")
	}
	// The key's badge sits in its square's top right quarter.
	r := h.cell(key)
	badge := image.Rect((r.Min.X+r.Max.X)/2, r.Min.Y+2, r.Max.X-2, (r.Min.Y+r.Max.Y)/2)
	accent := h.App.Theme().Accent
	h.Tick()
	if n := h.count(badge, accent, 12); n > 3 {
		t.Fatalf("%d key-coloured pixels on the key's square before the end", n)
	}
	wrong := (key + 9) % 64
	h.Click(center(h.cell(wrong)))
	if st := h.App.Session("escape").Pos().Status(); st != puzzle.Lost {
		t.Fatalf("pointing at %d with the key under %d: %v, want lost", wrong, key, st)
	}
	h.run(h.scene.anim.length() + flashTicks) // the reveal, then the midend's flash over the board
	if n := h.count(badge, accent, 12); n < 20 {
		t.Fatalf("only %d key-coloured pixels on the key's square after the end", n)
	}
}

// The hint frames the hinted square in the hint colour and hatches the parity groups one at a time;
// ← and → step through them.
func TestHintOverlay(t *testing.T) {
	h := newHarness(t, "escape:64p2#1")
	sq := h.hintMove()
	r := h.cell(sq)
	edge := image.Rect(r.Min.X-4, r.Min.Y+r.Dy()/3, r.Min.X+6, r.Max.Y-r.Dy()/3)
	hintC := h.App.Theme().HintC
	if n := h.count(h.layout().board, hintC, 16); n > 0 {
		t.Fatalf("%d hint-coloured pixels on the board before the hint", n)
	}
	h.Key(ebiten.KeyH)
	h.Tick()
	if n := h.count(edge, hintC, 16); n < 10 {
		t.Fatalf("only %d hint-coloured pixels on the hinted square's frame", n)
	}
	if h.scene.group != 0 {
		t.Fatalf("the hint starts at group %d, want 0", h.scene.group)
	}
	h.run(cycleTicks)
	if h.scene.group != 1 {
		t.Fatalf("after %d ticks the hint shows group %d, want 1", cycleTicks, h.scene.group)
	}
	h.Key(ebiten.KeyRight)
	h.Key(ebiten.KeyRight)
	h.run(cycleTicks * 2) // stepping by hand stops the cycle
	if h.scene.group != 3 {
		t.Fatalf("→ twice from group 1: group %d, want 3", h.scene.group)
	}
	h.Key(ebiten.KeyLeft)
	if h.scene.group != 2 {
		t.Fatalf("← from group 3: group %d, want 2", h.scene.group)
	}
	// Group 2 is columns E–H: a square there is hatched, one in A–D is not.
	shade := func(sq int) color.NRGBA {
		col, row := h.pos().View().Shape.Cell(sq)
		bg := cellShade(h.App.Theme(), col, row)
		return mix(bg, hintC, 0.55)
	}
	in, out := 4, 1 // E8 and B8, neither the hinted square when it is elsewhere
	if sq == in || sq == out {
		in, out = 12, 9
	}
	if n := h.count(h.cell(in), shade(in), 14); n < 10 {
		t.Fatalf("only %d hatched pixels on a square of group 2", n)
	}
	if n := h.count(h.cell(out), shade(out), 14); n > 0 {
		t.Fatalf("%d hatched pixels on a square outside group 2", n)
	}
}

// The arrows move a cursor over the board when no hint is shown; Enter plays its square.
func TestKeyboardCursor(t *testing.T) {
	h := newHarness(t, "escape:16p2#3")
	h.Key(ebiten.KeyDown)
	h.Key(ebiten.KeyRight)
	h.Key(ebiten.KeyEnter)
	if got := h.pos().View().Answer; got != 5 {
		t.Fatalf("Down, Right, Enter pointed at square %d, want 5 (B3)", got)
	}
}

// Undoing and redoing shows the positions at rest: no animation replays on undo.
func TestUndoShowsTheStartAtRest(t *testing.T) {
	h := newHarness(t, "escape:16p1#4")
	h.Click(center(h.cell(3)))
	h.run(5)
	h.Key(ebiten.KeyU)
	h.Tick()
	if h.scene.anim.start >= 0 {
		t.Fatal("an animation runs after undo")
	}
	if v := h.pos().View(); v.Flipped != rules.None {
		t.Fatalf("after undo the coin is still flipped: %d", v.Flipped)
	}
}

// Every board size draws without trouble, in both themes.
func TestAllSizesDraw(t *testing.T) {
	for _, params := range []string{"2p1", "4p2", "8p1", "32p2", "128p1", "512p2", "1024p1"} {
		h := newHarness(t, "escape:"+params+"#7")
		h.Click(center(h.cell(1)))
		h.run(3)
		h.Key(ebiten.KeyT)
		h.run(2)
		if h.App.Session("escape").Current().Moves != 1 {
			t.Errorf("%s: clicking square 1 made no move", params)
		}
	}
}

func BenchmarkUpdateDraw(b *testing.B) {
	h := newHarness(&testing.T{}, "escape:64p1#1")
	p := center(h.cell(10))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		h.App.Inject(nil, nil, &p) // a click each frame: a move or a skip, and a redraw
		h.App.Update()
		h.App.Draw(h.Screen)
	}
}

// The midend's Solved/Lost flash waits until the computer's answer has been shown.
func TestFlashWaitsForPrisoner2(t *testing.T) {
	d := gametest.New(t, []game.Puzzle{Puzzle}, "escape:64p1#1", 1024, 720)
	d.WaitHint()
	d.Key(ebiten.KeyH)
	d.Key(ebiten.KeyH) // plays the hinted flip
	d.Ticks(3)
	if d.App.FlashShown() {
		t.Fatal("the flash gave the outcome away while prisoner 2 was still thinking")
	}
	for i := 0; i < 2000 && !d.App.FlashShown(); i++ {
		d.Tick()
	}
	if !d.App.FlashShown() {
		t.Fatal("no flash after the computer's turn")
	}
}
