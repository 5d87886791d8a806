// Package template draws Counter, the template puzzle: the counter, the target, and one button per
// move. It is not registered; its name as a line in solver/registry/puzzles.txt (and make generate)
// would put it in the menu (a test does it with scenes.Register).
//
// TEMPLATE: a scene keeps only presentation state (cursor, hover, animation); the position always
// comes from the Frame, and moves go through f.Play, which the midend checks, records and saves.
package template

import (
	"fmt"
	"image"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/scene"
	rules "quintet/rules/template"
	solver "quintet/solver/template"
)

// Puzzle is the puzzle ready to register: its backend and a fresh scene. TEMPLATE: keep the shape.
var Puzzle = scene.Puzzle{
	Backend:  solver.Backend,
	NewScene: func() scene.Scene { return &Scene{} },
}

// moves are the buttons, left to right: the move each plays and its label.
var moves = []struct{ move, label string }{{rules.Add, "+1"}, {rules.Double, "×2"}}

// Scene is Counter's scene.
type Scene struct {
	scene.NoCapture     // no text box, so the midend's letter shortcuts stay on (a NameBox captures)
	cursor          int // the button the keyboard cursor is on
}

// Selected is the move Enter plays now (scene.Selector): the keyboard tests aim the arrows with it.
// TEMPLATE: "" while a cursor is hidden.
func (s *Scene) Selected() string { return moves[s.cursor].move }

// Cell is where the cursor stands to select move (game.Cursor), counted as the arrows move it: x grows
// with Right, y with Down. The keyboard test (make xdo) aims the arrows at the hint's move with it.
// TEMPLATE: a board's cursor gives the cell's column and row.
func (s *Scene) Cell(move string) (x, y int, ok bool) {
	for i, m := range moves {
		if m.move == move {
			return i, 0, true
		}
	}
	return 0, 0, false
}

// layout is where the counter and the buttons are on screen.
type layout struct {
	counter image.Rectangle
	buttons []image.Rectangle
	unit    float64 // pixels per layout unit: f.Unit, less where the area is too small for the lot
}

// u is v layout units in pixels, at the layout's scale.
func (l layout) u(v float64) float64 { return v * l.unit }

// layout places the counter and the buttons in the board area. TEMPLATE: compute every rectangle from
// f.Area and f.U (layout units), so Update, Draw and the tests agree on where things are; a bigger
// board should also shrink to fit small windows (scenes/dials does).
func (s *Scene) layout(f *scene.Frame) layout {
	a := f.Area
	cx, cy := (a.Min.X+a.Max.X)/2, (a.Min.Y+a.Max.Y)/2
	// The lot is 340×320 units: on a smaller area it shrinks to fit, buttons never under 44 units.
	l := layout{unit: min(f.Unit, float64(a.Dx())/340, float64(a.Dy())/320)}
	cy += int(l.u(10))
	w, h, gap := int(l.u(140)), int(max(l.u(84), f.U(44))), int(l.u(28))
	l.counter = image.Rect(cx-int(l.u(160)), cy-int(l.u(150)), cx+int(l.u(160)), cy-int(l.u(30)))
	for i := range moves {
		x := cx - w - gap/2 + i*(w+gap)
		l.buttons = append(l.buttons, image.Rect(x, cy+int(l.u(20)), x+w, cy+int(l.u(20))+h))
	}
	return l
}

// TapGrids reports the buttons as one row of cells centred on them (scene.TapGridder), so the browser
// test can tap a button as a finger would. TEMPLATE: report every grid of cells a tap plays.
func (s *Scene) TapGrids(f *scene.Frame) map[string]scene.TapGrid {
	g, _ := scene.RowGrid(s.layout(f).buttons) // two of the same size in a row
	return map[string]scene.TapGrid{"buttons": g}
}

// counter is the position on screen, as the rules' type.
func counter(f *scene.Frame) rules.Game { return f.Pos.(solver.Position).Game }

// Update reads one input: a click on a button, arrows to move the cursor, Enter or Space to play the
// button under it, or the puzzle's own keys (declared in rules/template.Keys).
func (s *Scene) Update(f *scene.Frame) {
	l := s.layout(f)
	for i, r := range l.buttons {
		if f.In.ClickIn(r) {
			s.cursor = i
			f.Play(moves[i].move)
		}
	}
	switch {
	case f.In.Action == input.Left || f.In.Action == input.Up:
		s.cursor = (s.cursor + len(moves) - 1) % len(moves)
		f.Redraw()
	case f.In.Action == input.Right || f.In.Action == input.Down:
		s.cursor = (s.cursor + 1) % len(moves)
		f.Redraw()
	case f.In.Action == input.Select:
		f.Play(moves[s.cursor].move)
	case f.In.Is("add"):
		f.Play(rules.Add)
	case f.In.Is("double"):
		f.Play(rules.Double)
	}
	if f.In.Moved {
		f.Redraw() // hover changes a button's look
	}
}

// Draw shows the counter (in the puzzle's own colour, the theme's Good once won), the target, and the
// buttons: hovered, hinted (a frame in the hint colour), out of reach (dimmed), and the keyboard cursor.
func (s *Scene) Draw(dst *kit.Canvas, f *scene.Frame) {
	t, g, l := f.Theme, counter(f), s.layout(f)
	c := t.C("template.counter")
	if g.Won() {
		c = t.Good
	}
	mid := float64(l.counter.Min.X+l.counter.Max.X) / 2
	kit.DrawText(dst, fmt.Sprint(g.Value), kit.Face(kit.Bold, l.u(72)), mid, float64(l.counter.Min.Y+l.counter.Max.Y)/2, kit.Center, c)
	kit.DrawText(dst, fmt.Sprintf("target %d", g.Target), kit.Face(kit.Regular, max(l.u(20), f.U(14))), mid, float64(l.counter.Max.Y)+l.u(8), kit.Center, t.Dim)
	label := kit.Face(kit.Bold, l.u(30))
	for i, r := range l.buttons {
		_, err := g.Play(moves[i].move)
		hinted := f.Hint != nil && f.Hint.Move == moves[i].move
		kit.Button(dst, t, r, moves[i].label, label, f.In.Hovering() && f.In.In(r), hinted, err != nil)
		if i == s.cursor {
			kit.DrawPanel(dst, "frame", r.Inset(-int(f.U(8))), float64(r.Dy())/3, t.Accent)
		}
	}
}
