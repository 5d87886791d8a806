package hash

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"
	"time"

	"quintet/game/gametest"
	"quintet/game/input"
	"quintet/game/scene"
	"quintet/game/session"
	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
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
	p.NewScene = func() scene.Scene { sc = NewScene(); return sc }
	d := gametest.New(t, []scene.Puzzle{p}, specID, w, h)
	if sc == nil {
		t.Fatal("the app made no Hash Game scene")
	}
	f := &scene.Frame{Area: d.Probe.BoardRect(), Unit: d.Probe.Unit()}
	return rig{d: d, s: sc, l: sc.layout(f)}
}

func (r rig) at(x, y int) image.Point {
	cx, cy := r.l.centre(x, y)
	return image.Pt(int(cx), int(cy))
}

func (r rig) sess() *session.Session { return r.d.Probe.Session("hash") }

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
			t.Fatalf("move %d (%d,%d) not played: %s (message %q)", i+1, m[0], m[1], p.Desc(), r.d.Probe.Message())
		}
		if turn.Work.D != want[i] {
			t.Fatalf("move %d: machine blackened %d, want %d", i+1, turn.Work.D, want[i])
		}
		r.d.Tick() // the scene notices the move on the next tick
		if _, on := r.s.anim.At(&scene.Frame{Ticks: r.s.anim.Begun + 1}); !on || r.s.animTile != rules.Tile(want[i]) || !r.d.Probe.Dirty() {
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
		if r.d.Probe.Dirty() {
			t.Errorf("move %d: still redrawing after the animation", i+1)
		}
		d := rules.Tile(want[i])
		c := r.at(d.X(), d.Y())
		if px := r.d.Pixel(c); !gametest.Near(px, r.d.Probe.Theme().C("hash.black"), 24) {
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
		if msg := r.d.Probe.Message(); !strings.Contains(msg, c.why) {
			t.Errorf("click on (%d,%d): message %q, want it to say %q", c.x, c.y, msg, c.why)
		}
	}
}

func TestSaltBox(t *testing.T) {
	r := newRig(t, 1024, 720)
	r.d.Click(r.at(8, 15))
	before := r.sess().Len()

	r.d.Type("/")
	if !r.s.Capturing() || r.s.Field.Text != "abc" {
		t.Fatalf("after '/': capturing %v, box %q; want the box focused with the salt abc", r.s.Capturing(), r.s.Field.Text)
	}
	// A letter that is also a shortcut (N: new game) types into the box.
	r.d.Probe.Inject(gametest.Keys(t, "N"), []rune("n"), nil)
	r.d.Tick()
	if r.s.Field.Text != "abcn" || r.sess().Len() != before {
		t.Fatalf("typing n: box %q, history %d→%d; want abcn and no new game", r.s.Field.Text, before, r.sess().Len())
	}
	// A refused character is explained; the box and the game are kept.
	r.d.Type("!")
	if r.s.Field.Text != "abcn" || !strings.Contains(r.d.Probe.Message(), "only letters, digits") {
		t.Fatalf("typing '!': box %q, message %q", r.s.Field.Text, r.d.Probe.Message())
	}
	r.d.Key("Backspace")
	if r.s.Field.Text != "abc" {
		t.Fatalf("after Backspace the box is %q", r.s.Field.Text)
	}
	// Esc leaves the box without a new game and without going to the menu.
	r.d.Key("Escape")
	if r.s.Capturing() || r.pos(t).Salt() != "abc" || r.sess().Len() != before {
		t.Fatalf("after Esc: capturing %v, salt %q", r.s.Capturing(), r.pos(t).Salt())
	}
	r.d.Key("P")
	if !r.s.spiral {
		t.Fatal("after Esc the scene no longer gets keys (did Esc open the menu?)")
	}
	// Clicking the box focuses it; Delete clears; Enter starts the game with the typed salt.
	r.d.Click(r.l.saltBox.Min.Add(image.Pt(8, 8)))
	if !r.s.Capturing() {
		t.Fatal("clicking the salt box did not focus it")
	}
	r.d.Key("Delete")
	r.d.Type("Q(1,2)")
	r.d.Key("Enter")
	p := r.pos(t)
	if r.s.Capturing() || p.Salt() != "Q(1,2)" || r.sess().Current().Moves != 0 {
		t.Fatalf("after Enter: capturing %v, salt %q, moves %d", r.s.Capturing(), p.Salt(), r.sess().Current().Moves)
	}
	// The new game is undoable, and the empty salt is a salt too.
	r.d.Key("U")
	if got := r.pos(t).Salt(); got != "abc" {
		t.Fatalf("undo after the new salt: salt %q, want abc", got)
	}
	r.d.Type("/")
	r.d.Key("Delete")
	r.d.Key("Enter")
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
	r.d.Key("P")
	spiral := snapshot(r, r.l.board)
	if n := countDiff(plain, spiral); n < len(plain)/50 {
		t.Errorf("the spiral overlay changed only %d of %d sampled pixels", n, len(plain))
	}
	// With the spiral shown, the m positions counted for the last move are drawn thick in the accent.
	cx, cy := r.l.centre(9, 8) // between p0 (8,8) and p1 (9,8)
	if !r.near(image.Rect(int(cx)-int(float64(r.l.tile)*0.5), int(cy)-1, int(cx), int(cy)+2), r.d.Probe.Theme().Accent, 30) {
		t.Error("no counted spiral path between p0 and p1")
	}
	r.d.Key("P")
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
	r.d.Key("O")
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
	return r.near(left, r.d.Probe.Theme().HintC, 30)
}

func TestHintRing(t *testing.T) {
	r := newRig(t, 1024, 720)
	r.d.WaitHint()
	if r.hintRing(8, 15) {
		t.Fatal("hint ring before H")
	}
	r.d.Key("H")
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
		r.d.Key("H")
		r.d.Key("H")
	}
	if st := r.pos(t).Status(); st != puzzle.Won {
		t.Fatalf("playing the hints: %v after %d moves", st, r.sess().Current().Moves)
	}
	r.d.Ticks(90) // past the midend's flash
	// The star glows: the win colour around its tile.
	x, y, size := tileRect(r.l, rules.Star.X(), rules.Star.Y())
	glow := image.Rect(int(x-size*0.55), int(y-size*0.55), int(x+size*1.55), int(y+size*1.55))
	if !r.near(glow, r.d.Probe.Theme().Good, 30) {
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
			l := s.layout(&scene.Frame{Area: a, Unit: unit})
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
		r.d.Probe.Inject(nil, nil, &p)
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
	r.d.Key("U")
	r.d.Tick()
	if r.s.anim.On {
		t.Fatal("undo animated the machine's answer")
	}
	r.d.Key("R")
	r.d.Tick()
	if !r.s.anim.On || r.s.animTile != 116 {
		t.Fatalf("redo: anim %v tile %d, want the answer 116 shown", r.s.anim.On, r.s.animTile)
	}
}

func tileAt(x, y int) rules.Tile {
	t, ok := rules.TileAt(x, y)
	if !ok {
		panic(fmt.Sprintf("(%d,%d) is off the board", x, y))
	}
	return t
}

// hover moves the mouse to p and leaves it resting there (one tick).
func (r rig) hover(p image.Point) {
	r.d.Probe.InjectEvents(input.Event{Kind: input.PointerMove, Pos: p})
	r.d.Tick()
}

// cursorBand is the strip of the selection's frame above the tile t, inside the tile's column, where
// only the frame is drawn in the accent colour (unless the machine's last tile is just above).
func (r rig) cursorBand(t rules.Tile) image.Rectangle {
	_, y, _, _ := cursorRect(r.l, t)
	cell := r.l.cell(t.X(), t.Y())
	tx, ty, size := tileRect(r.l, t.X(), t.Y())
	return image.Rect(int(tx+size*0.25), int(y), int(tx+size*0.75), min(cell.Min.Y, int(ty)))
}

// labelRects are where the column and row numbers of the tile t are written.
func (r rig) labelRects(t rules.Tile) (col, row image.Rectangle) {
	u := r.d.Probe.Unit()
	cx, cy := r.l.centre(t.X(), t.Y())
	h := float64(r.l.tile) / 2
	top := float64(r.l.board.Min.Y) - 13*u
	left := float64(r.l.board.Min.X) - 9*u
	col = image.Rect(int(cx-h), int(top-8*u), int(cx+h), int(top+8*u))
	row = image.Rect(int(left-22*u), int(cy-h), int(left), int(cy+h))
	return col, row
}

// checkSelected checks that the tile want is the selection and that everything says so: the frame is
// drawn around it (and not around other), its column and row numbers are in the accent colour (and
// other's are not), and the panel's foot names it.
func (r rig) checkSelected(t *testing.T, want, other rules.Tile, when string) {
	t.Helper()
	if got, ok := r.s.selected(); !ok || got != want {
		t.Fatalf("%s: selection %v (a tile: %v), want %v", when, got, ok, want)
	}
	accent := r.d.Probe.Theme().Accent
	if n := r.d.Count(r.cursorBand(want), accent, 24); n < 10 {
		t.Errorf("%s: only %d accent pixels in the frame around %v", when, n, want)
	}
	if n := r.d.Count(r.cursorBand(other), accent, 24); n > 0 {
		t.Errorf("%s: %d accent pixels in a frame around %v, which is not selected", when, n, other)
	}
	col, row := r.labelRects(want)
	if r.d.Count(col, accent, 24) == 0 || r.d.Count(row, accent, 24) == 0 {
		t.Errorf("%s: the coordinates of %v are not highlighted", when, want)
	}
	if other.X() != want.X() {
		if col, _ := r.labelRects(other); r.d.Count(col, accent, 24) > 0 {
			t.Errorf("%s: column %d is highlighted too", when, other.X())
		}
	}
	pos := r.pos(t)
	st := pos.State()
	if lines := r.s.footLines(&input.Input{}, pos, &st); len(lines) == 0 || !strings.HasPrefix(lines[0], want.String()+" ") {
		t.Errorf("%s: the panel says %q, want it to name %v", when, lines, want)
	}
}

// lastMove is the tile the player played last.
func (r rig) lastMove(t *testing.T) rules.Tile {
	t.Helper()
	turn, ok := r.pos(t).LastTurn()
	if !ok {
		t.Fatal("no move was played")
	}
	return turn.Move
}

// Before any input the selection is on the legal tile nearest the star, and drawn.
func TestCursorStartsNearStar(t *testing.T) {
	r := newRig(t, 1024, 720)
	r.checkSelected(t, tileAt(8, 15), tileAt(8, 16), "at the start")
}

// A game won with the arrow keys and Enter/Space alone: the solver's shortest line for the salt, the
// cursor steered to each tile in turn.
func TestKeyboardOnlyWin(t *testing.T) {
	const salt = "salt7"
	res, err := solver.Solve(context.Background(), salt, rules.Start(), solver.Limits{})
	if err != nil || res.Verdict != solver.Win {
		t.Fatalf("solving salt %s: %v %+v", salt, err, res)
	}
	sideways := false
	for i := 1; i < len(res.Line); i++ {
		sideways = sideways || res.Line[i].X() != res.Line[i-1].X()
	}
	if !sideways {
		t.Fatalf("the shortest line %v for salt %s goes straight up: pick a salt whose line needs Left and Right", res.Line, salt)
	}
	var sc *Scene
	p := Puzzle
	p.NewScene = func() scene.Scene { sc = NewScene(); return sc }
	d := gametest.New(t, []scene.Puzzle{p}, "hash:random:"+salt, 1024, 720)
	r := rig{d: d, s: sc, l: sc.layout(&scene.Frame{Area: d.Probe.BoardRect(), Unit: d.Probe.Unit()})}

	cur := tileAt(8, 15)
	for i, want := range res.Line {
		for cur.X() < want.X() {
			d.Key("ArrowRight")
			cur = tileAt(cur.X()+1, cur.Y())
		}
		for cur.X() > want.X() {
			d.Key("ArrowLeft")
			cur = tileAt(cur.X()-1, cur.Y())
		}
		for cur.Y() < want.Y() {
			d.Key("ArrowDown")
			cur = tileAt(cur.X(), cur.Y()+1)
		}
		for cur.Y() > want.Y() {
			d.Key("ArrowUp")
			cur = tileAt(cur.X(), cur.Y()-1)
		}
		if got, _ := r.s.selected(); got != want {
			t.Fatalf("move %d: the cursor is on %v, want %v", i+1, got, want)
		}
		if i%2 == 0 {
			d.Key("Enter")
		} else {
			d.Key("Space")
		}
		if got := r.lastMove(t); got != want || r.sess().Current().Moves != i+1 {
			t.Fatalf("move %d: played %v (%d moves), want %v (message %q)", i+1, got, r.sess().Current().Moves, want, d.Probe.Message())
		}
	}
	if st := r.pos(t).Status(); st != puzzle.Won {
		t.Fatalf("after the solver's line: %v", st)
	}
	d.Ticks(90)
	pos := r.pos(t)
	st := pos.State()
	for _, ln := range r.s.footLines(&input.Input{}, pos, &st) {
		if strings.Contains(ln, "whitens") {
			t.Errorf("after the win the panel still offers a move: %q", ln)
		}
	}
	r.checkSelected(t, rules.Star, tileAt(8, 15), "after the win")

	// Enter on the star after the win says the game is won; after Restart nothing says so any more,
	// and the selection is back at the start.
	d.Key("Enter")
	if msg := d.Probe.Message(); !strings.Contains(msg, "won") {
		t.Fatalf("Enter after the win: message %q", msg)
	}
	d.Probe.InjectMods(false, true)
	d.Key("R")
	d.Tick()
	if r.pos(t).Status() != puzzle.Playing || r.sess().Current().Moves != 0 {
		t.Fatalf("Shift+R did not restart: %s", r.pos(t).Desc())
	}
	if msg := d.Probe.Message(); strings.Contains(msg, "won") || strings.Contains(msg, "over") {
		t.Fatalf("after Restart the status line still says %q", msg)
	}
	if _, rows := work(r.pos(t)); len(rows) != 1 {
		t.Errorf("after Restart the panel still shows the machine's work: %+v", rows)
	}
	r.checkSelected(t, tileAt(8, 15), rules.Star, "after Restart")
}

// The selection is one thing: the mouse moves it, the keys move it on from there, and Enter plays
// the framed tile — also with the mouse still resting on another one.
func TestSelectionAgreesWithEnter(t *testing.T) {
	t.Run("mouse then arrow", func(t *testing.T) {
		r := newRig(t, 1024, 720)
		r.hover(r.at(8, 16))
		r.checkSelected(t, tileAt(8, 16), tileAt(8, 15), "mouse on (8,16)")
		r.d.Key("ArrowUp")
		r.d.Ticks(3) // idle steps with the mouse still on (8,16)
		r.checkSelected(t, tileAt(8, 15), tileAt(8, 16), "mouse on (8,16), then Up")
		r.d.Key("Enter")
		if got := r.lastMove(t); got != tileAt(8, 15) {
			t.Fatalf("Enter played %v, want the framed (8,15)", got)
		}
	})
	t.Run("arrow, rest the mouse, arrow, Enter", func(t *testing.T) {
		r := newRig(t, 1024, 720)
		r.d.Key("ArrowUp")
		r.checkSelected(t, tileAt(8, 14), tileAt(8, 15), "Up")
		r.hover(r.at(8, 16))
		r.checkSelected(t, tileAt(8, 16), tileAt(8, 14), "mouse resting on (8,16)")
		r.d.Key("ArrowUp")
		r.d.Ticks(3)
		r.checkSelected(t, tileAt(8, 15), tileAt(8, 16), "then Up")
		r.d.Key("Enter")
		if got := r.lastMove(t); got != tileAt(8, 15) {
			t.Fatalf("Enter played %v, want the framed (8,15)", got)
		}
	})
	t.Run("a control under the mouse is the selection", func(t *testing.T) {
		r := newRig(t, 1024, 720)
		r.hover(gametest.Center(r.l.spiral))
		if _, ok := r.s.selected(); ok {
			t.Fatal("with the mouse on the spiral button a tile is still selected")
		}
		if n := r.d.Count(r.cursorBand(tileAt(8, 15)), r.d.Probe.Theme().Accent, 24); n > 0 {
			t.Errorf("with the mouse on the spiral button the tile frame is still drawn (%d pixels)", n)
		}
		pos := r.pos(t)
		st := pos.State()
		if lines := r.s.footLines(&input.Input{}, pos, &st); !strings.Contains(lines[0], "spiral") {
			t.Errorf("with the mouse on the spiral button the panel says %q", lines)
		}
		r.d.Key("Space")
		if !r.s.spiral || r.sess().Current().Moves != 0 {
			t.Fatalf("Space on the spiral button: spiral %v, moves %d", r.s.spiral, r.sess().Current().Moves)
		}
		r.d.Key("ArrowUp") // back to the tile, where it was
		r.checkSelected(t, tileAt(8, 15), tileAt(8, 14), "Up from the spiral button")
	})
	t.Run("a long press selects and plays nothing", func(t *testing.T) {
		r := newRig(t, 1024, 720)
		p := r.at(5, 5)
		r.d.Hold(p, input.LongPress+50*time.Millisecond)
		r.checkSelected(t, tileAt(5, 5), tileAt(8, 15), "a long press on (5,5)")
		r.d.Probe.InjectEvents(input.Event{Kind: input.PointerUp, Pos: p, ID: 1, Touch: true})
		r.d.Tick()
		if n := r.sess().Current().Moves; n != 0 {
			t.Fatalf("releasing a long press played %d moves", n)
		}
		if got, _ := r.s.selected(); got != tileAt(5, 5) {
			t.Fatalf("after the finger lifted the selection is %v", got)
		}
	})
}

// Keys that arrive together are each one step: four Up presses in one tick move four rows; the
// board's edges hold; moving the selection plays nothing.
func TestRepeatedKeysStepOnce(t *testing.T) {
	r := newRig(t, 1024, 720)
	up := "ArrowUp"
	r.d.Key(up, up, up, up)
	r.checkSelected(t, tileAt(8, 11), tileAt(8, 12), "four Up presses in one tick")
	for i := 0; i < 4; i++ {
		r.d.Key("ArrowLeft")
	}
	r.checkSelected(t, tileAt(4, 11), tileAt(5, 11), "then four Left presses")
	for i := 0; i < 20; i++ {
		r.d.Key("ArrowRight")
	}
	r.d.Key("ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowDown")
	r.checkSelected(t, tileAt(16, 16), tileAt(15, 16), "held against the bottom right corner")
	if n := r.sess().Current().Moves; n != 0 {
		t.Fatalf("moving the selection played %d moves", n)
	}
}

func TestSaltWindow(t *testing.T) {
	// Each character is one unit wide, "…" too; the box holds 8.
	fits := func(s string) bool { return len([]rune(s)) <= 8 }
	for _, c := range []struct {
		text  string
		caret int
		shown string
		at    int // the caret's rune index in shown
	}{
		{"abc", 3, "abc", 3},
		{"abc", 1, "abc", 1},
		{"abcdefghijkl", 12, "…fghijkl", 8},
		{"abcdefghijkl", 0, "abcdefg…", 0},
		{"abcdefghijkl", 6, "…fghijkl", 2},
		{"abcdefghijkl", 3, "…defghi…", 1},
		{"", 0, "", 0},
	} {
		shown, at := saltWindow(c.text, c.caret, fits)
		runes := len([]rune(shown[:at]))
		if shown != c.shown || runes != c.at {
			t.Errorf("saltWindow(%q, %d) = %q caret %d, want %q caret %d", c.text, c.caret, shown, runes, c.shown, c.at)
		}
	}
}

// The salt's length limit holds wherever the caret is: a character typed before the end of a full
// salt is refused too.
func TestSaltLimitWithCaretInside(t *testing.T) {
	r := newRig(t, 1024, 720)
	r.d.Type("/")
	r.d.Key("Delete")
	r.d.Type(strings.Repeat("a", rules.MaxSaltLen))
	r.d.Key("ArrowLeft")
	r.d.Type("b")
	if got := r.s.Field.Text; got != strings.Repeat("a", rules.MaxSaltLen) || !strings.Contains(r.d.Probe.Message(), "at most") {
		t.Fatalf("a character typed into a full salt before its end: box %q (%d), message %q", got, len(got), r.d.Probe.Message())
	}
	if r.s.Field.Caret != rules.MaxSaltLen-1 {
		t.Fatalf("the caret is at %d, want %d", r.s.Field.Caret, rules.MaxSaltLen-1)
	}
}
