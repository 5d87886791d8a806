package escape

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"quintet/game/kit"
	"quintet/game/scene"
	rules "quintet/rules/escape"
	"quintet/rules/puzzle"
	solver "quintet/solver/escape"
)

// panelGeom is where the panel's parts go. Its heights are fixed, so Update can find the group rows
// under the pointer without laying out any text. A panel too short for everything leaves out the
// least needed parts first: the legend, then lines of the body and the groups' heading, then the
// group rows that do not fit (keeping the current one in view).
type panelGeom struct {
	inner          image.Rectangle   // the panel less its padding
	bodyY          int               // top of the body text (the title's is inner's)
	bodyLines      int               // how many body lines fit
	infoY, groupsY int               // tops of the info line and the groups' heading
	headLines      int               // lines of the groups' heading
	rows           []image.Rectangle // in one column, or two side by side where that fits them all
	first          int               // the group of rows[0]
	twoLines       bool              // each group row has a second line for its counts
	// more is the row under the group rows that says how many more groups there are, with the
	// "more ›" chip that shows them all (empty when every group has a row).
	more image.Rectangle
	// slim is a panel too short or too narrow for more than its title: a "more ›" chip beside it (or
	// under it) shows the rest.
	slim               bool
	legendY            int          // centre of the legend's first line, 0 for none
	legendRows         int          // lines the legend takes
	legend             scene.Legend // the legend, from the middle of its first line
	lineH, small, body float64
}

// panelLayout lays the panel out for groups rows with the current one in view; with no rows (0) the
// body takes the lines text needs at most, and the heading the room left.
func panelLayout(f *scene.Frame, l layout, groups, current int, text string) panelGeom {
	u := f.U
	pad, lineH := int(u(14)), u(19)
	if l.compact {
		pad, lineH = int(u(10)), u(20)
	}
	slim := float64(l.panel.Dy()) < u(110) || float64(l.panel.Dx()) < u(150)
	if slim {
		pad = int(u(8))
	}
	g := panelGeom{inner: l.panel.Inset(pad), lineH: lineH, small: l.text(13), body: l.text(14), slim: slim}
	if slim {
		return g
	}
	g.legend = scene.Legend{X0: float64(g.inner.Min.X), Right: float64(g.inner.Max.X), Size: u(18), Face: kit.Face(kit.Regular, l.text(13))}
	var labels []string // all the legend's labels: its lines at most
	for _, it := range legendItems(f.Theme, solver.View{Role: rules.Prisoner1}) {
		labels = append(labels, it.label)
	}
	legendRows := g.legend.Lines(f, labels...)
	minRow := int(g.small + u(8))
	type plan struct{ body, head, legend int }
	plans := []plan{{4, 2, legendRows}, {2, 1, legendRows}, {2, 1, 0}, {2, 0, 0}, {1, 0, 0}, {0, 0, 0}}
	if float64(l.panel.Dy()) < u(430) {
		plans = plans[2:] // a short panel: two lines of body, one of heading, no legend
	}
	// at lays the parts out by plan p, and says where the group rows would begin and end.
	at := func(p plan) (y, bottom int) {
		g.bodyY, g.bodyLines, g.headLines = g.inner.Min.Y+int(u(30)), p.body, p.head
		g.infoY = g.bodyY + int(float64(p.body)*g.lineH) + int(u(4))
		g.groupsY = g.infoY + int(u(26))
		y, bottom = g.groupsY+int(float64(p.head)*u(18)+u(8)), g.inner.Max.Y
		g.legendRows, g.legendY = p.legend, 0
		if p.legend > 0 {
			g.legendY = bottom - int(u(10)) - (p.legend-1)*int(u(22))
			g.legend.X, g.legend.Y = g.legend.X0, float64(g.legendY) // where its first item goes
			bottom -= int(u(30)) + (p.legend-1)*int(u(22))
		}
		return y, bottom
	}
	pl := plans[len(plans)-1] // the first plan with room for three rows (or all there are)
	for _, p := range plans {
		if y, bottom := at(p); y+min(groups, 3)*minRow <= bottom {
			pl = p
			break
		}
	}
	if groups <= 0 { // no rows: the body takes their room (up to six lines, two kept for the heading)
		room := g.inner.Dy() - int(u(30+4+26+8+36)) - pl.legend*int(u(30))
		need := len(kit.WrapLines(text, kit.Face(kit.Regular, g.body), float64(g.inner.Dx())))
		pl.body = min(need, max(pl.body, min(6, int(float64(room)/g.lineH))))
		y, bottom := at(pl)
		g.headLines = max(g.headLines, (bottom-y)/int(u(18)))
		return g
	}
	y, bottom := at(pl)
	fit := func() int { return max(0, (bottom-y)/minRow) } // rows of a column
	cols, n := 1, min(groups, fit())
	gapC := int(u(8))
	if colW := (g.inner.Dx() - gapC) / 2; n < groups && float64(colW) >= shortRowWidth(g, f) {
		cols, n = 2, min(groups, 2*fit()) // two columns of the short rows
	}
	if n < groups {
		// Still not all: the last room says how many more there are, and its chip shows them all.
		fh := int(f.FoldH())
		g.more = image.Rect(g.inner.Min.X, bottom-fh, g.inner.Max.X, bottom)
		bottom -= fh + int(u(4))
		n = min(groups, cols*fit())
	}
	perCol := (n + cols - 1) / max(cols, 1)
	rowH := min(int(u(40)), (bottom-y)/max(perCol, 1))
	g.twoLines = cols == 1 && float64(rowH) >= g.small+u(21)
	if !g.twoLines {
		rowH = min(rowH, int(g.small+u(9)))
	}
	// The rows shown are a window on the groups that holds the current one.
	if current >= n && n > 0 {
		g.first = min(current-n+1, groups-n)
	}
	colW := (g.inner.Dx() - (cols-1)*gapC) / cols
	for i := 0; i < n; i++ {
		c, r := i/perCol, i%perCol
		x := g.inner.Min.X + c*(colW+gapC)
		g.rows = append(g.rows, image.Rect(x, y+r*rowH, x+colW, y+(r+1)*rowH))
	}
	return g
}

// shortRowWidth is the width a group row needs in its shortest form ("► bit 5 · even · wrong") with
// its swatch (as tall as the row): two columns of rows that wide fit where one column does not.
func shortRowWidth(g panelGeom, f *scene.Frame) float64 {
	return kit.TextWidth("► bit 0 · even · wrong", kit.Face(kit.Bold, g.small)) + g.small + f.U(9)
}

// groupsWhole is every group row in words, for the chip that shows what the panel has no room for.
func groupsWhole(pt panelText) string {
	var b []string
	b = append(b, pt.heading...)
	for _, r := range pt.rows {
		w := r.name + ": " + r.counts
		if r.verdict != "" {
			w += " · " + r.verdict
		}
		b = append(b, w)
	}
	return strings.Join(b, "\n")
}

// panelCurrent is the group the panel draws as current (the one prisoner 2 counts, while he does).
func (s *Scene) panelCurrent(f *scene.Frame) int {
	if phase, _, thinking := s.anim.at(f.Ticks); phase != phaseNone && s.anim.step > 0 {
		return thinking
	}
	return s.Group()
}

// row is one parity group as the panel writes it.
type row struct {
	name, counts string
	verdict      string   // "" for a group not counted yet (prisoner 2 is still thinking), drawn dim
	forms        []string // counts · verdict on one line, then shorter forms for a narrow row
	tone         color.NRGBA
}

func heads(n int) string { return puzzle.Plural(n, "head", "heads") }

// oddEven and bit write a group's parity in words and as its bit of the answer.
func oddEven(odd bool) string { return map[bool]string{false: "even", true: "odd"}[odd] }

func bit(odd bool) string { return map[bool]string{false: "0", true: "1"}[odd] }

// groupRows explains a board group by group. With the key: which groups already have the parity the
// key asks for. Without it: how prisoner 2 reads the board, each group's parity one bit of the answer.
func groupRows(t *kit.Theme, e solver.Explanation) []row {
	var rows []row
	for _, g := range e.Groups {
		par, short := fmt.Sprintf("%s, %s", heads(g.Heads), oddEven(g.Odd)), "bit = "+bit(g.Odd)
		r := row{name: fmt.Sprintf("bit %d · %s", g.Bit, g.Label), counts: par, verdict: short, tone: t.Text}
		if e.Key != rules.None {
			r.counts += " · key bit " + bit(g.Want)
			r.verdict, r.tone, short = "agrees: keep", t.Good, "keep"
			if g.Flips {
				r.verdict, r.tone, short = "wrong: flip in here", t.Warn, "wrong"
			}
		}
		r.forms = []string{r.counts + " · " + r.verdict, par + " · " + short, oddEven(g.Odd) + " · " + short}
		rows = append(rows, r)
	}
	return rows
}

// panelText is what the panel says in the current state.
type panelText struct {
	title   string
	icon    string // "check" or "cross" beside the title, "" for none
	iconC   color.NRGBA
	body    string
	heading []string
	rows    []row
	current int    // the row drawn as current, -1 for none
	footer  string // a line under the rows
}

func (s *Scene) text(f *scene.Frame, p solver.Position, v solver.View) panelText {
	t := f.Theme
	sh := v.Shape
	n := sh.Bits()
	name := sh.Name
	phase, _, thinking := s.anim.at(f.Ticks)
	pt := panelText{current: s.panelCurrent(f)}

	switch {
	case phase != phaseNone && s.anim.step > 0:
		// The computer, as prisoner 2, at work.
		e := s.anim.think
		pt.rows = groupRows(t, e)
		known := 0
		switch phase {
		case phaseTurn:
			pt.title = "Prisoner 2 comes in"
			pt.body = fmt.Sprintf("You flipped %s. Prisoner 2 sees only the coins and counts the heads in each parity group.", name(v.Flipped))
		case phaseThink:
			pt.title = "Prisoner 2 is counting…"
			pt.body = fmt.Sprintf("Group %d holds %s: %s, so bit %d of the answer is %s.", thinking, heads(e.Groups[thinking].Heads), oddEven(e.Groups[thinking].Odd), thinking, bit(e.Groups[thinking].Odd))
			known = thinking + 1
		default:
			pt.title = "Prisoner 2 points at " + name(e.Parity)
			pt.body = fmt.Sprintf("The odd groups spell %s in binary: square %d, %s.", solver.Binary(sh, e.Parity), e.Parity, name(e.Parity))
			known = n
		}
		pt.heading = []string{"Answer so far: " + e.AnswerSoFar(known), "one bit per group, bit 0 on the right"}
		for i := known; i < n; i++ {
			pt.rows[i].counts, pt.rows[i].verdict, pt.rows[i].forms = "not counted yet", "", []string{"…"}
		}
	case v.Outcome != rules.Pending:
		e := p.Explain()
		if v.Outcome == rules.Free {
			pt.title, pt.icon, pt.iconC = "Free!", "check", t.Good
		} else {
			pt.title, pt.icon, pt.iconC = "Caught", "cross", t.Bad
		}
		if v.Role == rules.Prisoner1 {
			pt.body = fmt.Sprintf("You flipped %s. Prisoner 2 read the coins and pointed at %s; the key was under %s.", name(v.Flipped), name(v.Answer), name(v.Key))
			if v.Outcome == rules.Caught {
				pt.body += fmt.Sprintf(" The coin to flip was %s.", name(e.Flip))
			}
		} else {
			pt.body = fmt.Sprintf("Prisoner 1 flipped %s, which made the heads spell %s. You pointed at %s; the key was under %s.", name(v.Flipped), name(v.Key), name(v.Answer), name(v.Key))
		}
		pt.heading = []string{
			fmt.Sprintf("Warden's heads spell %s (%s), key %s (%s)", solver.Binary(sh, e.Parity), name(e.Parity), solver.Binary(sh, e.Key), name(e.Key)),
			fmt.Sprintf("so prisoner 1 flips %s = %s", solver.Binary(sh, e.Flip), name(e.Flip)),
		}
		pt.rows = groupRows(t, e)
		pt.footer = f.In.Words("Long-press a group to see it on the board.", "Point at a group, or press [ and ], to see it on the board.")
	case f.Hint != nil:
		e := p.Explain()
		if v.Role == rules.Prisoner1 {
			pt.title = "Hint: flip " + name(e.Flip)
			pt.body = fmt.Sprintf("Each group should hold an odd number of heads exactly where the key %s has a 1 bit. %s lies in exactly the groups that are wrong.", name(e.Key), name(e.Flip))
			pt.heading = []string{
				fmt.Sprintf("Heads spell %s (%s), key %s (%s)", solver.Binary(sh, e.Parity), name(e.Parity), solver.Binary(sh, e.Key), name(e.Key)),
				fmt.Sprintf("they differ in %s = %s: flip it", solver.Binary(sh, e.Flip), name(e.Flip)),
			}
		} else {
			pt.title = "Hint: the key is under " + name(e.Parity)
			pt.body = "Bit b of the key's square number is 1 exactly when group b holds an odd number of heads."
			pt.heading = []string{
				fmt.Sprintf("Heads spell %s = square %d, %s", solver.Binary(sh, e.Parity), e.Parity, name(e.Parity)),
				"the odd groups are the 1 bits",
			}
		}
		pt.rows = groupRows(t, e)
		pt.footer = f.In.Words("Tap Hint to play it", "H again plays it · [ and ] step through the groups")
	default:
		if v.Role == rules.Prisoner1 {
			pt.title = "Prisoner 1: flip one coin"
			pt.body = fmt.Sprintf("The key is under %s. Flip exactly one coin so that prisoner 2, who will see only the coins, points at %s. %s", name(v.Key), name(v.Key), f.In.Words("Tap the coin.", "Click the coin, or use the arrows and Enter."))
		} else {
			pt.title = "Prisoner 2: find the key"
			pt.body = "Prisoner 1 saw the key and flipped one coin while you were away. " +
				f.In.Words("Tap the square you believe hides the key.", "Click the square you believe hides the key (or use the arrows and Enter).")
		}
		pt.heading = []string{f.In.Words("Stuck? Hint shows the parity groups, one bit of the square each.",
			"Stuck? H shows the hint: the parity groups, one bit of the square each.")}
	}
	return pt
}

func (s *Scene) drawPanel(dst *kit.Canvas, f *scene.Frame, p solver.Position, v solver.View, l layout) {
	t := f.Theme
	sh := v.Shape
	if l.panel.Empty() {
		return // a help picture: the board alone
	}
	pt := s.text(f, p, v)
	g := panelLayout(f, l, len(pt.rows), pt.current, pt.body)
	kit.DrawPanel(dst, "panel", l.panel, f.U(14), t.Panel)
	x := float64(g.inner.Min.X)
	width := float64(g.inner.Dx())
	if g.slim { // the title, and a chip that shows the whole panel
		whole := pt.title + "\n" + pt.body
		if len(pt.rows) > 0 {
			whole += "\n" + groupsWhole(pt)
		} else {
			whole += "\n" + strings.Join(pt.heading, "\n")
		}
		fh := int(math.Min(f.FoldH(), float64(g.inner.Dy())))
		tw, ty, chipY := width-f.FoldW()-f.U(8), float64(g.inner.Min.Y)+float64(fh)/2, g.inner.Min.Y
		if tw < f.U(80) { // too narrow for both on a line: the chip under the title
			tw, ty, chipY = width, float64(g.inner.Min.Y)+f.U(12), g.inner.Min.Y+int(f.U(30))
		}
		f.Fold(image.Rect(g.inner.Min.X, chipY, g.inner.Max.X, chipY+fh), whole)
		tface := shrink(pt.title, tw, 19, 14, func(v float64) *kit.TextFace { return kit.Face(kit.Bold, l.text(v)) })
		kit.DrawText(dst, kit.Ellipsize(dst, pt.title, tface, tw), tface, x, ty, kit.Left, t.Text)
		return
	}

	// What does not fit of the body is a tap away: the shell's "more" chip.
	body := kit.Face(kit.Regular, g.body)
	lines := kit.Wrap(dst, pt.body, body, width)
	if len(lines) > g.bodyLines {
		// The chip at the body's right, the body narrower, its last line shown ending where a reader
		// sees it end.
		chip := image.Rect(g.inner.Max.X-int(f.FoldW()), g.bodyY, g.inner.Max.X, g.bodyY+int(f.FoldH()))
		f.Fold(chip, pt.title+"\n"+pt.body)
		bodyW := width - f.FoldW() - f.U(6)
		lines = kit.Wrap(dst, pt.body, body, bodyW)
		lines = lines[:min(len(lines), g.bodyLines)]
		if last := len(lines) - 1; last >= 0 {
			lines[last] = kit.EndFolded(lines[last], func(s string) bool { return kit.TextWidth(s, body) <= bodyW })
		}
	}
	// Title, with a check or a cross once the game is over; smaller, down to the body's size, where
	// it does not fit.
	tx, ty, tw := x, float64(g.inner.Min.Y)+f.U(12), width
	if pt.icon != "" {
		sz := f.U(24)
		kit.DrawSpriteF(dst, pt.icon, x, ty-sz/2, sz, sz, pt.iconC)
		tx, tw = x+sz+f.U(8), width-f.U(32)
	}
	tface := shrink(pt.title, tw, 19, 14, func(v float64) *kit.TextFace { return kit.Face(kit.Bold, l.text(v)) })
	kit.DrawText(dst, kit.Ellipsize(dst, pt.title, tface, tw), tface, tx, ty, kit.Left, t.Text)

	for i, line := range lines {
		kit.DrawTextTop(dst, line, body, x, float64(g.bodyY)+float64(i)*g.lineH, kit.Left, t.Text)
	}

	// The info line: the square looked at, with its number in binary, else the heads count.
	info := fmt.Sprintf("Heads: %d of %d coins", v.Board.HeadsCount(), sh.Squares())
	if sq := s.selected(); sq != rules.None {
		info = fmt.Sprintf("%s · square %d · binary %s", sh.Name(sq), sq, solver.Binary(sh, sq))
	}
	kit.FillRect(dst, image.Rect(g.inner.Min.X, g.infoY-int(f.U(3)), g.inner.Max.X, g.infoY-int(f.U(3))+max(1, int(f.U(1)))), t.Line)
	mono := kit.Face(kit.Mono, g.small)
	kit.DrawText(dst, kit.Ellipsize(dst, info, mono, width), mono, x, float64(g.infoY)+f.U(10), kit.Left, t.Accent)

	small := kit.Face(kit.Regular, g.small)
	boldSmall := kit.Face(kit.Bold, g.small)
	// The heading's lines, each whole (wrapped) or not at all.
	hy := float64(g.groupsY)
	for i, h := range pt.heading {
		fc := small
		if i == 0 && len(pt.rows) > 0 {
			fc = boldSmall
		}
		hl := kit.Wrap(dst, h, fc, width)
		if hy+float64(len(hl))*f.U(18) > float64(g.groupsY)+float64(g.headLines)*f.U(18)+f.U(1) {
			if i == 0 && g.headLines > 0 { // the first on its one line, shortened (whole in the tooltip)
				kit.DrawTextTop(dst, kit.Ellipsize(dst, h, fc, width), fc, x, hy, kit.Left, t.Dim)
			}
			break
		}
		for _, ln := range hl {
			kit.DrawTextTop(dst, ln, fc, x, hy, kit.Left, t.Dim)
			hy += f.U(18)
		}
	}

	hatch := t.Accent
	if f.Hint != nil && v.Outcome == rules.Pending { // (never while the computer counts: the game is over)
		hatch = t.HintC
	}
	for j, rr := range g.rows { // the window of rows the panel has room for
		i := g.first + j
		r := pt.rows[i]
		nf, mark := small, "  "
		if i == pt.current {
			nf, mark = boldSmall, "► "
			kit.DrawPanel(dst, "panel", rr.Inset(-int(f.U(4))), f.U(6), t.PanelHi)
			sw := rr.Dy() - int(f.U(8))
			swatch := image.Rect(rr.Max.X-sw, rr.Min.Y+int(f.U(4)), rr.Max.X, rr.Min.Y+int(f.U(4))+sw)
			kit.FillRect(dst, swatch, t.Panel)
			kit.DrawSprite(dst, "escape-hatch", swatch, hatch)
			kit.FrameRect(dst, swatch, int(math.Max(1, f.U(1.5))), hatch)
		}
		c := t.Text
		if r.verdict == "" {
			c = t.Dim
		}
		x := float64(rr.Min.X)
		avail := float64(rr.Dx() - rr.Dy())
		top := float64(rr.Min.Y) + f.U(2)
		if g.twoLines {
			kit.DrawTextTop(dst, kit.Ellipsize(dst, mark+r.name, nf, avail), nf, x, top, kit.Left, c)
			kit.DrawTextTop(dst, kit.Ellipsize(dst, "   "+r.counts, small, avail), small, x, top+f.U(17), kit.Left, t.Dim)
			vx := x + kit.TextWidth("   "+r.counts+"  ", small) // the verdict where it fits whole
			kit.DrawTextTop(dst, kit.Fitting(dst, boldSmall, max(0, x+avail-vx), r.verdict, ""), boldSmall, vx, top+f.U(17), kit.Left, r.tone)
		} else { // the row's longest form that fits after its name's "bit i · "
			head := mark + fmt.Sprintf("bit %d · ", i)
			kit.DrawTextTop(dst, head+kit.Fitting(dst, nf, avail-kit.TextWidth(head, nf), r.forms...), nf, x, top, kit.Left, c)
		}
	}

	if !g.more.Empty() {
		// How many groups have no row, and the chip that shows them all ([ and ] step the rows too).
		f.Fold(g.more, groupsWhole(pt))
		hidden := len(pt.rows) - len(g.rows)
		more := f.In.Words(fmt.Sprintf("%d more groups", hidden), fmt.Sprintf("%d more groups ([ and ] step)", hidden))
		room := width - f.FoldW() - f.U(8)
		kit.DrawText(dst, kit.Fitting(dst, small, room, more, fmt.Sprintf("%d more", hidden), ""), small, x, float64(g.more.Min.Y+g.more.Max.Y)/2, kit.Left, t.Dim)
	}
	if pt.footer != "" && len(g.rows) > 0 && g.more.Empty() {
		y := float64(g.rows[len(g.rows)-1].Max.Y) + f.U(6)
		for _, rr := range g.rows {
			y = math.Max(y, float64(rr.Max.Y)+f.U(6))
		}
		fits := y+g.small+f.U(2) <= float64(g.inner.Max.Y)
		if fits && (g.legendY == 0 || y+f.U(16) < float64(g.legendY)-f.U(12)) {
			kit.DrawTextTop(dst, kit.Ellipsize(dst, pt.footer, small, width), small, x, y, kit.Left, t.Dim)
		}
	}
	if g.legendY > 0 {
		for _, it := range legendItems(t, v) {
			g.legend.Item(dst, f, it.label, func(x, y float64) { kit.DrawSpriteF(dst, it.sprite, x, y, g.legend.Size, g.legend.Size, it.c) })
		}
	}
}

// legendItem is a sprite the panel's legend explains, in its colour.
type legendItem struct {
	sprite, label string
	c             color.NRGBA
}

// legendItems are the sprites the legend explains: heads, tails, the key (where there is one to see),
// the flipped coin and the answer. The legend wraps onto a second line where the panel is too narrow.
func legendItems(t *kit.Theme, v solver.View) []legendItem {
	items := []legendItem{{"escape-heads", "heads", t.C("escape.star")}, {"escape-tails", "tails", t.Dim},
		{"escape-key", "key", t.Accent}, {"escape-flipped", "flipped", t.Accent}, {"escape-target", "answer", t.Text}}
	if v.Key == rules.None && v.Role != rules.Prisoner1 {
		return slices.Delete(items, 2, 3)
	}
	return items
}
