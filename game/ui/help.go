package ui

import (
	"fmt"

	"quintet/game/input"
)

// Help is the help's state: its pages (each with a title and a number of steps of its picture), the
// page and step shown, and how far a long text is scrolled. Left and Right step through it page after
// page, Tab and Shift+Tab or Page Up and Page Down jump a page, Enter steps on and closes at the end.
type Help struct {
	Titles []string
	steps  []int
	Page   int // the page shown
	Step   int // the step of its picture
	Line   int // the first line of its text shown (long texts scroll)
	// Lines is how many text lines the last draw had room for, and Wrapped how many the text has.
	Lines, Wrapped int
}

// NewHelp is the help with the pages titled titles, page i having steps[i] steps (0 or 1: one).
func NewHelp(titles []string, steps []int) *Help {
	return &Help{Titles: titles, steps: steps}
}

// HelpOpened is what the help says when it opens.
const HelpOpened = "Help. Arrows or Page Up and Page Down turn the pages; Tab jumps to the next page; Esc closes."

// Steps is how many steps page i has.
func (h *Help) Steps(i int) int {
	if i < 0 || i >= len(h.steps) {
		return 1
	}
	return max(1, h.steps[i])
}

// Last reports whether the page and step shown are the help's very last.
func (h *Help) Last() bool { return h.Page == len(h.Titles)-1 && h.Step >= h.Steps(h.Page)-1 }

// GoTo shows page's step (both held within the help), at the top of its text when the page changes.
func (h *Help) GoTo(page, step int) {
	page = min(max(page, 0), len(h.Titles)-1)
	step = min(max(step, 0), h.Steps(page)-1)
	if page != h.Page {
		h.Line = 0
	}
	h.Page, h.Step = page, step
}

// Forward steps the picture on, then to the next page; Backward the other way.
func (h *Help) Forward() {
	switch {
	case h.Step < h.Steps(h.Page)-1:
		h.GoTo(h.Page, h.Step+1)
	case h.Page < len(h.Titles)-1:
		h.GoTo(h.Page+1, 0)
	}
}

// Backward steps back, to the previous page's last step from a page's first.
func (h *Help) Backward() {
	switch {
	case h.Step > 0:
		h.GoTo(h.Page, h.Step-1)
	case h.Page > 0:
		h.GoTo(h.Page-1, h.Steps(h.Page-1)-1)
	}
}

// Scroll moves the text d lines down (up when negative), within what the last draw showed.
func (h *Help) Scroll(d int) {
	h.Line = min(max(0, h.Line+d), max(0, h.Wrapped-h.Lines))
}

// Key takes one step's keys and wheel (clicks are the shell's, which knows where things are drawn). It
// reports whether the help closes.
func (h *Help) Key(in *input.Input) (closes bool) {
	switch in.Action {
	case input.Back, input.Help:
		return true
	case input.Select:
		if h.Last() {
			return true
		}
		h.Forward()
	case input.Right:
		h.Forward()
	case input.Left:
		h.Backward()
	case input.Down:
		h.Scroll(1)
	case input.Up:
		h.Scroll(-1)
	case input.PageDown:
		h.GoTo(h.Page+1, 0)
	case input.PageUp:
		h.GoTo(h.Page-1, 0)
	case input.Home:
		h.GoTo(0, 0)
	}
	if in.Key.Code == "Tab" {
		n := len(h.Titles)
		if in.Key.Shift {
			h.GoTo((h.Page+n-1)%n, 0)
		} else {
			h.GoTo((h.Page+1)%n, 0)
		}
	}
	if in.Wheel != 0 {
		h.Scroll(-int(in.Wheel * 3))
	}
	return false
}

// NextLabel is the Next button's label: Close on the very last step.
func (h *Help) NextLabel() string {
	if h.Last() {
		return "Close"
	}
	return "Next ›"
}

// AtStart reports whether the first step of the first page is shown (Back does nothing).
func (h *Help) AtStart() bool { return h.Page == 0 && h.Step == 0 }

// Counter says where the help is: the step of a page that steps, else the page.
func (h *Help) Counter() string {
	if h.Steps(h.Page) > 1 {
		return fmt.Sprintf("step %d of %d", h.Step+1, h.Steps(h.Page))
	}
	return fmt.Sprintf("%d of %d", h.Page+1, len(h.Titles))
}

// CounterShort is Counter in a narrow room: "3/9".
func (h *Help) CounterShort() string {
	if h.Steps(h.Page) > 1 {
		return fmt.Sprintf("%d/%d", h.Step+1, h.Steps(h.Page))
	}
	return fmt.Sprintf("%d/%d", h.Page+1, len(h.Titles))
}

// FocusWords are what a screen reader is told of the page shown, whose text (at its step) is text.
func (h *Help) FocusWords(text string) string {
	return fmt.Sprintf("Page %d of %d, %s. %s", h.Page+1, len(h.Titles), h.Titles[h.Page], text)
}

// TabStrip is which tabs a strip with room for fit of them shows: first and how many, the page shown
// always among them and as near the middle as the ends allow.
func (h *Help) TabStrip(fit int) (first, n int) {
	total := len(h.Titles)
	n = min(max(1, fit), total)
	first = min(max(0, h.Page-(n-1)/2), total-n)
	return first, n
}
