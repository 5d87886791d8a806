package hash

import (
	"fmt"
	"image"
	"image/color"
	"quintet/rules/puzzle"
	"slices"
	"strconv"
	"strings"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/scene"
	rules "quintet/rules/hash"
	solver "quintet/solver/hash"
)

// workRow is one number of the machine's recipe: its name, its value and what it is.
type workRow struct{ key, value, note string }

// work is what the panel says about the machine's answer to the last move. Every number comes from
// the rules' record of the turn.
func work(pos solver.Position) (title string, rows []workRow) {
	turn, ok := pos.LastTurn()
	if !ok {
		return "The machine has not moved yet", []workRow{{note: "Whiten a red tile that touches a white one (at first only (8,16) is white). " +
			"The machine answers every move by blackening a tile; how it picks the tile is worked out here."}}
	}
	if turn.Move == rules.Star {
		return "You whitened the star " + turn.Move.String(), []workRow{{note: "A winning move gets no answer: the machine does not move."}}
	}
	w := turn.Work
	return "The machine's answer to " + turn.Move.String(), []workRow{
		{"t", strconv.Itoa(turn.Whites), "white tiles after your move"},
		{"u", w.U, "salt + (x,y) + t"},
		{"MD5", fmt.Sprintf("%x %x %x %x", w.Digest[:4], w.Digest[4:8], w.Digest[8:12], w.Digest[12:]), "MD5(u) in hexadecimal"},
		{"v", strconv.Itoa(w.V), "the sum of its 32 hex digits"},
		{"m", strconv.Itoa(w.M), spiralNote(w.M)},
		{"d", fmt.Sprintf("%d·%d mod 256 = %d", w.V, w.M, w.D), fmt.Sprintf("v·m mod 256: reading index %d is %v; it turned black", w.D, w.Black())},
	}
}

// spiralNote explains m: where along the spiral the count stopped.
func spiralNote(m int) string {
	if m == 0 {
		return "the star itself was not red, so the count is 0"
	}
	if stop, ok := rules.SpiralAt(m).Read(); ok {
		return fmt.Sprintf("red positions in a row along the spiral from the star; p%d, which reads %v, was not red", m, stop)
	}
	return "red positions in a row along the spiral from the star"
}

// outcome is the panel's last line once the game is over.
func outcome(pos solver.Position, st *rules.State) (string, bool) {
	switch pos.Status() {
	case puzzle.Won:
		return "The star is white: you won.", true
	case puzzle.Lost:
		if st.Colour(rules.Star) == rules.Black {
			return "The star is black: the game is lost.", true
		}
		return "No red tile touches a white one: the game is lost.", true
	}
	return "", false
}

func (s *Scene) drawPanel(dst *kit.Canvas, f *scene.Frame, l layout, pos solver.Position, st *rules.State) {
	if l.panel.Empty() {
		return // a small picture in the help: the board alone
	}
	kit.DrawPanel(dst, "panel", l.panel, f.U(12), f.Theme.Panel)
	s.drawControls(dst, f, l, pos)
	s.drawWork(dst.Sub(l.work), f, l, l.work, pos, st)
	if !l.foot.Empty() {
		s.drawFoot(dst.Sub(l.foot), f, l, l.foot, pos, st)
	}
}

// drawControls draws the salt box and the two overlay toggles.
func (s *Scene) drawControls(dst *kit.Canvas, f *scene.Frame, l layout, pos solver.Position) {
	t := f.Theme
	c := l.controls
	if c.Empty() {
		return // a picture in the help has no controls
	}
	box := l.saltBox
	if !l.bare {
		// The heading, with the key right of it when it fits there, and the help line under the box,
		// the first that fits: what may be typed, the keys while typing, or where the overlay's
		// numbers are when they show only in the loupe here.
		head, small := kit.Face(kit.Bold, l.text(15)), kit.Face(kit.Regular, l.text(12))
		key := f.In.Words("tap to change", "click or / to change")
		if l.compact && !f.In.LastTouch {
			key = "click to change"
		}
		helps := []string{"letters, digits, ( ) and ,", "letters, digits ( ) ,"}
		switch {
		case s.NameBox.On:
			key, helps = "typing", []string{"Enter: new game · Esc: cancel · Del: clear", "Enter: play · Esc: cancel"}
		case s.numbersHidden:
			helps = []string{"numbers: touch the board", "numbers: touch board"}
		}
		kit.DrawText(dst, "Salt", head, float64(c.Min.X), float64(c.Min.Y)+f.U(9), kit.Left, t.Text)
		key = kit.Fitting(dst, small, float64(c.Dx())-kit.TextWidth("Salt", head)-f.U(10), key, "")
		kit.DrawText(dst, key, small, float64(c.Max.X), float64(c.Min.Y)+f.U(9), kit.Right, t.Dim)
		kit.DrawText(dst, kit.Fitting(dst, small, float64(c.Dx()), append(helps, "")...), small, float64(c.Min.X), float64(box.Max.Y)+f.U(12), kit.Left, t.Dim)
	}

	kit.DrawPanel(dst, "panel", box, f.U(6), t.Bg)
	frame := t.Line
	switch {
	case s.NameBox.On:
		frame = t.Accent
	case s.control == ctlSalt:
		frame = t.Dim
	}
	kit.DrawPanel(dst, "frame", box, f.U(6), frame)
	mono := kit.Face(kit.Mono, l.text(15))
	text, caret, tc := pos.Salt(), len(pos.Salt()), t.Text
	if s.NameBox.On {
		text, caret = s.Field.Text, s.Field.Caret // the caret in runes, and so in bytes: salts are ASCII
	}
	room := float64(box.Dx()) - f.U(24)
	text, caret = saltWindow(text, caret, func(v string) bool { return kit.TextWidth(v, mono) <= room })
	x, cy := float64(box.Min.X)+f.U(9), float64(box.Min.Y+box.Max.Y)/2
	if text == "" && !s.NameBox.On {
		text, tc = "(the empty salt)", t.Dim
	}
	kit.DrawText(dst, text, mono, x, cy, kit.Left, tc)
	if s.NameBox.On && f.CaretOn() {
		cx := x + kit.TextWidth(text[:caret], mono) + f.U(1)
		kit.Line(dst, cx, cy-f.U(9), cx, cy+f.U(9), f.U(2), t.Accent)
	}

	face := kit.Face(kit.Regular, l.text(14))
	// A toggle is a raised button; when on it gets a frame and a check mark, not only a colour.
	toggle := func(r image.Rectangle, label string, on bool, ctl int) {
		bg := t.PanelHi
		if s.control == ctl {
			bg = t.Line
		}
		corner := float64(r.Dy()) / 4
		kit.DrawPanel(dst, "panel", r, corner, bg)
		cx, cy := float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2
		if on { // the check mark and the label, centred together
			kit.DrawPanel(dst, "frame", r, corner, t.Accent)
			sz := float64(r.Dy()) * 0.45
			kit.DrawSpriteF(dst, "check", cx-(sz+f.U(6)+kit.TextWidth(label, face))/2, cy-sz/2, sz, sz, t.Accent)
			cx += (sz + f.U(6)) / 2
		}
		kit.DrawText(dst, label, face, cx, cy, kit.Center, t.Text)
	}
	// The keys are left out of the labels where they do not fit (with the check mark) or on a phone.
	sp, rd := "Spiral (P)", "Reading (O)"
	if l.compact || float64(l.reading.Dy())*0.45+f.U(10)+kit.TextWidth(rd, face) > float64(l.reading.Dx()) {
		sp, rd = "Spiral", "Reading"
	}
	toggle(l.spiral, sp, s.spiral, ctlSpiral)
	toggle(l.reading, rd, s.reading, ctlReading)
}

// saltWindow is the part of the salt text that fits the box (fits says whether a string does), with
// "…" where some is cut off, and where the caret (a byte index into text) falls in it. The cut keeps
// the caret in view: from the left while the caret is near the end, from the right when it is not.
// Salts are ASCII, so bytes are characters.
func saltWindow(text string, caret int, fits func(string) bool) (string, int) {
	const more = "…"
	lo, hi := 0, len(text)
	view := func() string {
		v := text[lo:hi]
		if lo > 0 {
			v = more + v
		}
		if hi < len(text) {
			v += more
		}
		return v
	}
	for lo < caret && !fits(view()) {
		lo++ // drop characters on the left while they are left of the caret
	}
	for hi > caret && !fits(view()) {
		hi-- // then on the right
	}
	at := caret - lo
	if lo > 0 {
		at += len(more)
	}
	return view(), at
}

// drawWork draws the machine's arithmetic for the last move, then the outcome once the game is over.
func (s *Scene) drawWork(dst *kit.Canvas, f *scene.Frame, l layout, r image.Rectangle, pos solver.Position, st *rules.State) {
	t := f.Theme
	title, rows := work(pos)
	head := kit.Face(kit.Bold, l.text(15))
	mono := kit.Face(kit.Mono, l.text(14))
	note := kit.Face(kit.Regular, l.text(12))
	x := float64(r.Min.X)
	// The lines are laid out first, then drawn as far as they fit: when the whole work does not fit,
	// the notes go first (the numbers stay), then whole lines from the end; the outcome always shows.
	type line struct {
		key   string // a number's name, written left of its value (at x − keyW)
		text  string
		face  *kit.TextFace
		c     color.Color
		x, dy float64 // where it starts and how far down from the previous line
		lift  float64 // written this far above its line: a number's note, the first left out
		md5   bool    // a line of the digest, which v sums up: left out before the other numbers
		more  bool    // its paragraph (or value) goes on in the next line
	}
	// para wraps a paragraph to width: its first line dy0 below what comes before, the rest dy apart.
	para := func(text string, face *kit.TextFace, c color.Color, x, width, dy0, dy, lift float64) []line {
		ws := kit.Wrap(dst, text, face, width)
		ls := make([]line, len(ws))
		for i, ln := range ws {
			ls[i] = line{text: ln, face: face, c: c, x: x, dy: dy, lift: lift, more: i < len(ws)-1}
		}
		ls[0].dy = dy0
		return ls
	}
	lines := para(title, head, t.Text, x, float64(r.Dx()), f.U(10), f.U(20), 0)
	keyW := kit.TextWidth("MD5 ", mono)
	perLine := max(8, int((float64(r.Dx())-keyW)/kit.TextWidth("0", mono)))
	noteStep := max(f.U(15), l.text(12)+f.U(3))
	for _, row := range rows {
		// A number's lines, the key on the first, then its note under it (lifted, at the value's x);
		// a row without a number is a paragraph of its own.
		nx, dy, lift := x, f.U(20), 0.0
		for v, key := row.value, row.key; v != ""; key = "" {
			n := min(len(v), perLine)
			if n < len(v) {
				// Break groups of digits at a space where there is one.
				if k := strings.LastIndexByte(v[:n+1], ' '); k > 0 {
					n = k
				}
			}
			ln := line{key: key, text: v[:n], face: mono, c: t.Text, x: x + keyW, dy: dy, md5: row.key == "MD5"}
			v = strings.TrimLeft(v[n:], " ")
			ln.more = v != ""
			lines = append(lines, ln)
			nx, dy, lift = x+keyW, f.U(18), f.U(2)
		}
		lines = append(lines, para(row.note, note, t.Dim, nx, float64(r.Max.X)-nx, dy, noteStep, lift)...)
	}
	var end []line // the outcome, kept whatever else is left out, after its icon
	icon, c := "check", t.Good
	if pos.Status() == puzzle.Lost {
		icon, c = "cross", t.Bad
	}
	if msg, over := outcome(pos, st); over {
		end = para(msg, head, c, x+f.U(24), float64(r.Dx())-f.U(24), f.U(30), f.U(20), 0)
	}
	height := func(ls []line) (h float64) {
		for _, ln := range ls {
			h += ln.dy
		}
		return h + f.U(8)
	}
	room := float64(r.Dy()) - height(end)
	if height(lines) > room { // what is left out is a tap away: the shell's "more" chip shows it whole
		room -= f.FoldH()
		whole := title
		for _, row := range rows {
			whole += "\n" + strings.TrimSpace(strings.TrimSpace(row.key+" "+row.value)+"  "+row.note)
		}
		f.Fold(r, whole)
	}
	// Notes go first, then the digest's lines.
	for _, leave := range []func(line) bool{func(ln line) bool { return ln.lift > 0 }, func(ln line) bool { return ln.md5 }} {
		if height(lines) > room {
			lines = slices.DeleteFunc(lines, leave)
		}
	}
	for len(lines) > 0 && height(lines) > room {
		lines = lines[:len(lines)-1]
	}
	if n := len(lines); n > 0 && lines[n-1].more {
		// A paragraph stops here: at the line's last sentence end, or at a word with "…".
		ln := &lines[n-1]
		ln.text = kit.EndFolded(ln.text, func(s string) bool { return kit.TextWidth(s, ln.face) <= float64(r.Max.X)-ln.x })
	}
	y, sz := float64(r.Min.Y), f.U(18)
	for i, ln := range append(lines, end...) {
		y += ln.dy
		kit.DrawText(dst, ln.key, ln.face, ln.x-keyW, y, kit.Left, t.Accent)
		if i == len(lines) {
			kit.DrawSpriteF(dst, icon, x, y-sz/2, sz, sz, c)
		}
		kit.DrawText(dst, ln.text, ln.face, ln.x, y-ln.lift, kit.Left, ln.c)
	}
}

// drawFoot draws the legend (each colour with its texture and its name) and what is selected.
func (s *Scene) drawFoot(dst *kit.Canvas, f *scene.Frame, l layout, r image.Rectangle, pos solver.Position, st *rules.State) {
	t := f.Theme
	small := kit.Face(kit.Regular, l.text(12))
	x0 := float64(r.Min.X)
	g := scene.Legend{X0: x0, X: x0, Y: float64(r.Min.Y) + f.U(10), Right: float64(r.Max.X), Size: f.U(16), Face: small}
	for i, label := range []string{"red", "white", "black", "star"} {
		g.Item(dst, f, label, func(x, y float64) {
			drawTile(dst, t, x, y, g.Size, []rules.Colour{rules.Red, rules.White, rules.Black, rules.Red}[i], 1, 1, label == "star")
		})
	}
	y := g.Y + f.U(24)
	lines := s.footLines(f.In, pos, st)
	// Whole lines only: one that would be cut off at the bottom is left out, with those after it.
	for _, ln := range lines {
		wrapped := kit.Wrap(dst, ln, small, float64(r.Dx()))
		if y+f.U(15)*float64(len(wrapped)-1)+f.U(6) > float64(r.Max.Y) {
			break
		}
		for _, w := range wrapped {
			kit.DrawText(dst, w, small, float64(r.Min.X), y, kit.Left, t.Dim)
			y += f.U(15)
		}
	}
}

// controlWords are what the foot says of each panel control: in the words for touch, then for a mouse
// and keys.
var controlWords = map[int][2]string{
	ctlSalt:    {"The salt: tap to type another one, which starts a new game.", "The salt: Enter or click to type another one, which starts a new game."},
	ctlSpiral:  {"A tap shows or hides the spiral the machine walks.", "Enter or click shows or hides the spiral the machine walks (P)."},
	ctlReading: {"A tap shows or hides the reading order.", "Enter or click shows or hides the reading order (O)."},
}

// footLines say what is selected — the tile's numbers and whether it can be whitened, or what the
// control does, in the words of the input last used (in) — and, while an overlay is shown, how to
// read its numbers.
func (s *Scene) footLines(in *input.Input, pos solver.Position, st *rules.State) []string {
	var lines []string
	if w, ok := controlWords[s.control]; ok {
		lines = append(lines, in.Words(w[0], w[1]))
	} else {
		h := s.sel
		lines = append(lines, fmt.Sprintf("%v  reading index %d  spiral p%d", h, int(h), rules.FirstVisit(h)))
		c := st.Colour(h)
		what := c.String()
		switch {
		case pos.Legal(h.X(), h.Y()):
			what = in.Words("red: a tap whitens it", "red: Enter or click whitens it")
		case c == rules.Red && pos.Status() == puzzle.Playing:
			what = "red, but it touches no white tile"
		}
		if h == rules.Star {
			what = "the star, " + what
		}
		lines = append(lines, what)
	}
	switch {
	case s.spiral && s.reading:
		lines = append(lines, "Bold, top left: the spiral step p that first reads a tile; bottom right: its reading index.")
	case s.spiral:
		lines = append(lines, "Numbers: the spiral step p that first reads each tile; the thick line is the last m.")
	case s.reading:
		lines = append(lines, "Numbers: reading indices, 0 top left to 255 bottom right; d names one of them.")
	}
	if s.numbersHidden {
		lines = append(lines, "The tiles are too small for their numbers here: touch the board to magnify it (the line above names the selected tile's).")
	}
	return lines
}
