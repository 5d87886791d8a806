//go:build js

// Command bare is the browser start-up benchmark's reference: an Ebitengine program that fills its
// screen with one colour and does nothing else. make site-bare builds it with the game's flags into a
// site of its own (dist/web-bare, the game's page and server), and the start-up test and make lighthouse
// measure it beside the game: the game's first frame is judged against this one's, on the same machine
// in the same minutes.
//
// It tells the page what the game tells it: the "main" mark, the first frame drawn (quintetPerf's
// firstFrame), and window.quintet's status "running" through quintetStatusChanged.
package main

import (
	"image/color"
	"math"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

type bare struct{ drawn, idle bool }

// Update makes frames come only when asked for from the first one on, as the game does (game.App's
// Update): a program at rest costs the page nothing, so both are measured alike after their first frame.
func (b *bare) Update() error {
	if !b.idle {
		b.idle = true
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	}
	return nil
}

func (b *bare) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x1b, 0x1f, 0x2a, 0xff})
	if b.drawn {
		return
	}
	b.drawn = true
	mark("firstFrame")
	defer func() { recover() }() // the page is an observer: nothing it does stops the program
	status := js.ValueOf(map[string]any{"status": "running"})
	js.Global().Set("quintet", status)
	if f := js.Global().Get("quintetStatusChanged"); f.Type() == js.TypeFunction {
		f.Invoke(status)
	}
}

func (*bare) Layout(w, h int) (int, int) { return w, h }

// LayoutF draws at the device's pixels, as the game does.
func (*bare) LayoutF(w, h float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	return math.Ceil(w * s), math.Ceil(h * s)
}

func mark(name string) {
	defer func() { recover() }()
	if p := js.Global().Get("quintetPerf"); p.Type() == js.TypeObject {
		p.Call("mark", name)
	}
}

func main() {
	mark("main")
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(&bare{}); err != nil {
		js.Global().Get("console").Call("error", err.Error())
	}
}
