package game

import (
	"fmt"
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/clipboard"
	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/midend"
	"quintet/game/probe"
	"quintet/game/rawinput"
	"quintet/game/scene"
	"quintet/game/ui"
)

// Probe is the App's test and inspection surface (game/probe). The game itself never makes one; the
// product API is New, the ebiten.Game methods (Update, Draw, Layout, LayoutF), Flush and Close.
type Probe = probe.Probe

// Layout is the layout report of one frame (Probe.LayoutNow).
type Layout = probe.Layout

// ProbeOf returns a probe of a: for tests, and the real binary's -state and -autoplay hooks.
func ProbeOf(a *App) *Probe { return probe.New((*inspection)(a)) }

// ChipDaily is the label of a menu card's chip for today's game (tests click it: see Probe.MenuChip).
const ChipDaily = ui.ChipDaily

// inspection is the App as a probe reads it (probe.Target).
type inspection App

func (i *inspection) app() *App { return (*App)(i) }

func (i *inspection) Queue(es ...input.Event) { i.pending = append(i.pending, es...) }

func (i *inspection) Key(k ebiten.Key, ctrl, shift bool) (input.Key, bool) {
	return rawinput.KeyOf(k, ctrl, shift), rawinput.TypedByKey(k)
}

func (i *inspection) Now() time.Time                     { return i.now() }
func (i *inspection) Again()                             { i.again = true }
func (i *inspection) SetClipboard(c clipboard.Clipboard) { i.clip = c }

func (i *inspection) Open(name string) {
	i.mid.OpenNamed(name)
	i.app().setKeymap()
	i.overlay = nil
}

func (i *inspection) Controller() *midend.Controller { return i.mid }

func (i *inspection) Scene() scene.Scene {
	if c := i.mid.Current(); c >= 0 {
		return i.scenes[c]
	}
	return nil
}

func (i *inspection) SceneFrame() *scene.Frame {
	if i.mid.Current() < 0 {
		return nil
	}
	idle := i.tracker.Idle(i.start)
	return i.app().frame(&idle)
}

func (i *inspection) Theme() *kit.Theme { return i.app().theme() }

func (i *inspection) View() probe.View {
	return probe.View{W: i.w, H: i.h, Unit: i.unit, Scale: i.scale, Touch: i.app().touchLayout()}
}

func (i *inspection) Revealing() bool { return i.app().revealing() }

func (i *inspection) PuzzleKeys() []input.Binding {
	return append([]input.Binding(nil), i.keymap.Puzzle...)
}

func (i *inspection) Overlay() string { return i.app().overlayName() }

// overlayName names what is open over the menu or the puzzle, as the browser's status says it.
func (a *App) overlayName() string {
	switch a.overlay.(type) {
	case nil:
		return ""
	case *idDialog:
		return "dialog"
	case *statsScreen:
		return "stats"
	}
	return "help"
}

func (i *inspection) Help() (probe.HelpState, bool) {
	s, ok := i.app().helpState()
	return s, ok
}

func (i *inspection) Dialog(scale float64) map[string]any { return i.app().dialogReport(scale) }

func (i *inspection) StatsNote() (open bool, note string) {
	s, ok := i.overlay.(*statsScreen)
	if !ok {
		return false, ""
	}
	return true, s.note
}

func (i *inspection) Announce() []probe.Announcement {
	var out []probe.Announcement
	for _, an := range i.app().announce() {
		out = append(out, probe.Announcement(an))
	}
	return out
}

func (i *inspection) BoardRect() image.Rectangle { return i.game.boardRect() }

func (i *inspection) Toolbar() []probe.Button {
	var out []probe.Button
	for _, b := range i.game.toolbar() {
		out = append(out, probe.Button{Action: b.Action, Label: b.Label, R: b.R})
	}
	return out
}

func (i *inspection) Menu() []probe.Card {
	var out []probe.Card
	for _, c := range i.menu.cards() {
		out = append(out, probe.Card{Name: i.puzzles[c.Puzzle].Backend.Info().Name, R: c.R, Presets: c.Chips})
	}
	return out
}

func (i *inspection) MenuSelected() image.Rectangle {
	items := i.menu.items(i.menu.cards())
	if len(items) == 0 {
		return image.Rectangle{}
	}
	i.menu.cursor.Clamp(len(items))
	return items[i.menu.cursor.Sel].R
}

func (i *inspection) Chips(name string) []string {
	for _, pz := range i.puzzles {
		if pz.Backend.Info().Name == name {
			return ui.CardChips(pz.Backend.Info())
		}
	}
	return nil
}

func (i *inspection) Parts() (parts, targets map[string]image.Rectangle, folded []string, puzzle bool) {
	parts, targets = map[string]image.Rectangle{}, map[string]image.Rectangle{}
	switch o := i.overlay.(type) {
	case *helpScreen:
		hl := o.layout()
		parts["panel"] = hl.Panel
		return parts, hl.Targets(o.Titles), nil, false
	case *statsScreen:
		l := Layout{Parts: parts, Targets: targets}
		o.report(&l)
		return parts, targets, nil, false
	case *idDialog:
		parts["panel"] = o.rect()
		targets["field"] = o.fieldRect()
		for _, b := range o.buttons() {
			targets[b.Part.Label()] = b.R
		}
		return parts, targets, nil, false
	}
	if i.mid.Current() < 0 {
		items := i.menu.items(i.menu.cards())
		for j, it := range items {
			if it.R.Min.Y >= 0 && it.R.Max.Y <= i.menu.footer() { // wholly in view
				targets[fmt.Sprint("item ", j)] = it.R
			}
		}
		return parts, targets, nil, false
	}
	p := i.game
	var chips []image.Rectangle
	for _, fd := range p.folds {
		chips = append(chips, fd.chip)
		folded = append(folded, fd.whole)
	}
	_, flash := p.flashRect()
	p.view().Report(parts, targets, flash, chips, p.idRect())
	return parts, targets, folded, true
}

func (i *inspection) Dirty() bool { return i.dirty || i.animating || i.mid.Version() != i.drawn }

func (i *inspection) Frames() (drawn, presents int) { return i.frames, i.presents }

func (i *inspection) XInput() (keys, clicks bool) { return i.raw.XInput() }

func (i *inspection) PartialFrames() (int, []image.Rectangle) { return i.partial, i.region }

func (i *inspection) TakeDrawn() (all bool, parts []image.Rectangle) {
	all, parts = i.drawnAll, i.drawnParts
	i.drawnAll, i.drawnParts, i.drawnKept = false, nil, true
	return all, parts
}

func (i *inspection) Texts() *kit.TextLog { return &i.texts }

func (i *inspection) Redraw(screen *ebiten.Image) {
	i.dirty = true
	i.app().Draw(screen)
}

func (i *inspection) DrawAll(dst *kit.Canvas) { i.app().drawAll(dst) }

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
