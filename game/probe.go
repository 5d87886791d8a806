package game

import (
	"image"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/midend"
	"quintet/game/scene"
	"quintet/game/session"
	"quintet/rules/puzzle"
)

// Probe is the test and inspection surface of an App: it feeds the App synthetic input and reports
// what the App shows (where its buttons are, what its screens say, how many frames it drew). The game
// itself never uses it; the product API is New, the ebiten.Game methods (Update, Draw, Layout, LayoutF)
// and Close. Its users are game/gametest and the scene tests, the real binary's -state and -autoplay
// hooks (cmd/quintet), and tests in this package.
type Probe struct{ a *App }

// ProbeOf returns the probe of a.
func ProbeOf(a *App) *Probe { return &Probe{a: a} }

// ChipDaily is the label of a menu card's chip for today's game (tests click it: see MenuChip).
const ChipDaily = chipDaily

// --- input ---------------------------------------------------------------------------------------------

// Again asks for another frame right after this one (a wrapper that plays by itself uses it).
func (p *Probe) Again() { p.a.again = true }

// Inject queues synthetic input for the next Update: keys (pressed in turn, each typing its character
// as a keyboard does when typed is nil), typed characters and a click (a press and a release there).
func (p *Probe) Inject(keys []ebiten.Key, typed []rune, click *image.Point) {
	a := p.a
	now := a.now()
	for _, k := range keys {
		key := keyOf(k, a.injCtrl, a.injShift)
		a.pending = append(a.pending, input.Event{Kind: input.KeyDown, Key: key, At: now})
		// A real keyboard also types the key's character (the game decides whether it is text), unless
		// the caller gives the typed characters itself.
		if r := []rune(key.Char); typed == nil && len(r) == 1 && !key.Ctrl && typedByKey(k) {
			if a.injShift {
				r[0] = unicode.ToUpper(r[0])
			}
			a.pending = append(a.pending, input.Event{Kind: input.Text, Rune: r[0], At: now})
		}
	}
	for _, r := range typed {
		a.pending = append(a.pending, input.Event{Kind: input.Text, Rune: r, At: now})
	}
	if click != nil {
		a.pending = append(a.pending, input.Event{Kind: input.PointerDown, Pos: *click, At: now},
			input.Event{Kind: input.PointerUp, Pos: *click, At: now})
	}
	a.injCtrl, a.injShift = false, false
}

// InjectEvents queues raw events for the next Update.
func (p *Probe) InjectEvents(es ...input.Event) { p.a.pending = append(p.a.pending, es...) }

// InjectMods holds Ctrl and Shift for the next Inject's keys.
func (p *Probe) InjectMods(ctrl, shift bool) { p.a.injCtrl, p.a.injShift = ctrl, shift }

// SetClipboard replaces the clipboard (tests use one of their own).
func (p *Probe) SetClipboard(c Clipboard) { p.a.clip = c }

// Open shows the named puzzle.
func (p *Probe) Open(name string) {
	p.a.mid.OpenNamed(name)
	p.a.setKeymap()
	p.a.overlay = nil
}

// --- state ---------------------------------------------------------------------------------------------

// Controller is the midend the App draws.
func (p *Probe) Controller() *midend.Controller { return p.a.mid }

// Scene is the open puzzle's scene, or nil on the menu.
func (p *Probe) Scene() scene.Scene {
	if c := p.a.mid.Current(); c >= 0 {
		return p.a.scenes[c]
	}
	return nil
}

// Session returns the session of the named puzzle.
func (p *Probe) Session(name string) *session.Session { return p.a.mid.SessionNamed(name) }

// Theme is the palette in use.
func (p *Probe) Theme() *kit.Theme { return p.a.theme() }

// Unit is the number of screen pixels per layout unit.
func (p *Probe) Unit() float64 { return p.a.unit }

// Message is the status message shown now.
func (p *Probe) Message() string { return p.a.mid.Note() }

// HintReady reports the open puzzle's hint, once computed.
func (p *Probe) HintReady() (puzzle.Hint, bool) {
	h, err, ready := p.a.mid.Hint()
	return h, ready && err == nil
}

// PuzzleKeys is the open puzzle's keys as the keymap has them.
func (p *Probe) PuzzleKeys() []input.Binding {
	return append([]input.Binding(nil), p.a.keymap.Puzzle...)
}

// FlashShown reports whether the completion flash is on screen.
func (p *Probe) FlashShown() bool { _, on := p.a.mid.FlashAge(); return on }

// Revealing reports whether the open scene is still playing out how its game ended.
func (p *Probe) Revealing() bool { return p.a.revealing() }

// Help reports the help screen's state (false when it is not open).
func (p *Probe) Help() (HelpState, bool) { return p.a.helpState() }

// Dialog describes the open game-ID dialog in screen pixels (see dialogReport), or is nil.
func (p *Probe) Dialog() map[string]any { return p.a.dialogReport(1) }

// StatsNote is what the statistics screen says of the last share ("" when it is not open).
func (p *Probe) StatsNote() (open bool, note string) {
	s, ok := p.a.overlay.(*statsScreen)
	if !ok {
		return false, ""
	}
	return true, s.note
}

// Announce says what changed since the last call and returns the lines (nil when nothing changed), as
// the browser's live regions are told.
func (p *Probe) Announce() []Announcement { return p.a.announce() }

// --- where things are ------------------------------------------------------------------------------------

// BoardRect is where the open puzzle's scene draws.
func (p *Probe) BoardRect() image.Rectangle { return p.a.game.boardRect() }

// ToolButton is the open puzzle's toolbar button for act (empty when there is none).
func (p *Probe) ToolButton(act input.Action) image.Rectangle {
	for _, b := range p.a.game.toolbar() {
		if b.action == act {
			return b.r
		}
	}
	return image.Rectangle{}
}

// MenuPreset is where the menu shows preset j of the named puzzle now (scrolling moves it).
func (p *Probe) MenuPreset(name string, j int) image.Rectangle {
	a := p.a
	for _, c := range a.menu.cards() {
		if a.puzzles[c.puzzle].Backend.Info().Name == name && j < len(c.presets) {
			return c.presets[j]
		}
	}
	return image.Rectangle{}
}

// MenuCard is where the menu shows the named puzzle's card now.
func (p *Probe) MenuCard(name string) image.Rectangle {
	a := p.a
	for _, c := range a.menu.cards() {
		if a.puzzles[c.puzzle].Backend.Info().Name == name {
			return c.r
		}
	}
	return image.Rectangle{}
}

// MenuChip is where the menu shows the named puzzle's chip with this label now (empty off the menu).
func (p *Probe) MenuChip(name, label string) image.Rectangle {
	a := p.a
	if a.mid.Current() >= 0 || a.overlay != nil {
		return image.Rectangle{}
	}
	for _, pz := range a.puzzles {
		if pz.Backend.Info().Name == name {
			for j, c := range cardChips(pz.Backend.Info()) {
				if c == label {
					return p.MenuPreset(name, j)
				}
			}
		}
	}
	return image.Rectangle{}
}

// MenuSelected is where the menu shows its selected card or preset now.
func (p *Probe) MenuSelected() image.Rectangle {
	a := p.a
	items := a.menu.items(a.menu.cards())
	if len(items) == 0 {
		return image.Rectangle{}
	}
	return items[min(max(a.menu.sel, 0), len(items)-1)].r
}

// LayoutNow draws the screen afresh onto screen while recording it, and reports the layout.
func (p *Probe) LayoutNow(screen *ebiten.Image) Layout { return p.a.layoutNow(screen) }

// --- frames ----------------------------------------------------------------------------------------------

// Dirty reports whether the next Draw will redraw.
func (p *Probe) Dirty() bool { return p.a.dirty || p.a.animating || p.a.mid.Version() != p.a.drawn }

// Frames counts the frames drawn (redrawn, not skipped).
func (p *Probe) Frames() int { return p.a.frames }

// Presents counts the frames that only showed the last picture again (see present).
func (p *Probe) Presents() int { return p.a.presents }

// Starting reports whether a staged start has yet to draw its first real frame.
func (p *Probe) Starting() bool { return p.a.boot != nil }

// XKeys reports whether key presses come from the X server's own events (xinput_linux.go).
func (p *Probe) XKeys() bool { return p.a.raw.x.reads() }

// XClicks reports whether clicks come from the X server's own events (xinput_linux.go).
func (p *Probe) XClicks() bool { return p.a.raw.x.readsClicks() }

// TapGrids are the open scene's tap grids (TapGridder) in screen pixels: x0, y0, x1, y1 of the grid,
// then its first cell's column and row, its columns and rows (the cells split it evenly).
func (p *Probe) TapGrids() map[string][]int {
	g, ok := p.Scene().(scene.TapGridder)
	if !ok {
		return nil
	}
	a := p.a
	idle := a.tracker.Idle(a.start)
	out := map[string][]int{}
	for name, tg := range g.TapGrids(a.frame(&idle)) {
		r := tg.Rect
		out[name] = []int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y, tg.Col0, tg.Row0, tg.Cols, tg.Rows}
	}
	return out
}
