package clock

import (
	"context"
	"image"
	"math"
	"quintet/rules/puzzle"
	"strings"
	"testing"

	"quintet/game/gametest"
	"quintet/game/input"
	"quintet/game/scene"
	"quintet/game/session"
	rules "quintet/rules/clock"
	solver "quintet/solver/clock"
)

func TestMain(m *testing.M) { gametest.Main(m) }

// The classic size: the machine's opening leaves view (1, 0, 1, 0); the optimal game takes 48 moves
// and starts with a zero.
const classic = "clock:n4k2#1"

func newDriver(t testing.TB) (*gametest.Driver, layout) {
	d := gametest.New(t, []scene.Puzzle{Puzzle}, classic, 1024, 720)
	return d, newLayout(d.Probe.BoardRect(), d.Probe.Unit(), 4, false)
}

var center = gametest.Center

func sess(d *gametest.Driver) *session.Session { return d.Probe.Session("clock") }

// settle ticks until the app stops asking to be drawn (the replay is over), at most n ticks, and
// reports how many it took.
func settle(d *gametest.Driver, n int) int {
	for i := 0; i < n; i++ {
		d.Tick()
		if !d.Probe.Dirty() {
			return i
		}
	}
	return n
}

func TestButtonsAndKeysPlay(t *testing.T) {
	d, l := newDriver(t)
	s := sess(d)
	steps := []struct {
		do   func()
		move string
	}{
		{func() { d.Click(center(l.buttons[0])) }, "0"},
		{func() { d.Click(center(l.buttons[1])) }, "X"},
		{func() { d.Key("X") }, "X"},
		{func() { d.Key("Digit0") }, "0"},
		{func() { d.Key("Numpad0") }, "0"},
	}
	for i, st := range steps {
		st.do()
		e := s.Current()
		if e.Moves != i+1 || e.Kind != session.KindMove || e.Move != st.move {
			t.Fatalf("input %d: moves %d kind %v move %q, want move %d %q", i+1, e.Moves, e.Kind, e.Move, i+1, st.move)
		}
		settle(d, 300)
	}
	// A click beside the buttons is no move.
	d.Click(image.Pt(l.buttons[0].Min.X-int(20*d.Probe.Unit()), l.buttons[0].Min.Y))
	if s.Current().Moves != len(steps) {
		t.Fatalf("a click beside the buttons made a move")
	}
}

// clockPixels is the clock's square on the screen.
func clockPixels(d *gametest.Driver, l layout) []byte {
	r := image.Rect(int(l.cx-l.face), int(l.cy-l.face), int(l.cx+l.face), int(l.cy+l.face))
	img := d.Snapshot()
	var out []byte
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := img.PixOffset(r.Min.X, y)
		out = append(out, img.Pix[i:i+4*r.Dx()]...)
	}
	return out
}

func same(a, b []byte) bool { return string(a) == string(b) }

func TestReplayRunsAndCanBeSkipped(t *testing.T) {
	d, l := newDriver(t)
	d.WaitHint()
	settle(d, 10)
	start := clockPixels(d, l)

	// Passing hands the clock to the machine: the replay draws the turn step by step.
	d.Key("X")
	d.Ticks(4)
	if !d.Probe.Dirty() {
		t.Fatal("no replay running 4 ticks after a move")
	}
	mid := clockPixels(d, l)
	n := settle(d, 400)
	if n < 20 || n >= 400 {
		t.Fatalf("the replay took %d ticks, want a speed a player can follow (20..400)", n)
	}
	end := clockPixels(d, l)
	if same(mid, end) || same(start, mid) {
		t.Fatal("the replay's middle looks like its start or its end")
	}

	// Undo shows the earlier clock at once.
	d.Key("U")
	if n := settle(d, 400); n > 3 {
		t.Fatalf("undo replayed something for %d ticks", n)
	}
	if !same(clockPixels(d, l), start) {
		t.Fatal("after undo the clock is not the one before the move")
	}

	// Space skips the replay: the clock is at once the final one.
	d.Key("X")
	d.Ticks(3)
	d.Key("Space")
	if !same(clockPixels(d, l), end) {
		t.Fatal("after Space, the clock is not the move's result")
	}
	if n := settle(d, 400); n > 10 { // only the button's press flash may still run
		t.Fatalf("after Space the app stayed busy for %d ticks", n)
	}

	// Undo to an earlier move shows that move's clock at once, without replaying it.
	d.Ticks(12)
	d.Key("X")
	settle(d, 400)
	d.Key("U")
	if !same(clockPixels(d, l), end) {
		t.Fatal("after undoing the second move, the clock is not the first move's result")
	}
	if n := settle(d, 400); n > 3 {
		t.Fatalf("undo to a move replayed it for %d ticks", n)
	}
	d.Key("R") // redo replays the move
	d.Ticks(3)
	redoMid := clockPixels(d, l)
	settle(d, 400)
	if same(redoMid, clockPixels(d, l)) {
		t.Fatal("redo did not replay the move")
	}
	d.Key("U")
	settle(d, 10)

	// So does a click away from the buttons.
	d.Key("U")
	settle(d, 10)
	d.Key("X")
	d.Ticks(3)
	d.Click(image.Pt(int(l.cx), int(l.cy)))
	if !same(clockPixels(d, l), end) {
		t.Fatal("after a click, the clock is not the move's result")
	}
}

// A move made during a replay is played, never lost.
func TestMoveDuringReplayIsPlayed(t *testing.T) {
	d, l := newDriver(t)
	s := sess(d)
	d.Key("X")
	d.Ticks(2)
	d.Click(center(l.buttons[1]))
	d.Tick()
	d.Key("Digit0")
	if e := s.Current(); e.Moves != 3 || e.Move != "0" {
		t.Fatalf("after three quick moves: moves %d, last %q", e.Moves, e.Move)
	}
	if n := settle(d, 400); n >= 400 {
		t.Fatal("the last replay never ended")
	}
}

// The hint frames the hinted button in the hint colour (and labels it).
func TestHintHighlightsButton(t *testing.T) {
	d, l := newDriver(t)
	d.WaitHint()
	hintFrame := func(b int) bool {
		r := l.buttons[b]
		y := (r.Min.Y + r.Max.Y) / 2
		return d.Count(image.Rect(r.Min.X-int(8*d.Probe.Unit()), y, r.Min.X, y+1), d.Probe.Theme().HintC, 30) > 0
	}
	if hintFrame(0) || hintFrame(1) {
		t.Fatal("hint frame shown before the hint was asked for")
	}
	d.Key("H")
	d.Tick()
	if !hintFrame(0) {
		t.Fatal("no hint frame on Zero (the classic game's first optimal move) after H")
	}
	if hintFrame(1) {
		t.Fatal("hint frame on Pass")
	}
	// The light theme too.
	d.Key("T")
	d.Tick()
	if !hintFrame(0) || hintFrame(1) {
		t.Fatal("the hint frame is wrong in the light theme")
	}
	// H again plays the hint, and its turn is replayed like any move.
	d.Key("H")
	if e := sess(d).Current(); e.Moves != 1 || e.Move != "0" {
		t.Fatalf("H twice: moves %d, move %q, want the hinted 0", e.Moves, e.Move)
	}
	d.Ticks(3)
	mid := clockPixels(d, l)
	settle(d, 400)
	if same(mid, clockPixels(d, l)) {
		t.Fatal("the hinted move was not replayed")
	}
}

// Playing the optimal line by clicking the buttons, without waiting for replays, wins in 48 moves.
func TestOptimalLineWins(t *testing.T) {
	d, l := newDriver(t)
	s := sess(d)
	h, err := solver.Backend.Hint(context.Background(), s.Pos())
	if err != nil || len(h.Line) != 48 {
		t.Fatalf("hint: %v, line of %d moves, want 48", err, len(h.Line))
	}
	for i, m := range h.Line {
		b := 0
		if m == "X" {
			b = 1
		}
		d.Click(center(l.buttons[b]))
		if i%7 == 0 {
			d.Ticks(5) // now and then in the middle of a replay
		}
	}
	if st := s.Pos().Status(); st != puzzle.Won || s.Current().Moves != 48 {
		t.Fatalf("after the optimal line: %v after %d moves, want won after 48", st, s.Current().Moves)
	}
	if n := settle(d, 400); n >= 400 {
		t.Fatal("the app never came to rest after the win")
	}
	d.Click(center(l.buttons[0])) // after the win: refused with a message
	if s.Current().Moves != 48 || d.Probe.Message() == "" {
		t.Fatalf("a click after the win: moves %d, message %q", s.Current().Moves, d.Probe.Message())
	}
}

// A long turn is played faster, so that no replay takes more than maxTicks.
func TestReplayTiming(t *testing.T) {
	c := rules.Start(rules.Size{N: 4, K: 2})
	steps := make([]rules.Step, 100)
	for i := range steps {
		steps[i] = rules.Step{Kind: rules.StepHand, After: c}
	}
	a := newAnim(c, steps, 10)
	if _, _, done := a.at(10 + int(maxTicks)); !done {
		t.Fatalf("a 100-step replay is still running after %v ticks", maxTicks)
	}
	short := newAnim(c, steps[:3], 0)
	if i, p, done := short.at(int(stepTicks) + 1); i != 1 || done || p <= 0 || p >= 1 {
		t.Fatalf("3-step replay at tick %d: step %d, %.2f, done %v", int(stepTicks)+1, i, p, done)
	}
	if _, _, done := short.at(3*int(stepTicks) + 1); !done {
		t.Fatal("3-step replay not done after three steps' time")
	}
}

// Every size the backend offers lays out with the numbers apart and inside the face.
func TestLayoutFitsPresets(t *testing.T) {
	for _, area := range []image.Rectangle{image.Rect(10, 46, 1014, 632), image.Rect(6, 28, 414, 700)} {
		for _, n := range []int{2, 4, 5, 6, 8, 12, 16} {
			l := newLayout(area, 1, n, false)
			gap := 2 * l.ring * sinPi(n)
			if l.disc*2 > gap*0.9 || l.disc < 8 {
				t.Errorf("area %v, n = %d: numbers of radius %.1f, %.1f apart", area, n, l.disc, gap)
			}
			if l.ring+l.disc*1.6 > l.face+0.5 {
				t.Errorf("area %v, n = %d: the halo leaves the face", area, n)
			}
			if l.buttons[0].Overlaps(l.buttons[1]) || !l.buttons[1].In(area) {
				t.Errorf("area %v: buttons %v %v", area, l.buttons[0], l.buttons[1])
			}
		}
	}
}

func BenchmarkUpdateDraw(b *testing.B) {
	d, l := newDriver(&testing.T{})
	p := center(l.buttons[1])
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d.Probe.Inject(nil, nil, &p) // a pass each frame: a move, a replay, a redraw
		d.App.Update()
		d.App.Draw(d.Screen)
	}
}

func sinPi(n int) float64 { return math.Sin(math.Pi / float64(n)) }

// A new classic game replays the machine's opening turn from the start, (0, 0, 0, 1). (New itself now
// draws a random point of the line after a classic start; a classic game comes from its ID or preset.)
func TestNewGameReplaysOpening(t *testing.T) {
	d, l := newDriver(t)
	settle(d, 10)
	if err := d.Probe.Controller().LoadID("clock:n4k2#2"); err != nil {
		t.Fatal(err)
	}
	d.Tick()
	if sess(d).Current().Kind != session.KindNew {
		t.Fatalf("a new classic game: entry kind %v", sess(d).Current().Kind)
	}
	d.Ticks(2)
	mid := clockPixels(d, l)
	if n := settle(d, 400); n < 20 || n >= 400 {
		t.Fatalf("the opening's replay took %d ticks", n)
	}
	if same(mid, clockPixels(d, l)) {
		t.Fatal("the opening was not replayed")
	}
}

// newRig is newDriver with a handle on the scene.
func newRig(t testing.TB, id string) (*gametest.Driver, layout, *Scene) {
	var sc *Scene
	p := Puzzle
	p.NewScene = func() scene.Scene { sc = NewScene(); return sc }
	d := gametest.New(t, []scene.Puzzle{p}, id, 1024, 720)
	pos, _ := sess(d).Pos().(solver.Position)
	return d, newLayout(d.Probe.BoardRect(), d.Probe.Unit(), pos.Clock().Size().N, false), sc
}

// panel is the text the scene's area shows, drawn afresh (the layout report's record), its lines joined
// with spaces so that a wrapped sentence reads whole.
func panel(d *gametest.Driver) string {
	var lines []string
	for _, tx := range d.Probe.LayoutNow(d.Screen).Texts {
		if tx.Box.Overlaps(d.Probe.BoardRect()) {
			lines = append(lines, tx.Text)
		}
	}
	return strings.Join(lines, " ")
}

// A whole game with the keyboard alone: the arrows choose Zero or Pass for each move of the solver's
// line and Enter or Space plays it. Pressed while a replay runs, the first Enter only ends the replay.
func TestKeyboardOnlyGameWins(t *testing.T) {
	for _, id := range []string{classic, "clock:n3k3#1", "clock:n2k4#1"} {
		t.Run(id, func(t *testing.T) {
			d, _, sc := newRig(t, id)
			s := sess(d)
			h, err := solver.Backend.Hint(context.Background(), s.Pos())
			if err != nil || len(h.Line) == 0 {
				t.Fatalf("hint: %v, line of %d moves", err, len(h.Line))
			}
			at, skipped := 0, 0 // Zero is selected at the start
			for i, m := range h.Line {
				switch {
				case m == "X" && at == 0:
					d.Key("ArrowDown")
					at = 1
				case m == "0" && at == 1:
					d.Key("ArrowUp")
					at = 0
				}
				if i%3 == 0 {
					settle(d, 400) // now and then the player watches the machine's turn
				}
				enter := "Enter"
				if i%2 == 1 {
					enter = "Space"
				}
				if sc.Revealing() {
					skipped++
					d.Key(enter)
					if sc.Revealing() || s.Current().Moves != i {
						t.Fatalf("move %d: Enter during the replay left it running %v, %d moves", i+1, sc.Revealing(), s.Current().Moves)
					}
				}
				d.Key(enter)
				if e := s.Current(); e.Moves != i+1 || e.Move != m {
					t.Fatalf("move %d: %d moves, last %q, want %q", i+1, e.Moves, e.Move, m)
				}
			}
			if skipped == 0 && len(h.Line) > 10 {
				t.Error("no Enter came during a replay: skipping one went untested")
			}
			if st := s.Pos().Status(); st != puzzle.Won || s.Current().Moves != len(h.Line) {
				t.Fatalf("after the solver's line by keyboard: %v after %d moves", st, s.Current().Moves)
			}
			settle(d, 400)
			if said := panel(d); strings.Contains(said, "Your move") || strings.Contains(said, "your move") || !strings.Contains(said, "Solved") {
				t.Fatalf("after the win the panel says %q", said)
			}
		})
	}
}

// buttonAccent is how many accent pixels button b shows (its selection frame).
func buttonAccent(d *gametest.Driver, l layout, b int) int {
	return d.Count(l.buttons[b], d.Probe.Theme().Accent, 8)
}

// The mouse and the arrows move one selection: with the mouse resting on Pass, Up selects Zero, and
// the frame and Enter agree on Zero.
func TestSelectionAndEnterAgree(t *testing.T) {
	d, l, sc := newRig(t, classic)
	settle(d, 400)
	d.Probe.InjectEvents(input.Event{Kind: input.PointerMove, Pos: center(l.buttons[1])})
	d.Tick()
	if sc.sel != 1 || buttonAccent(d, l, 1) == 0 || buttonAccent(d, l, 0) > 0 {
		t.Fatalf("mouse on Pass: selection %d, accent on Zero %d, on Pass %d", sc.sel, buttonAccent(d, l, 0), buttonAccent(d, l, 1))
	}
	d.Key("ArrowUp")
	d.Ticks(30) // the mouse rests on Pass all along
	if sc.sel != 0 {
		t.Fatalf("Up with the mouse resting on Pass: selection %d, want Zero", sc.sel)
	}
	if buttonAccent(d, l, 0) == 0 || buttonAccent(d, l, 1) > 0 {
		t.Fatalf("the frame is not on Zero alone: %d on Zero, %d on Pass", buttonAccent(d, l, 0), buttonAccent(d, l, 1))
	}
	d.Key("Enter")
	if e := sess(d).Current(); e.Moves != 1 || e.Move != "0" {
		t.Fatalf("Enter played %q (%d moves), want 0, the selected Zero", e.Move, e.Moves)
	}
	// The keys 0 and X play their button and select it.
	settle(d, 400)
	d.Key("X")
	if sc.sel != 1 || sess(d).Current().Move != "X" {
		t.Fatalf("X: selection %d, move %q", sc.sel, sess(d).Current().Move)
	}
}

// Keys pressed quickly, several in one frame, are each handled once: the arrows select Zero (Up, Left)
// or Pass (Down, Right) and Enter plays one move per press.
func TestRepeatedKeysStepOnce(t *testing.T) {
	d, _, sc := newRig(t, classic)
	settle(d, 400)
	steps := []struct {
		keys []string
		want int
	}{
		{[]string{"ArrowDown"}, 1},
		{[]string{"ArrowDown", "ArrowDown", "ArrowUp"}, 0},
		{[]string{"ArrowRight", "ArrowLeft", "ArrowRight"}, 1},
		{[]string{"ArrowUp", "ArrowUp"}, 0},
	}
	for _, st := range steps {
		d.Key(st.keys...)
		if sc.sel != st.want {
			t.Fatalf("%v: selection %d, want %d", st.keys, sc.sel, st.want)
		}
	}
	if sess(d).Current().Moves != 0 {
		t.Fatal("the arrows made a move")
	}
	d.Key("Digit0", "X")
	if e := sess(d).Current(); e.Moves != 2 || e.Move != "X" {
		t.Fatalf("0 and X in one frame: %d moves, last %q", e.Moves, e.Move)
	}
}

// The selection shows from the start (Zero framed in the accent), and after Down on Pass alone.
func TestCursorIsDrawn(t *testing.T) {
	d, l, _ := newRig(t, classic)
	settle(d, 400)
	band := l.buttons[0].Dx() * 2 // at least a two-pixel frame along the top and the bottom
	if n := buttonAccent(d, l, 0); n < band {
		t.Fatalf("%d accent pixels on Zero at the start, want at least %d", n, band)
	}
	if n := buttonAccent(d, l, 1); n > 0 {
		t.Fatalf("%d accent pixels on Pass at the start", n)
	}
	d.Key("ArrowDown")
	if n := buttonAccent(d, l, 1); n < band {
		t.Fatalf("%d accent pixels on Pass after Down, want at least %d", n, band)
	}
	if n := buttonAccent(d, l, 0); n > 0 {
		t.Fatalf("%d accent pixels on Zero after Down", n)
	}
}

// After a win and Restart the panel is the start's again: nothing of the win, no stale summary.
func TestRestartLeavesNoStaleText(t *testing.T) {
	d, l, _ := newRig(t, classic)
	h, err := solver.Backend.Hint(context.Background(), sess(d).Pos())
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range h.Line {
		b := 0
		if m == "X" {
			b = 1
		}
		d.Click(center(l.buttons[b]))
	}
	settle(d, 400)
	if said := panel(d); !strings.Contains(said, "Solved") {
		t.Fatalf("after the win the panel says %q", said)
	}
	d.Probe.InjectMods(false, true)
	d.Key("R")
	settle(d, 400)
	if said := panel(d); sess(d).Current().Moves != 0 || strings.Contains(said, "Solved") || strings.Contains(said, "machine raised") || !strings.Contains(said, "Your move") {
		t.Fatalf("after Restart (%d moves) the panel says %q", sess(d).Current().Moves, said)
	}
}
