// Package clock draws Clock: a clock face with its numbers as coins around the rim, the hand, and two
// big buttons, Zero (key 0) and Pass (key X). After each move the machine's answer is replayed step by
// step — the hand moving, numbers rising — from the steps the backend records, so the player can
// follow the rule; any click or key skips to the end, and a move made meanwhile is never lost.
//
// One of the two buttons is always the selection: the pointer moving onto a button selects it, the
// arrow keys select Zero (up, left) or Pass (down, right), and Enter or Space plays it (or, while a
// replay runs, skips it first). The selected button is framed in the accent colour.
package clock

import (
	"image"

	"quintet/game/input"
	"quintet/game/scene"
	rules "quintet/rules/clock"
	solver "quintet/solver/clock"
)

// Puzzle registers Clock with the game.
var Puzzle = scene.Puzzle{
	Backend:  solver.Backend,
	NewScene: func() scene.Scene { return NewScene() },
}

// The two buttons, in order: the move each plays, its label and its icon.
var buttons = [2]struct{ move, label, icon string }{{"0", "Zero", "clock-zero"}, {"X", "Pass", "clock-pass"}}

// Scene is the Clock scene. It keeps only presentation state: the selected button, the button flash,
// and the replay of the last turn.
type Scene struct {
	scene.NoCapture // typed letters stay shortcuts: Clock only uses 0 and X, which no shortcut takes
	// touch: the player last used a finger, so the narration says tap (input.Words).
	touch  bool
	serial int              // the Frame.Serial of the position last drawn or updated, to notice a new one
	anim   *anim            // the replay under way, nil when none
	sel    int              // the selected button: 0 Zero, 1 Pass
	flash  scene.PressFlash // the button last pressed, shown pressed in for 10 ticks
}

// NewScene makes a Clock scene with Zero selected.
func NewScene() *Scene { return &Scene{} }

var position = scene.PosOf[solver.Position]

// sync notices a new position. A move (or a redo of one) and a new game replay their steps; undo,
// restart, solve and the first position seen just show the result.
func (s *Scene) sync(f *scene.Frame, p solver.Position) {
	if f.Serial == s.serial {
		return
	}
	s.serial, s.anim = f.Serial, nil
	next, fresh := f.Arrival == scene.Played, f.Arrival == scene.Started
	steps := p.Steps()
	if len(steps) == 0 || !(next || fresh) {
		return
	}
	// The clock before the first step: a new game's start, or the position the move was made in.
	before := rules.Start(p.Clock().Size())
	if next {
		prev, ok := f.Prev.(solver.Position)
		if !ok || prev.Clock().Size() != p.Clock().Size() {
			return // nothing sensible to replay from
		}
		before = prev.Clock()
	}
	s.anim = newAnim(before, steps, f.Ticks)
}

// Update plays a move on a click or tap of a button, the keys 0 and X, or Enter and Space on the
// selected button; moves the selection with the pointer and the arrows; and skips the replay on any
// other click or key (Enter and Space skip a running replay before they play).
func (s *Scene) Update(f *scene.Frame) {
	s.touch = f.In.LastTouch
	p, ok := position(f)
	if !ok {
		return
	}
	running := s.anim
	s.sync(f, p)
	if _, _, done := s.anim.at(f.Ticks); s.anim != nil && done {
		s.anim = nil // a replay whose time is up is over
		f.Redraw()
	}
	// A key that just changed the position (redo, or H playing the hint) starts its replay rather
	// than skipping it: only a replay already running is skipped.
	skippable := s.anim != nil && s.anim == running
	l := newLayout(f.Area, f.Unit, p.Clock().Size().N, f.Picture)
	in := f.In
	sel := s.sel
	over, move := scene.Pointed(in, l.buttons[:])
	if over >= 0 {
		sel = over // the pointer moving onto a button selects it
	}
	skip := in.Clicked && move < 0
	switch {
	case in.Is("zero"):
		move = 0
	case in.Is("pass"):
		move = 1
	case in.Action == input.Up || in.Action == input.Left:
		sel, skip = 0, true
	case in.Action == input.Down || in.Action == input.Right:
		sel, skip = 1, true
	case in.Action == input.Select && skippable:
		skip = true // the first Enter or Space ends the replay; the next one plays
	case in.Action == input.Select:
		move = sel
	case in.Key.Code != "":
		skip = true
	}
	if move >= 0 {
		// A move during the replay ends it; the move itself is then replayed.
		sel, s.anim = move, nil
		s.flash.Start(f, move, 10)
		f.Play(buttons[move].move)
	} else if skip && skippable {
		s.anim = nil
		f.Redraw()
	}
	if sel != s.sel {
		s.sel = sel
		f.Redraw()
	}
	if s.anim != nil {
		f.Animate()
	}
	s.flash.Update(f)
}

// Revealing is true while the machine's steps are replayed, so the midend's completion flash waits
// for the last step (scene.Revealer).
func (s *Scene) Revealing() bool { return s.anim != nil }

// Narration says in the status line what the replay shows.
func (s *Scene) Narration() string {
	return input.Words(s.touch, "The machine is taking its turn (tap to skip)…", "The machine is taking its turn (click, Space or Enter to skip)…")
}

// BoardBounds is the clock's face (scene.Boarder).
func (s *Scene) BoardBounds(f *scene.Frame) image.Rectangle {
	p, ok := position(f)
	if !ok {
		return f.Area
	}
	l := newLayout(f.Area, f.Unit, p.Clock().Size().N, f.Picture)
	return rectAround(l.cx, l.cy, 2*l.face, 2*l.face)
}
