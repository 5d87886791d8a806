package ui

import (
	"fmt"
	"image"
	"strings"

	"quintet/game/input"
)

// The puzzle screen's layout, in units: a top bar, the board, a status line and the toolbar. The board
// gets what the others leave, so they stay slim: on a short window the top bar shrinks, the toolbar is
// one row whose buttons drop their keys and then put the least used actions under "More", and the
// status line shortens what does not fit (a tap shows it whole). Only a phone held upright, whose board
// is limited by the width, gets two rows of buttons and two lines of status.
const (
	topBar      = 46
	topBarShort = 34 // on a short window
	StatusBar   = 34
	StatusLine  = 20 // each further line of the status on a phone held upright
	toolRow     = 50
	touchRow    = 54 // a row of buttons at least 44 tall, for fingers
	pad         = 10
)

// Rail: on a short window held sideways whose toolbar row and status line under the board would leave
// the board less than boardShare of the height (a phone on its side at large text), the buttons and
// the status line (two lines; the game ID leaves it, G and "More" open it) stand in a column on the
// right, railCols buttons wide, and the board has the whole height.
const (
	railCols   = 2
	railButton = 64 // a rail button's width, in units
	boardShare = 0.6
)

// Text sizes of the puzzle screen, in units.
const (
	ToolText   = 14 // the toolbar's labels, the "More" list's, the chips
	StatusText = 15 // the status line, its popup and the tooltips
	IDText     = 14 // the game ID (monospaced)
)

// Tool is a toolbar button: its action, its label and where it is.
type Tool struct {
	Action input.Action
	Label  string
	R      image.Rectangle
}

// MoreAction is the "More" button's action: it opens the list of the tools the toolbar has no room for.
const MoreAction input.Action = -1

// Tools are the toolbar's buttons, in their order on screen, their labels with their keys.
func Tools() []Tool {
	return []Tool{
		{input.Menu, "Menu", image.Rectangle{}}, {input.New, "New (N)", image.Rectangle{}},
		{input.Restart, "Restart", image.Rectangle{}}, {input.Undo, "Undo (U)", image.Rectangle{}},
		{input.Redo, "Redo (R)", image.Rectangle{}}, {input.Hint, "Hint (H)", image.Rectangle{}},
		{input.Solve, "Solve (S)", image.Rectangle{}}, {input.GameID, "Game ID (G)", image.Rectangle{}},
		{input.Help, "Help (?)", image.Rectangle{}}, {input.Theme, "Theme (T)", image.Rectangle{}},
		{input.Stats, "Stats (F3)", image.Rectangle{}},
	}
}

// ToolRank orders the tools by how much a player needs them on screen: when the toolbar has no room
// for all, the last go under "More" first.
func ToolRank() []input.Action {
	return []input.Action{input.Menu, input.Undo, input.Hint, input.New, input.Redo, input.Help, input.Restart,
		input.Solve, input.GameID, input.Theme}
}

// ToolLabel is tool i's label, with its key or without.
func ToolLabel(i int, keys bool) string {
	label := Tools()[i].Label
	if !keys {
		label, _, _ = strings.Cut(label, " (")
	}
	return label
}

// ranked is the indices of the tools among the first k of ToolRank, in their order on screen.
func ranked(k int) []int {
	keep := map[input.Action]bool{}
	for _, act := range ToolRank()[:k] {
		keep[act] = true
	}
	var shown []int
	for i, t := range Tools() {
		if keep[t.Action] {
			shown = append(shown, i)
		}
	}
	return shown
}

// PlayView is the puzzle screen's window as its layout reads it: its size and unit, whether it is laid
// out for fingers (TouchLayout), and how text measures.
type PlayView struct {
	Units
	Touch bool
	M     Measure
}

// TouchLayout reports whether a w×h screen is laid out for fingers: a phone's size or a small window
// (in CSS pixels at scale, at the text size textK chosen), where targets are at least 44 pixels.
func TouchLayout(w, h int, scale, textK float64) bool {
	s := scale * textK
	if s <= 0 {
		s = 1
	}
	return float64(w)/s < 700 || float64(h)/s < 520
}

// Upright is true on a screen much taller than wide (a phone held upright): height to spare.
func (v PlayView) Upright() bool { return v.H*4 > v.W*5 }

// Short is true on a window too short for the full-height bars.
func (v PlayView) Short() bool { return float64(v.H) < 600*v.Unit }

// Barless is true on a short window held sideways (a phone, a small window, large text), where every
// row of height counts: no top bar; the game ID goes to the status line's right end.
func (v PlayView) Barless() bool { return v.Short() && v.W > v.H }

// TopH is the top bar's height.
func (v PlayView) TopH() int {
	switch {
	case v.Barless():
		return v.U(6)
	case v.Touch:
		return v.U(44) // the game ID is a target for a finger
	case v.Short():
		return v.U(topBarShort)
	}
	return v.U(topBar)
}

// RowH is the height of a toolbar row: buttons at least 44 CSS pixels tall where fingers press them.
func (v PlayView) RowH() int {
	if v.Touch {
		return v.U(touchRow)
	}
	return v.U(toolRow)
}

// ToolRows is 2 on a phone held upright, where the width is short and the height to spare, else 1.
func (v PlayView) ToolRows() int {
	if v.Upright() && v.Touch {
		return 2
	}
	return 1
}

// Rail reports whether the toolbar and the status are a rail on the right.
func (v PlayView) Rail() bool {
	if !v.Barless() || !v.Touch {
		return false
	}
	// (a status line under the board, holding the game ID, is a finger's target tall)
	return float64(v.H-v.TopH()-v.U(44)-v.RowH()-v.U(4)) < boardShare*float64(v.H)
}

// railX is the rail's left edge.
func (v PlayView) railX() int {
	return v.W - v.U(pad) - railCols*v.U(railButton) - (railCols-1)*v.U(pad)
}

// RailRect is where the rail's buttons go: right of the board, above the status line.
func (v PlayView) RailRect() image.Rectangle {
	return image.Rect(v.railX(), v.TopH(), v.W-v.U(pad), v.H-2*v.U(4)-v.StatusH())
}

// railPlan is ToolPlan for the rail: as many tools as its rows hold, the most needed first, the others
// under "More".
func (v PlayView) railPlan() (shown []int, more bool) {
	rows := max(1, (v.RailRect().Dy()+v.U(pad))/v.RowH())
	slots := railCols * rows
	if len(Tools()) <= slots {
		for i := range Tools() {
			shown = append(shown, i)
		}
		return shown, false
	}
	return ranked(min(len(ToolRank()), max(1, slots-1))), true
}

// ToolPlan is which tools the toolbar shows (indices into Tools, in order), whether with their keys,
// and whether a "More" button holds the others.
func (v PlayView) ToolPlan() (shown []int, keys, more bool) {
	if v.Rail() {
		shown, more = v.railPlan()
		return shown, false, more
	}
	size := ToolText * v.Unit
	least := v.U(64)
	if v.Touch {
		least = v.U(56)
	}
	fits := func(more, keys bool) bool {
		labels := shown
		if more {
			labels = append(append([]int(nil), shown...), -1)
		}
		slots := (len(labels) + v.ToolRows() - 1) / v.ToolRows()
		bw := (v.W - v.U(pad)) / max(1, slots)
		for _, i := range labels {
			label := "More"
			if i >= 0 {
				label = ToolLabel(i, keys)
			}
			if float64(bw-v.U(pad)) < max(float64(least), v.M.Width(label, size, false)+float64(v.U(14))) {
				return false
			}
		}
		return true
	}
	shown = make([]int, len(Tools()))
	for i := range Tools() {
		shown[i] = i
	}
	if !v.Touch && fits(false, true) {
		return shown, true, false
	}
	if fits(false, false) {
		return shown, false, false
	}
	// Drop the least needed until the rest and "More" fit.
	for k := len(ToolRank()) - 1; k > 2; k-- {
		shown = ranked(k)
		if fits(true, false) {
			break
		}
	}
	return shown, false, true
}

// Toolbar is the toolbar's buttons where they are: in rows under the status line, or in the rail.
func (v PlayView) Toolbar() []Tool {
	shown, keys, more := v.ToolPlan()
	var bs []Tool
	for _, i := range shown {
		bs = append(bs, Tool{Tools()[i].Action, ToolLabel(i, keys), image.Rectangle{}})
	}
	if more {
		bs = append(bs, Tool{MoreAction, "More", image.Rectangle{}})
	}
	rh := v.RowH()
	bh := rh - v.U(pad)
	if v.Rail() {
		rr := v.RailRect()
		for i := range bs {
			x := rr.Min.X + (i%railCols)*(v.U(railButton)+v.U(pad))
			y := rr.Min.Y + (i/railCols)*rh
			bs[i].R = image.Rect(x, y, x+v.U(railButton), y+bh)
		}
		return bs
	}
	rows := v.ToolRows()
	perRow := (len(bs) + rows - 1) / rows
	bw := (v.W - v.U(pad)) / perRow
	for i := range bs {
		row, col := i/perRow, i%perRow
		x := v.U(pad) + col*bw
		y := v.H - rows*rh + row*rh
		bs[i].R = image.Rect(x, y, x+bw-v.U(pad), y+bh)
	}
	return bs
}

// MoreItems are the tools under "More", in a column above the "More" button (in columns leftwards of
// the rail, their labels without their keys); none when every tool shows.
func (v PlayView) MoreItems() []Tool {
	shown, _, more := v.ToolPlan()
	if !more {
		return nil
	}
	on := map[int]bool{}
	for _, i := range shown {
		on[i] = true
	}
	bar := v.Toolbar()
	anchor := bar[len(bar)-1].R
	size := ToolText * v.Unit
	w := anchor.Dx()
	var items []Tool
	for i := range Tools() {
		if !on[i] {
			items = append(items, Tool{Tools()[i].Action, ToolLabel(i, true), image.Rectangle{}})
			w = max(w, int(v.M.Width(items[len(items)-1].Label, size, false))+v.U(28))
		}
	}
	h := v.RowH() - v.U(pad)
	if v.Rail() {
		// Columns as tall as the window, leftwards from the rail, the labels without their keys.
		w = 0
		for i := range items {
			items[i].Label, _, _ = strings.Cut(items[i].Label, " (")
			w = max(w, int(v.M.Width(items[i].Label, size, false))+v.U(28))
		}
		perCol := max(1, (v.H-2*v.U(pad)+v.U(4))/(h+v.U(4)))
		right := v.RailRect().Min.X - v.U(6)
		for i := range items {
			c, r := i/perCol, i%perCol
			x, y := right-(c+1)*w-c*v.U(4), v.U(pad)+r*(h+v.U(4))
			items[i].R = image.Rect(x, y, x+w, y+h)
		}
		return items
	}
	x := min(anchor.Max.X, v.W-v.U(pad)) - w
	y := anchor.Min.Y - v.U(6) - len(items)*(h+v.U(4))
	for i := range items {
		items[i].R = image.Rect(x, y+i*(h+v.U(4)), x+w, y+i*(h+v.U(4))+h)
	}
	return items
}

// StatusLines is how many lines of text the status has room for.
func (v PlayView) StatusLines() int {
	if v.Upright() && v.Touch || v.Rail() {
		return 2
	}
	return 1
}

// StatusH is the status line's height.
func (v PlayView) StatusH() int {
	if v.Barless() && v.Touch && !v.Rail() {
		return v.U(44) // it holds the game ID, a target for a finger
	}
	return v.U(StatusBar) + (v.StatusLines()-1)*v.U(StatusLine)
}

// StatusRect is the status line: under the board, above the toolbar, or at the rail's foot.
func (v PlayView) StatusRect() image.Rectangle {
	h := v.StatusH()
	y := v.H - v.ToolRows()*v.RowH() - h
	if v.Rail() {
		y = v.H - v.U(4) - h
		return image.Rect(v.railX(), y, v.W-v.U(pad), y+h)
	}
	return image.Rect(v.U(pad), y, v.W-v.U(pad), y+h)
}

// BoardRect is the scene's area: what the bars and the rail leave.
func (v PlayView) BoardRect() image.Rectangle {
	if v.Rail() {
		return image.Rect(v.U(pad), v.TopH(), v.railX()-v.U(pad), v.H-v.U(4))
	}
	return image.Rect(v.U(pad), v.TopH(), v.W-v.U(pad), v.StatusRect().Min.Y-v.U(4))
}

// TopRect is the top bar: the puzzle's title and its game ID (empty when barless).
func (v PlayView) TopRect() image.Rectangle {
	if v.Barless() {
		return image.Rectangle{}
	}
	return image.Rect(0, 0, v.W, v.TopH())
}

// FlashRect is where the completion flash shows: over the top bar, whose title and game ID the player
// does not need for the moment it shows, never over the board or the status; barless, over the status
// line, which says the same.
func (v PlayView) FlashRect() image.Rectangle {
	if v.Barless() {
		return v.StatusRect()
	}
	w, h := min(v.U(240), v.W-2*v.U(pad)), v.TopH()-v.U(4)
	return image.Rect((v.W-w)/2, v.U(2), (v.W+w)/2, v.U(2)+h)
}

// FlashFace is the flash's text size and its icon's side in r, smaller where the banner is narrow (the
// rail's status line) for label to fit, down to 14 units.
func (v PlayView) FlashFace(r image.Rectangle, label string) (size, icon float64) {
	icon = min(float64(r.Dy())*0.7, 36*v.Unit)
	size = min(26*v.Unit, float64(r.Dy())*0.62)
	for size > 14*v.Unit && icon+float64(v.U(10))+v.M.Width(label, size, true) > float64(r.Dx()-v.U(16)) {
		size = max(14*v.Unit, size-v.Unit)
		icon = min(icon, size*1.2)
	}
	return size, icon
}

// Top is the top bar's texts: the puzzle's title and its text size (in pixels), and the game ID. The
// title comes first, smaller (down to 14 units) where it does not fit beside the ID at its least (three
// characters and "…"), with "Quintet · " before it where that fits beside the whole ID; the ID has what
// the title leaves, shortened at its end (a tap on it opens the dialog, which shows it whole). mono
// measures the ID; ellipsize shortens the title in bold at a size to a width (the shell records it).
func (v PlayView) Top(title, id string, mono func(string) float64, ellipsize func(s string, size, width float64) string) (string, float64, string) {
	size := 20 * v.Unit
	if v.Short() {
		size = 17 * v.Unit
	}
	room := float64(v.W - 3*v.U(pad))
	least := min(mono(id), mono("000…"))
	for sz := size / v.Unit; sz > 14 && v.M.Width(title, size, true) > room-least; sz-- {
		size = (sz - 1) * v.Unit
	}
	if v.M.Width("Quintet · "+title, size, true) <= room-mono(id) {
		title = "Quintet · " + title
	}
	title = ellipsize(title, size, room-least)
	return title, size, ShortID(id, mono, room-v.M.Width(title, size, true))
}

// Flash is how the completion flash looks at a moment: its words and icon, a win or not (its colour),
// its opacity, its text size, its icon's side, where the icon starts and the middle of its line.
type Flash struct {
	Label, Icon        string
	Won                bool
	Alpha              float64
	Size, Side, X, Mid float64
}

// FlashAt is the flash part of the way through its time (0 to 1): at full strength for hold of it,
// then fading, unless still (less motion), in which case it shows and goes without fading.
func (v PlayView) FlashAt(part, hold float64, won, still bool) Flash {
	f := Flash{Label: "Solved!", Icon: "check", Won: won, Alpha: 1}
	if !won {
		f.Label, f.Icon = "Lost", "cross"
	}
	if part > hold && !still {
		f.Alpha = 1 - (part-hold)/(1-hold)
	}
	r := v.FlashRect()
	f.Size, f.Side = v.FlashFace(r, f.Label)
	f.X = float64(r.Min.X+r.Max.X)/2 - (f.Side+float64(v.U(10))+v.M.Width(f.Label, f.Size, true))/2
	f.Mid = float64(r.Min.Y+r.Max.Y) / 2
	return f
}

// ShortID is a game ID shortened to room, its start kept (the puzzle and its size) and "…" for the
// rest, width measuring it: the ID dialog shows it whole.
func ShortID(id string, width func(string) float64, room float64) string {
	if width(id) <= room {
		return id
	}
	for n := len(id) - 1; n > 0; n-- {
		if s := id[:n] + "…"; width(s) <= room {
			return s
		}
	}
	return "…"
}

// Report adds the puzzle screen's parts (the top bar, the board, the status line, the toolbar's
// buttons and the completion flash where it is on: it covers the top bar, barless the status line) and
// its targets (the buttons, the folds' chips as "more 1" on, the game ID where it has a place) to a
// layout report's maps.
func (v PlayView) Report(parts, targets map[string]image.Rectangle, flash bool, chips []image.Rectangle, id image.Rectangle) {
	if !flash && !v.Barless() {
		parts["top"] = v.TopRect()
	}
	parts["board"] = v.BoardRect()
	if !flash || !v.Barless() {
		parts["status"] = v.StatusRect()
	}
	for _, b := range v.Toolbar() {
		parts["tool "+b.Label] = b.R
		targets["tool "+b.Label] = b.R
	}
	for j, c := range chips {
		targets[fmt.Sprint("more ", j+1)] = c
	}
	if flash {
		parts["flash"] = v.FlashRect()
	}
	if !id.Empty() {
		targets["game ID"] = id
	}
}

// HoverAt numbers what a pointer at pt is over that is drawn differently when hovered: toolbar button i
// (bar) is i, the "more ›" chip i is 1000+i, the text i shortened with "…" (boxes; with a margin of 4
// units: its tooltip) is 2000+i; -1 for nothing.
func (v PlayView) HoverAt(pt image.Point, bar []Tool, chips, boxes []image.Rectangle) int {
	for i, b := range bar {
		if pt.In(b.R) {
			return i
		}
	}
	for i, c := range chips {
		if pt.In(c) {
			return 1000 + i
		}
	}
	for i, b := range boxes {
		if pt.In(b.Inset(-v.U(4))) {
			return 2000 + i
		}
	}
	return -1
}
