package clock

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"

	"quintet/game/kit"
	"quintet/game/scene"
	"quintet/game/session"
	rules "quintet/rules/clock"
	"quintet/rules/puzzle"
	solver "quintet/solver/clock"
)

// shown is the clock a Draw shows: the position, or a moment of the replay.
type shown struct {
	c       rules.Clock
	hand    float64 // the hand's position, fractional while it moves
	changed int     // the number being raised or zeroed, -1 for none
	old     int     // its value before
	p       float64 // how far through the step (0..1)
	step    *rules.Step
	i, n    int // the step shown and how many there are
}

func (s *Scene) shown(f *scene.Frame, p solver.Position) shown {
	i, prog, done := s.anim.at(f.Ticks)
	if done {
		return shown{c: p.Clock(), hand: float64(p.Clock().Hand()), changed: -1}
	}
	st, before := s.anim.steps[i], s.anim.before // the clock just before step i
	if i > 0 {
		before = s.anim.steps[i-1].After
	}
	out := shown{c: st.After, hand: float64(st.After.Hand()), changed: -1, p: prog, step: &st, i: i, n: len(s.anim.steps)}
	switch st.Kind {
	case rules.StepHand:
		// The hand turns from the number before to this one, always clockwise.
		from, to := float64(before.Hand()), float64(st.After.Hand())
		if to < from {
			to += float64(st.After.Size().N)
		}
		out.hand = from + (to-from)*(prog*prog*(3-2*prog)) // eased in and out
	case rules.StepRaise, rules.StepZero:
		out.changed, out.old = st.At, before.Digit(st.At)
	}
	return out
}

// Draw shows the clock (or the replay's current moment), whose move it is, the two buttons with the
// hint's frame, and a legend for the marks.
func (s *Scene) Draw(dst *kit.Canvas, f *scene.Frame) {
	t := f.Theme
	p, ok := position(f)
	if !ok {
		kit.DrawText(dst, "This is not a Clock position.", kit.Face(kit.Regular, f.U(18)), float64(f.Area.Min.X+f.Area.Max.X)/2, float64(f.Area.Min.Y+f.Area.Max.Y)/2, kit.Center, t.Bad)
		return
	}
	s.sync(f, p)
	z := p.Clock().Size()
	l := newLayout(f.Area, f.Unit, z.N, f.Picture)
	sh := s.shown(f, p)
	s.drawClock(dst, f, l, z, sh)
	s.drawPanel(dst, f, l, p, sh)
}

// drawNumber draws one number of the clock centred at (x, y), r its radius: a dashed ring for 0, else a
// disc deepening from the panel colour toward the accent as the value grows (k the largest), its digit
// light on the deeper ones; zero and digit are the faces of their figures.
func drawNumber(dst *kit.Canvas, t *kit.Theme, x, y, r float64, v, k int, zero, digit *kit.TextFace) {
	if v == 0 {
		centred(dst, "clock-zero", x, y, r, t.Dim)
		kit.DrawText(dst, "0", zero, x, y, kit.Center, t.Dim)
		return
	}
	m := 0.25 + 0.55*float64(min(v, k))/float64(k)
	ink := t.Text
	if m >= 0.5 {
		ink = t.OnAccent
	}
	centred(dst, "clock-disc", x, y, r, kit.Mix(t.PanelHi, t.Accent, m))
	kit.DrawText(dst, strconv.Itoa(v), digit, x, y, kit.Center, ink)
}

// centred draws the sprite name as a square of half-side r centred on (x, y).
func centred(dst *kit.Canvas, name string, x, y, r float64, c color.Color) {
	kit.DrawSpriteF(dst, name, x-r, y-r, 2*r, 2*r, c)
}

func (s *Scene) drawClock(dst *kit.Canvas, f *scene.Frame, l layout, z rules.Size, sh shown) {
	t := f.Theme
	centred(dst, "clock-face", l.cx, l.cy, l.face, t.Panel)
	centred(dst, "clock-rim", l.cx, l.cy, l.face, t.Line)
	// Where the hand rests, the number under it gets a halo (while it moves, the one it is reaching).
	under := int(math.Round(sh.hand)) % z.N
	digit := kit.Face(kit.Bold, math.Max(f.U(14), l.disc*1.05))
	for i := 0; i < z.N; i++ {
		x, y := l.spot(float64(i), z.N, l.ring)
		v := sh.c.Digit(i)
		r := l.disc
		if i == sh.changed {
			r *= 1 + 0.3*math.Sin(math.Pi*sh.p)
			if sh.p < 0.5 {
				v = sh.old
			}
		}
		if i == under {
			centred(dst, "clock-halo", x, y, l.disc*1.6, t.Accent)
		}
		if v == z.K {
			centred(dst, "clock-max", x, y, r*1.3, t.Dim)
		}
		drawNumber(dst, t, x, y, r, v, z.K, kit.Face(kit.Regular, math.Max(f.U(14), r*0.9)), digit)
	}
	// The hand reaches to just inside the halo; the sprite turns about its centre and its tip is 4 of
	// its 128-pixel half-height short of the top.
	reach := l.ring - l.disc*1.75
	hh := 2 * reach * 128 / 124
	angle := 2 * math.Pi * sh.hand / float64(z.N)
	kit.DrawSpriteRotated(dst, "clock-hand", l.cx, l.cy, math.Min(hh/4, l.face*0.2), hh, angle, t.Accent)
	hub := l.disc * 0.45
	centred(dst, "clock-hub", l.cx, l.cy, hub, t.Accent)
	centred(dst, "disc", l.cx, l.cy, hub*0.4, t.Panel)
	// What just changed shows on a tag between the number and the hub, over the hand that points
	// there: "+1" for a raise, "to 0" for a zero.
	if sh.changed >= 0 && sh.step != nil {
		label := "+1"
		if sh.step.Kind == rules.StepZero {
			label = "to 0"
		}
		a := math.Min(1, 3*math.Sin(math.Pi*sh.p))
		face := kit.Face(kit.Bold, math.Max(f.U(14), l.disc*0.6))
		x, y := l.spot(float64(sh.changed), z.N, l.ring-l.disc*(2.3+0.3*sh.p))
		w, h := kit.TextWidth(label, face)+l.disc*0.5, l.disc*0.8
		kit.DrawPanel(dst, "panel", rectAround(x, y, w, h), h/2, kit.Fade(t.Text, a))
		kit.DrawText(dst, label, face, x, y, kit.Center, kit.Fade(t.Bg, a))
	}
}

// titles are the panel's title on each turn, in its long and its short form.
var titles = map[rules.Turn][]string{
	rules.Player: {"Your move"}, rules.Machine: {"The machine is moving", "Machine's turn"},
	rules.Over: {"Solved: every number is 0", "Solved"},
}

func (s *Scene) drawPanel(dst *kit.Canvas, f *scene.Frame, l layout, p solver.Position, sh shown) {
	t := f.Theme
	x := l.textX
	big := kit.Face(kit.Bold, f.U(26))
	body := kit.Face(kit.Regular, f.U(17))
	small := kit.Face(kit.Regular, f.U(14))

	// The title, in its short form where the long one does not fit (titles).
	fit(dst, big, x, l.title, l.textW, t.Text, titles[sh.c.Turn()]...)
	if v := sh.c.View(); sh.c.Turn() != rules.Over {
		fit(dst, body, x, l.info[0], l.textW, t.Text, fmt.Sprintf("Under the hand: %d", sh.c.Digit(sh.c.Hand())))
		fit(dst, body, x, l.info[1], l.textW, t.Dim, "Read from the hand:  "+digits(v), "Read from the hand:  "+reading(v), "From the hand: "+reading(v))
	}

	// The replay's step, or a summary of the last turn.
	if sh.step != nil {
		fit(dst, body, x, l.caption[0], l.textW, t.Text, solver.StepWords(sh.step, sh.old))
		fit(dst, small, x, l.caption[1], l.textW, t.Dim, fmt.Sprintf("Step %d of %d · %s to skip", sh.i+1, sh.n, f.In.Words("tap", "click, Space or Enter")))
	} else if f.Entry.Kind == session.KindMove && f.Pos.Status() == puzzle.Playing {
		// After the winning move there is no "your move again": the clock is clear.
		lines := kit.Wrap(dst, solver.TurnWords(p.Steps()), small, l.textW)
		for i := 0; i < len(lines) && len(lines) <= 2 && l.caption[len(lines)-1] >= 0; i++ {
			fit(dst, small, x, l.caption[i], l.textW, t.Dim, lines[i]) // whole, or not at all
		}
	}

	s.drawButtons(dst, f, l, p)

	// The legend: the marks are shapes, so they read without colour.
	ic := f.U(22)
	if l.legend[0] >= 0 {
		kit.DrawSpriteF(dst, "clock-zero", x, l.legend[0]-ic/2, ic, ic, t.Dim)
		fit(dst, small, x+ic+f.U(10), l.legend[0], l.textW-ic-f.U(10), t.Dim, "a cleared number (0)")
	}
	if l.legend[1] >= 0 {
		kit.DrawSpriteF(dst, "clock-max", x, l.legend[1]-ic/2, ic, ic, t.Dim)
		// The longest wording that fits in the legend's two lines (a narrow panel would cut the first).
		var lines []string
		for _, words := range []string{"a %d, the largest: when the hand lands on it, you play again", "a %d, the largest: you play again", "the largest, %d"} {
			if lines = kit.Wrap(dst, fmt.Sprintf(words, sh.c.Size().K), small, l.textW-ic-f.U(10)); len(lines) <= 2 {
				break
			}
		}
		for i := 0; i < len(lines) && i < 2; i++ {
			fit(dst, small, x+ic+f.U(10), l.legend[1]+float64(i)*f.U(18), l.textW-ic-f.U(10), t.Dim, lines[i])
		}
	}
}

// fit draws the panel line at y, left out (y < 0), in the first of the wordings that fits w, or the last
// shortened with an ellipsis; a wording is chosen only when shown, as a shortened one is a cut the
// layout report notes.
func fit(dst *kit.Canvas, face *kit.TextFace, x, y, w float64, c color.Color, texts ...string) {
	if y >= 0 {
		kit.DrawText(dst, kit.Fitting(dst, face, w, texts...), face, x, y, kit.Left, c)
	}
}

func (s *Scene) drawButtons(dst *kit.Canvas, f *scene.Frame, l layout, p solver.Position) {
	t := f.Theme
	c := p.Clock()
	over := c.Turn() == rules.Over
	under := c.Digit(c.Hand()) // 0 once the game is over
	subs := [2][2]string{{fmt.Sprintf("set the %d to 0", under), "set it to 0"}, {fmt.Sprintf("keep the %d, move on", under), "move on"}}
	for b, r := range l.buttons {
		if r.Empty() {
			continue // left out: a help picture
		}
		rr := s.flash.Inset(f, b, r)
		bg, edge := t.Panel, t.Line
		// In a help picture (the worked example's positions) no button is selected: the caption says
		// which is played.
		chosen := b == s.sel && !over && !f.Picture
		if chosen {
			bg, edge = t.PanelHi, t.Accent
		}
		corner := float64(r.Dy()) / 5
		kit.DrawPanel(dst, "panel", rr, corner, bg)
		kit.DrawPanel(dst, "frame", rr, corner, edge)
		if chosen {
			// The selection: a second accent frame just inside the first, so it reads as a thick one.
			in := int(math.Max(2, f.U(2.5)))
			kit.DrawPanel(dst, "frame", rr.Inset(in), corner-float64(in), t.Accent)
		}
		fg, dim := t.Text, t.Dim
		if over {
			fg = t.Dim
		}
		h := float64(rr.Dy())
		label := kit.Face(kit.Bold, math.Max(f.U(14), math.Min(f.U(24), h*0.3)))
		// Smaller, down to 14 units, in a button too narrow for it (a phone on its side at large text).
		for sz := label.Size; sz > f.U(14) && kit.TextWidth(buttons[b].label, label) > float64(rr.Dx())-f.U(12); {
			sz = math.Max(f.U(14), sz-f.U(1))
			label = kit.Face(kit.Bold, sz)
		}
		// The icon shrinks, then goes, where the button is too narrow for it and the label.
		ic := math.Min(h*0.5, float64(rr.Dx())-kit.TextWidth(buttons[b].label, label)-h*0.47-f.U(6))
		ix := float64(rr.Min.X) + h*0.25
		iy := float64(rr.Min.Y+rr.Max.Y)/2 - ic/2
		tx := ix + ic + h*0.22
		if ic < f.U(16) { // no icon: the label centred, or from the left edge where it is wider
			tx = math.Max(float64(rr.Min.X)+f.U(6), float64(rr.Min.X+rr.Max.X)/2-kit.TextWidth(buttons[b].label, label)/2)
		} else {
			kit.DrawSpriteF(dst, buttons[b].icon, ix, iy, ic, ic, fg)
			if b == 0 {
				kit.DrawText(dst, "0", kit.Face(kit.Bold, math.Max(f.U(14), ic*0.5)), ix+ic/2, iy+ic/2, kit.Center, fg)
			}
		}
		// During a replay the words under the label would describe a clock not yet shown.
		withSub := !over && s.anim == nil
		ly := float64(rr.Min.Y) + h*0.5
		if withSub {
			ly = float64(rr.Min.Y) + h*0.36
		}
		kit.DrawText(dst, buttons[b].label, label, tx, ly, kit.Left, fg)
		// The key in brackets after the label, where it fits (a phone has no keys to name).
		kx := tx + kit.TextWidth(buttons[b].label+" ", label)
		kf := kit.Face(kit.Regular, math.Max(f.U(14), math.Min(f.U(17), h*0.22)))
		if key := "(" + buttons[b].move + ")"; kx+kit.TextWidth(key, kf) <= float64(rr.Max.X)-f.U(6) {
			kit.DrawText(dst, key, kf, kx, ly+h*0.01, kit.Left, dim)
		}
		if withSub { // the words under the label, shorter where the long ones do not fit
			sf := kit.Face(kit.Regular, f.U(14))
			if sub := kit.Fitting(dst, sf, float64(rr.Max.X)-tx-f.U(6), subs[b][0], subs[b][1], ""); sub != "" {
				kit.DrawText(dst, sub, sf, tx, float64(rr.Min.Y)+h*0.7, kit.Left, dim)
			}
		}
		if f.Hint != nil && f.Hint.Move == buttons[b].move {
			// A thick frame outside the button and a "hint" tab on it: a shape and a word, not only a colour.
			out := r.Inset(-int(f.U(6)))
			kit.DrawPanel(dst, "frame", out, corner+f.U(6), t.HintC)
			tag := kit.Face(kit.Bold, f.U(14))
			tw := kit.TextWidth("HINT", tag) + f.U(14)
			th := f.U(20)
			tr := image.Rect(int(float64(out.Max.X)-tw-f.U(14)), int(float64(out.Min.Y)-th/2), out.Max.X-int(f.U(14)), int(float64(out.Min.Y)+th/2))
			kit.DrawPanel(dst, "panel", tr, th/2, t.HintC)
			kit.DrawText(dst, "HINT", tag, float64(tr.Min.X+tr.Max.X)/2, float64(tr.Min.Y+tr.Max.Y)/2, kit.Center, t.OnAccent)
		}
	}
}
