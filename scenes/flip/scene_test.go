package flip

import (
	"context"
	"image"
	"image/color"
	"quintet/rules/puzzle"
	"strings"
	"testing"

	"quintet/game/gametest"
	"quintet/game/input"
	"quintet/game/scene"
	"quintet/game/session"
	rules "quintet/rules/flip"
	solver "quintet/solver/flip"
)

func TestMain(m *testing.M) { gametest.Main(m) }

// rig is a driven app with a handle on its Flip scene.
type rig struct {
	d *gametest.Driver
	s *Scene
}

func newRig(t testing.TB, id string, w, h int) rig {
	var sc *Scene
	p := Puzzle
	p.NewScene = func() scene.Scene { sc = NewScene(); return sc }
	d := gametest.New(t, []scene.Puzzle{p}, id, w, h)
	if sc == nil {
		t.Fatal("the app made no Flip scene")
	}
	return rig{d: d, s: sc}
}

func (r rig) sess() *session.Session { return r.d.Probe.Session("flip") }

func (r rig) pos(t testing.TB) solver.Position {
	t.Helper()
	p, ok := r.sess().Pos().(solver.Position)
	if !ok {
		t.Fatalf("position is %T", r.sess().Pos())
	}
	return p
}

func (r rig) layout() layout {
	p, _ := r.sess().Pos().(solver.Position)
	return newLayout(r.d.Probe.BoardRect(), r.d.Probe.Unit(), p.Size())
}

// at is the screen centre of the named interior cell.
func (r rig) at(name string) image.Point {
	l := r.layout()
	c, err := rules.ParseCell(l.size, name)
	if err != nil {
		panic(err)
	}
	return l.centre(c)
}

// centre is the screen centre of cell c.
func (l layout) centre(c rules.Cell) image.Point {
	return image.Pt(int(l.x0+(float64(c.Col)+0.5)*l.cell), int(l.y0+(float64(c.Row)+0.5)*l.cell))
}

// near reports whether some pixel of rect r is within tol of c.
func (r rig) near(rect image.Rectangle, c color.Color, tol int) bool {
	return r.d.Count(rect, c, tol) > 0
}

// flipped is the board with the block of the named cell flipped.
func flipped(t *testing.T, b rules.Board, name string) rules.Board {
	t.Helper()
	c, err := rules.ParseCell(b.Size(), name)
	if err != nil {
		t.Fatal(err)
	}
	b = b.Clone()
	if err := b.Flip(c); err != nil {
		t.Fatal(err)
	}
	return b
}

// The spec's example: b2 on the 5×5 target leaves a ring of dots round an empty centre; b2 again wins.
const ringID = "flip:i3:-----/-ooo-/-o-o-/-ooo-/-----"

func TestClickFlipsBlockAndAnimates(t *testing.T) {
	r := newRig(t, ringID, 1024, 720)
	before := r.pos(t).Board()
	r.d.Click(r.at("a1"))
	p := r.pos(t)
	if got, want := p.Desc(), "ooo--/o--o-/o-oo-/-ooo-/-----"; got != want {
		t.Fatalf("after clicking a1: %s, want %s (message %q)", got, want, r.d.Probe.Message())
	}
	if !p.Board().Equal(flipped(t, before, "a1")) || r.sess().Current().Moves != 1 {
		t.Fatal("the click did not flip a1's block as one move")
	}
	if _, on := r.s.anim.At(&scene.Frame{Ticks: r.s.anim.Begun + 1}); !on || !lastIs(p, "a1") || !r.d.Probe.Dirty() {
		t.Fatal("the nine cells are not turning over")
	}
	r.d.Ticks(flipTicks + 2)
	if r.d.Probe.Dirty() {
		t.Error("still redrawing after the flip ended")
	}
	// A dot's centre is solid in the text colour; a dash's centre is not.
	l := r.layout()
	if px := r.d.Pixel(r.at("c1")); !gametest.Near(px, r.d.Probe.Theme().Text, 40) {
		t.Errorf("c1 (a dot) centre is %v", px)
	}
	if px := r.d.Pixel(r.at("a1")); gametest.Near(px, r.d.Probe.Theme().Text, 40) {
		t.Errorf("a1 (a dash) centre is %v, the dot colour", px)
	}
	// A click on the outer ring is explained and plays nothing.
	r.d.Click(l.centre(rules.Cell{Col: 0, Row: 0}))
	if r.sess().Current().Moves != 1 || !strings.Contains(r.d.Probe.Message(), "outer ring") {
		t.Errorf("click on the ring: moves %d, message %q", r.sess().Current().Moves, r.d.Probe.Message())
	}
	// Undo does not replay the flip; redo does.
	r.d.Key("U")
	r.d.Tick()
	if r.s.anim.On || r.sess().Current().Moves != 0 {
		t.Error("undo animates")
	}
	r.d.Key("R")
	r.d.Tick()
	if !r.s.anim.On || !lastIs(r.pos(t), "a1") {
		t.Error("redo does not replay the flip of a1")
	}
}

func TestTypedNamePlays(t *testing.T) {
	r := newRig(t, ringID, 1024, 720)
	r.d.Type("b")
	if !r.s.Capturing() || r.s.Field.Text != "b" {
		t.Fatalf("after typing b: capturing %v, typed %q", r.s.Capturing(), r.s.Field.Text)
	}
	r.d.Type("2")
	r.d.Key("Enter")
	if st := r.pos(t).Status(); st != puzzle.Won {
		t.Fatalf("b2 Enter from the ring: %v %s (message %q)", st, r.pos(t).Desc(), r.d.Probe.Message())
	}
	if r.s.Capturing() || r.s.Field.Text != "" {
		t.Fatalf("the box stays open after playing: %q", r.s.Field.Text)
	}
}

func TestBadNameChangesNothing(t *testing.T) {
	r := newRig(t, ringID, 1024, 720)
	before := r.pos(t).Board()
	r.d.Type("z9")
	r.d.Key("Enter")
	msg := r.d.Probe.Message()
	if !r.pos(t).Board().Equal(before) || r.sess().Current().Moves != 0 {
		t.Fatal("a bad name changed the board")
	}
	if !strings.Contains(msg, "z9") || !strings.Contains(msg, "not an interior cell") {
		t.Fatalf("message %q does not explain the bad name", msg)
	}
	// The box keeps the name for editing; Backspace edits it into a good one.
	if !r.s.Capturing() || r.s.Field.Text != "z9" {
		t.Fatalf("after the bad name: capturing %v typed %q", r.s.Capturing(), r.s.Field.Text)
	}
	r.d.Key("Backspace")
	r.d.Key("Backspace")
	if r.s.Field.Text != "" {
		t.Fatalf("two Backspaces left %q", r.s.Field.Text)
	}
	r.d.Type("c3")
	r.d.Key("Backspace")
	r.d.Type("1")
	if r.s.Field.Text != "c1" {
		t.Fatalf("typed %q, want c1", r.s.Field.Text)
	}
	r.d.Key("Enter")
	if r.sess().Current().Moves != 1 || !r.pos(t).Board().Equal(flipped(t, before, "c1")) {
		t.Fatalf("c1 after editing: %s", r.pos(t).Desc())
	}
	// Other bad forms: a row out of range, digits first, nothing at all.
	for _, bad := range []string{"a4", "2b", "'"} {
		r.d.Type(bad)
		r.d.Key("Enter")
		if r.sess().Current().Moves != 1 || !strings.HasPrefix(r.d.Probe.Message(), "Not played") {
			t.Errorf("%q: moves %d, message %q", bad, r.sess().Current().Moves, r.d.Probe.Message())
		}
		r.d.Key("Escape")
		if r.s.Capturing() {
			t.Errorf("%q: Esc did not close the box", bad)
		}
	}
}

// Shortcut letters stay shortcuts; ' opens the box for them.
func TestShortcutColumns(t *testing.T) {
	if got := strings.Join(shortcutColumns(9), ","); got != "g,h" {
		t.Fatalf("shortcut columns of i=9: %s", got)
	}
	if got := shortcutColumns(6); len(got) != 0 {
		t.Fatalf("shortcut columns of i=6: %v", got)
	}
	r := newRig(t, "flip:i9#2", 1024, 720)
	r.d.Type("h")
	if r.s.Capturing() {
		t.Fatal("h opened the box; it is the hint key")
	}
	before := r.pos(t).Board()
	r.d.Type("'h5")
	r.d.Key("Enter")
	if !r.pos(t).Board().Equal(flipped(t, before, "h5")) {
		t.Fatalf("'h5 Enter did not play h5 (message %q)", r.d.Probe.Message())
	}
}

func TestHintHighlightAndLineWins(t *testing.T) {
	r := newRig(t, "flip:i3#1", 1024, 720)
	r.d.WaitHint()
	h, ok := r.d.Probe.HintReady()
	if !ok || h.Move == "" || len(h.Line) == 0 {
		t.Fatalf("hint %+v", h)
	}
	l := r.layout()
	c, err := rules.ParseCell(l.size, h.Move)
	if err != nil {
		t.Fatal(err)
	}
	// The frame's strip just outside the block.
	frame := func() bool {
		br := l.blockRect(c)
		w := int(5 * r.d.Probe.Unit())
		strip := image.Rect(br.Min.X-w, (br.Min.Y+br.Max.Y)/2-2, br.Min.X, (br.Min.Y+br.Max.Y)/2+2)
		return r.near(strip, r.d.Probe.Theme().HintC, 24)
	}
	if frame() {
		t.Fatal("hint frame shown before the hint was asked for")
	}
	r.d.Key("H")
	r.d.Tick()
	if !frame() {
		t.Fatal("no hint frame round the hinted block after H")
	}
	for _, m := range h.Line {
		r.d.Click(r.at(m))
	}
	if st := r.pos(t).Status(); st != puzzle.Won {
		t.Fatalf("after the hinted line %v: %v (%s)", h.Line, st, r.pos(t).Desc())
	}
	// The single middle dot is celebrated: the star shows round it.
	r.d.Ticks(100)
	mid := r.layout().cellRect(r.pos(t).Middle())
	if !r.near(mid.Inset(-int(r.layout().cell*0.3)), r.d.Probe.Theme().C("flip.star"), 30) {
		t.Error("no win star at the middle")
	}
}

// A large board fits the area, with room for its labels, and still plays.
func TestLargeBoardFits(t *testing.T) {
	for _, wh := range [][2]int{{1024, 720}, {600, 900}} {
		r := newRig(t, "flip:i16#3", wh[0], wh[1])
		l := r.layout()
		area := r.d.Probe.BoardRect()
		if l.size != 16 {
			t.Fatalf("size %d", l.size)
		}
		outer := l.boardRect().Inset(-int(l.labelMargin))
		if !outer.In(area) {
			t.Errorf("%v: board with labels %v outside the area %v", wh, outer, area)
		}
		if l.cell < 16*r.d.Probe.Unit() {
			t.Errorf("%v: cells %.1f px, too small", wh, l.cell)
		}
		if l.box.Max.Y > area.Max.Y || l.box.Max.X > area.Max.X {
			t.Errorf("%v: name box %v outside the area %v", wh, l.box, area)
		}
		before := r.pos(t).Board()
		r.d.Click(r.at("p16"))
		if !r.pos(t).Board().Equal(flipped(t, before, "p16")) {
			t.Errorf("%v: clicking p16 did not flip it", wh)
		}
	}
}

// BenchmarkUpdateDraw measures a tick that redraws everything on a 9×9 interior: a click each frame
// (a move, the start of its flip) with the hover preview. Reading a pixel ends the frame.
func BenchmarkUpdateDraw(b *testing.B) {
	r := newRig(b, "flip:i9#1", 1024, 720)
	p := r.at("e5")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r.d.Probe.Inject(nil, nil, &p)
		r.d.App.Update()
		r.d.App.Draw(r.d.Screen)
		r.d.Pixel(image.Pt(0, 0))
	}
}

// move rests the mouse at p (one tick).
func (r rig) move(p image.Point) {
	r.d.Probe.InjectEvents(input.Event{Kind: input.PointerMove, Pos: p})
	r.d.Tick()
}

// said reports whether the panel, as last drawn, has a line containing text.
func (r rig) said(text string) bool {
	for _, line := range r.s.drawn {
		if strings.Contains(line, text) {
			return true
		}
	}
	return false
}

// steer presses the arrow keys that take a cursor from one cell to another.
func (r rig) steer(from, to rules.Cell) {
	for ; from.Col < to.Col; from.Col++ {
		r.d.Key("ArrowRight")
	}
	for ; from.Col > to.Col; from.Col-- {
		r.d.Key("ArrowLeft")
	}
	for ; from.Row < to.Row; from.Row++ {
		r.d.Key("ArrowDown")
	}
	for ; from.Row > to.Row; from.Row-- {
		r.d.Key("ArrowUp")
	}
}

// A whole game with the keyboard alone: Enter shows the cursor in the middle, the arrows take it to each
// cell of the solver's line in turn and Enter or Space flips it, and the game is won.
func TestKeyboardOnlyGameWins(t *testing.T) {
	for _, id := range []string{"flip:i3#1", "flip:i5#2", "flip:i8v2#3", "flip:i8#3"} {
		t.Run(id, func(t *testing.T) {
			r := newRig(t, id, 1024, 720)
			h, err := solver.Backend.Hint(context.Background(), r.sess().Pos())
			if err != nil || len(h.Line) == 0 {
				t.Fatalf("hint %+v, %v", h, err)
			}
			size := r.pos(t).Size()
			r.d.Key("Enter")
			mid := r.pos(t).Middle() // the seed's middle, or an old i8 game's
			if c, on := r.s.selected(size); !on || c != mid || r.sess().Current().Moves != 0 {
				t.Fatalf("the first Enter: cursor %v shown %v, %d moves; want the middle %v shown and no move", c, on, mid, r.sess().Current().Moves)
			}
			at := mid
			for i, name := range h.Line {
				c, err := rules.ParseCell(size, name)
				if err != nil {
					t.Fatal(err)
				}
				r.steer(at, c)
				at = c
				if i%2 == 0 {
					r.d.Key("Enter")
				} else {
					r.d.Key("Space")
				}
				if got := r.sess().Current(); got.Moves != i+1 || got.Move != name {
					t.Fatalf("move %d: %d moves, last %q; want %q", i+1, got.Moves, got.Move, name)
				}
			}
			if st := r.pos(t).Status(); st != puzzle.Won {
				t.Fatalf("after the solver's line by keyboard: %v (%s)", st, r.pos(t).Desc())
			}
			r.d.Ticks(flipTicks + 2)
			if r.said("Enter flips") || !r.said("solved") {
				t.Fatalf("after the win the panel says %q", r.s.drawn)
			}
		})
	}
}

// The mouse and the arrows move one selection: with the mouse resting on c2, Down selects c3, and
// everything — the frame, the labels, the panel — and Enter agree on c3.
func TestSelectionAndEnterAgree(t *testing.T) {
	r := newRig(t, "flip:i5#4", 1024, 720)
	before := r.pos(t).Board()
	r.move(r.at("c2"))
	if c, on := r.s.selected(5); !on || c.Name() != "c2" || !r.said("centred on c2") {
		t.Fatalf("mouse on c2: selection %v %v, panel %q", c, on, r.s.drawn)
	}
	r.d.Key("ArrowDown")
	r.d.Ticks(30) // the mouse rests on c2 all along
	if c, on := r.s.selected(5); !on || c.Name() != "c3" {
		t.Fatalf("Down from c2 with the mouse resting there: selection %v %v, want c3", c, on)
	}
	if !r.said("centred on c3") || r.said("c2") {
		t.Fatalf("the panel does not name c3 alone: %q", r.s.drawn)
	}
	l := r.layout()
	accent := r.d.Probe.Theme().Accent
	c3, _ := rules.ParseCell(5, "c3")
	c2, _ := rules.ParseCell(5, "c2")
	if n := r.d.Count(l.cellRect(c3), accent, 8); n < 20 {
		t.Fatalf("only %d accent pixels on c3, the selected cell", n)
	}
	// c2 is in c3's block, so its edge toward c3 is not part of the block's frame: its inside shows
	// only the block's shading, no frame of its own.
	if n := r.d.Count(l.cellRect(c2).Inset(int(l.cell*0.25)), accent, 8); n > 0 {
		t.Fatalf("%d accent pixels inside c2, which is not selected", n)
	}
	r.d.Key("Enter")
	if !r.pos(t).Board().Equal(flipped(t, before, "c3")) || r.sess().Current().Move != "c3" {
		t.Fatalf("Enter played %q, want c3", r.sess().Current().Move)
	}
}

// Keys pressed quickly, several in one frame, each move the cursor exactly one cell, and it stays
// inside the ring.
func TestRepeatedKeysStepOnce(t *testing.T) {
	r := newRig(t, "flip:i9#1", 1024, 720)
	r.d.Key("ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown")
	if c, _ := r.s.selected(9); c.Name() != "e9" {
		t.Fatalf("four Down presses in one frame from e5: %s, want e9", c.Name())
	}
	r.d.Key("ArrowDown")
	r.d.Key("ArrowDown")
	if c, _ := r.s.selected(9); c.Name() != "e9" {
		t.Fatalf("Down past the last row: %s, want e9", c.Name())
	}
	for i := 0; i < 3; i++ {
		r.d.Key("ArrowLeft")
	}
	r.d.Key("ArrowUp", "ArrowRight")
	if c, _ := r.s.selected(9); c.Name() != "c8" {
		t.Fatalf("three Left, then Up and Right in one frame: %s, want c8", c.Name())
	}
	if r.sess().Current().Moves != 0 {
		t.Fatal("moving the cursor made a move")
	}
}

// The cursor shows on the screen after an arrow key: an accent frame in its cell, none before.
func TestCursorIsDrawn(t *testing.T) {
	r := newRig(t, "flip:i5#4", 1024, 720)
	l := r.layout()
	c4, _ := rules.ParseCell(5, "c4")
	accent := r.d.Probe.Theme().Accent
	r.d.Tick()
	if n := r.d.Count(l.cellRect(c4), accent, 8); n > 0 {
		t.Fatalf("%d accent pixels on c4 before any key", n)
	}
	r.d.Key("ArrowDown")
	if n, want := r.d.Count(l.cellRect(c4), accent, 8), int(l.cell)*4; n < want {
		t.Fatalf("%d accent pixels in the cursor's cell c4 after Down, want at least %d", n, want)
	}
	// The mouse moving off the board hides the selection; the arrows go on from where it was.
	r.move(image.Pt(l.boardRect().Min.X-40, l.boardRect().Min.Y-40))
	if _, on := r.s.selected(5); on {
		t.Fatal("the mouse left the board and the selection still shows")
	}
	r.d.Key("ArrowRight")
	if c, on := r.s.selected(5); !on || c.Name() != "d4" {
		t.Fatalf("Right after the mouse left: %v %v, want d4", c, on)
	}
}

// A typed name moves the selection: after b2 and Enter the arrows go on from b2. A digit key opens the
// box too; the box has the arrows while it is open.
func TestTypedNameMovesSelection(t *testing.T) {
	r := newRig(t, "flip:i5#4", 1024, 720)
	r.d.Type("b2")
	r.d.Key("ArrowLeft") // the box's caret, not the cursor
	if c, _ := r.s.selected(5); c.Name() != "b2" || r.s.Field.Caret != 1 {
		t.Fatalf("Left in the box: selection %v, caret %d", c, r.s.Field.Caret)
	}
	r.d.Key("Enter")
	if r.sess().Current().Move != "b2" || r.s.Capturing() {
		t.Fatalf("b2 Enter: move %q, box open %v", r.sess().Current().Move, r.s.Capturing())
	}
	r.d.Key("ArrowRight")
	r.d.Key("Enter")
	if r.sess().Current().Move != "c2" || r.sess().Current().Moves != 2 {
		t.Fatalf("Right, Enter after b2: move %q", r.sess().Current().Move)
	}
	r.d.Key("Digit3")
	if !r.s.Capturing() || r.s.Field.Text != "3" {
		t.Fatalf("digit 3: box open %v, text %q", r.s.Capturing(), r.s.Field.Text)
	}
}

// After a win and Restart, the panel says nothing of the win.
func TestRestartLeavesNoStaleText(t *testing.T) {
	r := newRig(t, ringID, 1024, 720)
	r.d.Type("b2")
	r.d.Key("Enter")
	r.d.Ticks(flipTicks + 2)
	if r.pos(t).Status() != puzzle.Won || !r.said("solved") {
		t.Fatalf("b2 from the ring: %v, panel %q", r.pos(t).Status(), r.s.drawn)
	}
	r.d.Probe.InjectMods(false, true)
	r.d.Key("R")
	r.d.Tick()
	if r.sess().Current().Moves != 0 || r.said("solved") || !r.said("dots on the board") {
		t.Fatalf("after Restart (%d moves) the panel says %q", r.sess().Current().Moves, r.s.drawn)
	}
}

// lastIs reports whether p's last move, the block a move's animation turns over, is the named cell.
func lastIs(p solver.Position, name string) bool {
	c, ok := p.Last()
	return ok && c.Name() == name
}
