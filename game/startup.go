package game

import (
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/assets"
	"quintet/game/input"
	"quintet/game/kit"
)

// A staged start (Options.StagedStart) prepares the first screen in a few short steps instead of in
// one long first frame, for the browser, where the game shares the page's only thread. A frame may hand
// the thread back to the page (yieldToPage) and go on in a later task: Ebitengine runs each browser
// frame in a goroutine of its own. Every step waits only for the page (a message), never for a timer
// or an animation frame of its own: the page shows its own first screen meanwhile (wasm/index.html),
// so what counts here is how soon the game's first frame comes (docs/browser-startup.md).
//
//  1. The first frame draws nothing, after a yield: Ebitengine's set-up of the canvas and its WebGL
//     context is one task, the first frame's end (its shaders' compilation) another.
//  2. Off the frames, a goroutine parses the two fonts the menu uses, decodes the panel sprites and
//     lays the menu out (shaping and wrapping its text), yielding to the page between the steps.
//  3. The frame it then asks for draws the whole first screen: it is the start's only present.
//
// Nothing is prepared that the first screen does not draw: the shaders of antialiased vector paths,
// which the menu never uses, are compiled on their first use, after the first frame.
// Until the first real frame the page's first screen covers the canvas and nothing is published. Input
// that arrives meanwhile waits and is handled, in order, in the first real frame. When the first screen
// is a puzzle, the steps that prepare the menu are left out.
type startup struct {
	// stage is 0 before the first frame, 1 while the goroutine prepares.
	stage int
	menu  bool // the first screen is the menu
	// prepared is set by the preparing goroutine when it is done.
	prepared atomic.Pointer[menuLayout]
	held     []input.Event // input that arrived during the start
}

// staged is the App's staged start.
type staged struct {
	boot *startup      // the steps of a staged start still to take; nil once it is over
	held []input.Event // input that arrived during a staged start, handled first after it
}

// startUpdate is Update during a staged start: input is kept for later, the midend runs as it would,
// and no frame is asked for while the goroutine prepares (it asks for one when it is done).
func (a *App) startUpdate(events []input.Event) {
	a.boot.held = append(a.boot.held, events...)
	a.mid.Step(a.revealing())
	a.again = a.boot.stage != 1
}

// startDraw takes the staged start's next steps. It reports whether the start is over and this
// frame is the first real one, to be drawn as any other.
func (a *App) startDraw(dst *ebiten.Image) bool {
	b := a.boot
	if b.stage == 0 {
		PerfMark("frame0")
		yieldToPage() // Ebitengine's set-up of the page's canvas ends the task before
		b.stage = 1
		b.menu = a.mid.Current() < 0 && a.overlay == nil
		go a.prepare(b, a.w, a.unit)
		return false
	}
	l := b.prepared.Load()
	if l == nil {
		return false // a frame for input: the goroutine asks for one when it is done
	}
	if l.cards != nil {
		a.menu.laid = *l // unused if the size has changed since: cards lays out afresh
	}
	a.boot = nil
	a.dirty = true
	if len(b.held) > 0 {
		a.held = b.held // the input that waited goes first, in the next frame's Update
		return false
	}
	return true
}

// prepare is the staged start's work off the frames, for a screen w pixels wide with the given unit:
// it touches nothing the frames use but through locks (the fonts' and sprites' caches) and hands the
// menu's layout over when done.
func (a *App) prepare(b *startup, w int, unit float64) {
	yieldToPage() // not in the task of the first frame, which is long already
	kit.LoadFont(kit.Regular)
	kit.LoadFont(kit.Bold)
	PerfMark("fonts")
	yieldToPage()
	assets.Sprite("panel")
	assets.Sprite("frame")
	PerfMark("sprites")
	l := &menuLayout{}
	if b.menu {
		yieldToPage()
		cards, bottom := a.menu.layoutCards(w, unit, kit.WrapLines) // off the frames: not in the layout report's record
		*l = menuLayout{w: w, unit: unit, cards: cards, bottom: bottom}
	}
	PerfMark("prepared") // for the browser tests: the work off the frames is done
	b.prepared.Store(l)
	a.clock.Wake()
}
