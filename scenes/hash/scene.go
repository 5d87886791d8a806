// Package hash draws the Hash Game: the 16×16 board of red, white and black tiles with the star in
// the middle, and beside it the machine's arithmetic for the last move (u, MD5(u), v, m, d), the
// salt (which the player may retype to start another game), and two overlays that number the tiles
// in spiral order and in reading order, the two orders the machine's m and d count in.
//
// Keys of its own: P shows the spiral, O the reading order, / focuses the salt box (then letters and
// digits type into it, Backspace and Delete edit, Enter starts the game, Esc leaves).
package hash

import (
	"fmt"
	"quintet/rules/puzzle"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/input"
	rules "quintet/rules/hash"
	solver "quintet/solver/hash"
)

// Puzzle registers the Hash Game with the game.
var Puzzle = game.Puzzle{
	Backend:  solver.Backend,
	NewScene: func() game.Scene { return NewScene() },
}

// animTicks is how long the machine's move takes to show: the tile it blackens darkens while a
// ring closes in on it.
const animTicks = 24

// Scene is the Hash Game scene. It keeps only presentation state; the game is always f.Pos.
type Scene struct {
	hover   int // the tile under the pointer (or long-pressed), -1 for none
	control int // the panel control under the pointer
	spiral  bool
	reading bool

	editing bool            // the salt box has focus
	salt    input.TextField // the salt being typed

	serial    int  // the Frame.Serial of the position last seen, to notice a new move
	anim      bool // the machine's latest answer is being shown
	animStart int
	animTile  rules.Tile
	animFrom  rules.Colour

	layer    *ebiten.Image // the board's tiles and overlays, redrawn only when layerKey changes
	layerKey layerKey
	layerOK  bool
}

// NewScene makes a Hash Game scene with nothing hovered and no overlay shown.
func NewScene() *Scene { return &Scene{hover: -1} }

// Capturing is true while the salt box has focus, so typed letters go into it.
func (s *Scene) Capturing() bool { return s.editing }

// position is the frame's position as a Hash Game position.
func position(f *game.Frame) (solver.Position, bool) {
	p, ok := f.Pos.(solver.Position)
	return p, ok
}

// Update plays a clicked tile, runs the salt box and the overlay toggles, and tracks hovering.
func (s *Scene) Update(f *game.Frame) {
	pos, ok := position(f)
	if !ok {
		return
	}
	l := s.layout(f)
	s.noticeMove(f, pos)
	if s.editing {
		s.editSalt(f, pos)
	} else {
		switch {
		case f.In.Is("spiral"):
			s.toggleSpiral(f)
		case f.In.Is("reading"):
			s.toggleReading(f)
		case f.In.Is("salt"):
			s.focusSalt(f, pos)
		}
	}

	hover, control := -1, ctlNone
	if f.In.HasPoint && (!f.In.Down || f.In.LongPress) {
		if t, ok := l.tileAt(f.In.Pointer); ok {
			hover = int(t)
		}
		control = l.control(f.In.Pointer)
	}
	if hover != s.hover || control != s.control {
		s.hover, s.control = hover, control
		f.Redraw()
	}

	if f.In.Clicked {
		s.click(f, pos, l)
	}
	if s.anim && f.Ticks-s.animStart <= animTicks {
		f.Animate()
	}
}

func (s *Scene) click(f *game.Frame, pos solver.Position, l layout) {
	p := f.In.Pointer
	c := l.control(p)
	if s.editing && c != ctlSalt {
		s.editing = false // a click elsewhere leaves the box, and does nothing more on the board
		f.Redraw()
		if _, onBoard := l.tileAt(p); onBoard {
			return
		}
	}
	switch c {
	case ctlSalt:
		s.focusSalt(f, pos)
		return
	case ctlSpiral:
		s.toggleSpiral(f)
		return
	case ctlReading:
		s.toggleReading(f)
		return
	}
	if t, ok := l.tileAt(p); ok {
		s.playAt(f, pos, t)
	}
}

// playAt plays the tile t, or explains why it cannot be played.
func (s *Scene) playAt(f *game.Frame, pos solver.Position, t rules.Tile) {
	if pos.Legal(t.X(), t.Y()) {
		f.Play(solver.MoveAt(t.X(), t.Y()))
		return
	}
	switch pos.Status() {
	case puzzle.Won:
		f.Message("The star is white: the game is won. N for a new game, U to undo.")
		return
	case puzzle.Lost:
		f.Message("The game is lost. U to undo, Shift+R to restart, N for a new game.")
		return
	}
	st := pos.State()
	if st.CheckMove(t) == nil {
		return
	}
	// Short words of our own (the status line is one line); the rules decided the move is illegal.
	switch st.Colour(t) {
	case rules.White:
		f.Message("%v is already white; whiten a red tile next to it.", t)
	case rules.Black:
		f.Message("%v is black; only red tiles can be whitened.", t)
	default:
		f.Message("%v touches no white tile (rows wrap like text); pick a ringed tile.", t)
	}
}

func (s *Scene) toggleSpiral(f *game.Frame) {
	s.spiral = !s.spiral
	f.Redraw()
}

func (s *Scene) toggleReading(f *game.Frame) {
	s.reading = !s.reading
	f.Redraw()
}

// noticeMove starts the animation of the machine's answer when a move has just been played (not
// when the history is walked back).
func (s *Scene) noticeMove(f *game.Frame, pos solver.Position) {
	if f.Serial == s.serial {
		return
	}
	s.serial, s.anim = f.Serial, false
	if f.Arrival != game.Played {
		return
	}
	turn, ok := pos.LastTurn()
	if !ok || turn.Move == rules.Star {
		return // a winning move gets no answer
	}
	s.anim, s.animStart, s.animTile, s.animFrom = true, f.Ticks, turn.Work.Black(), rules.Red
	if prev, ok := f.Prev.(solver.Position); ok {
		st := prev.State()
		s.animFrom = st.Colour(s.animTile)
	}
	if s.animTile == turn.Move {
		s.animFrom = rules.White // the machine took back the tile just whitened
	}
}

// animation is how far the machine's answer has got, 0..1; ok is false when nothing is shown.
func (s *Scene) animation(f *game.Frame) (float64, bool) {
	if !s.anim {
		return 0, false
	}
	age := f.Ticks - s.animStart
	if age < 0 || age >= animTicks {
		return 1, false
	}
	return float64(age) / animTicks, true
}

// --- the salt box ----------------------------------------------------------------------------------

func (s *Scene) focusSalt(f *game.Frame, pos solver.Position) {
	if !s.editing {
		s.editing = true
		s.salt.Set(pos.Salt())
	}
	f.Redraw()
}

// editSalt types into the salt box. Each character is checked with the rules' own salt check, so a
// refused one is explained and what was typed so far is kept.
func (s *Scene) editSalt(f *game.Frame, pos solver.Position) {
	if f.In.Rune != 0 || f.In.Key.Code != "" {
		f.Redraw()
	}
	s.salt.Accept = func(text string, r rune) (rune, error) { return r, rules.CheckSalt(text + string(r)) }
	e, refused := s.salt.Update(f.In)
	if refused != nil {
		f.Message("Not added: %v.", refused)
	}
	switch e {
	case input.EditSubmit:
		s.submitSalt(f, pos)
	case input.EditCancel:
		s.editing = false
	}
}

// submitSalt starts the game the typed salt names, keeping the params the current game came from.
func (s *Scene) submitSalt(f *game.Frame, pos solver.Position) {
	if !s.editing {
		return
	}
	if f.Load(fmt.Sprintf("hash:%s:%s", pos.Params(), s.salt.Text)) {
		s.editing = false
		f.Message("A new game with the salt %q (U goes back).", s.salt.Text)
	}
}
