package probe

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/kit"
	"quintet/game/scene"
)

// Layout is the layout report of one frame: where the screen's parts are, every line of text drawn
// and every text not shown whole, so a test can check a screen at any size — no text clipped or cut,
// the board's share of the window, targets a finger can hit, nothing overlapping.
type Layout struct {
	W, H  int
	Unit  float64
	Touch bool // laid out for fingers (a phone's or a small touch screen's size)
	// Parts are the shell's rectangles that must not overlap one another ("top", "board", "status",
	// "tool Menu"…, "flash"; "panel" of the help or the dialog), by name.
	Parts map[string]image.Rectangle
	// Targets are the rectangles a tap acts on (buttons, tabs, menu items), by name.
	Targets map[string]image.Rectangle
	// Board is the puzzle's board itself (where the scene says it is), or empty on the menu.
	Board image.Rectangle
	// SceneTarget is the smallest thing the scene's taps act on, in pixels (0: none said).
	SceneTarget float64
	// SceneText is the smallest font size the scene drew, in pixels (0: it drew no text).
	SceneText float64
	Texts     []kit.TextDrawn
	Cut       []kit.TextCut
	// Folded are the whole texts behind the scene's "more ›" chips (Targets "more 1"…), in order.
	Folded []string
}

// layoutNow draws the screen afresh onto screen while recording it, and reports the layout.
func layoutNow(t Target, screen *ebiten.Image) Layout {
	t.Redraw(screen)
	v, texts := t.View(), t.Texts()
	parts, targets, folded, puzzle := t.Parts()
	l := Layout{W: v.W, H: v.H, Unit: v.Unit, Touch: v.Touch, Parts: parts, Targets: targets, Folded: folded, Texts: texts.Drawn,
		SceneText: texts.SceneText}
	l.Cut = texts.Cut()
	if !puzzle {
		return l
	}
	f, sc := t.SceneFrame(), t.Scene()
	l.Board = f.Area
	if b, ok := sc.(scene.Boarder); ok {
		l.Board = b.BoardBounds(f)
	} else if g, ok := sc.(scene.TapGridder); ok {
		if tg, ok := g.TapGrids(f)["board"]; ok {
			l.Board = tg.Rect
		}
	}
	if tg, ok := sc.(scene.Targeter); ok {
		l.SceneTarget = tg.MinTarget(f)
	}
	return l
}

// TextProblems lists what is wrong with the texts of the report: a text outside the screen, the image
// it was drawn on or the part it belongs to (a part that scrolls need only hold it across), a text cut
// (a paragraph begun and not finished, a text elided whose whole is nowhere), and two texts overlapping.
func (l Layout) TextProblems() []string {
	var out []string
	screen := image.Rect(0, 0, l.W, l.H)
	inside := func(b, r image.Rectangle, scrolls bool) bool {
		r = r.Inset(-1)
		if scrolls {
			return b.Min.X >= r.Min.X && b.Max.X <= r.Max.X
		}
		return b.In(r)
	}
	for _, tx := range l.Texts {
		switch {
		case !inside(tx.Box, screen, tx.Scrolls):
			out = append(out, fmt.Sprintf("text %q at %v leaves the screen", tx.Text, tx.Box))
		case !inside(tx.Box, tx.Clip, tx.Scrolls):
			out = append(out, fmt.Sprintf("text %q at %v is clipped by %v", tx.Text, tx.Box, tx.Clip))
		case !tx.Region.Empty() && !inside(tx.Box, tx.Region, tx.Scrolls):
			out = append(out, fmt.Sprintf("text %q at %v leaves its part %v", tx.Text, tx.Box, tx.Region))
		}
	}
	for _, c := range l.Cut {
		out = append(out, fmt.Sprintf("text cut (%s): %q shows as %q", c.How, c.Text, c.Shown))
	}
	for i, a := range l.Texts {
		for _, b := range l.Texts[i+1:] {
			if a.Box.Inset(1).Overlaps(b.Box.Inset(1)) && !a.Scrolls {
				out = append(out, fmt.Sprintf("text %q %v overlaps text %q %v", a.Text, a.Box, b.Text, b.Box))
			}
		}
	}
	return out
}

// textReport is the last frame's text problems (TextProblems), for the browser's status (as []any,
// which js.ValueOf takes; it panics on a []string).
func textReport(t Reporter) []any {
	v, texts := t.View(), t.Texts()
	l := Layout{W: v.W, H: v.H, Texts: texts.Drawn}
	l.Cut = texts.Cut()
	out := []any{}
	for _, p := range l.TextProblems() {
		out = append(out, p)
	}
	return out
}

// Report says, in CSS pixels, how large the smallest text and touch targets on screen are and where
// the tap grids, the board and the dialog's buttons are, and what the last frame drew of text and did
// not show whole (TextProblems): the browser's tests read it (window.quintet.layout) to check the
// phone layout. It is made only when asked.
func Report(t Reporter) map[string]any {
	v := t.View()
	s := v.Scale
	if s <= 0 {
		s = 1
	}
	r := map[string]any{"width": float64(v.W) / s, "height": float64(v.H) / s, "unit": v.Unit / s}
	if d := t.Dialog(s); d != nil {
		r["dialog"] = d
	}
	// The smallest text the shell draws is 14 units; the smallest the scene drew on the last frame counts
	// too, and so does the smallest thing a tap acts on and where the cells a tap plays are.
	minText := 14 * v.Unit / s
	open := t.Controller().Current() >= 0
	if open {
		f, sc := t.SceneFrame(), t.Scene()
		if v := t.Texts().SceneText; v > 0 {
			minText = min(minText, v/s)
		}
		if m, ok := sc.(scene.Targeter); ok {
			r["min_target"] = m.MinTarget(f) / s
		}
		if g, ok := sc.(scene.TapGridder); ok {
			grids := map[string]any{}
			for name, tg := range g.TapGrids(f) {
				rc := tg.Rect
				grids[name] = []any{float64(rc.Min.X) / s, float64(rc.Min.Y) / s, float64(rc.Dx()) / s, float64(rc.Dy()) / s,
					float64(tg.Col0), float64(tg.Row0), float64(tg.Cols), float64(tg.Rows)}
			}
			r["grids"] = grids
		}
	}
	r["min_text"] = minText
	// What the last frame drew of text and did not show whole or inside its part (TextProblems).
	r["text_problems"] = textReport(t)
	if open {
		minW, minH := 1e9, 1e9
		for _, b := range t.Toolbar() {
			minW = min(minW, float64(b.R.Dx())/s)
			minH = min(minH, float64(b.R.Dy())/s)
		}
		r["min_button_w"], r["min_button_h"] = minW, minH
		br := t.BoardRect()
		r["board"] = []any{float64(br.Min.X) / s, float64(br.Min.Y) / s, float64(br.Dx()) / s, float64(br.Dy()) / s}
	}
	return r
}
