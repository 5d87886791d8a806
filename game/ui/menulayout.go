package ui

import (
	"fmt"
	"image"
)

// MenuText is what one puzzle's menu card says: its title, blurb, note (Info.Card) and chips.
type MenuText struct {
	Title, Blurb, Note string
	Chips              []string
}

// CardLayout is one menu card laid out, unscrolled, in pixels.
type CardLayout struct {
	Puzzle  int
	R       image.Rectangle
	Title   []string // the number and title, wrapped when they do not fit beside the state
	Below   bool     // the state goes on a line under the title
	Head    int      // how much further down than usual the blurb starts
	Records int      // the lines kept for the record line
	Blurb   []string // the blurb, wrapped to the card
	Note    []string // the note, wrapped
	Chips   []image.Rectangle
}

// LongestState and LongestRecord are as long as a card's state and record line get, for the room they
// are given.
const (
	LongestState  = "Continue: 9 999 moves"
	LongestRecord = "999 won · 999 at par · best 59:59"
)

// Menu sizes, in units: a chip's height (a target for a finger) and the margin between cards.
const (
	ChipH   = 44
	menuPad = 10
)

// HeadDrop is how far the menu's heading goes down to leave the text-size and motion buttons (labels
// sides) a row of their own above it, on a screen sw pixels wide at unit pixels a unit: none when they
// fit beside the title.
func HeadDrop(sw int, unit float64, sides []string, m Measure) int {
	side := 0
	for _, s := range sides {
		side = max(side, int(m.Width(s, 14*unit, false)))
	}
	title := int(m.Width("Quintet", 38*unit, true))
	if (sw-title)/2 >= side+px(40, unit) {
		return 0
	}
	return px(48, unit)
}

// LayMenu lays the cards out in one or two columns, unscrolled, for a screen sw pixels wide at unit
// pixels a unit, under a heading whose first card row starts at top: each card holds its title (with
// its state beside it or under it), blurb, note, record line and every chip, wrapped onto as many rows
// as they need. Each row of cards is as tall as its tallest card. bottom is where the last card ends.
func LayMenu(sw int, unit float64, top int, cards []MenuText, m Measure) (out []CardLayout, bottom int) {
	u := func(v float64) int { return px(v, unit) }
	small, big := 14*unit, 22*unit
	cols := 1
	if sw > u(700) {
		cols = 2
	}
	cw := (sw - u(menuPad)*(cols+1)) / cols
	inner := float64(cw - u(28))
	var needs []int
	for i, t := range cards {
		c := CardLayout{Puzzle: i, Blurb: m.Wrap(t.Blurb, small, false, inner)}
		if t.Note != "" {
			c.Note = m.Wrap(t.Note, small, false, inner)
		}
		title := fmt.Sprintf("%d  %s", i+1, t.Title)
		c.Title = []string{title}
		if m.Width(title, big, true)+m.Width(LongestState, small, false)+float64(u(16)) > inner {
			c.Title, c.Below = m.Wrap(title, big, true, inner), true
			c.Head = (len(c.Title)-1)*u(28) + u(22)
		}
		c.Records = min(3, len(m.Wrap(LongestRecord, small, false, inner)))
		y := c.Head + u(46) + (len(c.Blurb)+len(c.Note)+c.Records)*u(19) + u(10)
		x := u(14)
		rowH := u(ChipH)
		for _, name := range t.Chips {
			w := min(int(m.Width(name, small, false))+u(20), cw-u(28))
			h := u(ChipH)
			if n := len(m.Wrap(name, small, false, float64(w-u(12)))); n > 1 { // a long name wraps
				h = n*u(18) + u(12)
			}
			if x+w > cw-u(14) && x > u(14) {
				x, y = u(14), y+rowH+u(6)
				rowH = u(ChipH)
			}
			c.Chips = append(c.Chips, image.Rect(x, y, x+w, y+h))
			rowH = max(rowH, h)
			x += w + u(8)
		}
		needs = append(needs, y+rowH+u(12))
		out = append(out, c)
	}
	y := top
	for row := 0; row*cols < len(out); row++ {
		h := 0
		for i := row * cols; i < min(len(out), (row+1)*cols); i++ {
			h = max(h, needs[i])
		}
		for i := row * cols; i < min(len(out), (row+1)*cols); i++ {
			x := u(menuPad) + (i%cols)*(cw+u(menuPad))
			out[i].R = image.Rect(x, y, x+cw, y+h)
			for j := range out[i].Chips {
				out[i].Chips[j] = out[i].Chips[j].Add(image.Pt(x, y))
			}
		}
		y += h + u(menuPad)
	}
	return out, y
}
