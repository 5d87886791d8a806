// Package hash draws the Hash Game: the 16×16 board of red, white and black tiles with the star in
// the middle, and beside it the machine's arithmetic for the last move (u, MD5(u), v, m, d), the
// salt (which the player may retype to start another game), and two overlays that number the tiles
// in spiral order and in reading order, the two orders the machine's m and d count in.
//
// One tile is selected at a time: the one the pointer last moved onto (or a finger long-pressed), or
// the one the arrow keys moved to. It has the accent frame, its column and row stand out in the
// coordinates, the panel's foot describes it, and Enter or Space plays it. While the pointer rests on
// one of the panel's controls, that control is the selection instead, and Enter or Space works it.
//
// Keys of its own: P shows the spiral, O the reading order, / focuses the salt box (then letters and
// digits type into it, Backspace and Delete edit, Enter starts the game, Esc leaves).
package hash

import (
	"fmt"
	"image"
	"quintet/rules/puzzle"
	"slices"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/loupe"
	"quintet/game/scene"
	rules "quintet/rules/hash"
	solver "quintet/solver/hash"
)

// Puzzle registers the Hash Game with the game.
var Puzzle = scene.Puzzle{
	Backend:  solver.Backend,
	NewScene: func() scene.Scene { return NewScene() },
}

// animTicks is how long the machine's move takes to show: the tile it blackens darkens while a
// ring closes in on it.
const animTicks = 24

// Scene is the Hash Game scene. It keeps only presentation state; the game is always f.Pos.
type Scene struct {
	// sel is the selected tile; the pointer moves it only when it moves (so a mouse resting on the
	// board does not pull the selection back after the keys moved it away), the arrow keys step it.
	sel    rules.Tile
	placed bool // sel has been put on the position shown
	// control is the panel control the pointer rests on (ctlNone: none). While there is one, it is
	// the selection rather than sel.
	control int
	// overNote is set while the status line may still say the game is over; the first new position
	// that is still being played clears it.
	overNote bool

	spiral  bool
	reading bool
	// numbersHidden is set while an overlay is on but its numbers are too small to draw on the tiles
	// (they show in the loupe): the panel says so.
	numbersHidden bool

	scene.NameBox // the salt box (and Capturing: typed letters go into it while it has the focus)

	serial   int        // the Frame.Serial of the position last seen, to notice a new move
	anim     scene.Anim // the machine's latest answer being shown: animTile turning from animFrom
	animTile rules.Tile
	animFrom rules.Colour

	// mag is the magnifier a finger's tap opens where the tiles are smaller than a fingertip.
	mag loupe.Loupe

	layer    *kit.Layer // the board's tiles and overlays, redrawn only when layerKey changes
	layerKey layerKey
}

// NewScene makes a Hash Game scene with no overlay shown; the selection goes on the first position
// it sees.
func NewScene() *Scene {
	s := &Scene{anim: scene.Anim{Ticks: animTicks}}
	s.NameBox = scene.NameBox{Label: "Salt", Submit: s.submitSalt,
		Text: func(f *scene.Frame) string {
			pos, _ := position(f)
			return pos.Salt()
		},
		Where: func(f *scene.Frame) (image.Rectangle, bool) {
			_, ok := position(f)
			return s.layout(f).saltBox, ok
		},
		// A refused character is explained, and what was typed so far is kept.
		Refused: func(f *scene.Frame, err error) { s.say(f, "Not added: %v.", err) },
	}
	// Each character is checked with the rules' own salt check, on the whole salt with the new
	// character wherever the caret is: its length counts too.
	s.Field.Accept = func(_ string, r rune) (rune, error) { return r, rules.CheckSalt(s.Field.Text + string(r)) }
	return s
}

// position is the frame's position as the scene's own.
var position = scene.PosOf[solver.Position]

// Update moves the selection (pointer, arrow keys), plays a clicked tile or the selected one on
// Enter/Space, and runs the salt box and the overlay toggles.
func (s *Scene) Update(f *scene.Frame) {
	pos, ok := position(f)
	if !ok {
		return
	}
	l := s.layout(f)
	s.noticeMove(f, pos)
	in := f.In
	switch {
	case s.NameBox.On:
		s.NameBox.Edit(f)
	case in.Is("spiral"):
		s.work(f, pos, ctlSpiral)
	case in.Is("reading"):
		s.work(f, pos, ctlReading)
	case in.Is("salt"):
		s.work(f, pos, ctlSalt)
	case input.Arrows[in.Action] != (image.Point{}):
		s.step(f, input.Arrows[in.Action])
	case in.Action == input.Select && !s.work(f, pos, s.control):
		s.playAt(f, pos, s.sel) // no control is selected: Enter or Space plays the selected tile
	}

	s.mag.Fits(f, rules.Size, rules.Size)
	if in.Hovering() && (in.Moved || in.LongPress) {
		if col, row, ok := s.mag.Hover(in); ok {
			if t, ok := rules.TileAt(col+1, row+1); ok {
				s.selectTile(f, t)
			}
		} else if s.mag.On && in.Pointer.In(s.mag.Box) {
			// on the loupe's frame: nothing under it
		} else if t, ok := l.tileAt(in.Pointer); ok {
			s.selectTile(f, t)
		} else {
			s.setControl(f, l.control(in.Pointer))
		}
	} else if !in.HasPoint {
		s.setControl(f, ctlNone) // the mouse left the window
	}

	switch res, col, row := s.mag.Update(f); {
	case res == loupe.Tapped:
		s.NameBox.Close()
		if t, ok := rules.TileAt(col+1, row+1); ok {
			s.selectTile(f, t)
			s.playAt(f, pos, t)
		}
	case res == loupe.Ignored && in.Clicked:
		s.click(f, pos, l)
	}
	if s.anim.Due(f) {
		f.Animate()
	}
	if s.NameBox.On {
		f.Blink() // the caret
	}
}

// selectTile makes the tile t the selection.
func (s *Scene) selectTile(f *scene.Frame, t rules.Tile) {
	if t != s.sel || s.control != ctlNone {
		s.sel, s.control = t, ctlNone
		f.Redraw()
	}
}

// setControl makes the control c the selection (ctlNone: the selected tile again).
func (s *Scene) setControl(f *scene.Frame, c int) {
	if c != s.control {
		s.control = c
		f.Redraw()
	}
}

// step moves the selection one tile by d; it stops at the board's edges. From a panel control, the
// first arrow key brings the selection back to its tile.
func (s *Scene) step(f *scene.Frame, d image.Point) {
	if s.control != ctlNone {
		s.setControl(f, ctlNone)
		return
	}
	x := min(max(s.sel.X()+d.X, 1), rules.Size)
	y := min(max(s.sel.Y()+d.Y, 1), rules.Size)
	if t, ok := rules.TileAt(x, y); ok {
		s.selectTile(f, t)
	}
}

// work works the panel control c: it focuses the salt box or turns an overlay on or off (and says,
// when one was turned on, that its numbers are too small for the tiles here and show in the loupe).
// It reports false for ctlNone.
func (s *Scene) work(f *scene.Frame, pos solver.Position, c int) bool {
	on := &s.spiral
	switch c {
	case ctlSalt:
		s.NameBox.Open(f)
		return true
	case ctlReading:
		on = &s.reading
	case ctlNone:
		return false
	}
	*on = !*on
	if l := s.layout(f); *on && !s.numbersFit(l) {
		s.say(f, "The tiles are too small for the numbers here: touch the board to magnify it.")
	}
	f.Redraw()
	return true
}

// startTile is where the selection starts on a position: the legal tile nearest the star (the first
// in reading order among equals), or the start tile's neighbour when there is none.
func startTile(pos solver.Position) rules.Tile {
	st := pos.State()
	legal := st.LegalMoves().Tiles() // in reading order
	if len(legal) == 0 {
		t, _ := rules.TileAt(8, 15)
		return t
	}
	far := func(t rules.Tile) int {
		dx, dy := t.X()-rules.Star.X(), t.Y()-rules.Star.Y()
		return dx*dx + dy*dy
	}
	return slices.MinFunc(legal, func(a, b rules.Tile) int { return far(a) - far(b) })
}

func (s *Scene) click(f *scene.Frame, pos solver.Position, l layout) {
	p := f.In.Pointer
	c := l.control(p)
	if s.NameBox.On && c != ctlSalt {
		s.NameBox.Close() // a click elsewhere leaves the box, and does nothing more on the board
		f.Redraw()
		if _, onBoard := l.tileAt(p); onBoard {
			return
		}
	}
	if s.work(f, pos, c) {
		return
	}
	if t, ok := l.tileAt(p); ok {
		s.selectTile(f, t)
		if f.In.Touch && loupe.Needed(float64(l.tile), f.Unit) {
			// Too small for a finger: the tap opens the loupe on the tile, whose tiles then play.
			s.mag.Show(f, rules.Size, rules.Size, t.X()-1, t.Y()-1, l.cell(t.X(), t.Y()))
			return
		}
		s.playAt(f, pos, t)
	}
}

// Dismiss closes the loupe (Esc); it reports whether one was open.
func (s *Scene) Dismiss() bool { return s.mag.Dismiss() }

// Selected is the move Enter or Space would play now: the selected tile in the solver's notation
// ("x,y"), or "" when a panel control holds the selection or no tile has been placed yet.
func (s *Scene) Selected() string {
	t, ok := s.selected()
	if !ok {
		return ""
	}
	return solver.MoveAt(t.X(), t.Y())
}

// playAt plays the tile t, or explains why it cannot be played.
func (s *Scene) playAt(f *scene.Frame, pos solver.Position, t rules.Tile) {
	if pos.Legal(t.X(), t.Y()) {
		f.Play(solver.MoveAt(t.X(), t.Y()))
		return
	}
	if over := pos.Status(); over != puzzle.Playing {
		msg := "The game is lost. U to undo, Shift+R to restart, N for a new game."
		if over == puzzle.Won {
			msg = "The star is white: the game is won. N for a new game, U to undo."
		}
		f.Message("%s", msg)
		s.overNote = true
		return
	}
	st := pos.State()
	if st.CheckMove(t) == nil {
		return
	}
	// Short words of our own (the status line is one line); the rules decided the move is illegal.
	switch st.Colour(t) {
	case rules.White:
		s.say(f, "%v is already white; whiten a red tile next to it.", t)
	case rules.Black:
		s.say(f, "%v is black; only red tiles can be whitened.", t)
	default:
		s.say(f, "%v touches no white tile (rows wrap like text); pick a ringed tile.", t)
	}
}

// say shows a message in the status line (one that does not say the game is over).
func (s *Scene) say(f *scene.Frame, format string, a ...any) {
	s.overNote = false
	f.Message(format, a...)
}

// noticeMove starts the animation of the machine's answer when a move has just been played (not
// when the history is walked back). A new game or a restart puts the selection back at its start.
func (s *Scene) noticeMove(f *scene.Frame, pos solver.Position) {
	if f.Serial == s.serial && s.placed {
		return
	}
	s.serial, s.anim.On = f.Serial, false
	if !s.placed || f.Arrival == scene.Started || f.Arrival == scene.Restarted {
		s.sel, s.placed = startTile(pos), true
	}
	if s.overNote && pos.Status() == puzzle.Playing {
		s.overNote = false
		f.Message("") // the game goes on: a line saying it is over would outlive what it says
	}
	if f.Arrival != scene.Played {
		return
	}
	turn, ok := pos.LastTurn()
	if !ok || turn.Move == rules.Star {
		return // a winning move gets no answer
	}
	s.anim.Start(f)
	s.animTile, s.animFrom = turn.Work.Black(), rules.Red
	if prev, ok := f.Prev.(solver.Position); ok {
		st := prev.State()
		s.animFrom = st.Colour(s.animTile)
	}
	if s.animTile == turn.Move {
		s.animFrom = rules.White // the machine took back the tile just whitened
	}
}

// submitSalt starts the game the typed salt names, keeping the params the current game came from.
func (s *Scene) submitSalt(f *scene.Frame) {
	pos, ok := position(f)
	if !ok || !s.NameBox.On {
		return
	}
	if salt := s.Field.Text; f.Load(fmt.Sprintf("hash:%s:%s", pos.Params(), salt)) {
		s.NameBox.Close()
		s.say(f, "A new game with the salt %q (U goes back).", salt)
	}
}

// MinTarget is the smallest thing a tap acts on, in screen pixels: the panel's controls and the tiles,
// or, where the tiles are too small for a finger, the loupe's tiles and its close button (a tap on the
// board opens the loupe).
func (s *Scene) MinTarget(f *scene.Frame) float64 {
	l := s.layout(f)
	return min(loupe.Target(float64(l.tile), f.Unit), kit.SmallestTarget(l.saltBox, l.spiral, l.reading))
}

// TapGrids is where the board's tiles are and, while it is open, the loupe's (scene.TapGrid).
func (s *Scene) TapGrids(f *scene.Frame) map[string]scene.TapGrid {
	l := s.layout(f)
	out := map[string]scene.TapGrid{"board": {Rect: l.board, Cols: rules.Size, Rows: rules.Size}}
	if s.mag.On && s.mag.Area == f.Area {
		out["loupe"] = s.mag.TapGrid()
	}
	return out
}
