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
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/input"
	"quintet/game/session"
	rules "quintet/rules/clock"
	"quintet/rules/puzzle"
	solver "quintet/solver/clock"
)

// Puzzle registers Clock with the game.
var Puzzle = game.Puzzle{
	Backend:  solver.Backend,
	NewScene: func() game.Scene { return NewScene() },
}

// The two moves, in button order.
var moves = [2]string{"0", "X"}

// Scene is the Clock scene. It keeps only presentation state: the selected button, the button flash,
// and the replay of the last turn.
type Scene struct {
	serial  int   // the Frame.Serial of the position last drawn or updated, to notice a new one
	anim    *anim // the replay under way, nil when none
	sel     int   // the selected button: 0 Zero, 1 Pass
	pressed int   // button last pressed, for a short flash
	pressAt int
	pressIn bool // the pressed button is drawn pressed in (its frame out is asked for)

	drawn []string     // the panel's text as last drawn (for tests)
	text  game.TextLog // the text sizes of the last Draw
	// updated is set by the first Update. A scene that is only ever drawn is a picture in the help
	// (the worked example's positions), where no button is selected: the caption says which is played.
	updated bool
}

// MinTextSize is the smallest font size, in screen pixels, of the text the last Draw for f's area and
// unit drew (0 before such a Draw).
func (s *Scene) MinTextSize(f *game.Frame) float64 {
	return s.text.Smallest(f)
}

// NewScene makes a Clock scene with Zero selected.
func NewScene() *Scene { return &Scene{pressed: -1} }

// Capturing is always false: Clock only uses 0 and X, which no shortcut takes.
func (s *Scene) Capturing() bool { return false }

func position(f *game.Frame) (solver.Position, bool) {
	p, ok := f.Pos.(solver.Position)
	return p, ok
}

// sync notices a new position. A move (or a redo of one) and a new game replay their steps; undo,
// restart, solve and the first position seen just show the result.
func (s *Scene) sync(f *game.Frame, p solver.Position) {
	if f.Serial == s.serial {
		return
	}
	s.serial, s.anim = f.Serial, nil
	next, fresh := f.Arrival == game.Played, f.Arrival == game.Started
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
func (s *Scene) Update(f *game.Frame) {
	s.updated = true
	p, ok := position(f)
	if !ok {
		return
	}
	running := s.anim
	s.sync(f, p)
	// A key that just changed the position (redo, or H playing the hint) starts its replay rather
	// than skipping it: only a replay already running is skipped.
	skippable := s.anim != nil && s.anim == running
	if skippable {
		_, _, done := s.anim.at(f.Ticks)
		skippable = !done // a replay whose time is up is over, whether or not it was cleared yet
	}
	l := newLayout(f.Area, f.Unit, p.Clock().Size().N)
	in := f.In
	sel, move := s.sel, -1
	for b, r := range l.buttons {
		if in.Hovering() && (in.Moved || in.LongPress) && in.Pointer.In(r) {
			sel = b // the pointer moving onto a button selects it
		}
		if in.ClickIn(r) {
			move = b
		}
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
		sel = move
	}
	if sel != s.sel {
		s.sel = sel
		f.Redraw()
	}
	if move >= 0 {
		// A move during the replay ends it; the move itself is then replayed.
		s.anim = nil
		s.pressed, s.pressAt = move, f.Ticks
		f.Play(moves[move])
	} else if skip && skippable {
		s.anim = nil
		f.Redraw()
	}
	if s.anim != nil {
		if _, _, done := s.anim.at(f.Ticks); done {
			s.anim = nil
			f.Redraw()
		} else {
			f.Animate()
		}
	}
	s.pressFeedback(f)
}

// pressFeedback shows a pressed button pressed in for 10 ticks: one frame when it is pressed and one
// when it comes back out, asked for at its time (not a frame every tick: nothing moves meanwhile).
func (s *Scene) pressFeedback(f *game.Frame) {
	if age := f.Ticks - s.pressAt; age < 10 {
		s.pressIn = true
		f.After(time.Duration(10-age) * time.Second / 60)
	} else if s.pressIn {
		s.pressIn = false
		f.Redraw()
	}
}

// layout places the clock and the panel beside it (or below it on a tall, narrow area).
type layout struct {
	cx, cy  float64 // the clock's centre
	face    float64 // the face's radius
	ring    float64 // the radius the numbers' centres sit on
	disc    float64 // a number's radius
	buttons [2]image.Rectangle
	textX   float64 // left edge of the panel's text
	textW   float64
	title   float64 // y of each text line's centre
	info    [2]float64
	caption [2]float64
	legend  [2]float64
}

func newLayout(a image.Rectangle, unit float64, n int) layout {
	u := func(v float64) float64 { return v * unit }
	var l layout
	var clock image.Rectangle
	if a.Dx() >= a.Dy()*5/4 && float64(a.Dy()) < u(400) || float64(a.Dy()) < u(120+310) && a.Dx() >= a.Dy()*3/4 {
		// Low, or too low for the clock over the panel (a picture in the help): side by side.
		clock = l.short(a, unit)
	} else if a.Dx() >= a.Dy()*5/4 {
		pw := math.Max(u(280), math.Min(u(400), float64(a.Dx())*0.38))
		clock = image.Rect(a.Min.X, a.Min.Y, a.Max.X-int(pw)-int(u(16)), a.Max.Y)
		x := float64(clock.Max.X) + u(16)
		h := u(400)
		y := float64(a.Min.Y) + math.Max(0, (float64(a.Dy())-h)/2)
		l.textX, l.textW = x, pw
		l.title = y + u(18)
		l.info = [2]float64{y + u(54), y + u(80)}
		bh := u(80)
		b0 := y + u(104)
		b1 := b0 + bh + u(16)
		l.buttons[0] = image.Rect(int(x), int(b0), int(x+pw), int(b0+bh))
		l.buttons[1] = image.Rect(int(x), int(b1), int(x+pw), int(b1+bh))
		c := b1 + bh + u(28)
		l.caption = [2]float64{c, c + u(24)}
		l.legend = [2]float64{c + u(60), c + u(88)}
	} else {
		// The clock above, the panel below, the two together centred.
		h := u(310)
		d := math.Max(u(120), math.Min(float64(a.Dx()), float64(a.Dy())-h))
		top := float64(a.Min.Y) + math.Max(0, (float64(a.Dy())-d-h)/2)
		y := top + d
		clock = image.Rect(a.Min.X, int(top), a.Max.X, int(y))
		x := float64(a.Min.X) + u(8)
		w := float64(a.Dx()) - u(16)
		l.textX, l.textW = x, w
		l.title = y + u(16)
		l.info = [2]float64{y + u(44), y + u(66)}
		l.caption = [2]float64{y + u(94), y + u(116)}
		bh := u(72)
		by := y + u(144)
		bw := (w - u(12)) / 2
		l.buttons[0] = image.Rect(int(x), int(by), int(x+bw), int(by+bh))
		l.buttons[1] = image.Rect(int(x+bw+u(12)), int(by), int(x+w), int(by+bh))
		l.legend = [2]float64{by + bh + u(30), by + bh + u(60)}
	}
	l.cx, l.cy = float64(clock.Min.X+clock.Max.X)/2, float64(clock.Min.Y+clock.Max.Y)/2
	l.face = math.Max(u(60), float64(min(clock.Dx(), clock.Dy()))/2-u(10))
	// The numbers sit near the rim, as large as their spacing allows (with room for the marks
	// around them), so a clock of 8 or even 16 numbers stays readable.
	l.disc = l.face * 0.16
	l.ring = l.face - l.disc*1.7
	if gap := l.ring * math.Sin(math.Pi/float64(max(n, 2))); l.disc > gap*0.72 {
		l.disc = gap * 0.72
		l.ring = l.face - l.disc*1.7
	}
	// On a small clock (a phone held sideways) the numbers may crowd closer, up to 0.88 of their half
	// spacing, to stay big enough for 14-unit digits.
	if sn := math.Sin(math.Pi / float64(max(n, 2))); l.disc < u(10) {
		l.disc = math.Max(l.disc, math.Min(u(10), 0.88*l.face*sn/(1+0.88*1.7*sn)))
		l.ring = l.face - l.disc*1.7
	}
	return l
}

// short lays out a wide area too low for the panel's full height (a phone held sideways): the clock
// fills the height on the left, and the panel beside it takes the lines in order of importance —
// the buttons side by side, the title, the summary or replay step, what is under the hand — as long
// as they fit; the rest are left out (their y is -1). It returns the clock's square.
func (l *layout) short(a image.Rectangle, unit float64) image.Rectangle {
	u := func(v float64) float64 { return v * unit }
	H := float64(a.Dy())
	gap := u(16)
	side := math.Min(H, float64(a.Dx())*0.6) // the clock's square: at most 0.6 of the width
	pw := math.Min(float64(a.Dx())-side-gap, u(560))
	x0 := float64(a.Min.X) + math.Max(0, (float64(a.Dx())-side-gap-pw)/2)
	clock := image.Rect(int(x0), a.Min.Y+int((H-side)/2), int(x0+side), a.Min.Y+int((H+side)/2))
	l.textX, l.textW = x0+side+gap, pw
	bh := math.Max(u(56), math.Min(u(80), H*0.35))
	// Each line: its height, and its rank (lower is kept first).
	type line struct {
		y      *float64
		h      float64
		rank   int
		button bool
	}
	var btn float64
	lines := []line{
		{&l.title, u(36), 1, false},
		{&l.info[0], u(26), 2, false},
		{&btn, bh + u(30), 0, true}, // room above for the hint's tab, below for its frame
		{&l.info[1], u(26), 5, false},
		{&l.caption[0], u(24), 3, false},
		{&l.caption[1], u(22), 4, false},
		{&l.legend[0], u(30), 6, false},
		{&l.legend[1], u(48), 7, false},
	}
	keep := make([]bool, len(lines))
	used := 0.0
	for rank := 0; rank <= 7; rank++ {
		for i, ln := range lines {
			if ln.rank == rank && used+ln.h <= H {
				keep[i] = true
				used += ln.h
			}
		}
	}
	y := float64(a.Min.Y) + (H-used)/2
	for i, ln := range lines {
		*ln.y = -1
		if !keep[i] {
			continue
		}
		switch {
		case ln.button:
			top := y + u(18)
			bw := (pw - gap) / 2
			x := l.textX
			l.buttons[0] = image.Rect(int(x), int(top), int(x+bw), int(top+bh))
			l.buttons[1] = image.Rect(int(x+bw+gap), int(top), int(x+pw), int(top+bh))
		case ln.h > u(40): // the legend's second line may wrap to two
			*ln.y = y + u(15)
		default:
			*ln.y = y + ln.h/2
		}
		y += ln.h
	}
	return clock
}

// spot is where position i sits, at a fractional position for the hand between two.
func (l layout) spot(pos float64, n int, r float64) (x, y float64) {
	a := -math.Pi/2 + 2*math.Pi*pos/float64(n)
	return l.cx + r*math.Cos(a), l.cy + r*math.Sin(a)
}

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

func (s *Scene) shown(f *game.Frame, p solver.Position) shown {
	c := p.Clock()
	out := shown{c: c, hand: float64(c.Hand()), changed: -1}
	if s.anim == nil {
		return out
	}
	i, prog, done := s.anim.at(f.Ticks)
	if done {
		return out
	}
	st := s.anim.steps[i]
	before := s.anim.clockBefore(i)
	out = shown{c: st.After, hand: float64(st.After.Hand()), changed: -1, p: prog, step: &st, i: i, n: len(s.anim.steps)}
	switch st.Kind {
	case rules.StepHand:
		// The hand turns from the number before to this one, always clockwise.
		from := float64(before.Hand())
		to := float64(st.After.Hand())
		if to < from {
			to += float64(c.Size().N)
		}
		out.hand = from + (to-from)*smooth(prog)
	case rules.StepRaise, rules.StepZero:
		out.changed, out.old = st.At, before.Digit(st.At)
	}
	return out
}

// Draw shows the clock (or the replay's current moment), whose move it is, the two buttons with the
// hint's frame, and a legend for the marks.
func (s *Scene) Draw(dst *ebiten.Image, f *game.Frame) {
	t := f.Theme
	p, ok := position(f)
	if !ok {
		game.DrawText(dst, "This is not a Clock position.", game.Face(game.Regular, f.U(18)), float64(f.Area.Min.X+f.Area.Max.X)/2, float64(f.Area.Min.Y+f.Area.Max.Y)/2, game.Center, t.Bad)
		return
	}
	s.sync(f, p)
	s.text.Start(f)
	z := p.Clock().Size()
	l := newLayout(f.Area, f.Unit, z.N)
	sh := s.shown(f, p)
	s.drawClock(dst, f, l, z, sh)
	s.drawPanel(dst, f, l, p, z, sh)
}

// coin is the fill of a number: the panel colour deepening toward the accent as the number grows, and
// the colour its digit is written in.
func coin(t *game.Theme, v, k int) (fill, ink color.NRGBA) {
	m := 0.25 + 0.55*float64(v)/float64(k)
	mix := func(a, b uint8) uint8 { return uint8(float64(a)*(1-m) + float64(b)*m + 0.5) }
	fill = color.NRGBA{mix(t.PanelHi.R, t.Accent.R), mix(t.PanelHi.G, t.Accent.G), mix(t.PanelHi.B, t.Accent.B), 255}
	ink = t.Text
	if m >= 0.5 {
		ink = t.OnAccent
	}
	return fill, ink
}

func (s *Scene) drawClock(dst *ebiten.Image, f *game.Frame, l layout, z rules.Size, sh shown) {
	t := f.Theme
	d := 2 * l.face
	game.DrawSpriteF(dst, "clock-face", l.cx-l.face, l.cy-l.face, d, d, t.Panel)
	game.DrawSpriteF(dst, "clock-rim", l.cx-l.face, l.cy-l.face, d, d, t.Line)
	// Where the hand rests, the number under it gets a halo (while it moves, the one it is reaching).
	under := int(math.Round(sh.hand)) % z.N
	digit := s.text.Face(game.Bold, math.Max(f.U(14), l.disc*1.05))
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
			h := l.disc * 1.6
			game.DrawSpriteF(dst, "clock-halo", x-h, y-h, 2*h, 2*h, t.Accent)
		}
		if v == z.K {
			m := r * 1.3
			game.DrawSpriteF(dst, "clock-max", x-m, y-m, 2*m, 2*m, t.Dim)
		}
		if v == 0 {
			game.DrawSpriteF(dst, "clock-zero", x-r, y-r, 2*r, 2*r, t.Dim)
			game.DrawText(dst, "0", s.text.Face(game.Regular, math.Max(f.U(14), r*0.9)), x, y, game.Center, t.Dim)
			continue
		}
		fill, ink := coin(t, v, z.K)
		game.DrawSpriteF(dst, "clock-disc", x-r, y-r, 2*r, 2*r, fill)
		game.DrawText(dst, strconv.Itoa(v), digit, x, y, game.Center, ink)
	}
	// The hand reaches to just inside the halo; the sprite turns about its centre and its tip is 4 of
	// its 128-pixel half-height short of the top.
	reach := l.ring - l.disc*1.75
	hh := 2 * reach * 128 / 124
	angle := 2 * math.Pi * sh.hand / float64(z.N)
	game.DrawSpriteRotated(dst, "clock-hand", l.cx, l.cy, math.Min(hh/4, l.face*0.2), hh, angle, t.Accent)
	hub := l.disc * 0.45
	game.DrawSpriteF(dst, "clock-hub", l.cx-hub, l.cy-hub, 2*hub, 2*hub, t.Accent)
	pin := hub * 0.4
	game.DrawSpriteF(dst, "disc", l.cx-pin, l.cy-pin, 2*pin, 2*pin, t.Panel)
	// What just changed shows on a tag between the number and the hub, over the hand that points
	// there: "+1" for a raise, "to 0" for a zero.
	if sh.changed >= 0 && sh.step != nil {
		label := "+1"
		if sh.step.Kind == rules.StepZero {
			label = "to 0"
		}
		a := math.Min(1, 3*math.Sin(math.Pi*sh.p))
		face := s.text.Face(game.Bold, math.Max(f.U(14), l.disc*0.6))
		x, y := l.spot(float64(sh.changed), z.N, l.ring-l.disc*(2.3+0.3*sh.p))
		w, h := game.TextWidth(label, face)+l.disc*0.5, l.disc*0.8
		game.DrawPanel(dst, "panel", image.Rect(int(x-w/2), int(y-h/2), int(x+w/2), int(y+h/2)), h/2, game.Fade(t.Text, a))
		game.DrawText(dst, label, face, x, y, game.Center, game.Fade(t.Bg, a))
	}
}

// stepText says what a replayed step does, in words.
func stepText(st *rules.Step, old int) string {
	switch st.Kind {
	case rules.StepZero:
		return fmt.Sprintf("You zero the %d.", old)
	case rules.StepRaise:
		v := st.After.Digit(st.At)
		return fmt.Sprintf("The machine raises a %d to %d.", v-1, v)
	case rules.StepHand:
		return fmt.Sprintf("The hand moves on, to a %d.", st.After.Digit(st.At))
	case rules.StepPlayer:
		return "The machine stops: your move."
	case rules.StepMachine:
		return "The machine's turn."
	}
	return "Every number is 0: the clock is clear!"
}

// summary says what the machine did in the last turn, once the replay is over.
func summary(steps []rules.Step) string {
	raises, hands := 0, 0
	machine := false
	for _, st := range steps {
		switch st.Kind {
		case rules.StepMachine:
			machine = true
		case rules.StepRaise:
			raises++
		case rules.StepHand:
			if machine {
				hands++
			}
		}
	}
	switch {
	case len(steps) == 0:
		return ""
	case !machine && raises == 0:
		return "The hand landed on the largest number: your move again."
	case raises == 0:
		return fmt.Sprintf("The machine raised nothing and %s.", handWords(hands))
	}
	return fmt.Sprintf("The machine raised %s and %s.", plural(raises, "number"), handWords(hands))
}

// handWords says how far the machine moved the hand: "moved the hand 2 places", or, when it did not,
// "left the hand where it was".
func handWords(n int) string {
	if n == 0 {
		return "left the hand where it was"
	}
	return "moved the hand " + places(n)
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func places(n int) string {
	if n == 1 {
		return "1 place"
	}
	return fmt.Sprintf("%d places", n)
}

func (s *Scene) drawPanel(dst *ebiten.Image, f *game.Frame, l layout, p solver.Position, z rules.Size, sh shown) {
	t := f.Theme
	x := l.textX
	big := s.text.Face(game.Bold, f.U(26))
	body := s.text.Face(game.Regular, f.U(17))
	small := s.text.Face(game.Regular, f.U(14))

	title := "Your move"
	switch sh.c.Turn() {
	case rules.Machine:
		title = "The machine is moving"
	case rules.Over:
		title = "Solved: every number is 0"
	}
	s.drawn = s.drawn[:0]
	if l.title >= 0 {
		fit(dst, title, big, x, l.title, l.textW, t.Text)
		s.drawn = append(s.drawn, title)
	}
	if sh.c.Turn() != rules.Over {
		under := sh.c.Digit(sh.c.Hand())
		if l.info[0] >= 0 {
			fit(dst, fmt.Sprintf("Under the hand: %d", under), body, x, l.info[0], l.textW, t.Text)
		}
		view := sh.c.View()
		parts := make([]string, len(view))
		for i, v := range view {
			parts[i] = strconv.Itoa(v)
		}
		read := "Read from the hand:  " + strings.Join(parts, " ")
		if game.TextWidth(read, body) > l.textW {
			read = "Read from the hand:  " + strings.Join(parts, "")
		}
		if l.info[1] >= 0 {
			fit(dst, read, body, x, l.info[1], l.textW, t.Dim)
		}
		s.drawn = append(s.drawn, fmt.Sprintf("Under the hand: %d", under), read)
	}

	// The replay's step, or a summary of the last turn.
	if sh.step != nil {
		if l.caption[0] >= 0 {
			fit(dst, stepText(sh.step, sh.old), body, x, l.caption[0], l.textW, t.Text)
		}
		s.drawn = append(s.drawn, stepText(sh.step, sh.old))
		if l.caption[1] >= 0 {
			fit(dst, fmt.Sprintf("Step %d of %d · click, Space or Enter to skip", sh.i+1, sh.n), small, x, l.caption[1], l.textW, t.Dim)
		}
	} else if f.Entry.Kind == session.KindMove && f.Pos.Status() == puzzle.Playing {
		// After the winning move there is no "your move again": the clock is clear.
		s.drawn = append(s.drawn, summary(p.Steps()))
		lines := game.Wrap(summary(p.Steps()), small, l.textW)
		for i := 0; i < len(lines) && i < 2 && l.caption[i] >= 0; i++ {
			fit(dst, lines[i], small, x, l.caption[i], l.textW, t.Dim)
		}
	}

	s.drawButtons(dst, f, l, p)

	// The legend: the marks are shapes, so they read without colour.
	ic := f.U(22)
	if l.legend[0] >= 0 {
		game.DrawSpriteF(dst, "clock-zero", x, l.legend[0]-ic/2, ic, ic, t.Dim)
		fit(dst, "a cleared number (0)", small, x+ic+f.U(10), l.legend[0], l.textW-ic-f.U(10), t.Dim)
	}
	if l.legend[1] >= 0 {
		game.DrawSpriteF(dst, "clock-max", x, l.legend[1]-ic/2, ic, ic, t.Dim)
		lines := game.Wrap(fmt.Sprintf("a %d, the largest: when the hand lands on it, you play again", z.K), small, l.textW-ic-f.U(10))
		for i := 0; i < len(lines) && i < 2; i++ {
			fit(dst, lines[i], small, x+ic+f.U(10), l.legend[1]+float64(i)*f.U(18), l.textW-ic-f.U(10), t.Dim)
		}
	}
}

// fit draws one line of text, shortened with an ellipsis if it is wider than w.
func fit(dst *ebiten.Image, s string, face *game.TextFace, x, y, w float64, c color.Color) {
	game.DrawText(dst, game.Ellipsize(s, face, w), face, x, y, game.Left, c) // noted by the layout report
}

func (s *Scene) drawButtons(dst *ebiten.Image, f *game.Frame, l layout, p solver.Position) {
	t := f.Theme
	hint := -1
	if f.Hint != nil {
		for b, m := range moves {
			if f.Hint.Move == m {
				hint = b
			}
		}
	}
	c := p.Clock()
	over := c.Turn() == rules.Over
	under := 0
	if !over {
		under = c.Digit(c.Hand())
	}
	labels := [2]string{"Zero", "Pass"}
	keys := [2]string{"(0)", "(X)"}
	subs := [2]string{fmt.Sprintf("set the %d to 0", under), fmt.Sprintf("keep the %d, move on", under)}
	icons := [2]string{"clock-zero", "clock-pass"}
	for b, r := range l.buttons {
		rr := r
		if b == s.pressed && f.Ticks-s.pressAt < 10 {
			rr = r.Inset(int(f.U(3)))
		}
		bg, edge := t.Panel, t.Line
		chosen := b == s.sel && !over && s.updated
		if chosen {
			bg, edge = t.PanelHi, t.Accent
		}
		corner := float64(r.Dy()) / 5
		game.DrawPanel(dst, "panel", rr, corner, bg)
		game.DrawPanel(dst, "frame", rr, corner, edge)
		if chosen {
			// The selection: a second accent frame just inside the first, so it reads as a thick one.
			in := int(math.Max(2, f.U(2.5)))
			game.DrawPanel(dst, "frame", rr.Inset(in), corner-float64(in), t.Accent)
		}
		fg, dim := t.Text, t.Dim
		if over {
			fg = t.Dim
		}
		h := float64(rr.Dy())
		label := s.text.Face(game.Bold, math.Max(f.U(14), math.Min(f.U(24), h*0.3)))
		// The icon shrinks, then goes, where the button is too narrow for it and the label.
		ic := math.Min(h*0.5, float64(rr.Dx())-game.TextWidth(labels[b], label)-h*0.47-f.U(6))
		ix := float64(rr.Min.X) + h*0.25
		iy := float64(rr.Min.Y+rr.Max.Y)/2 - ic/2
		tx := ix + ic + h*0.22
		if ic < f.U(16) {
			tx = float64(rr.Min.X) + f.U(10)
		} else {
			game.DrawSpriteF(dst, icons[b], ix, iy, ic, ic, fg)
			if b == 0 {
				game.DrawText(dst, "0", s.text.Face(game.Bold, math.Max(f.U(14), ic*0.5)), ix+ic/2, iy+ic/2, game.Center, fg)
			}
		}
		// During a replay the words under the label would describe a clock not yet shown.
		withSub := !over && s.anim == nil
		ly := float64(rr.Min.Y) + h*0.5
		if withSub {
			ly = float64(rr.Min.Y) + h*0.36
		}
		game.DrawText(dst, labels[b], label, tx, ly, game.Left, fg)
		// The key in brackets after the label, where it fits (a phone has no keys to name).
		kx := tx + game.TextWidth(labels[b]+" ", label)
		kf := s.text.Face(game.Regular, math.Max(f.U(14), math.Min(f.U(17), h*0.22)))
		if kx+game.TextWidth(keys[b], kf) <= float64(rr.Max.X)-f.U(6) {
			game.DrawText(dst, keys[b], kf, kx, ly+h*0.01, game.Left, dim)
		}
		if withSub {
			fit(dst, subs[b], s.text.Face(game.Regular, f.U(14)), tx, float64(rr.Min.Y)+h*0.7, float64(rr.Max.X)-tx-f.U(6), dim)
		}
		if b == hint {
			// A thick frame outside the button and a "hint" tab on it: a shape and a word, not only a colour.
			out := r.Inset(-int(f.U(6)))
			game.DrawPanel(dst, "frame", out, corner+f.U(6), t.HintC)
			tag := s.text.Face(game.Bold, f.U(14))
			tw := game.TextWidth("HINT", tag) + f.U(14)
			th := f.U(20)
			tr := image.Rect(int(float64(out.Max.X)-tw-f.U(14)), int(float64(out.Min.Y)-th/2), out.Max.X-int(f.U(14)), int(float64(out.Min.Y)+th/2))
			game.DrawPanel(dst, "panel", tr, th/2, t.HintC)
			game.DrawText(dst, "HINT", tag, float64(tr.Min.X+tr.Max.X)/2, float64(tr.Min.Y+tr.Max.Y)/2, game.Center, t.OnAccent)
		}
	}
}

// Revealing is true while the machine's steps are replayed, so the midend's completion flash waits
// for the last step (game.Revealer).
func (s *Scene) Revealing() bool { return s.anim != nil }

// Narration says in the status line what the replay shows.
func (s *Scene) Narration() string {
	return "The machine is taking its turn (click, Space or Enter to skip)…"
}

// BoardBounds is the clock's face (game.Boarder).
func (s *Scene) BoardBounds(f *game.Frame) image.Rectangle {
	p, ok := position(f)
	if !ok {
		return f.Area
	}
	l := newLayout(f.Area, f.Unit, p.Clock().Size().N)
	return image.Rect(int(l.cx-l.face), int(l.cy-l.face), int(l.cx+l.face), int(l.cy+l.face))
}
