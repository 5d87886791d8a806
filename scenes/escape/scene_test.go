package escape

import (
	"context"
	"image"
	"image/color"
	"quintet/rules/puzzle"
	"strings"
	"testing"
	"time"

	"quintet/game/gametest"
	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/scene"
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
	p.NewScene = func() scene.Scene { h.scene = newScene(); return h.scene }
	h.Driver = gametest.New(t, []scene.Puzzle{p}, id, 1024, 720)
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
	p, ok := h.Probe.Session("escape").Pos().(solver.Position)
	if !ok {
		h.T.Fatalf("position is %T, not an Escape position", h.Probe.Session("escape").Pos())
	}
	return p
}

func (h *harness) layout() layout {
	return newLayout(h.Probe.BoardRect(), h.Probe.Unit(), h.pos().View().Shape)
}

func (h *harness) cell(sq int) image.Rectangle { return h.layout().cellRect(h.pos().View().Shape, sq) }

var center = gametest.Center

// count is how many pixels of r are within tol of c. It reads the screen once (reading pixel by
// pixel is slow).
func (h *harness) count(r image.Rectangle, c color.Color, tol int) int { return h.Count(r, c, tol) }

// hintMove waits for the hint and returns its square.
func (h *harness) hintMove() int {
	h.WaitHint()
	hint, ok := h.Probe.HintReady()
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
	if v.Flipped != sq || v.Outcome != rules.Free || h.Probe.Session("escape").Pos().Status() != puzzle.Won {
		t.Fatalf("after clicking the hinted coin: flipped %d (want %d), outcome %v", v.Flipped, sq, v.Outcome)
	}
	h.Tick()
	if !h.scene.anim.On {
		t.Fatal("no animation after the flip")
	}
	h.run(turnTicks + 2)
	if phase, _, g := h.scene.anim.at(h.scene.anim.Begun + turnTicks + 1); phase != phaseThink || g != 0 {
		t.Fatalf("after the coin turned: phase %d group %d, want prisoner 2 counting group 0", phase, g)
	}
	if !h.Probe.Dirty() {
		t.Fatal("the animation does not ask for frames")
	}
	h.run(h.scene.anim.Ticks + 100) // the turn, then the midend's flash after it
	if h.scene.anim.On || h.Probe.Dirty() {
		t.Fatal("the animation did not come to rest")
	}
}

// A click skips the computer's turn.
func TestClickSkipsTheAnimation(t *testing.T) {
	h := newHarness(t, "escape:16p1#2")
	h.Click(center(h.cell(5)))
	h.run(3)
	if !h.scene.anim.On {
		t.Fatal("no animation after the flip")
	}
	h.Click(center(h.cell(5)))
	if h.scene.anim.On {
		t.Fatal("a click did not skip the animation")
	}
	if h.Probe.Message() != "" {
		t.Fatalf("the skipping click reached the game: %q", h.Probe.Message())
	}
}

// As prisoner 2, the hinted square holds the key.
func TestPrisoner2HintedSquareWins(t *testing.T) {
	h := newHarness(t, "escape:64p2#1")
	sq := h.hintMove()
	h.Click(center(h.cell(sq)))
	if st := h.Probe.Session("escape").Pos().Status(); st != puzzle.Won {
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
	accent := h.Probe.Theme().Accent
	h.Tick()
	if n := h.count(badge, accent, 12); n > 3 {
		t.Fatalf("%d key-coloured pixels on the key's square before the end", n)
	}
	wrong := (key + 9) % 64
	h.Click(center(h.cell(wrong)))
	if st := h.Probe.Session("escape").Pos().Status(); st != puzzle.Lost {
		t.Fatalf("pointing at %d with the key under %d: %v, want lost", wrong, key, st)
	}
	h.run(h.scene.anim.Ticks + flashTicks) // the reveal, then the midend's flash over the board
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
	hintC := h.Probe.Theme().HintC
	if n := h.count(h.layout().board, hintC, 16); n > 0 {
		t.Fatalf("%d hint-coloured pixels on the board before the hint", n)
	}
	h.Key("H")
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
	h.Key("PageDown")
	h.Type("]")
	h.run(cycleTicks * 2) // stepping by hand stops the cycle
	if h.scene.group != 3 {
		t.Fatalf("Page Down and ] from group 1: group %d, want 3", h.scene.group)
	}
	h.Type("[")
	if h.scene.group != 2 {
		t.Fatalf("[ from group 3: group %d, want 2", h.scene.group)
	}
	// The arrows stay the cursor's while the groups are shown.
	h.Key("ArrowRight")
	if h.scene.group != 2 || h.scene.selected() != 1 {
		t.Fatalf("→ with the groups shown: group %d, selection %d, want group 2 and square 1", h.scene.group, h.scene.selected())
	}
	// Group 2 is columns E–H: a square there is hatched, one in A–D is not.
	shade := func(sq int) color.NRGBA {
		col, row := h.pos().View().Shape.Cell(sq)
		bg := cellShade(h.Probe.Theme(), col, row)
		return kit.Mix(bg, hintC, 0.55)
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

// The arrows move a cursor over the board; Enter plays its square.
func TestKeyboardCursor(t *testing.T) {
	h := newHarness(t, "escape:16p2#3")
	h.Key("ArrowDown")
	h.Key("ArrowRight")
	h.Key("Enter")
	if got := h.pos().View().Answer; got != 5 {
		t.Fatalf("Down, Right, Enter pointed at square %d, want 5 (B3)", got)
	}
	// The player pointed: the status line tells the reveal, not the computer's prisoner 2 pointing.
	if n := h.scene.Narration(); !h.scene.Revealing() || strings.Contains(n, "points") || strings.Contains(n, "Prisoner 2") {
		t.Errorf("revealing %v after prisoner 2 (the player) pointed; the status line says %q", h.scene.Revealing(), n)
	}
}

// Undoing and redoing shows the positions at rest: no animation replays on undo.
func TestUndoShowsTheStartAtRest(t *testing.T) {
	h := newHarness(t, "escape:16p1#4")
	h.Click(center(h.cell(3)))
	h.run(5)
	if n := h.scene.Narration(); !strings.Contains(n, "Prisoner 2 walks in") {
		t.Errorf("after the player's flip as prisoner 1 the status line says %q", n)
	}
	h.Key("U")
	h.Tick()
	if h.scene.anim.On {
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
		h.Key("T")
		h.run(2)
		if h.Probe.Session("escape").Current().Moves != 1 {
			t.Errorf("%s: clicking square 1 made no move", params)
		}
	}
}

func BenchmarkUpdateDraw(b *testing.B) {
	h := newHarness(&testing.T{}, "escape:64p1#1")
	p := center(h.cell(10))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		h.Probe.Inject(nil, nil, &p) // a click each frame: a move or a skip, and a redraw
		h.App.Update()
		h.App.Draw(h.Screen)
	}
}

// The midend's Solved/Lost flash waits until the computer's answer has been shown.
func TestFlashWaitsForPrisoner2(t *testing.T) {
	d := gametest.New(t, []scene.Puzzle{Puzzle}, "escape:64p1#1", 1024, 720)
	d.WaitHint()
	d.Key("H")
	d.Key("H") // plays the hinted flip
	d.Ticks(3)
	if d.Probe.FlashShown() {
		t.Fatal("the flash gave the outcome away while prisoner 2 was still thinking")
	}
	for i := 0; i < 2000 && !d.Probe.FlashShown(); i++ {
		d.Tick()
	}
	if !d.Probe.FlashShown() {
		t.Fatal("no flash after the computer's turn")
	}
}

// move rests the mouse at p (one tick).
func (h *harness) move(p image.Point) {
	h.Probe.InjectEvents(input.Event{Kind: input.PointerMove, Pos: p})
	h.Tick()
}

// said reports whether the panel or the name tag, drawn afresh, has a line starting with prefix.
func (h *harness) said(prefix string) bool {
	for _, line := range h.drawn() {
		if strings.HasPrefix(line, prefix) {
			return true
		}
	}
	return false
}

// drawn is the text the game draws afresh (the layout report's record) in the scene's panel, and the
// name tag's as "tag: " and the square's name: the text on the strip below the board that has a digit
// (the column letters there have none).
func (h *harness) drawn() []string {
	l := h.layout()
	var lines []string
	for _, td := range h.Probe.LayoutNow(h.Screen).Texts {
		switch {
		case td.Box.Overlaps(l.panel):
			lines = append(lines, td.Text)
		case td.Box.Min.Y >= l.board.Max.Y && td.Box.Max.Y <= l.board.Max.Y+l.gutter && strings.ContainsAny(td.Text, "0123456789"):
			lines = append(lines, "tag: "+td.Text)
		}
	}
	return lines
}

func (h *harness) square(name string) int {
	sq, err := h.pos().View().Shape.ParseSquare(name)
	if err != nil {
		h.T.Fatal(err)
	}
	return sq
}

// Steer presses arrow keys to take a cursor at from to to, on a board w columns wide.
func (h *harness) steer(from, to, w int) {
	dc, dr := to%w-from%w, to/w-from/w
	for ; dc > 0; dc-- {
		h.Key("ArrowRight")
	}
	for ; dc < 0; dc++ {
		h.Key("ArrowLeft")
	}
	for ; dr > 0; dr-- {
		h.Key("ArrowDown")
	}
	for ; dr < 0; dr++ {
		h.Key("ArrowUp")
	}
}

// A whole game with the keyboard alone: the first Enter shows the cursor on the first square, the arrows
// take it to the solver's square, Enter plays it, and the game is won.
func TestKeyboardOnlyGameWins(t *testing.T) {
	for _, id := range []string{"escape:64p1#5", "escape:64p2#3", "escape:16p1#8", "escape:256p2#2"} {
		t.Run(id, func(t *testing.T) {
			h := newHarness(t, id)
			hint, err := solver.Backend.Hint(context.Background(), h.pos())
			if err != nil {
				t.Fatal(err)
			}
			target := h.square(hint.Move)
			h.Key("Enter")
			if h.Probe.Session("escape").Current().Moves != 0 || h.scene.selected() != 0 {
				t.Fatalf("the first Enter: %d moves, selection %d; want no move and the cursor shown on square 0",
					h.Probe.Session("escape").Current().Moves, h.scene.selected())
			}
			w := h.pos().View().Shape.Width()
			h.steer(0, target, w)
			if got := h.scene.selected(); got != target {
				t.Fatalf("steered to %d, the selection is %d", target, got)
			}
			h.Key("Space")
			v := h.pos().View()
			if st := h.Probe.Session("escape").Pos().Status(); st != puzzle.Won {
				t.Fatalf("Space on %s: %v (flipped %d, answer %d)", hint.Move, st, v.Flipped, v.Answer)
			}
			if v.Role == rules.Prisoner1 && v.Flipped != target || v.Role == rules.Prisoner2 && v.Answer != target {
				t.Fatalf("played flipped %d / answer %d, the cursor was on %d", v.Flipped, v.Answer, target)
			}
		})
	}
}

// The bug this guards against: the hover owned the highlight, the tag and the panel while Enter played a
// separate keyboard cursor. Up, rest the mouse on D2, Up, Enter: everything names D3 and D3 is flipped.
func TestSelectionAndEnterAgree(t *testing.T) {
	h := newHarness(t, "escape:64p1#5")
	d2, d3 := h.square("D2"), h.square("D3")
	h.Key("ArrowUp")
	h.move(center(h.cell(d2)))
	if h.scene.selected() != d2 || !h.said("tag: D2") || !h.said("D2 · square") {
		t.Fatalf("mouse on D2: selection %d, drawn %q", h.scene.selected(), h.drawn())
	}
	h.Key("ArrowUp")
	h.run(30) // the mouse rests on D2 all along
	if got := h.scene.selected(); got != d3 {
		t.Fatalf("Up from D2 with the mouse resting there: selection %d, want D3 (%d)", got, d3)
	}
	if !h.said("tag: D3") || !h.said("D3 · square") || h.said("tag: D2") || h.said("D2 · square") {
		t.Fatalf("the tag and the info line do not name D3 alone: %q", h.drawn())
	}
	// The highlight is drawn on D3 and not on D2.
	accent := h.Probe.Theme().Accent
	if n := h.count(h.cell(d3), accent, 8); n < 20 {
		t.Fatalf("only %d accent pixels on D3, the selected square", n)
	}
	if n := h.count(h.cell(d2).Inset(2), accent, 8); n > 0 && d2 != h.pos().View().Key {
		t.Fatalf("%d accent pixels on D2, which is not selected", n)
	}
	h.Key("Enter")
	if v := h.pos().View(); v.Flipped != d3 {
		t.Fatalf("Enter flipped %d, want D3 (%d), the square everything named", v.Flipped, d3)
	}
}

// Keys pressed quickly, several in one frame, each move the cursor exactly one square.
func TestRepeatedKeysStepOnce(t *testing.T) {
	h := newHarness(t, "escape:64p1#2")
	h.Key("ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown")
	if got := h.scene.selected(); got != 32 {
		t.Fatalf("four Down presses in one frame from A8: square %d, want 32 (A4)", got)
	}
	for i := 0; i < 3; i++ {
		h.Key("ArrowRight")
	}
	if got := h.scene.selected(); got != 35 {
		t.Fatalf("three Right presses: square %d, want 35 (D4)", got)
	}
	h.Key("ArrowUp", "ArrowLeft")
	if got := h.scene.selected(); got != 26 {
		t.Fatalf("Up and Left in one frame: square %d, want 26 (C5)", got)
	}
	for i := 0; i < 10; i++ {
		h.Key("ArrowLeft") // stops at the edge
	}
	if got := h.scene.selected(); got != 24 {
		t.Fatalf("Left past the edge: square %d, want 24 (A5)", got)
	}
}

// The cursor shows on the screen after an arrow key: an accent frame on its square, none before.
func TestCursorIsDrawn(t *testing.T) {
	h := newHarness(t, "escape:16p2#3")
	accent := h.Probe.Theme().Accent
	r := h.cell(4)
	h.Tick()
	if n := h.count(r, accent, 8); n > 0 {
		t.Fatalf("%d accent pixels on square 4 before any key", n)
	}
	h.Key("ArrowDown")
	band := r.Dx() * 4 // at least a two-pixel frame all round
	if n := h.count(r, accent, 8); n < band {
		t.Fatalf("%d accent pixels on the cursor's square after Down, want at least %d", n, band)
	}
	// The mouse moving off the board takes the selection away; the arrows bring it back from there.
	h.move(image.Pt(h.layout().board.Min.X-30, h.layout().board.Min.Y-30))
	if h.scene.selected() != rules.None {
		t.Fatalf("mouse off the board: selection %d still shown", h.scene.selected())
	}
	h.Key("ArrowRight")
	if got := h.scene.selected(); got != 5 {
		t.Fatalf("Right after the mouse left: square %d, want 5", got)
	}
}

// After a game and Restart, nothing in the panel speaks of the ending.
func TestRestartLeavesNoStaleText(t *testing.T) {
	h := newHarness(t, "escape:16p1#8")
	h.Key("Enter")
	h.Key("Enter") // flips square 0
	h.run(h.scene.anim.Ticks + flashTicks)
	if !h.said("Free!") && !h.said("Caught") {
		t.Fatalf("after the game the panel says %q", h.drawn())
	}
	h.Probe.InjectMods(false, true)
	h.Key("R")
	h.Tick()
	if h.Probe.Session("escape").Current().Moves != 0 {
		t.Fatal("Shift+R did not restart")
	}
	for _, line := range h.drawn() {
		if line == "flipped" {
			continue // the legend's label for the flipped coin's sprite
		}
		for _, stale := range []string{"Free", "Caught", "flipped", "pointed", "Prisoner 2 points"} {
			if strings.Contains(line, stale) {
				t.Fatalf("after Restart the panel says %q", line)
			}
		}
	}
	if !h.said("Prisoner 1: flip one coin") {
		t.Fatalf("after Restart the panel says %q", h.drawn())
	}
}

// With the hint's groups in the panel, the mouse moving onto a group's row shows that group, and so
// does a finger held still on one (the footer's "Long-press a group").
func TestPanelRowShowsGroup(t *testing.T) {
	h := newHarness(t, "escape:64p1#1")
	h.Key("H")
	h.WaitHint()
	f := &scene.Frame{Unit: h.Probe.Unit(), Theme: h.Probe.Theme()}
	rows := func() panelGeom {
		return panelLayout(f, h.layout(), h.pos().View().Shape.Bits(), h.scene.panelCurrent(f), "")
	}
	g := rows()
	if len(g.rows) < 4 {
		t.Fatalf("%d group rows in the panel, want at least 4", len(g.rows))
	}
	h.Probe.InjectEvents(input.Event{Kind: input.PointerMove, Pos: center(g.rows[3])})
	h.Tick()
	if want := g.first + 3; h.scene.Group() != want {
		t.Fatalf("the mouse on row 3: group %d, want %d", h.scene.Group(), want)
	}
	g = rows()
	h.HoldStill(center(g.rows[1]), input.LongPress+time.Second/10)
	if want := g.first + 1; h.scene.Group() != want {
		t.Fatalf("a finger held on row 1: group %d, want %d", h.scene.Group(), want)
	}
	h.Lift(center(g.rows[1]))
}
