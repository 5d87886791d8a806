// Package dials draws Dials: a row of letter displays and a row of numbered buttons. Hovering (or a
// long press on) a button shows its signature on the displays; the hint puts a frame on the button.
package dials

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/input"
	rules "quintet/rules/dials"
	solver "quintet/solver/dials"
)

// Puzzle registers Dials with the game.
var Puzzle = game.Puzzle{
	Backend:  solver.Backend,
	NewScene: func() game.Scene { return &Scene{hover: -1} },
}

// Scene is the Dials scene.
type Scene struct {
	hover   int // button under the pointer (or long-pressed), -1 for none
	pressed int // button last pressed, for a short flash
	pressAt int
}

// Capturing is always false: Dials only uses digits, which no shortcut takes.
func (s *Scene) Capturing() bool { return false }

type layout struct {
	displays, buttons []image.Rectangle
	unit              float64
}

func (s *Scene) layout(f *game.Frame, n int) layout {
	a := f.Area
	gap := int(f.U(12))
	w := (a.Dx() - gap*(n+1)) / n
	if max := int(f.U(120)); w > max {
		w = max
	}
	dh := w * 4 / 3
	if limit := a.Dy() * 45 / 100; dh > limit {
		dh = limit
		w = dh * 3 / 4
	}
	total := n*w + (n-1)*gap
	x0 := a.Min.X + (a.Dx()-total)/2
	bs := w * 3 / 4
	// Centre the displays and buttons (with the target line above and signatures below) in the area.
	height := int(f.U(36)) + dh + int(f.U(64)) + bs + int(f.U(30))
	dy := a.Min.Y + int(f.U(36)) + max(0, (a.Dy()-height)/2)
	by := dy + dh + int(f.U(64))
	var l layout
	for i := 0; i < n; i++ {
		x := x0 + i*(w+gap)
		l.displays = append(l.displays, image.Rect(x, dy, x+w, dy+dh))
		bx := x + (w-bs)/2
		l.buttons = append(l.buttons, image.Rect(bx, by, bx+bs, by+bs))
	}
	return l
}

func (s *Scene) game(f *game.Frame) *rules.Game { return f.Pos.(solver.Position).Game }

// Update presses buttons on click, tap or the keys 1..n, and tracks hovering.
func (s *Scene) Update(f *game.Frame) {
	g := s.game(f)
	l := s.layout(f, g.N)
	hover := -1
	for b, r := range l.buttons {
		if f.In.In(r) && (!f.In.Down || f.In.LongPress) {
			hover = b
		}
		if f.In.ClickIn(r) {
			s.press(f, b)
		}
	}
	if hover != s.hover {
		s.hover = hover
		f.Redraw()
	}
	if f.In.Action == input.Digit && f.In.Digit >= 1 && f.In.Digit <= g.N {
		s.press(f, f.In.Digit-1)
	}
	if f.Ticks-s.pressAt < 12 {
		f.Animate()
	}
}

func (s *Scene) press(f *game.Frame, b int) {
	s.pressed, s.pressAt = b, f.Ticks
	f.Play(fmt.Sprint(b + 1))
}

// Draw shows the displays (current letter, target letter below, a check mark where they agree) and
// the buttons (number, the signature when hovered, a frame on the hinted one).
func (s *Scene) Draw(dst *ebiten.Image, f *game.Frame) {
	t := f.Theme
	g := s.game(f)
	l := s.layout(f, g.N)
	big := game.Face(game.Bold, float64(l.displays[0].Dy())*0.42)
	small := game.Face(game.Regular, f.U(14))
	label := game.Face(game.Bold, float64(l.buttons[0].Dy())*0.4)
	hint := -1
	if f.Hint != nil && f.Hint.Move != "" {
		fmt.Sscan(f.Hint.Move, &hint)
		hint--
	}
	top := l.displays[0].Min.Y
	game.DrawText(dst, "Target  "+spaced(rules.FormatWord(g.Target)), game.Face(game.Regular, f.U(18)), float64(f.Area.Min.X+f.Area.Max.X)/2, float64(top)-f.U(20), game.Center, t.Dim)
	for j, r := range l.displays {
		game.DrawSprite(dst, "dials-display", r, t.Panel)
		cx, cy := float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2
		match := g.Now[j] == g.Target[j]
		c := t.Text
		if match {
			c = t.Good
		}
		game.DrawText(dst, string(rune('A'+g.Now[j])), big, cx, cy, game.Center, c)
		under := fmt.Sprintf("→ %c", 'A'+g.Target[j])
		if match {
			sz := f.U(18)
			game.DrawSpriteF(dst, "check", cx+f.U(16), float64(r.Max.Y)+f.U(6), sz, sz, t.Good)
			under = string(rune('A' + g.Target[j])) // the check mark beside it says "reached"
		}
		game.DrawText(dst, under, small, cx-f.U(6), float64(r.Max.Y)+f.U(15), game.Center, t.Dim)
		if s.hover >= 0 {
			if d := g.M[s.hover][j]; d != 0 {
				game.DrawText(dst, fmt.Sprintf("+%d", d), game.Face(game.Bold, f.U(16)), float64(r.Max.X)-f.U(14), float64(r.Min.Y)+f.U(12), game.Center, t.Accent)
			}
		}
	}
	for b, r := range l.buttons {
		c := t.Panel
		if b == s.hover {
			c = t.PanelHi
		}
		rr := r
		if b == s.pressed && f.Ticks-s.pressAt < 12 {
			rr = r.Inset(int(f.U(3)))
		}
		game.DrawSprite(dst, "dials-button", rr, c)
		if b == hint {
			game.DrawSprite(dst, "ring", r.Inset(-int(f.U(7))), t.HintC)
			game.DrawText(dst, "hint", small, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y)-f.U(16), game.Center, t.HintC)
		}
		game.DrawText(dst, fmt.Sprint(b+1), label, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, game.Center, t.Text)
		sig := ""
		for j, v := range g.M[b] {
			if j > 0 {
				sig += " "
			}
			sig += fmt.Sprint(v)
		}
		sc := t.Dim
		if b == s.hover {
			sc = t.Accent
		}
		game.DrawText(dst, sig, small, float64(r.Min.X+r.Max.X)/2, float64(r.Max.Y)+f.U(16), game.Center, sc)
	}
}

func spaced(s string) string {
	out := ""
	for i, r := range s {
		if i > 0 {
			out += " "
		}
		out += string(r)
	}
	return out
}
