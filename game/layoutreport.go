package game

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

// layoutNow draws the screen afresh onto screen while recording it, and reports the layout (tests ask
// for it through the Probe).
func (a *App) layoutNow(screen *ebiten.Image) Layout {
	a.dirty = true
	a.Draw(screen)
	l := Layout{W: a.w, H: a.h, Unit: a.unit, Touch: a.touchLayout(), Parts: map[string]image.Rectangle{},
		Targets: map[string]image.Rectangle{}, Texts: a.texts.Drawn, SceneText: a.texts.SceneText}
	l.Cut = a.texts.Cut()
	switch o := a.overlay.(type) {
	case *helpScreen:
		hl := o.layout()
		l.Parts["panel"] = hl.Panel
		l.Targets = hl.Targets(o.Titles)
		return l
	case *statsScreen:
		o.report(&l)
		return l
	case *idDialog:
		l.Parts["panel"] = o.rect()
		l.Targets["field"] = o.fieldRect()
		for _, b := range o.buttons() {
			l.Targets[b.Part.Label()] = b.R
		}
		return l
	}
	if a.mid.Current() < 0 {
		items := a.menu.items(a.menu.cards())
		for i, it := range items {
			if it.R.Min.Y >= 0 && it.R.Max.Y <= a.menu.footer() { // wholly in view
				l.Targets[fmt.Sprint("item ", i)] = it.R
			}
		}
		return l
	}
	p := a.game
	_, flash := p.flashRect()
	if !flash && !p.barless() { // the flash covers the top bar while it shows
		l.Parts["top"] = p.topRect()
	}
	l.Parts["board"] = p.boardRect()
	if !flash || !p.barless() { // barless, the flash covers the status line
		l.Parts["status"] = p.statusRect()
	}
	for _, b := range p.toolbar() {
		l.Parts["tool "+b.label] = b.r
		l.Targets["tool "+b.label] = b.r
	}
	for i, fd := range p.folds {
		l.Targets[fmt.Sprint("more ", i+1)] = fd.chip
		l.Folded = append(l.Folded, fd.whole)
	}
	if r, on := p.flashRect(); on {
		l.Parts["flash"] = r
	}
	if r := p.idRect(); !r.Empty() {
		l.Targets["game ID"] = r
	}
	idle := a.tracker.Idle(a.start)
	f := a.frame(&idle)
	sc := p.scene()
	l.Board = f.Area
	if b, ok := sc.(scene.Boarder); ok {
		l.Board = b.BoardBounds(f)
	} else if g, ok := sc.(scene.TapGridder); ok {
		if tg, ok := g.TapGrids(f)["board"]; ok {
			l.Board = tg.Rect
		}
	}
	if t, ok := sc.(scene.Targeter); ok {
		l.SceneTarget = t.MinTarget(f)
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
func (a *App) textReport() []any {
	l := Layout{W: a.w, H: a.h, Texts: a.texts.Drawn}
	l.Cut = a.texts.Cut()
	out := []any{}
	for _, p := range l.TextProblems() {
		out = append(out, p)
	}
	return out
}

// layoutReport says, in CSS pixels, how large the smallest text and touch targets on screen are, for
// the browser test to check the phone layout.
func (a *App) layoutReport() map[string]any {
	s := a.scale
	if s <= 0 {
		s = 1
	}
	r := map[string]any{"width": float64(a.w) / s, "height": float64(a.h) / s, "unit": a.unit / s}
	if d := a.dialogReport(s); d != nil {
		r["dialog"] = d
	}
	// The smallest text the shell draws is 14 units; the smallest the scene drew on the last frame counts
	// too, and so does the smallest thing a tap acts on and where the cells a tap plays are.
	minText := 14 * a.unit / s
	if c := a.mid.Current(); c >= 0 {
		idle := a.tracker.Idle(a.start)
		f := a.frame(&idle)
		if v := a.texts.SceneText; v > 0 {
			minText = min(minText, v/s)
		}
		if m, ok := a.scenes[c].(scene.Targeter); ok {
			r["min_target"] = m.MinTarget(f) / s
		}
		if g, ok := a.scenes[c].(scene.TapGridder); ok {
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
	r["text_problems"] = a.textReport()
	if a.mid.Current() >= 0 {
		minW, minH := 1e9, 1e9
		for _, b := range a.game.toolbar() {
			minW = min(minW, float64(b.r.Dx())/s)
			minH = min(minH, float64(b.r.Dy())/s)
		}
		r["min_button_w"], r["min_button_h"] = minW, minH
		br := a.game.boardRect()
		r["board"] = []any{float64(br.Min.X) / s, float64(br.Min.Y) / s, float64(br.Dx()) / s, float64(br.Dy()) / s}
	}
	return r
}

// dialogReport describes the open game-ID dialog, or is nil: its buttons (in pixels divided by s), the
// field's text, the part with the focus and the message shown, for the tests to click and check.
func (a *App) dialogReport(s float64) map[string]any {
	d, ok := a.overlay.(*idDialog)
	if !ok {
		return nil
	}
	var buttons []any
	for _, b := range d.buttons() {
		buttons = append(buttons, map[string]any{"label": b.Part.Label(), "x": float64(b.R.Min.X) / s, "y": float64(b.R.Min.Y) / s,
			"w": float64(b.R.Dx()) / s, "h": float64(b.R.Dy()) / s})
	}
	focus := "field"
	for _, b := range d.buttons() {
		if b.Part == d.Focus {
			focus = b.Part.Label()
		}
	}
	return map[string]any{"buttons": buttons, "field": d.Field.Text, "focus": focus, "note": d.Note, "error": d.Err,
		"waiting": d.Waiting}
}
