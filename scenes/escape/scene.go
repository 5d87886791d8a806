// Package escape draws Escape, the chessboard and the key: a board of coins with chess-style labels and
// a side panel that says what the player is to do and, with the hint or once the game is over, walks
// through the parity groups behind the answer.
//
// As prisoner 1 the key's square is shown and a click flips one coin; the scene then acts out the
// computer's turn as prisoner 2: the coin turns over, prisoner 2 counts the heads in each parity group
// in turn (the group hatched on the board, its count added to the panel), then points at a square. As
// prisoner 2 the board is the one left after the computer's hidden flip; a click points at a square
// and the key, the flipped coin and the answer are revealed. Every mark has a shape as well as a
// colour: heads and tails are different sprites, groups are hatched, the answer has corner brackets,
// the hint a frame, and the panel says everything in words.
package escape

import (
	"quintet/rules/puzzle"

	"quintet/game"
	"quintet/game/input"
	rules "quintet/rules/escape"
	solver "quintet/solver/escape"
)

// Puzzle registers Escape with the game.
var Puzzle = game.Puzzle{
	Backend:  solver.Backend,
	NewScene: func() game.Scene { return newScene() },
}

// Timings in ticks (60 a second).
const (
	turnTicks  = 24 // a coin turning over
	pointTicks = 36 // prisoner 2 pointing
	cycleTicks = 72 // the hint shows each parity group this long
)

// Scene is the Escape scene. It keeps only presentation state; the game is always f.Pos.
type Scene struct {
	hover    int  // square under the pointer (or long-pressed), rules.None for none
	cursor   int  // the keyboard cursor's square
	keyboard bool // the cursor is shown (an arrow key was used since the pointer last moved)
	rowHover int  // parity group whose panel row is under the pointer, -1 for none

	serial int    // the Frame.Serial of the position last drawn, to notice a new one
	seen   string // that position, which the group walk-through is kept for
	anim   animation

	groupFor   string // the position the group walk-through below belongs to
	group      int    // the parity group shown with the hint or after the game, -1 for none
	groupFrom  int    // tick the hint's cycle started
	groupSteps bool   // the player stepped with ←/→, so the hint stops cycling on its own
}

func newScene() *Scene {
	return &Scene{hover: rules.None, rowHover: -1, group: -1, anim: animation{start: -1}}
}

// Capturing is always false: the scene uses only the pointer, arrows, Enter and Space.
func (s *Scene) Capturing() bool { return false }

// animation is the computer's turn as prisoner 2 (after the player's flip), or the reveal after the
// player pointed as prisoner 2.
type animation struct {
	start  int         // tick it began; -1 when none runs
	before rules.Board // the coins before the flip, for the coin turning over
	step   int         // ticks per parity group while prisoner 2 thinks (0: no thinking shown)
	think  solver.Explanation
}

// phases of an animation.
const (
	phaseNone  = iota
	phaseTurn  // the flipped coin turns over
	phaseThink // prisoner 2 works through the groups
	phasePoint // prisoner 2 points
)

func (a animation) length() int { return turnTicks + a.step*len(a.think.Groups) + pointTicks }

// at says where the animation is at tick now: the phase, its progress 0..1 and, while thinking, the
// group being counted.
func (a animation) at(now int) (phase int, t float64, group int) {
	if a.start < 0 {
		return phaseNone, 1, -1
	}
	e := now - a.start
	switch {
	case e < 0 || e >= a.length():
		return phaseNone, 1, -1
	case e < turnTicks:
		return phaseTurn, float64(e) / turnTicks, -1
	case e < turnTicks+a.step*len(a.think.Groups):
		e -= turnTicks
		return phaseThink, float64(e%a.step) / float64(a.step), e / a.step
	}
	return phasePoint, float64(e-turnTicks-a.step*len(a.think.Groups)) / pointTicks, -1
}

// position is the frame's position as Escape's; ok is false for anything else (never in a built game).
func position(f *game.Frame) (solver.Position, bool) {
	p, ok := f.Pos.(solver.Position)
	return p, ok
}

func posKey(p puzzle.Position) string { return p.Params() + ":" + p.Desc() }

// sync notices a new position: a move just made starts the animation, anything else (undo, a new
// game) shows the position at rest. It runs from Draw too, so the frame right after a click already
// shows the start of the animation rather than its end.
func (s *Scene) sync(f *game.Frame, p solver.Position) {
	if f.Serial == s.serial {
		return
	}
	s.serial, s.anim.start = f.Serial, -1
	if f.Arrival == game.Played || f.Arrival == game.SolvedBy {
		if prev, ok := f.Prev.(solver.Position); ok {
			s.startAnimation(f, prev, p)
		}
	}
	s.seen = posKey(p)
	s.group, s.groupFor, s.groupSteps = -1, "", false
}

func (s *Scene) startAnimation(f *game.Frame, prev, p solver.Position) {
	v := p.View()
	if v.Flipped == rules.None || v.Answer == rules.None {
		return
	}
	s.anim = animation{start: f.Ticks, before: prev.View().Board}
	if v.Role == rules.Prisoner1 {
		// The computer thinks aloud: the board it sees is the one after the player's flip.
		s.anim.think = solver.Explain(v.Board, rules.None)
		s.anim.step = min(45, max(20, 180/len(s.anim.think.Groups)))
	} else {
		// The player saw the board after the hidden flip; the reveal turns the coin as it was turned.
		s.anim.before = v.Start
	}
}

// Update flips or points on a click, tap, Enter or Space; tracks hovering and the keyboard cursor;
// steps the parity groups with ←/→ while they are shown; and runs the animations.
func (s *Scene) Update(f *game.Frame) {
	p, ok := position(f)
	if !ok {
		return
	}
	s.sync(f, p)
	v := p.View()
	l := newLayout(f.Area, f.Unit, v.Shape)
	in := f.In

	hover := rules.None
	if in.HasPoint && (!in.Down || in.LongPress) {
		hover = l.square(v.Shape, in.Pointer)
	}
	if hover != s.hover {
		s.hover = hover
		f.Redraw()
	}
	if in.Moved && s.keyboard {
		s.keyboard = false
		f.Redraw()
	}
	row := -1
	if in.HasPoint && s.groupsShown(f, v) {
		row = s.panelRow(f, l, v, in.Pointer)
	}
	if row != s.rowHover {
		s.rowHover = row
		f.Redraw()
	}

	animating := s.anim.start >= 0 && f.Ticks-s.anim.start < s.anim.length()
	if in.Clicked && in.Pointer.In(f.Area) && animating {
		s.anim.start = -1 // a click skips the rest of the computer's turn
		animating = false
		f.Redraw()
	} else if in.ClickIn(l.board) {
		if sq := l.square(v.Shape, in.Pointer); sq != rules.None {
			f.Play(v.Shape.Name(sq))
		}
	}

	s.updateGroups(f, v)
	s.updateKeys(f, v)

	if animating {
		f.Animate()
	} else if s.anim.start >= 0 {
		s.anim.start = -1
		f.Redraw()
	}
}

// updateKeys moves the keyboard cursor with the arrows and plays its square with Enter or Space. While
// the parity groups are shown, ← and → step through them instead.
func (s *Scene) updateKeys(f *game.Frame, v solver.View) {
	groups := s.groupsShown(f, v)
	n := v.Shape.Bits()
	if act := f.In.Action; act != input.None {
		col, row := v.Shape.Cell(s.cursor)
		switch {
		case groups && (act == input.Left || act == input.Right):
			d := 1
			if act == input.Left {
				d = n - 1
			}
			if s.group < 0 {
				s.group = 0
				if d != 1 {
					s.group = n - 1
				}
			} else {
				s.group = (s.group + d) % n
			}
			s.groupSteps = true
			f.Redraw()
			return
		case act == input.Left:
			col--
		case act == input.Right:
			col++
		case act == input.Up:
			row--
		case act == input.Down:
			row++
		case act == input.Select:
			if s.keyboard {
				f.Play(v.Shape.Name(s.cursor))
			}
			return
		default:
			return
		}
		col = min(max(col, 0), v.Shape.Width()-1)
		row = min(max(row, 0), v.Shape.Height()-1)
		s.cursor, s.keyboard = v.Shape.At(col, row), true
		f.Redraw()
	}
}

// groupsShown reports whether the panel lists the parity groups: with the hint, or once the game is
// over.
func (s *Scene) groupsShown(f *game.Frame, v solver.View) bool {
	return f.Hint != nil || v.Outcome != rules.Pending
}

// updateGroups cycles the hint's parity groups, one every cycleTicks, until the player steps through
// them by hand. After the game the groups stay still: hover a row or use ←/→ to see one on the board.
func (s *Scene) updateGroups(f *game.Frame, v solver.View) {
	if !s.groupsShown(f, v) {
		if s.group >= 0 || s.groupFor != "" {
			s.group, s.groupFor, s.groupSteps = -1, "", false
			f.Redraw()
		}
		return
	}
	if s.groupFor != s.seen {
		s.groupFor, s.groupFrom = s.seen, f.Ticks
		s.group, s.groupSteps = -1, false
		if f.Hint != nil {
			s.group = 0
		}
		f.Redraw()
	}
	if f.Hint == nil || s.groupSteps || v.Outcome != rules.Pending {
		return
	}
	if g := (f.Ticks - s.groupFrom) / cycleTicks % v.Shape.Bits(); g != s.group {
		s.group = g
		f.Redraw()
	}
}

// shownGroup is the parity group hatched on the board: the hovered panel row, else the one the hint or
// the arrows chose.
func (s *Scene) shownGroup() int {
	if s.rowHover >= 0 {
		return s.rowHover
	}
	return s.group
}

// hintSquare is the hinted square, or rules.None.
func hintSquare(f *game.Frame, v solver.View) int {
	if f.Hint == nil || f.Hint.Move == "" {
		return rules.None
	}
	sq, err := v.Shape.ParseSquare(f.Hint.Move)
	if err != nil {
		return rules.None
	}
	return sq
}

// Revealing is true while the computer's turn (or the reveal) plays out, so the midend holds back its
// Solved/Lost flash until the answer has been shown (game.Revealer).
func (s *Scene) Revealing() bool { return s.anim.start >= 0 }

// Narration says in the status line what the computer's prisoner is doing while the answer plays out.
func (s *Scene) Narration() string {
	return "Prisoner 2 walks in, reads the coins group by group, and points…"
}
