package probe

import (
	"image"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/clipboard"
	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/midend"
	"quintet/game/scene"
	"quintet/game/session"
	"quintet/rules/puzzle"
)

// Probe is the test and inspection surface of an App (game.ProbeOf makes one): it feeds the App
// synthetic input and reports what the App shows. Its users are game/gametest and the scene tests, the
// real binary's -state and -autoplay hooks (cmd/quintet), and the game's own tests.
type Probe struct {
	t                 Target
	injCtrl, injShift bool // modifiers for the next injected keys
}

// New returns a probe of t.
func New(t Target) *Probe { return &Probe{t: t} }

// --- input ---------------------------------------------------------------------------------------------

// Again asks for another frame right after this one (a wrapper that plays by itself uses it).
func (p *Probe) Again() { p.t.Again() }

// Inject queues synthetic input for the next Update: keys (pressed in turn, each typing its character
// as a keyboard does when typed is nil), typed characters and a click (a press and a release there).
func (p *Probe) Inject(keys []ebiten.Key, typed []rune, click *image.Point) {
	now := p.t.Now()
	var es []input.Event
	for _, k := range keys {
		key, types := p.t.Key(k, p.injCtrl, p.injShift)
		es = append(es, input.Event{Kind: input.KeyDown, Key: key, At: now})
		// A real keyboard also types the key's character (the game decides whether it is text), unless
		// the caller gives the typed characters itself.
		if r := []rune(key.Char); typed == nil && len(r) == 1 && !key.Ctrl && types {
			if p.injShift {
				r[0] = unicode.ToUpper(r[0])
			}
			es = append(es, input.Event{Kind: input.Text, Rune: r[0], At: now})
		}
	}
	for _, r := range typed {
		es = append(es, input.Event{Kind: input.Text, Rune: r, At: now})
	}
	if click != nil {
		es = append(es, input.Event{Kind: input.PointerDown, Pos: *click, At: now},
			input.Event{Kind: input.PointerUp, Pos: *click, At: now})
	}
	p.t.Queue(es...)
	p.injCtrl, p.injShift = false, false
}

// InjectEvents queues raw events for the next Update.
func (p *Probe) InjectEvents(es ...input.Event) { p.t.Queue(es...) }

// InjectMods holds Ctrl and Shift for the next Inject's keys.
func (p *Probe) InjectMods(ctrl, shift bool) { p.injCtrl, p.injShift = ctrl, shift }

// SetClipboard replaces the clipboard (tests use one of their own).
func (p *Probe) SetClipboard(c clipboard.Clipboard) { p.t.SetClipboard(c) }

// Open shows the named puzzle.
func (p *Probe) Open(name string) { p.t.Open(name) }

// --- state ---------------------------------------------------------------------------------------------

// Controller is the midend the App draws.
func (p *Probe) Controller() *midend.Controller { return p.t.Controller() }

// Scene is the open puzzle's scene, or nil on the menu.
func (p *Probe) Scene() scene.Scene { return p.t.Scene() }

// Session returns the session of the named puzzle.
func (p *Probe) Session(name string) *session.Session { return p.t.Controller().SessionNamed(name) }

// Theme is the palette in use.
func (p *Probe) Theme() *kit.Theme { return p.t.Theme() }

// Unit is the number of screen pixels per layout unit.
func (p *Probe) Unit() float64 { return p.t.View().Unit }

// Message is the status message shown now.
func (p *Probe) Message() string { return p.t.Controller().Note() }

// HintReady reports the open puzzle's hint, once computed.
func (p *Probe) HintReady() (puzzle.Hint, bool) {
	h, err, ready := p.t.Controller().Hint()
	return h, ready && err == nil
}

// PuzzleKeys is the open puzzle's keys as the keymap has them.
func (p *Probe) PuzzleKeys() []input.Binding { return p.t.PuzzleKeys() }

// FlashShown reports whether the completion flash is on screen.
func (p *Probe) FlashShown() bool { _, on := p.t.Controller().FlashAge(); return on }

// Revealing reports whether the open scene is still playing out how its game ended.
func (p *Probe) Revealing() bool { return p.t.Revealing() }

// Help reports the help screen's state (false when it is not open).
func (p *Probe) Help() (HelpState, bool) { return p.t.Help() }

// Dialog describes the open game-ID dialog in screen pixels, or is nil: its buttons, the field's text,
// the part with the focus and the message shown.
func (p *Probe) Dialog() map[string]any { return p.t.Dialog(1) }

// StatsNote is what the statistics screen says of the last share ("" when it is not open).
func (p *Probe) StatsNote() (open bool, note string) { return p.t.StatsNote() }

// Announce says what changed since the last call and returns the lines (nil when nothing changed), as
// the browser's live regions are told.
func (p *Probe) Announce() []Announcement { return p.t.Announce() }

// --- where things are ------------------------------------------------------------------------------------

// BoardRect is where the open puzzle's scene draws.
func (p *Probe) BoardRect() image.Rectangle { return p.t.BoardRect() }

// ToolButton is the open puzzle's toolbar button for act (empty when there is none).
func (p *Probe) ToolButton(act input.Action) image.Rectangle {
	for _, b := range p.t.Toolbar() {
		if b.Action == act {
			return b.R
		}
	}
	return image.Rectangle{}
}

// MenuPreset is where the menu shows preset j of the named puzzle now (scrolling moves it).
func (p *Probe) MenuPreset(name string, j int) image.Rectangle {
	for _, c := range p.t.Menu() {
		if c.Name == name && j < len(c.Presets) {
			return c.Presets[j]
		}
	}
	return image.Rectangle{}
}

// MenuCard is where the menu shows the named puzzle's card now.
func (p *Probe) MenuCard(name string) image.Rectangle {
	for _, c := range p.t.Menu() {
		if c.Name == name {
			return c.R
		}
	}
	return image.Rectangle{}
}

// MenuChip is where the menu shows the named puzzle's chip with this label now (empty off the menu).
func (p *Probe) MenuChip(name, label string) image.Rectangle {
	if p.t.Controller().Current() >= 0 || p.t.Overlay() != "" {
		return image.Rectangle{}
	}
	for j, c := range p.t.Chips(name) {
		if c == label {
			return p.MenuPreset(name, j)
		}
	}
	return image.Rectangle{}
}

// MenuSelected is where the menu shows its selected card or preset now.
func (p *Probe) MenuSelected() image.Rectangle { return p.t.MenuSelected() }

// LayoutNow draws the screen afresh onto screen while recording it, and reports the layout.
func (p *Probe) LayoutNow(screen *ebiten.Image) Layout { return layoutNow(p.t, screen) }

// --- frames ----------------------------------------------------------------------------------------------

// Dirty reports whether the next Draw will redraw.
func (p *Probe) Dirty() bool { return p.t.Dirty() }

// Frames counts the frames drawn (redrawn, not skipped).
func (p *Probe) Frames() int { n, _ := p.t.Frames(); return n }

// Presents counts the frames that only showed the last picture again (a window uncovered).
func (p *Probe) Presents() int { _, n := p.t.Frames(); return n }

// XKeys reports whether key presses come from the X server's own events.
func (p *Probe) XKeys() bool { k, _ := p.t.XInput(); return k }

// XClicks reports whether clicks come from the X server's own events.
func (p *Probe) XClicks() bool { _, c := p.t.XInput(); return c }

// TapGrids are the open scene's tap grids (TapGridder) in screen pixels: x0, y0, x1, y1 of the grid,
// then its first cell's column and row, its columns and rows (the cells split it evenly).
func (p *Probe) TapGrids() map[string][]int {
	g, ok := p.Scene().(scene.TapGridder)
	if !ok {
		return nil
	}
	out := map[string][]int{}
	for name, tg := range g.TapGrids(p.t.SceneFrame()) {
		r := tg.Rect
		out[name] = []int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y, tg.Col0, tg.Row0, tg.Cols, tg.Rows}
	}
	return out
}

// PartialFrames is how many frames drew only a part of the screen, and the parts the last one drew
// (none: it found nothing changed).
func (p *Probe) PartialFrames() (int, []image.Rectangle) { return p.t.PartialFrames() }

// Drawn reports what the frames since the last call drew: everything (all), or only the parts. The
// first call starts the count (before it the parts are not kept, so a game played without a probe does
// not gather them forever).
func (p *Probe) Drawn() (all bool, parts []image.Rectangle) { return p.t.TakeDrawn() }

// FullPicture draws the picture of the present state afresh, the whole screen, into an image of its own,
// and reads it back: what the screen would show had the last frame drawn everything.
func (p *Probe) FullPicture() *image.RGBA {
	v := p.t.View()
	img := ebiten.NewImage(v.W, v.H)
	defer img.Deallocate()
	p.t.DrawAll(kit.NewCanvas(img, p.t.Texts()))
	out := image.NewRGBA(img.Bounds())
	img.ReadPixels(out.Pix)
	return out
}
