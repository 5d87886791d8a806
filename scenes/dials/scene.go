// Package dials draws Dials: a row of letter displays and a row of numbered buttons. One button is
// selected at a time — the one the pointer last rested on (or a finger long-pressed), or the one the
// arrow keys moved to — and it has a frame; the displays show what it would add, and Enter or Space
// presses it. The hint puts a ring on the button it names.
package dials

import (
	"fmt"
	"image"
	"math"
	"strings"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/scene"
	"quintet/game/session"
	rules "quintet/rules/dials"
	"quintet/rules/puzzle"
	solver "quintet/solver/dials"
)

// Puzzle registers Dials with the game.
var Puzzle = scene.Puzzle{
	Backend:  solver.Backend,
	NewScene: func() scene.Scene { return &Scene{} },
}

// Scene is the Dials scene.
type Scene struct {
	scene.NoCapture // typed letters stay shortcuts: Dials only uses digits, which no shortcut takes
	// sel is the selected button (0-based): the one thing the frame, the signature on the displays
	// and Enter all refer to. The pointer moves it when it moves onto a button (so keys can move it
	// away from a mouse resting there), and the arrow keys step it from wherever it is.
	sel    int
	flash  scene.PressFlash // the button last pressed, shown pressed in for 12 ticks
	serial int
	// overNote is set while the status line may still say the game is over (a press was refused
	// because it was); the first new position that is still being played clears it.
	overNote bool
	laid     struct {
		key layoutKey
		l   layout
	} // the last layout made, and what it was made for
}

// MinTarget is the smallest thing a tap acts on, in screen pixels: the smallest button.
func (s *Scene) MinTarget(f *scene.Frame) float64 {
	l, _ := s.layoutOf(f) // no buttons, and so 0, when f holds no game
	return kit.SmallestTarget(l.buttons...)
}

// TapGrids reports the buttons as one row of cells whose centres are the buttons' centres, when they
// are laid out in one row (the browser test clicks them there).
func (s *Scene) TapGrids(f *scene.Frame) map[string]scene.TapGrid {
	l, _ := s.layoutOf(f)
	if g, ok := scene.RowGrid(l.buttons); ok {
		return map[string]scene.TapGrid{"buttons": g}
	}
	return nil
}

// layout is where the displays and the buttons go, and the size of the texts around them.
type layout struct {
	displays, buttons []image.Rectangle
	// lu is the screen pixels per unit of the texts (the letters, the labels, the signatures) and of
	// the room made for them: the frame's Unit, or less where larger text leaves no arrangement in which
	// they fit (a phone at 200% text), never less than at 100% text.
	lu float64
}

// u converts units of the layout's texts to screen pixels.
func (l layout) u(v float64) float64 { return v * l.lu }

// target is where the "Target" line is centred: above the middle of the displays.
func (l layout) target() (x, y float64) {
	d := l.displays
	return float64(d[0].Min.X+d[len(d)-1].Max.X) / 2, float64(d[0].Min.Y) - l.u(20)
}

// newLayout lays the board out with its texts at the text size's own size where an arrangement fits
// them (fits). Where none does (large text on a phone), the texts and the room made for them shrink
// in steps of a tenth of their size at 100% text, no further than that size, to the largest at which
// one fits. A fingertip and the selection's frame are the same at every text size.
func newLayout(f *scene.Frame, g *rules.Game) layout {
	least := f.Fixed(1)
	if f.Unit <= least*1.001 { // 100% text: the texts have one size
		return arrange(f, g, f.Unit)
	}
	for lu := f.Unit; lu >= least*0.999; lu -= least / 10 {
		if l, ok := fitting(f, g, lu); ok {
			return l
		}
	}
	return arrange(f, g, least)
}

// fitting is the first arrangement with the texts at lu pixels a unit that fits: the one arrange
// chooses, else the buttons in one row, two rows, and so on.
func fitting(f *scene.Frame, g *rules.Game, lu float64) (layout, bool) {
	if l := arrange(f, g, lu); l.fits(f, g) {
		return l, true
	}
	for rows := 1; rows <= g.N; rows++ {
		if l, ok := inRows(f, g, lu, rows); ok && l.fits(f, g) {
			return l, true
		}
	}
	return layout{}, false
}

// inRows puts the displays in one row and the buttons in the given number of centred rows, spaced so
// a signature fits under each and the selection's frame stays off the neighbours, as large as the
// width and the height leave them (up to 90 units at 100% text); ok is false when that is less than
// a fingertip, the displays are too narrow to read, or fewer rows hold as many buttons a row.
func inRows(f *scene.Frame, g *rules.Game, lu float64, rows int) (layout, bool) {
	a, n := f.Area, g.N
	u := func(v float64) int { return int(v * lu) }
	perRow := (n + rows - 1) / rows
	if rows > 1 && (n+rows-2)/(rows-1) == perRow {
		return layout{}, false
	}
	top, mid, bot := u(30), u(54), u(24) // the least room the labels need
	between := u(29 + 23 + 6)            // the signature under a row, the hint's label over the next
	gap := u(12)
	w := min((a.Dx()-gap*(n+1))/n, u(120))
	if w < u(32) {
		gap = u(6) // many narrow displays: closer together
		w = min((a.Dx()-gap*(n+1))/n, u(120))
	}
	dh := min(w*4/3, a.Dy()*45/100)
	clear, sig, edge := int(f.Fixed(2*11+2)), int(sigWidth(lu, g)+8*lu), int(f.Fixed(11))
	bs := min((a.Dx()-2*edge-(perRow-1)*clear)/perRow, (a.Dy()-top-dh-mid-bot-(rows-1)*between)/rows, int(f.Fixed(90)))
	if spread := (perRow-1)*sig + bs; perRow > 1 && spread > a.Dx()-2*edge {
		bs -= spread - (a.Dx() - 2*edge)
	}
	if bs < int(f.Fixed(44)) || w < u(28) || dh < u(36) {
		return layout{}, false
	}
	return stacked(a, lu, n, w, gap, dh, rows, perRow, bs, max(bs+clear, sig), [4]int{top, mid, between, bot}), true
}

// stacked places n displays w×dh, gap apart, in a centred row, and under them the buttons bs square in
// rows of perRow centred at pitch, the whole block centred in a's height; room holds the space above
// the displays, between them and the buttons, between rows of buttons, and below.
func stacked(a image.Rectangle, lu float64, n, w, gap, dh, rows, perRow, bs, pitch int, room [4]int) layout {
	top, mid, between, bot := room[0], room[1], room[2], room[3]
	height := top + dh + mid + rows*bs + (rows-1)*between + bot
	total := n*w + (n-1)*gap
	dy := a.Min.Y + top + max(0, (a.Dy()-height)/2)
	l := layout{displays: row(n, a.Min.X+(a.Dx()-total)/2, w+gap, image.Rect(0, dy, w, dy+dh)), lu: lu}
	for i := 0; i < rows; i++ {
		inRow, by := min(perRow, n-i*perRow), dy+dh+mid+i*(bs+between)
		l.buttons = append(l.buttons, row(inRow, a.Min.X+(a.Dx()-(inRow-1)*pitch-bs)/2, pitch, image.Rect(0, by, bs, by+bs))...)
	}
	return l
}

// arrange stacks the displays (the target line above them, what they turn into below) over the
// buttons (their signatures below) and centres the lot in the area, with the texts at lu pixels a
// unit. Where that leaves the buttons smaller than a fingertip (44 units at 100% text) on a wide,
// short area — a phone held sideways — the displays go on the left and the buttons on the right
// instead.
func arrange(f *scene.Frame, g *rules.Game, lu float64) layout {
	a, n := f.Area, g.N
	u := func(v float64) int { return int(v * lu) }
	gap := u(12)
	top, mid, bot := u(36), u(64), u(30)
	minB := int(f.Fixed(44))
	w := min((a.Dx()-gap*(n+1))/n, u(200)) // the displays grow with the window
	bs := w * 3 / 4
	if bs < minB {
		bs = min(w, minB*5/4) // a narrow screen: the buttons as wide as the displays if need be
	}
	dh := w * 4 / 3
	if limit := a.Dy() * 45 / 100; dh > limit {
		dh = limit
		w = dh * 3 / 4
		bs = max(w*3/4, min(w, minB))
	}
	if room := a.Dy() - top - mid - bot - dh; bs > room {
		// Too short for both rows at this width: the buttons take what is left, the displays shrink
		// to leave them a fingertip, unless side by side works better.
		bs = max(room, minB)
		dh = min(dh, a.Dy()-top-mid-bot-bs)
	}
	// Each fallback is worked out only when it is wanted (a layout is made every frame).
	small := bs < minB || dh < u(48)
	if small {
		if l, ok := sideBySide(f, n, lu); ok {
			return l
		}
	}
	// Rows of buttons where side by side does not do, or where the signatures do not fit one row.
	if small || float64(w+gap)-6*lu < sigWidth(lu, g) {
		if l, ok := wrapped(f, g, lu); ok {
			return l
		}
	}
	if small { // too many dials for either: the rows close up to the least room their labels need
		top, mid, bot = u(30), u(52), u(24)
		dh = max(dh, min(w*4/3, a.Dy()-top-mid-bot-bs))
	}
	total := n*w + (n-1)*gap
	x0 := a.Min.X + (a.Dx()-total)/2
	height := top + dh + mid + bs + bot
	if !small && a.Dy() > height*3/2 { // much taller than the rows need (a phone held upright)
		if l, ok := tall(f, g, bs, lu); ok {
			return l
		}
	}
	dy := a.Min.Y + top + max(0, (a.Dy()-height)/2)
	by := dy + dh + mid
	return layout{row(n, x0, w+gap, image.Rect(0, dy, w, dy+dh)), row(n, x0+(w-bs)/2, w+gap, image.Rect(0, by, bs, by+bs)), lu}
}

// fits reports whether l holds g on f's area as a player needs it: every button at least a fingertip,
// with the room its signature needs run together and the selection's frame clear of the other
// buttons; every display large enough to read; and the target line, each display with the letter
// under it and each button with the hint's label above and its signature below all inside the area
// and clear of one another.
func (l layout) fits(f *scene.Frame, g *rules.Game) bool {
	finger := int(f.Fixed(44))
	small := kit.Face(kit.Regular, l.u(14))
	tw := kit.TextWidth("Target  "+spaced(rules.FormatWord(g.Target)), kit.Face(kit.Regular, l.u(18))) / 2
	tx, ty := l.target()
	boxes := []image.Rectangle{image.Rect(int(tx-tw), int(ty-l.u(9)), int(tx+tw), int(ty+l.u(9)))}
	under, lw := 0.0, 0.0 // the widest texts under a display: "→ " and a letter, a letter
	for x := 0; x < g.Q; x++ {
		under, lw = max(under, kit.TextWidth("→ "+letter(x), small)), max(lw, kit.TextWidth(letter(x), small))
	}
	for _, r := range l.displays {
		if r.Dx() < int(l.u(28)) || r.Dy() < int(l.u(36)) {
			return false
		}
		boxes = append(boxes, l.displayBox(r, under, lw))
	}
	if sigWidth(l.lu, g) > l.pitch() {
		return false
	}
	for i, r := range l.buttons {
		if r.Dx() < finger || r.Dy() < finger {
			return false
		}
		for j, o := range l.buttons {
			if i != j && cursorRect(f, r).Overlaps(o) {
				return false
			}
		}
		boxes = append(boxes, image.Rect(r.Min.X, r.Min.Y-int(l.u(29)), r.Max.X, r.Max.Y+int(l.u(23))))
	}
	for i, b := range boxes {
		if !b.In(f.Area) {
			return false
		}
		for _, o := range boxes[i+1:] {
			if b.Overlaps(o) {
				return false
			}
		}
	}
	return true
}

// displayBox is display r with what is drawn under it: the letter it turns into (under wide, in the
// middle) or, once there, the letter (letter wide, left of the middle) and a check mark beside it,
// with a space after the mark.
func (l layout) displayBox(r image.Rectangle, under, letter float64) image.Rectangle {
	cx, y := float64(r.Min.X+r.Max.X)/2, r.Max.Y+int(l.u(24))
	mark := l.checkX(r) + l.u(18+4)
	return image.Rect(r.Min.X, r.Min.Y, max(r.Max.X, int(mark)), y).
		Union(image.Rect(int(cx-under/2), r.Max.Y, int(cx+under/2), y)).
		Union(image.Rect(int(cx-l.u(6)-letter/2), r.Max.Y, int(cx-l.u(6)+letter/2), y))
}

// checkX is where the check mark under display r starts: beside the letter, but no further out than
// the display's edge (narrow displays sit close).
func (l layout) checkX(r image.Rectangle) float64 {
	return math.Min(float64(r.Min.X+r.Max.X)/2+l.u(16), float64(r.Max.X)-l.u(18)+l.u(2))
}

// layoutOf is the layout for f's position; ok is false when f holds no Dials game.
func (s *Scene) layoutOf(f *scene.Frame) (layout, bool) {
	p, ok := f.Pos.(solver.Position)
	if !ok || p.Game == nil {
		return layout{}, false
	}
	return s.layout(f, p.Game), true
}

// layout is newLayout, kept while the area, the unit, the text size and the game's size and target
// stay the same (a layout is wanted several times a frame, and at large text tries several sizes).
func (s *Scene) layout(f *scene.Frame, g *rules.Game) layout {
	key := layoutKey{f.Area, f.Unit, f.Text, g.N, g.Q, rules.FormatWord(g.Target)}
	if s.laid.l.displays == nil || s.laid.key != key {
		s.laid.key, s.laid.l = key, newLayout(f, g)
	}
	return s.laid.l
}

// layoutKey is what a layout depends on.
type layoutKey struct {
	area       image.Rectangle
	unit, text float64
	n, q       int
	target     string
}

// row is n rectangles of r's height and width from x on, pitch apart, at r's height.
func row(n, x, pitch int, r image.Rectangle) []image.Rectangle {
	out := make([]image.Rectangle, n)
	for i := range out {
		out[i] = r.Add(image.Pt(x+i*pitch, 0))
	}
	return out
}

// sideBySide puts the displays on the left and the buttons on the right, the buttons first given a
// fingertip and spaced so the selection's frame stays off their neighbours, the displays what width
// is left; ok is false when even that leaves the displays too narrow to read.
func sideBySide(f *scene.Frame, n int, lu float64) (layout, bool) {
	a := f.Area
	u := func(v float64) int { return int(v * lu) }
	gapD, gapB, mid := u(6), max(u(14), int(f.Fixed(14))), u(20)
	top, under, bot := u(32), u(28), u(28)
	W := a.Dx() - mid - (n-1)*(gapD+gapB)
	bs := min(a.Dy()-top-bot, W/(2*n), u(90))
	bs = max(bs, int(f.Fixed(44)))
	w := min(bs, (W-n*bs)/n, u(120))
	dh := min(w*4/3, a.Dy()-top-under)
	if w < u(28) || dh < u(36) || bs > a.Dy()-top-bot {
		return layout{}, false
	}
	left := a.Min.X + (W-n*(w+bs))/2
	right := left + n*w + (n-1)*gapD + mid
	dy := a.Min.Y + top + max(0, (a.Dy()-top-under-dh)/2)
	by := a.Min.Y + top + max(0, (a.Dy()-top-bot-bs)/2)
	return layout{row(n, left, w+gapD, image.Rect(0, dy, w, dy+dh)), row(n, right, bs+gapB, image.Rect(0, by, bs, by+bs)), lu}, true
}

// wrapped keeps the displays in one row and puts the buttons, each a fingertip, in as few centred rows
// as the width allows, spaced so a signature fits under each and the selection's frame stays off the
// neighbours; ok is false when the rows do not fit the height (or one row would do).
func wrapped(f *scene.Frame, g *rules.Game, lu float64) (layout, bool) {
	a, n := f.Area, g.N
	u := func(v float64) int { return int(v * lu) }
	gap := u(12)
	top, mid, bot := u(36), u(64), u(30)
	bs := int(f.Fixed(44))
	pitch := max(bs+int(f.Fixed(2*11+2)), int(sigWidth(lu, g)+8*lu))
	perRow := (a.Dx() + pitch - bs) / pitch
	if perRow < 1 || perRow >= n {
		return layout{}, false
	}
	rows := (n + perRow - 1) / perRow
	perRow = (n + rows - 1) / rows // as even as the rows allow
	rowH := bs + u(29+23+6)        // the hint's label above a button, its signature below
	w := min((a.Dx()-gap*(n+1))/n, u(120))
	if w < u(32) {
		gap = u(6) // many narrow displays: closer together
		w = min((a.Dx()-gap*(n+1))/n, u(120))
	}
	dh := min(w*4/3, a.Dy()*45/100)
	height := top + dh + mid + bs + bot + (rows-1)*rowH
	if height > a.Dy() { // the rows close up to the least room their labels need
		top, mid, bot = u(30), u(54), u(24)
		height = top + dh + mid + bs + bot + (rows-1)*rowH
	}
	if w < u(28) || dh < u(36) || height > a.Dy() {
		return layout{}, false
	}
	total := n*w + (n-1)*gap
	x0 := a.Min.X + (a.Dx()-total)/2
	dy := a.Min.Y + top + (a.Dy()-height)/2
	l := layout{displays: row(n, x0, w+gap, image.Rect(0, dy, w, dy+dh)), lu: lu}
	for i := 0; i < rows; i++ {
		inRow, by := min(perRow, n-i*perRow), dy+dh+mid+i*rowH
		l.buttons = append(l.buttons, row(inRow, a.Min.X+(a.Dx()-(inRow-1)*pitch-bs)/2, pitch, image.Rect(0, by, bs, by+bs))...)
	}
	return l, true
}

// tall lays the board out for an area much taller than the one-row layout needs (a phone held
// upright), so that it fills the height: the displays taller, the buttons larger than least (the
// one-row layout's) in rows of up to three (two rows for four to six dials), spaced so the selection's
// frame stays off the neighbours and the hint's label and the signatures fit between the rows; ok is
// false when that gives the buttons no more room than least.
func tall(f *scene.Frame, g *rules.Game, least int, lu float64) (layout, bool) {
	a, n := f.Area, g.N
	u := func(v float64) int { return int(v * lu) }
	gap, gapB := u(12), u(28)
	top, mid, bot := u(36), u(64), u(30)
	between := u(29 + 23 + 8) // the signature under a row, the hint's label over the next
	rows := (n + 2) / 3
	if n >= 4 && n <= 6 {
		rows = 2
	}
	perRow := (n + rows - 1) / rows
	w := min((a.Dx()-gap*(n+1))/n, u(200))
	dh := min(w*2, a.Dy()*30/100)
	if rows > 1 {
		dh = min(dh, w*5/3)
	}
	bs := min((a.Dx()-(perRow-1)*gapB-2*int(f.Fixed(11)))/perRow, u(120))
	if room := (a.Dy() - top - dh - mid - bot - (rows-1)*between) / rows; bs > room {
		bs = room
	}
	if bs <= least || dh < u(48) || float64(bs+gapB)-6*lu < sigWidth(lu, g) {
		return layout{}, false
	}
	return stacked(a, lu, n, w, gap, dh, rows, perRow, bs, bs+gapB, [4]int{top, mid, between, bot}), true
}

// sigWidth is how wide g's widest signature can be, unspaced, with texts at lu pixels a unit: n
// entries of as many digits as the largest letter's number has.
func sigWidth(lu float64, g *rules.Game) float64 {
	digits := len(fmt.Sprint(max(g.Q-1, 0)))
	return kit.TextWidth(strings.Repeat("0", g.N*digits), kit.Face(kit.Regular, 14*lu))
}

func (s *Scene) game(f *scene.Frame) *rules.Game { return f.Pos.(solver.Position).Game }

// Update moves the selection (pointer, arrow keys, digits) and presses buttons: a click or tap, a
// digit 1..n, or Enter/Space on the selected one.
func (s *Scene) Update(f *scene.Frame) {
	g := s.game(f)
	s.notice(f, g.N)
	over, clicked := scene.Pointed(f.In, s.layout(f, g).buttons)
	if over >= 0 {
		s.choose(f, over)
	}
	if clicked >= 0 {
		s.press(f, clicked)
	}
	switch f.In.Action {
	case input.Left:
		s.choose(f, s.sel-1)
	case input.Right:
		s.choose(f, s.sel+1)
	case input.Home:
		s.choose(f, 0)
	case input.End:
		s.choose(f, g.N-1)
	case input.Select:
		s.press(f, s.sel)
	case input.PuzzleKey: // the digit keys, declared in rules/dials.Info
		if f.In.Is("press") && f.In.Digit >= 1 && f.In.Digit <= g.N {
			s.press(f, f.In.Digit-1)
		}
	}
	s.flash.Update(f)
}

// notice keeps the selection on a button of the position shown: back to button 1 for a new game,
// and clears a "game over" line in the status bar once a position is being played again.
func (s *Scene) notice(f *scene.Frame, n int) {
	if f.Serial != s.serial {
		s.serial = f.Serial
		if f.Arrival == scene.Started {
			s.sel = 0
		}
		if s.overNote && f.Pos.Status() == puzzle.Playing {
			s.overNote = false
			f.Message("")
		}
	}
	s.sel = min(max(s.sel, 0), n-1)
}

// choose selects button b (clamped to the row).
func (s *Scene) choose(f *scene.Frame, b int) {
	b = min(max(b, 0), s.game(f).N-1)
	if b != s.sel {
		s.sel = b
		f.Redraw()
	}
}

// press selects button b and presses it.
func (s *Scene) press(f *scene.Frame, b int) {
	s.choose(f, b)
	if f.Pos.Status() != puzzle.Playing {
		s.overNote = true // the midend refuses the press and says the game is over
	}
	s.flash.Start(f, b, 12)
	f.Play(fmt.Sprint(b + 1))
}

// Draw shows the displays (current letter, target letter below, a check mark where they agree) and
// the buttons (number, signature, the selection's frame, the hint's ring).
func (s *Scene) Draw(dst *kit.Canvas, f *scene.Frame) {
	t := f.Theme
	g := s.game(f)
	l := s.layout(f, g)
	if f.Picture { // in the help, the frame goes on the button the worked example's last move pressed
		s.sel = 0
		if b, err := rules.ParseButton(f.Entry.Move, g.N); f.Entry.Kind == session.KindMove && err == nil {
			s.sel = b
		}
	}
	// The letters and the labels at the layout's text size; the button's number no larger than the
	// button (a fingertip, at large text).
	big := kit.Face(kit.Bold, math.Max(l.u(14), float64(l.displays[0].Dy())*0.42))
	small := kit.Face(kit.Regular, l.u(14))
	label := kit.Face(kit.Bold, math.Max(math.Min(l.u(14), float64(l.buttons[0].Dy())*0.5), float64(l.buttons[0].Dy())*0.4))
	tx, ty := l.target()
	kit.DrawText(dst, "Target  "+spaced(rules.FormatWord(g.Target)), kit.Face(kit.Regular, l.u(18)), tx, ty, kit.Center, t.Dim)
	for j, r := range l.displays {
		kit.DrawSprite(dst, "dials-display", r, t.Panel)
		cx, cy := float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2
		c, under, ux := t.Text, "→ "+letter(g.Target[j]), cx
		if g.Now[j] == g.Target[j] {
			c, under, ux = t.Good, letter(g.Target[j]), cx-l.u(6) // the check mark beside it says "reached"
			sz := l.u(18)
			kit.DrawSpriteF(dst, "check", l.checkX(r), float64(r.Max.Y)+l.u(6), sz, sz, t.Good)
		}
		kit.DrawText(dst, letter(g.Now[j]), big, cx, cy, kit.Center, c)
		kit.DrawText(dst, under, small, ux, float64(r.Max.Y)+l.u(15), kit.Center, t.Dim)
		if d := g.M[s.sel][j]; d != 0 {
			// In the corner, unless the display is so small (the help's picture on a phone held
			// sideways) that it would cover the letter.
			mark, mf := fmt.Sprintf("+%d", d), kit.Face(kit.Bold, l.u(16))
			mx, my := float64(r.Max.X)-l.u(14), float64(r.Min.Y)+l.u(12)
			clear := mx-kit.TextWidth(mark, mf)/2 >= cx+kit.TextWidth("W", big)/2 || my+l.u(8) <= cy-big.Size*0.38
			if clear {
				kit.DrawText(dst, mark, mf, mx, my, kit.Center, t.Accent)
			}
		}
	}
	for b, r := range l.buttons {
		c, sc := t.Panel, t.Dim
		if b == s.sel {
			c, sc = t.PanelHi, t.Accent
			kit.DrawPanel(dst, "frame", cursorRect(f, r), f.Fixed(14), t.Accent)
		}
		kit.DrawSprite(dst, "dials-button", s.flash.Inset(f, b, r), c)
		if f.Hint != nil && f.Hint.Move == fmt.Sprint(b+1) { // the hint names the button as a press plays it
			kit.DrawSprite(dst, "ring", r.Inset(-int(f.Fixed(7))), t.HintC)
			kit.DrawText(dst, "hint", small, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y)-l.u(22), kit.Center, t.HintC)
		}
		kit.DrawText(dst, fmt.Sprint(b+1), label, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2, kit.Center, t.Text)
		kit.DrawText(dst, signature(dst, g.M[b], small, l.pitch()), small, float64(r.Min.X+r.Max.X)/2, float64(r.Max.Y)+l.u(16), kit.Center, sc)
	}
}

// cursorRect is where the selection's frame goes around button r: clear of the hint's ring inside it.
// Neither grows with the text size.
func cursorRect(f *scene.Frame, r image.Rectangle) image.Rectangle { return r.Inset(-int(f.Fixed(11))) }

// spaced puts a space between the letters of s.
func spaced(s string) string { return strings.Join(strings.Split(s, ""), " ") }

// signature is what button row m adds to each display, spaced out unless that is wider than room, and
// empty when even run together it is (a text shortened is noted in dst's log).
func signature(dst *kit.Canvas, m []int, face *kit.TextFace, room float64) string {
	spaced := strings.Trim(fmt.Sprint(m), "[]")
	// Left out, not overlapped, where too narrow even run together (only the help's small picture).
	return kit.Fitting(dst, face, room, spaced, strings.ReplaceAll(spaced, " ", ""), "")
}

// pitch is the room a button's signature has: the distance between two buttons' centres, less a
// margin (the area's width when there is one button).
func (l layout) pitch() float64 {
	if len(l.buttons) < 2 {
		return 1e9
	}
	return float64(l.buttons[1].Min.X-l.buttons[0].Min.X) - l.u(6)
}

// BoardBounds is the displays and the buttons (scene.Boarder).
func (s *Scene) BoardBounds(f *scene.Frame) image.Rectangle {
	l, ok := s.layoutOf(f)
	if !ok {
		return f.Area
	}
	var r image.Rectangle
	for _, b := range append(append([]image.Rectangle(nil), l.displays...), l.buttons...) {
		r = r.Union(b)
	}
	return r
}
