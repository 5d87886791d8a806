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
	"image"
	"time"

	"quintet/game/input"
	"quintet/game/loupe"
	"quintet/game/scene"
	rules "quintet/rules/escape"
	solver "quintet/solver/escape"
)

// Puzzle registers Escape with the game.
var Puzzle = scene.Puzzle{
	Backend:  solver.Backend,
	NewScene: func() scene.Scene { return newScene() },
}

// Timings in ticks (60 a second).
const (
	turnTicks  = 24 // a coin turning over
	pointTicks = 36 // prisoner 2 pointing
	cycleTicks = 72 // the hint shows each parity group this long
)

// Scene is the Escape scene. It keeps only presentation state; the game is always f.Pos.
//
// There is one selection: the square under the pointer (or long-pressed), moved by the arrow keys from
// wherever it is. It is what Enter and Space play, what is outlined on the board, what the name tag and
// the labels show and what the panel's info line describes.
type Scene struct {
	scene.NoCapture // the scene uses only the pointer and keys that type nothing

	sel   int         // the selected square, a square of shape
	selOn bool        // the selection is shown: the pointer is over it, or the keyboard put it there
	keys  bool        // the keyboard moved the selection last (the pointer has not moved since)
	shape rules.Shape // the shape sel belongs to; another shape starts the selection over

	serial int // the Frame.Serial of the position last drawn, to notice a new one
	anim   animation

	group      int  // the parity group shown with the hint or after the game, -1 for none
	groupFrom  int  // tick the groups were first shown for the position on screen, -1 before
	groupSteps bool // the player chose a group (a key or a panel row), so the hint stops cycling

	mag loupe.Loupe // the magnifier a finger's tap opens where the squares are smaller than a fingertip
}

func newScene() *Scene {
	return &Scene{group: -1, groupFrom: -1}
}

// animation is the computer's turn as prisoner 2 (after the player's flip), or the reveal after the
// player pointed as prisoner 2: its Ticks are the coin's turn, the thinking and the pointing.
type animation struct {
	scene.Anim
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

// at says where the animation is at tick now: the phase, its progress 0..1 and, while thinking, the
// group being counted.
func (a animation) at(now int) (phase int, t float64, group int) {
	e := now - a.Begun
	switch {
	case !a.On || e < 0 || e >= a.Ticks:
		return phaseNone, 1, -1
	case e < turnTicks:
		return phaseTurn, float64(e) / turnTicks, -1
	case e < turnTicks+a.step*len(a.think.Groups):
		e -= turnTicks
		return phaseThink, float64(e%a.step) / float64(a.step), e / a.step
	}
	return phasePoint, float64(e-turnTicks-a.step*len(a.think.Groups)) / pointTicks, -1
}

// position is the frame's position as the scene's own.
var position = scene.PosOf[solver.Position]

// Update flips or points on a click, tap, Enter or Space; moves the one selection with the pointer and
// the arrows; steps the parity groups with [ and ] (or Page Up and Page Down) while they are shown; and
// runs the animations.
func (s *Scene) Update(f *scene.Frame) {
	p, ok := position(f)
	if !ok {
		return
	}
	v, l := s.prepare(f, p)
	in := f.In
	s.track(f, l, v)

	if s.anim.On {
		_, animating := s.anim.At(f)
		if skip := in.Clicked && in.Pointer.In(f.Area) || in.Action == input.Select; animating && !skip {
			f.Animate()
		} else {
			if animating {
				in.Consume() // a click, Enter or Space skips the rest of the computer's turn
			}
			s.anim.On = false
			f.Redraw()
		}
	}
	s.mag.Fits(f, l.w, l.h)
	switch res, col, row := s.mag.Update(f); {
	case res == loupe.Tapped:
		if col < l.w && row < l.h {
			sq := v.Shape.At(col, row)
			s.sel, s.selOn, s.keys = sq, false, false
			f.Play(v.Shape.Name(sq))
		}
	case res == loupe.Ignored && in.ClickIn(l.board):
		if sq := l.square(v.Shape, in.Pointer); sq != rules.None {
			s.sel, s.selOn, s.keys = sq, in.Hovering(), false
			if in.Touch && loupe.Needed(float64(l.cell), f.Unit) {
				// Too small for a finger: the tap opens the loupe on the square, whose squares then play.
				col, row := v.Shape.Cell(sq)
				s.mag.Show(f, l.w, l.h, col, row, l.cellRect(v.Shape, sq))
				break
			}
			f.Play(v.Shape.Name(sq))
		}
	}

	s.updateGroups(f, v)
	s.updateKeys(f, v)
}

// prepare is what Update and Draw both begin with. It notices a new position: a move just made starts
// the animation, anything else (undo, a new game) shows the position at rest; as it runs from Draw
// too, the frame right after a click already shows the start of the animation rather than its end. It
// starts the selection over on another board size (square 0, hidden), and lays the board out.
func (s *Scene) prepare(f *scene.Frame, p solver.Position) (solver.View, layout) {
	v := p.View()
	if f.Serial != s.serial {
		s.serial, s.anim.On = f.Serial, false
		s.group, s.groupFrom, s.groupSteps = -1, -1, false
		prev, ok := f.Prev.(solver.Position)
		played := f.Arrival == scene.Played || f.Arrival == scene.SolvedBy
		if played && ok && v.Flipped != rules.None && v.Answer != rules.None {
			s.anim = animation{before: prev.View().Board}
			if v.Role == rules.Prisoner1 {
				// The computer thinks aloud: the board it sees is the one after the player's flip.
				s.anim.think = solver.Explain(v.Board, rules.None)
				s.anim.step = min(45, max(20, 180/len(s.anim.think.Groups)))
			} else {
				// The player saw the board after the hidden flip; the reveal turns the coin as it was turned.
				s.anim.before = v.Start
			}
			s.anim.Ticks = turnTicks + s.anim.step*len(s.anim.think.Groups) + pointTicks
			s.anim.Start(f)
		}
	}
	if sh := v.Shape; sh != s.shape || !sh.Contains(s.sel) {
		s.shape, s.sel, s.selOn, s.keys = sh, 0, false, false
	}
	return v, newLayout(f.Area, f.Unit, v.Shape)
}

// track moves the selection with the pointer. Only a pointer that moves (or a press held long enough)
// takes the selection: a mouse resting where it was leaves a selection the arrows moved alone. A pointer
// that moves off the board, or goes away, hides a selection it owns.
func (s *Scene) track(f *scene.Frame, l layout, v solver.View) {
	in := f.In
	sel, on, keys := s.sel, s.selOn, s.keys
	switch {
	case in.Hovering() && (in.Moved || in.LongPress):
		sq := l.square(v.Shape, in.Pointer)
		if col, row, ok := s.mag.Hover(in); ok && col < l.w && row < l.h {
			sq = v.Shape.At(col, row) // a finger held on a square of the loupe
		} else if s.mag.On && in.Pointer.In(s.mag.Box) {
			sq = rules.None
		}
		on, keys = sq != rules.None, false
		if on {
			sel = sq
		}
		// The parity group whose panel row the pointer moved onto (or a finger holds) becomes the one shown.
		if s.groupsShown(f, v) && !l.panel.Empty() {
			g := panelLayout(f, l, v.Shape.Bits(), s.panelCurrent(f), "")
			if row, _ := scene.Pointed(in, g.rows); row >= 0 && g.first+row != s.group {
				s.group, s.groupSteps = g.first+row, true
				f.Redraw()
			}
		}
	case !in.HasPoint && !keys:
		on = false
	}
	if sel != s.sel || on != s.selOn || keys != s.keys {
		s.sel, s.selOn, s.keys = sel, on, keys
		f.Redraw()
	}
}

// updateKeys moves the selection with the arrows, plays it with Enter or Space, and steps through the
// parity groups with [ and ] or Page Up and Page Down while they are shown. A key moves the selection
// one square, from wherever it is; Enter with nothing selected shows the cursor without playing.
func (s *Scene) updateKeys(f *scene.Frame, v solver.View) {
	in := f.In
	if d := groupStep(in); d != 0 {
		if !s.groupsShown(f, v) {
			return
		}
		n, g := v.Shape.Bits(), s.group
		if g < 0 && d < 0 {
			g = 0 // with none shown, ] shows the first group and [ the last
		}
		s.group, s.groupSteps = (g+d+n)%n, true
		f.Redraw()
		return
	}
	d, arrow := input.Arrows[in.Action]
	switch {
	case in.Action == input.Select && s.selOn:
		s.keys = true
		f.Play(v.Shape.Name(s.sel))
	case in.Action == input.Select || arrow: // (the first Enter, d zero, shows where the cursor is)
		col, row := v.Shape.Cell(s.sel)
		col = min(max(col+d.X, 0), v.Shape.Width()-1)
		row = min(max(row+d.Y, 0), v.Shape.Height()-1)
		s.sel, s.selOn, s.keys = v.Shape.At(col, row), true, true
		f.Redraw()
	}
}

// groupStep is +1 for the key that shows the next parity group, -1 for the previous one, else 0.
func groupStep(in *input.Input) int {
	switch {
	case in.Action == input.PageDown || in.Is("nextgroup"):
		return 1
	case in.Action == input.PageUp || in.Is("prevgroup"):
		return -1
	}
	return 0
}

// groupsShown reports whether the panel lists the parity groups: with the hint, or once the game is
// over.
func (s *Scene) groupsShown(f *scene.Frame, v solver.View) bool {
	return f.Hint != nil || v.Outcome != rules.Pending
}

// updateGroups cycles the hint's parity groups, one every cycleTicks, until the player chooses one. After
// the game the groups stay still: point at a row or press [ and ] to see one on the board.
func (s *Scene) updateGroups(f *scene.Frame, v solver.View) {
	if !s.groupsShown(f, v) {
		if s.group >= 0 || s.groupFrom >= 0 {
			s.group, s.groupFrom, s.groupSteps = -1, -1, false
			f.Redraw()
		}
		return
	}
	if s.groupFrom < 0 {
		s.groupFrom = f.Ticks
		s.group, s.groupSteps = -1, false
		if f.Hint != nil {
			s.group = 0
		}
		f.Redraw()
	}
	if f.Hint == nil || s.groupSteps || v.Outcome != rules.Pending || groupStep(f.In) != 0 {
		return // (a key stepping the groups steps from the group on screen: see updateKeys)
	}
	// The cycle runs on the clock; the frame of its next step is asked for, so the group on screen is
	// always the one the clock says.
	e := f.Ticks - s.groupFrom
	if g := e / cycleTicks % v.Shape.Bits(); g != s.group {
		s.group = g
		f.Redraw()
	}
	f.After(time.Duration(cycleTicks-e%cycleTicks) * time.Second / 60)
}

// Group is the parity group hatched on the board, -1 for none: the one the hint's cycle, a key or a
// panel row chose (the -state test hook reports it too).
func (s *Scene) Group() int { return s.group }

// selected is the square the player is looking at, or rules.None when no selection is shown.
func (s *Scene) selected() int {
	if s.selOn && s.shape.Contains(s.sel) {
		return s.sel
	}
	return rules.None
}

// Selected is the move Enter or Space would play now: the selected square's name ("C2"), or "" while
// the cursor is hidden (then the first Enter only shows it).
func (s *Scene) Selected() string {
	sq := s.selected()
	if sq == rules.None {
		return ""
	}
	return s.shape.Name(sq)
}

// Revealing is true while the computer's turn (or the reveal) plays out, so the midend holds back its
// Solved/Lost flash until the answer has been shown (scene.Revealer).
func (s *Scene) Revealing() bool { return s.anim.On }

// Narration says in the status line what is shown while the answer plays out: the computer's prisoner
// 2 at work, or, after the player pointed as prisoner 2, the flip prisoner 1 made and the key.
func (s *Scene) Narration() string {
	if s.anim.step == 0 {
		return "You pointed. Here is the coin prisoner 1 turned, and where the key was…"
	}
	return "Prisoner 2 walks in, reads the coins group by group, and points…"
}

// BoardBounds is where the squares are (scene.Boarder).
func (s *Scene) BoardBounds(f *scene.Frame) image.Rectangle {
	if p, ok := position(f); ok {
		return newLayout(f.Area, f.Unit, p.View().Shape).board
	}
	return f.Area
}

// Dismiss closes the loupe (Esc); it reports whether one was open.
func (s *Scene) Dismiss() bool { return s.mag.Dismiss() }

// MinTarget is the smallest thing a tap acts on, in screen pixels: the squares, or, where they are too
// small for a finger, the loupe's squares and its close button (a tap on the board opens the loupe).
func (s *Scene) MinTarget(f *scene.Frame) float64 {
	p, ok := position(f)
	if !ok {
		return 0
	}
	return loupe.Target(float64(newLayout(f.Area, f.Unit, p.View().Shape).cell), f.Unit)
}
