package game

import (
	"image/color"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"quintet/assets"
	"quintet/game/input"
	"quintet/game/kit"
)

// A staged start (Options.StagedStart) prepares the first screen in short steps instead of in one
// long first frame, for the browser, where the game shares the page's only thread. A frame may hand
// the thread back to the page (yieldToPage) and go on in a later task: Ebitengine runs each browser
// frame in a goroutine of its own.
//
//  1. The first frame draws nothing, after a yield: Ebitengine's set-up of the canvas and its WebGL
//     context is one task, the first frame's end (its shaders' compilation) another.
//  2. Off the frames, a goroutine parses the two fonts the menu uses, decodes the panel sprites,
//     compiles the vector shaders and lays the menu out (shaping and wrapping its text), yielding to
//     the page after each step; no frame is asked for meanwhile.
//  3. Frames draw the menu a part at a time, one a frame, each after a yield, into an image of the
//     screen's size that is never shown: each part's glyphs are rendered and its shaders compiled on
//     first use. The frame after the last part draws the whole first screen from what they prepared.
//
// Ebitengine presents nothing until the screen is first drawn to, so the first real frame is the
// start's only present. (A browser without a graphics card reads the canvas back at every present,
// waiting for all the WebGL work before it: one present a part cost more than the parts themselves.)
// Until then the page's loading notice covers the canvas and nothing is published. Input that
// arrives meanwhile waits and is handled, in order, in the first real frame. When the first screen
// is a puzzle, the steps that prepare the menu are left out.
type startup struct {
	// stage is 0 before the first frame, 1 while the goroutine prepares, 2 while drawing the parts.
	stage int
	part  int  // the menu's next part to draw
	menu  bool // the first screen is the menu
	// prepared is set by the preparing goroutine when it is done.
	prepared atomic.Pointer[menuLayout]
	held     []input.Event // input that arrived during the start
	hidden   *ebiten.Image // where the parts are drawn
}

// startUpdate is Update during a staged start: input is kept for later, the midend runs as it would,
// and frames keep coming except while the goroutine prepares.
func (a *App) startUpdate(events []input.Event) {
	a.boot.held = append(a.boot.held, events...)
	a.mid.Step(a.revealing())
	a.again = a.boot.stage != 1
}

// startDraw takes the staged start's next steps. It reports whether the start is over and this
// frame is the first real one, to be drawn as any other.
func (a *App) startDraw(dst *ebiten.Image) bool {
	b := a.boot
	switch b.stage {
	case 0:
		yieldToPage() // Ebitengine's set-up of the page's canvas ends the task before
		b.stage = 1
		b.menu = a.mid.Current() < 0 && a.overlay == nil
		go a.prepare(b, a.w, a.unit)
		return false
	case 1:
		l := b.prepared.Load()
		if l == nil {
			return false // a frame for input: the goroutine asks for one when it is done
		}
		if l.cards != nil {
			a.menu.laid = *l // unused if the size has changed since: cards lays out afresh
		}
		b.stage = 2
	}
	kit.LoadSprite("panel")
	kit.LoadSprite("frame")
	// The next frame (another part, or the one after the first real one) is asked for from outside
	// this one.
	clock.after(time.Second / 60)
	if b.menu && b.part < a.menu.menuParts() {
		if b.hidden == nil {
			b.hidden = ebiten.NewImage(dst.Bounds().Dx(), dst.Bounds().Dy())
		}
		yieldToPage() // the drawing in a task apart from the frame's start
		a.menu.drawPart(kit.NewCanvas(b.hidden, &a.texts), b.part)
		b.part++
		return false
	}
	if b.hidden != nil {
		b.hidden.Deallocate()
	}
	a.boot = nil
	a.dirty = true
	if len(b.held) > 0 {
		a.held = b.held // the input that waited goes first, in the next frame's Update
		return false
	}
	// What is left to draw of the first screen is quick now: draw it in this frame, in a task of
	// its own.
	yieldToPage()
	return true
}

// prepare is the staged start's work off the frames, for a screen w pixels wide with the given unit:
// it touches nothing the frames use but through locks (the fonts' and sprites' caches) and hands the
// menu's layout over when done.
func (a *App) prepare(b *startup, w int, unit float64) {
	yieldToPage() // not in the task of the first frame, which is long already
	kit.LoadFont(kit.Regular)
	yieldToPage()
	kit.LoadFont(kit.Bold)
	yieldToPage()
	assets.Sprite("panel")
	assets.Sprite("frame")
	yieldToPage()
	warmShaders()
	yieldToPage()
	l := &menuLayout{}
	if b.menu {
		cards, bottom := a.menu.layoutCards(w, unit, func(s string, face *kit.TextFace, width float64) []string {
			lines := kit.WrapLines(s, face, width) // off the frames: not in the layout report's record
			yieldToPage()
			return lines
		})
		*l = menuLayout{w: w, unit: unit, cards: cards, bottom: bottom}
	}
	PerfMark("prepared") // for the browser tests: the work off the frames is done
	b.prepared.Store(l)
	wake()
}

// warmShaders has Ebitengine build, off the frames, the shaders it compiles from Kage source (with
// go/parser) on their first use that the first screen draws with: the stencil shaders of antialiased
// vector paths (StrokeRect, StrokeLine). Their compilation then takes a task of the preparing
// goroutine instead of part of the frame that first draws a framed card.
func warmShaders() {
	img := ebiten.NewImage(4, 4)
	vector.StrokeRect(img, 1, 1, 2, 2, 1, color.White, true)
	img.Deallocate()
}
