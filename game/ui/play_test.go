package ui

import (
	"image"
	"strings"
	"testing"

	"quintet/game/input"
	"quintet/rules/puzzle"
)

// playView is a w×h screen at unit pixels a unit (a CSS pixel a pixel), touch deciding as the shell
// does at normal text.
func playView(w, h int, unit float64) PlayView {
	return PlayView{Units: Units{W: w, H: h, Unit: unit, Scale: 1}, Touch: TouchLayout(w, h, 1, unit), M: monospace}
}

// playSizes are a desktop, a small window, a phone upright and on its side, and large text.
var playSizes = []struct {
	name string
	v    PlayView
}{
	{"desktop", playView(1280, 800, 1)}, {"small window", playView(800, 600, 1)},
	{"phone upright", playView(390, 844, 1)}, {"phone sideways", playView(844, 390, 1)},
	{"phone sideways at 200 %", playView(844, 390, 2)}, {"desktop at 150 %", playView(1024, 720, 1.5)},
}

// The puzzle screen's parts lie in the window and apart: the top bar, the board, the status line and
// every toolbar button; a button never covers another.
func TestPlayPartsApart(t *testing.T) {
	for _, s := range playSizes {
		v := s.v
		win := image.Rect(0, 0, v.W, v.H)
		parts := map[string]image.Rectangle{"top": v.TopRect(), "board": v.BoardRect(), "status": v.StatusRect()}
		for _, b := range v.Toolbar() {
			parts["tool "+b.Label] = b.R
		}
		for n, r := range parts {
			if !r.Empty() && !r.In(win) {
				t.Errorf("%s: %s %v leaves the window %v", s.name, n, r, win)
			}
			for m, q := range parts {
				if n < m && r.Overlaps(q) {
					t.Errorf("%s: %s %v overlaps %s %v", s.name, n, r, m, q)
				}
			}
		}
		if v.BoardRect().Dy() < v.H/2 {
			t.Errorf("%s: the board has %d of %d pixels' height", s.name, v.BoardRect().Dy(), v.H)
		}
	}
}

// Every tool is on the toolbar or under "More", once, in the toolbar's order; "More" shows exactly
// when some are missing, and the most needed (Menu, Undo, Hint) always show.
func TestToolbarHoldsEveryTool(t *testing.T) {
	for _, s := range playSizes {
		v := s.v
		bar, items := v.Toolbar(), v.MoreItems()
		seen := map[input.Action]int{}
		more := false
		last := -1
		for _, b := range bar {
			if b.Action == MoreAction {
				more = true
				continue
			}
			seen[b.Action]++
			i := toolIndex(b.Action)
			if i < last {
				t.Errorf("%s: %q out of order on the toolbar", s.name, b.Label)
			}
			last = i
		}
		for _, b := range items {
			seen[b.Action]++
		}
		for _, tl := range Tools() {
			if seen[tl.Action] != 1 {
				t.Errorf("%s: %q shows %d times on the toolbar and under More", s.name, tl.Label, seen[tl.Action])
			}
		}
		if more != (len(items) > 0) {
			t.Errorf("%s: More shown %v with %d tools under it", s.name, more, len(items))
		}
		for _, b := range bar {
			if b.Action == input.Menu || b.Action == input.Undo || b.Action == input.Hint {
				seen[b.Action] = -1
			}
		}
		if seen[input.Menu] != -1 || seen[input.Undo] != -1 || seen[input.Hint] != -1 {
			t.Errorf("%s: Menu, Undo or Hint is under More", s.name)
		}
	}
}

func toolIndex(a input.Action) int {
	for i, t := range Tools() {
		if t.Action == a {
			return i
		}
	}
	return -1
}

// The toolbar gives way in order: keys on a wide desktop, then the labels without their keys, then the
// least needed tools under "More", the lowest ranked first; each label fits its button.
func TestToolbarGivesWay(t *testing.T) {
	wide := playView(1600, 900, 1)
	if shown, keys, more := wide.ToolPlan(); len(shown) != len(Tools()) || !keys || more {
		t.Fatalf("a wide desktop shows %d tools, keys %v, More %v; want all, with keys", len(shown), keys, more)
	}
	prev := len(Tools()) + 1
	for w := 1600; w >= 700; w -= 50 {
		v := playView(w, 900, 1)
		v.Touch = false
		shown, keys, _ := v.ToolPlan()
		if keys && w < 1000 {
			t.Errorf("%d px: the labels keep their keys on a narrow window", w)
		}
		if len(shown) > prev {
			t.Errorf("%d px: %d tools shown, more than the %d of a wider window", w, len(shown), prev)
		}
		prev = len(shown)
		// The ones left out are the lowest ranked: no shown tool ranks below one under More.
		rank := map[input.Action]int{input.Stats: len(ToolRank())} // Stats is not ranked: it goes first
		for i, a := range ToolRank() {
			rank[a] = i
		}
		for _, it := range v.MoreItems() {
			for _, i := range shown {
				if rank[Tools()[i].Action] > rank[it.Action] {
					t.Errorf("%d px: %q shows while the more needed %q is under More", w, Tools()[i].Label, it.Label)
				}
			}
		}
		for _, b := range v.Toolbar() {
			if need := monospace.Width(b.Label, ToolText, false); float64(b.R.Dx()) < need {
				t.Errorf("%d px: %q needs %v px, its button has %d", w, b.Label, need, b.R.Dx())
			}
		}
	}
	if prev == len(Tools()) {
		t.Errorf("a 700 px window holds every tool: the test does not reach More")
	}
}

// A phone held upright has two rows of buttons and two lines of status; on its side at large text the
// buttons and status stand in a rail right of the board, with no game ID (G opens the dialog).
func TestPhoneLayouts(t *testing.T) {
	up := playView(390, 844, 1)
	if up.ToolRows() != 2 || up.StatusLines() != 2 || up.Rail() {
		t.Errorf("upright phone: %d rows, %d status lines, rail %v; want 2, 2, no rail", up.ToolRows(), up.StatusLines(), up.Rail())
	}
	side := playView(844, 390, 2)
	if !side.Barless() || !side.Rail() {
		t.Fatalf("a phone on its side at 200 %%: barless %v, rail %v; want both", side.Barless(), side.Rail())
	}
	if side.BoardRect().Max.X > side.RailRect().Min.X || side.BoardRect().Dy() < side.H*3/4 {
		t.Errorf("rail: board %v beside rail %v: not left of it, or not the height", side.BoardRect(), side.RailRect())
	}
	for _, b := range side.Toolbar() {
		if !b.R.In(side.RailRect()) {
			t.Errorf("rail: %q at %v outside the rail %v", b.Label, b.R, side.RailRect())
		}
	}
	for _, it := range side.MoreItems() {
		if strings.Contains(it.Label, "(") || it.R.Max.X > side.RailRect().Min.X {
			t.Errorf("rail: More's %q at %v: keys kept or over the rail", it.Label, it.R)
		}
	}
	if r := side.IDRect(Status{Left: "Moves 3"}, 200); !r.Empty() {
		t.Errorf("rail: the game ID has %v; want none", r)
	}
}

// Barless, the game ID stands at the status line's right end with what the texts leave (at least a
// finger's target), the flash covers the status line, and there is no top bar.
func TestBarlessGameID(t *testing.T) {
	v := playView(844, 390, 1)
	if !v.Barless() || v.Rail() {
		t.Fatalf("844×390: barless %v, rail %v; want barless, no rail", v.Barless(), v.Rail())
	}
	if !v.TopRect().Empty() || v.FlashRect() != v.StatusRect() {
		t.Errorf("barless: top %v, flash %v; want no top bar and the flash on the status %v", v.TopRect(), v.FlashRect(), v.StatusRect())
	}
	s := v.StatusRect()
	short := v.IDRect(Status{Left: "Moves 3"}, 100)
	if short.Max.X != s.Max.X || short.Dx() != 100+v.U(24) {
		t.Errorf("a short ID with room: %v in the status %v; want its whole width at the right end", short, s)
	}
	long := v.IDRect(StatusOf(strings.Repeat("x", 200)+" (par 5)", "a message", "", "", puzzle.Playing, false), 400)
	if long.Dx() != v.IDLeast() {
		t.Errorf("a long status: the ID has %d px; want its least, %d", long.Dx(), v.IDLeast())
	}
	if tall := playView(500, 560, 1); !tall.Short() || tall.Barless() || tall.TopRect().Empty() {
		t.Errorf("a short window held upright: short %v, barless %v; want a top bar", tall.Short(), tall.Barless())
	}
	desk := playView(1280, 800, 1)
	if r := desk.IDRect(Status{}, 100); r.Min.Y != 0 || r.Max.Y != desk.TopH() {
		t.Errorf("desktop: the ID at %v; want in the top bar", r)
	}
}

// The status line's words: the moves with the timer, the short form without the parenthesis, a
// transient warning in place of the message, the check or cross of an end (none while revealing).
func TestStatusWords(t *testing.T) {
	s := StatusOf("Moves 3 (par 5)", "Your move", " · 0:12", "", puzzle.Won, false)
	if s.Left != "Moves 3 (par 5) · 0:12" || s.Short != "Moves 3 · 0:12" || s.Msg != "Your move" || s.Warn || s.Icon != "check" {
		t.Errorf("won: %+v", s)
	}
	if s.Whole() != "Moves 3 (par 5) · 0:12 · Your move" {
		t.Errorf("whole: %q", s.Whole())
	}
	if w := StatusOf("Moves 1", "", "", "Not a legal move", puzzle.Lost, false); w.Msg != "Not a legal move" || !w.Warn || w.Icon != "cross" {
		t.Errorf("a warning after a loss: %+v", w)
	}
	if r := StatusOf("Moves 1", "", "", "", puzzle.Lost, true); r.Icon != "" || r.IconW(1) != 0 || r.Whole() != "Moves 1" {
		t.Errorf("revealing: %+v", r)
	}
	// The message comes first: tight, the moves drop their parenthesis.
	v := playView(1280, 800, 1)
	roomy := StatusOf("Moves 3 (par 5)", "short", "", "", puzzle.Playing, false)
	if v.LineLeft(roomy) != roomy.Left {
		t.Errorf("room for both: left %q", v.LineLeft(roomy))
	}
	tight := StatusOf("Moves 3 (par 5)", strings.Repeat("word ", 80), "", "", puzzle.Playing, false)
	if v.LineLeft(tight) != tight.Short {
		t.Errorf("a long message: left %q; want %q", v.LineLeft(tight), tight.Short)
	}
}

// A game ID is shortened at its end, its start kept, to fit its room.
func TestShortID(t *testing.T) {
	width := func(s string) float64 { return float64(len([]rune(s))) * 7 }
	id := "clock:5x5:q#123456789"
	if got := ShortID(id, width, 1000); got != id {
		t.Errorf("with room: %q", got)
	}
	got := ShortID(id, width, 70)
	if !strings.HasSuffix(got, "…") || !strings.HasPrefix(id, strings.TrimSuffix(got, "…")) || width(got) > 70 || width(got) < 63 {
		t.Errorf("in 70 px: %q", got)
	}
	if got := ShortID(id, width, 3); got != "…" {
		t.Errorf("with no room: %q", got)
	}
}

// The whole-text key shows the status, the folds, and the shortened texts no earlier part holds.
func TestWholeText(t *testing.T) {
	got := WholeText("Moves 3 · Your move", []string{"A long rule"}, []string{"Your move", "A long", "Cell b2: empty"})
	if want := "Moves 3 · Your move\nA long rule\nCell b2: empty"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// The whole-text popup scrolls by lines and pages within its text, and stands above the status line.
func TestWholePopup(t *testing.T) {
	v := playView(844, 390, 1)
	lines := v.WholeLines(strings.Repeat("many words here ", 200))
	total := len(lines)
	shown := v.WholeShown(total)
	if shown >= total || shown < 1 {
		t.Fatalf("%d lines, %d shown: the test needs a text longer than the room", total, shown)
	}
	r := v.WholeRect(shown, total)
	if r.Min.Y < 0 || r.Max.Y > v.StatusRect().Min.Y {
		t.Errorf("popup %v: not between the top and the status line %v", r, v.StatusRect())
	}
	first := 0
	for _, c := range []struct {
		in   input.Input
		want int
	}{
		{input.Input{Action: input.Down}, 1}, {input.Input{Action: input.PageDown}, 1 + max(1, shown-1)},
		{input.Input{Action: input.Up}, max(1, shown-1)}, {input.Input{Action: input.PageUp}, 0},
		{input.Input{Action: input.PageUp}, 0}, {input.Input{Wheel: -1000}, total - shown},
	} {
		got, ok := ScrollWhole(&c.in, first, shown, total)
		if !ok || got != c.want {
			t.Errorf("from %d, %+v: %d (%v); want %d", first, c.in.Action, got, ok, c.want)
		}
		first = got
	}
	if _, ok := ScrollWhole(&input.Input{Action: input.Down}, 0, total, total); ok {
		t.Errorf("a text the popup holds whole scrolls")
	}
}

// A tooltip stands over its text, inside the window, or under it where there is no room above.
func TestTooltipRect(t *testing.T) {
	v := playView(800, 600, 1)
	two := []string{strings.Repeat("w", 40), "short"}
	over := v.TooltipRect(image.Rect(700, 300, 790, 320), two)
	if over.Max.Y > 300 || over.Max.X > v.W-v.U(pad) || over.Dx() < int(monospace.Width(two[0], StatusText, false)) {
		t.Errorf("tooltip %v: not above its text, outside the window or narrower than its lines", over)
	}
	under := v.TooltipRect(image.Rect(10, 5, 100, 25), []string{"a", "b", "c"})
	if under.Min.Y < 25 {
		t.Errorf("tooltip at the top %v: not under its text", under)
	}
}

// The flash's label fits its banner, smaller on a narrow one but never under 14 units.
func TestFlashFace(t *testing.T) {
	v := playView(1280, 800, 1)
	size, icon := v.FlashFace(image.Rect(0, 0, 240, 42), "Solved!")
	if icon+10+monospace.Width("Solved!", size, true) > 240-16 {
		t.Errorf("wide: size %v icon %v do not fit", size, icon)
	}
	small, _ := v.FlashFace(image.Rect(0, 0, 60, 42), "Solved!")
	if small != 14 || small >= size {
		t.Errorf("narrow: size %v; want the least, 14 (wide %v)", small, size)
	}
}

// ellipsizeMono shortens s to width as monospace measures it at the status's size, "…" at its end.
func ellipsizeMono(unit float64) func(string, float64) string {
	return func(s string, width float64) string {
		w := func(s string) float64 { return monospace.Width(s, StatusText*unit, false) }
		if w(s) <= width {
			return s
		}
		r := []rune(s)
		for n := len(r) - 1; n >= 0; n-- {
			if w(string(r[:n])+"…") <= width {
				return string(r[:n]) + "…"
			}
		}
		return ""
	}
}

// The status line shows its texts whole where they fit (nothing to tap), and else shortened with
// the whole text kept for a tap: on one line the message after the moves, on two the message under them.
func TestShowStatus(t *testing.T) {
	desk := playView(1280, 800, 1)
	s := StatusOf("Moves 3 (par 5)", "Your move", "", "", puzzle.Won, false)
	o := desk.ShowStatus(s, image.Rectangle{}, ellipsizeMono(1))
	if o.Left != s.Left || o.Msg != s.Msg || !o.MsgShown || o.Whole != "" || o.MsgX <= o.LeftX || o.IconSize == 0 || o.IconX >= o.LeftX {
		t.Errorf("room for all: %+v", o)
	}
	long := StatusOf("Moves 3 (par 5)", strings.Repeat("word ", 80), "", "", puzzle.Playing, false)
	o = desk.ShowStatus(long, image.Rectangle{}, ellipsizeMono(1))
	if o.Left != long.Short || !strings.HasSuffix(o.Msg, "…") || o.Whole != long.Whole() || o.IconSize != 0 {
		t.Errorf("a long message: %+v", o)
	}
	if end := o.MsgX + monospace.Width(o.Msg, StatusText, false); end > float64(desk.StatusRect().Max.X) {
		t.Errorf("the message ends at %v, past the status line %v", end, desk.StatusRect())
	}
	up := playView(390, 844, 1)
	o = up.ShowStatus(long, image.Rectangle{}, ellipsizeMono(1))
	if o.MsgY <= o.LeftY || o.MsgX != float64(up.StatusRect().Min.X+up.U(12)) || o.Whole == "" {
		t.Errorf("two lines: %+v", o)
	}
	// No room left for the message: it does not show, and a tap shows it.
	full := StatusOf(strings.Repeat("m", 300)+" (par 5)", "Your move", "", "", puzzle.Playing, false)
	if o := desk.ShowStatus(full, image.Rectangle{}, ellipsizeMono(1)); o.MsgShown || o.Whole != full.Whole() {
		t.Errorf("no room for the message: %+v", o)
	}
	// Two lines: the moves drop their parenthesis where it does not fit.
	wide := StatusOf("Moves 3 ("+strings.Repeat("p", 60)+")", "", "", "", puzzle.Playing, false)
	if o := up.ShowStatus(wide, image.Rectangle{}, ellipsizeMono(1)); o.Left != wide.Short {
		t.Errorf("two lines, a long parenthesis: left %q; want %q", o.Left, wide.Short)
	}
	side := playView(844, 390, 1)
	id := side.IDRect(s, 300)
	o = side.ShowStatus(s, id, ellipsizeMono(1))
	if o.MsgShown && o.MsgX+monospace.Width(o.Msg, StatusText, false) > float64(id.Min.X) {
		t.Errorf("barless: the message runs under the game ID %v: %+v", id, o)
	}
}

// The popup closes on Esc, a tap or a key (a key goes on to do what it does); a tap on a "More" item
// chooses it; the arrows scroll a long text without closing it.
func TestPopupUpdate(t *testing.T) {
	items := []Tool{{input.Undo, "Undo", image.Rect(0, 0, 50, 20)}, {input.Theme, "Theme", image.Rect(0, 30, 50, 50)}}
	click := func(x, y int) *input.Input {
		return &input.Input{Clicked: true, HasPoint: true, Pointer: image.Pt(x, y)}
	}
	p := Popup{Open: PopMore}
	if chose, used, _ := p.Update(click(10, 40), items, 0, 0); chose != 1 || !used || p.Open != 0 {
		t.Errorf("a tap on Theme: chose %d, used %v, open %d", chose, used, p.Open)
	}
	p = Popup{Open: PopMore}
	if chose, used, _ := p.Update(click(300, 300), items, 0, 0); chose != -1 || !used || p.Open != 0 {
		t.Errorf("a tap outside: chose %d, used %v, open %d", chose, used, p.Open)
	}
	p.OpenWhole("a text")
	if _, used, _ := p.Update(&input.Input{Action: input.Down}, nil, 3, 10); !used || p.Open != PopStatus || p.Scroll != 1 {
		t.Errorf("Down on a long text: used %v, open %d, scroll %d", used, p.Open, p.Scroll)
	}
	if _, used, _ := p.Update(&input.Input{Key: input.Key{Code: "KeyN"}, Action: input.New}, nil, 3, 10); used || p.Open != 0 {
		t.Errorf("N: used %v, open %d; want closed and N going on", used, p.Open)
	}
	p.OpenWhole("a text")
	if _, used, _ := p.Update(&input.Input{Action: input.Back, Key: input.Key{Code: "Escape"}}, nil, 1, 1); !used || p.Open != 0 {
		t.Errorf("Esc: used %v, open %d", used, p.Open)
	}
	p.OpenWhole("a text")
	if _, used, redraw := p.Update(&input.Input{Moved: true}, nil, 1, 1); used || !redraw || p.Open != PopStatus {
		t.Errorf("a move: used %v, redraw %v, open %d", used, redraw, p.Open)
	}
}

// The layout report names the screen's parts: the flash in place of the top bar (barless, of the
// status line) while it shows, every button as a part and a target, the chips, the game ID.
func TestPlayReport(t *testing.T) {
	for _, c := range []struct {
		v                  PlayView
		flash, top, status bool
	}{
		{playView(1280, 800, 1), false, true, true}, {playView(1280, 800, 1), true, false, true},
		{playView(844, 390, 1), false, false, true}, {playView(844, 390, 1), true, false, false},
	} {
		parts, targets := map[string]image.Rectangle{}, map[string]image.Rectangle{}
		chip := image.Rect(5, 5, 30, 20)
		c.v.Report(parts, targets, c.flash, []image.Rectangle{chip}, image.Rect(1, 2, 3, 4))
		_, top := parts["top"]
		_, status := parts["status"]
		_, flash := parts["flash"]
		if top != c.top || status != c.status || flash != c.flash || parts["board"] != c.v.BoardRect() {
			t.Errorf("%dx%d, flash %v: top %v, status %v, flash %v, board %v", c.v.W, c.v.H, c.flash, top, status, flash, parts["board"])
		}
		if targets["more 1"] != chip || targets["game ID"] != image.Rect(1, 2, 3, 4) {
			t.Errorf("%dx%d: targets %v", c.v.W, c.v.H, targets)
		}
		for _, b := range c.v.Toolbar() {
			if parts["tool "+b.Label] != b.R || targets["tool "+b.Label] != b.R {
				t.Errorf("%dx%d: %q missing from the report", c.v.W, c.v.H, b.Label)
			}
		}
	}
}

// The top bar: "Quintet · " before the title where it fits beside the whole ID; a long title gets
// smaller, down to 14 units, then shortened, and the ID has what it leaves.
func TestTopBar(t *testing.T) {
	mono := func(s string) float64 { return float64(len([]rune(s))) * 7 }
	cut := func(s string, size, width float64) string {
		for r := []rune(s); monospace.Width(string(r), size, true) > width; r = r[:len(r)-1] {
			s = string(r[:len(r)-1]) + "…"
		}
		return s
	}
	desk := playView(1280, 800, 1)
	title, size, id := desk.Top("Clock", "clock:5#1", mono, cut)
	if title != "Quintet · Clock" || size != 20 || id != "clock:5#1" {
		t.Errorf("desktop: %q at %v, %q", title, size, id)
	}
	title, size, id = desk.Top(strings.Repeat("Long ", 60), "clock:5#123456789", mono, cut)
	if size != 14 || !strings.HasSuffix(title, "…") || strings.HasPrefix(title, "Quintet") || !strings.HasSuffix(id, "…") {
		t.Errorf("a long title: %q at %v, %q", title, size, id)
	}
	if w := monospace.Width(title, size, true) + mono(id); w > float64(desk.W-3*desk.U(pad)) {
		t.Errorf("a long title: the title and the ID take %v of %d px", w, desk.W)
	}
	if _, size, _ := playView(1280, 500, 1).Top("Clock", "c", mono, cut); size != 17 {
		t.Errorf("a short window: the title at %v; want 17", size)
	}
}

// The flash says a win or a loss, holds at full strength, then fades to nothing; with less motion it
// does not fade.
func TestFlashAt(t *testing.T) {
	v := playView(1280, 800, 1)
	if f := v.FlashAt(0.2, 0.55, true, false); f.Label != "Solved!" || f.Icon != "check" || f.Alpha != 1 {
		t.Errorf("a win, early: %+v", f)
	}
	if f := v.FlashAt(0.2, 0.55, false, false); f.Label != "Lost" || f.Icon != "cross" || f.Won {
		t.Errorf("a loss: %+v", f)
	}
	mid, late := v.FlashAt(0.7, 0.55, true, false), v.FlashAt(0.99, 0.55, true, false)
	if !(mid.Alpha < 1 && late.Alpha < mid.Alpha && late.Alpha > 0) {
		t.Errorf("fading: %v then %v", mid.Alpha, late.Alpha)
	}
	if f := v.FlashAt(0.9, 0.55, true, true); f.Alpha != 1 {
		t.Errorf("less motion: alpha %v", f.Alpha)
	}
	f, r := v.FlashAt(0.2, 0.55, true, false), v.FlashRect()
	if f.X < float64(r.Min.X) || f.X+f.Side+10+monospace.Width(f.Label, f.Size, true) > float64(r.Max.X) || f.Mid != float64(r.Min.Y+r.Max.Y)/2 {
		t.Errorf("the flash's icon and label %+v leave its banner %v", f, r)
	}
}

// Hover numbers a button by its place, a chip from 1000, a shortened text (with a margin) from 2000.
func TestHoverAt(t *testing.T) {
	v := playView(1280, 800, 1)
	bar := v.Toolbar()
	chips := []image.Rectangle{image.Rect(100, 100, 150, 120)}
	boxes := []image.Rectangle{image.Rect(300, 300, 400, 320), image.Rect(300, 400, 400, 420)}
	for _, c := range []struct {
		pt   image.Point
		want int
	}{
		{bar[2].R.Min, 2}, {image.Pt(120, 110), 1000}, {image.Pt(302, 418), 2001}, {image.Pt(402, 322), 2000},
		{image.Pt(600, 50), -1},
	} {
		if got := v.HoverAt(c.pt, bar, chips, boxes); got != c.want {
			t.Errorf("at %v: %d; want %d", c.pt, got, c.want)
		}
	}
}
