package hash

import (
	"image"
	"image/color"
	"quintet/rules/puzzle"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/gametest"
	"quintet/game/session"
	rules "quintet/rules/hash"
	solver "quintet/solver/hash"
)

func TestMain(m *testing.M) { gametest.Main(m) }

// The spec's worked check plays salt abc.
const specID = "hash:random:abc"

// rig is a driven app with a handle on its Hash Game scene and the scene's layout.
type rig struct {
	d *gametest.Driver
	s *Scene
	l layout
}

func newRig(t testing.TB, w, h int) rig {
	var sc *Scene
	p := Puzzle
	p.NewScene = func() game.Scene { sc = NewScene(); return sc }
	d := gametest.New(t, []game.Puzzle{p}, specID, w, h)
	if sc == nil {
		t.Fatal("the app made no Hash Game scene")
	}
	f := &game.Frame{Area: d.App.BoardRect(), Unit: d.App.Unit()}
	return rig{d: d, s: sc, l: sc.layout(f)}
}

func (r rig) at(x, y int) image.Point {
	cx, cy := r.l.centre(x, y)
	return image.Pt(int(cx), int(cy))
}

func (r rig) sess() *session.Session { return r.d.App.Session("hash") }

func (r rig) pos(t testing.TB) solver.Position {
	t.Helper()
	p, ok := r.sess().Pos().(solver.Position)
	if !ok {
		t.Fatalf("position is %T", r.sess().Pos())
	}
	return p
}

// near reports whether some pixel of rect r is within tol of c.
func (r rig) near(rect image.Rectangle, c color.Color, tol int) bool {
	return r.d.Count(rect, c, tol) > 0
}

// TestWorkedCheck clicks the spec's four moves and checks the machine's answers, their animation,
// the board and the panel's arithmetic.
func TestWorkedCheck(t *testing.T) {
	r := newRig(t, 1024, 720)
	moves := [][2]int{{8, 15}, {8, 14}, {7, 14}, {7, 13}}
	want := []int{232, 116, 10, 163}
	for i, m := range moves {
		r.d.Click(r.at(m[0], m[1]))
		p := r.pos(t)
		turn, ok := p.LastTurn()
		if !ok || turn.Move != rules.Tile(rules.ReadingIndex(m[0], m[1])) {
			t.Fatalf("move %d (%d,%d) not played: %s (message %q)", i+1, m[0], m[1], p.Desc(), r.d.App.Message())
		}
		if turn.Work.D != want[i] {
			t.Fatalf("move %d: machine blackened %d, want %d", i+1, turn.Work.D, want[i])
		}
		r.d.Tick() // the scene notices the move on the next tick
		if _, on := r.s.animation(&game.Frame{Ticks: r.s.animStart + 1}); !on || r.s.animTile != rules.Tile(want[i]) || !r.d.App.Dirty() {
			t.Errorf("move %d: the machine's answer is not animating", i+1)
		}
		_, rows := work(p)
		found := false
		for _, row := range rows {
			if row.key == "d" && strings.HasSuffix(row.value, "= "+itoa(want[i])) && strings.Contains(row.note, rules.Tile(want[i]).String()) {
				found = true
			}
		}
		if !found {
			t.Errorf("move %d: the panel's rows %+v do not show d = %d", i+1, rows, want[i])
		}
		r.d.Ticks(animTicks + 2)
		if r.d.App.Dirty() {
			t.Errorf("move %d: still redrawing after the animation", i+1)
		}
		d := rules.Tile(want[i])
		c := r.at(d.X(), d.Y())
		if px := r.d.Pixel(c); !gametest.Near(px, r.d.App.Theme().C("hash.black"), 24) {
			t.Errorf("move %d: tile %v's centre is %v, want black", i+1, d, px)
		}
	}
	if st := r.pos(t).Status(); st != puzzle.Playing {
		t.Fatalf("after the worked check the game is %v, want it to go on", st)
	}
}

func itoa(n int) string {
	s := ""
	for {
		s = string(rune('0'+n%10)) + s
		n /= 10
		if n == 0 {
			return s
		}
	}
}

func TestIllegalClickExplains(t *testing.T) {
	r := newRig(t, 1024, 720)
	for _, c := range []struct {
		x, y int
		why  string
	}{{1, 1, "touches no white tile"}, {8, 16, "already white"}} {
		r.d.Click(r.at(c.x, c.y))
		if r.sess().Current().Moves != 0 {
			t.Fatalf("illegal click on (%d,%d) played", c.x, c.y)
		}
		if msg := r.d.App.Message(); !strings.Contains(msg, c.why) {
			t.Errorf("click on (%d,%d): message %q, want it to say %q", c.x, c.y, msg, c.why)
		}
	}
}

func TestSaltBox(t *testing.T) {
	r := newRig(t, 1024, 720)
	r.d.Click(r.at(8, 15))
	before := r.sess().Len()

	r.d.Type("/")
	if !r.s.Capturing() || r.s.salt.Text != "abc" {
		t.Fatalf("after '/': capturing %v, box %q; want the box focused with the salt abc", r.s.Capturing(), r.s.salt.Text)
	}
	// A letter that is also a shortcut (N: new game) types into the box.
	r.d.App.Inject([]ebiten.Key{ebiten.KeyN}, []rune("n"), nil)
	r.d.Tick()
	if r.s.salt.Text != "abcn" || r.sess().Len() != before {
		t.Fatalf("typing n: box %q, history %d→%d; want abcn and no new game", r.s.salt.Text, before, r.sess().Len())
	}
	// A refused character is explained; the box and the game are kept.
	r.d.Type("!")
	if r.s.salt.Text != "abcn" || !strings.Contains(r.d.App.Message(), "only letters, digits") {
		t.Fatalf("typing '!': box %q, message %q", r.s.salt.Text, r.d.App.Message())
	}
	r.d.Key(ebiten.KeyBackspace)
	if r.s.salt.Text != "abc" {
		t.Fatalf("after Backspace the box is %q", r.s.salt.Text)
	}
	// Esc leaves the box without a new game and without going to the menu.
	r.d.Key(ebiten.KeyEscape)
	if r.s.Capturing() || r.pos(t).Salt() != "abc" || r.sess().Len() != before {
		t.Fatalf("after Esc: capturing %v, salt %q", r.s.Capturing(), r.pos(t).Salt())
	}
	r.d.Key(ebiten.KeyP)
	if !r.s.spiral {
		t.Fatal("after Esc the scene no longer gets keys (did Esc open the menu?)")
	}
	// Clicking the box focuses it; Delete clears; Enter starts the game with the typed salt.
	r.d.Click(r.l.saltBox.Min.Add(image.Pt(8, 8)))
	if !r.s.Capturing() {
		t.Fatal("clicking the salt box did not focus it")
	}
	r.d.Key(ebiten.KeyDelete)
	r.d.Type("Q(1,2)")
	r.d.Key(ebiten.KeyEnter)
	p := r.pos(t)
	if r.s.Capturing() || p.Salt() != "Q(1,2)" || r.sess().Current().Moves != 0 {
		t.Fatalf("after Enter: capturing %v, salt %q, moves %d", r.s.Capturing(), p.Salt(), r.sess().Current().Moves)
	}
	// The new game is undoable, and the empty salt is a salt too.
	r.d.Key(ebiten.KeyU)
	if got := r.pos(t).Salt(); got != "abc" {
		t.Fatalf("undo after the new salt: salt %q, want abc", got)
	}
	r.d.Type("/")
	r.d.Key(ebiten.KeyDelete)
	r.d.Key(ebiten.KeyEnter)
	if got := r.pos(t); got.Salt() != "" || r.s.Capturing() {
		t.Fatalf("empty salt: salt %q, capturing %v", got.Salt(), r.s.Capturing())
	}
}

// countDiff counts the pixels of rect that differ between two snapshots.
func snapshot(r rig, rect image.Rectangle) []color.RGBA {
	img := r.d.Snapshot()
	var out []color.RGBA
	for y := rect.Min.Y; y < rect.Max.Y; y += 2 {
		for x := rect.Min.X; x < rect.Max.X; x += 2 {
			out = append(out, img.RGBAAt(x, y))
		}
	}
	return out
}

func countDiff(a, b []color.RGBA) int {
	n := 0
	for i := range a {
		if !gametest.Near(a[i], b[i], 8) {
			n++
		}
	}
	return n
}

func TestOverlayToggles(t *testing.T) {
	r := newRig(t, 1024, 720)
	r.d.Click(r.at(8, 15))
	r.d.Ticks(animTicks + 2)
	plain := snapshot(r, r.l.board)
	r.d.Key(ebiten.KeyP)
	spiral := snapshot(r, r.l.board)
	if n := countDiff(plain, spiral); n < len(plain)/50 {
		t.Errorf("the spiral overlay changed only %d of %d sampled pixels", n, len(plain))
	}
	// With the spiral shown, the m positions counted for the last move are drawn thick in the accent.
	cx, cy := r.l.centre(9, 8) // between p0 (8,8) and p1 (9,8)
	if !r.near(image.Rect(int(cx)-int(float64(r.l.tile)*0.5), int(cy)-1, int(cx), int(cy)+2), r.d.App.Theme().Accent, 30) {
		t.Error("no counted spiral path between p0 and p1")
	}
	r.d.Key(ebiten.KeyP)
	if countDiff(plain, snapshot(r, r.l.board)) != 0 {
		t.Error("P twice does not restore the board")
	}
	r.d.Click(r.l.reading.Min.Add(image.Pt(4, 4)))
	if !r.s.reading {
		t.Fatal("the reading-order button did not toggle")
	}
	if n := countDiff(plain, snapshot(r, r.l.board)); n < len(plain)/50 {
		t.Errorf("the reading overlay changed only %d pixels", n)
	}
	r.d.Key(ebiten.KeyO)
	r.d.Click(r.l.spiral.Min.Add(image.Pt(4, 4)))
	if !r.s.spiral || r.s.reading {
		t.Fatalf("buttons and keys: spiral %v reading %v", r.s.spiral, r.s.reading)
	}
}

// hintRing reports whether the hint colour shows on the row through the tile's centre just outside it.
func (r rig) hintRing(x, y int) bool {
	cx, cy := r.l.centre(x, y)
	ts := float64(r.l.tile)
	left := image.Rect(int(cx-ts), int(cy)-1, int(cx-ts*0.55), int(cy)+1)
	return r.near(left, r.d.App.Theme().HintC, 30)
}

func TestHintRing(t *testing.T) {
	r := newRig(t, 1024, 720)
	r.d.WaitHint()
	if r.hintRing(8, 15) {
		t.Fatal("hint ring before H")
	}
	r.d.Key(ebiten.KeyH)
	r.d.Tick()
	if !r.hintRing(8, 15) {
		t.Fatal("no hint ring on (8,15) after H")
	}
	if r.hintRing(1, 1) {
		t.Fatal("hint ring on (1,1)")
	}
}

func TestWinWithHints(t *testing.T) {
	r := newRig(t, 1024, 720)
	for i := 0; i < 40 && r.pos(t).Status() == puzzle.Playing; i++ {
		r.d.WaitHint()
		r.d.Key(ebiten.KeyH)
		r.d.Key(ebiten.KeyH)
	}
	if st := r.pos(t).Status(); st != puzzle.Won {
		t.Fatalf("playing the hints: %v after %d moves", st, r.sess().Current().Moves)
	}
	r.d.Ticks(90) // past the midend's flash
	// The star glows: the win colour around its tile.
	x, y, size := tileRect(r.l, rules.Star.X(), rules.Star.Y())
	glow := image.Rect(int(x-size*0.55), int(y-size*0.55), int(x+size*1.55), int(y+size*1.55))
	if !r.near(glow, r.d.App.Theme().Good, 30) {
		t.Error("no glow around the whitened star")
	}
	if title, _ := work(r.pos(t)); !strings.Contains(title, "star") {
		t.Errorf("panel title after the win: %q", title)
	}
}

func TestLayoutFits(t *testing.T) {
	s := NewScene()
	for _, sz := range [][2]int{{1024, 720}, {480, 860}, {360, 640}, {1920, 1080}, {800, 500}} {
		for _, unit := range []float64{0.6, 1, 1.6} {
			a := image.Rect(10, 46, sz[0]-10, sz[1]-90)
			l := s.layout(&game.Frame{Area: a, Unit: unit})
			if !l.board.In(a) || !l.panel.In(a) || l.board.Overlaps(l.panel) {
				t.Errorf("%v unit %v: board %v panel %v area %v", sz, unit, l.board, l.panel, a)
			}
			if l.board.Dx() != 16*l.tile || l.board.Dy() != 16*l.tile {
				t.Errorf("%v: board %v is not 16 tiles of %d", sz, l.board, l.tile)
			}
		}
	}
}

// BenchmarkUpdateDraw measures a tick that redraws everything: an illegal click each frame (a
// message and a redraw) with the busiest drawing, both overlays shown. Reading a pixel ends the
// frame, as presenting it would, so drawing commands do not pile up across iterations.
func BenchmarkUpdateDraw(b *testing.B) {
	r := newRig(b, 1024, 720)
	r.s.spiral, r.s.reading = true, true
	p := r.at(1, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r.d.App.Inject(nil, nil, &p)
		r.d.App.Update()
		r.d.App.Draw(r.d.Screen)
		r.d.Pixel(image.Pt(0, 0))
	}
}

// Undo walks back without replaying the machine's answer; redo shows it again.
func TestUndoDoesNotAnimate(t *testing.T) {
	r := newRig(t, 1024, 720)
	r.d.Click(r.at(8, 15))
	r.d.Click(r.at(8, 14))
	r.d.Ticks(animTicks + 2)
	r.d.Key(ebiten.KeyU)
	r.d.Tick()
	if r.s.anim {
		t.Fatal("undo animated the machine's answer")
	}
	r.d.Key(ebiten.KeyR)
	r.d.Tick()
	if !r.s.anim || r.s.animTile != 116 {
		t.Fatalf("redo: anim %v tile %d, want the answer 116 shown", r.s.anim, r.s.animTile)
	}
}
