// Command bare is the smallest Ebitengine program, with the game's window size: BenchmarkMenuMemory
// measures it beside the game, as the floor of what a window costs on this machine.
package main

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

type bare struct{}

func (bare) Update() error              { return nil }
func (bare) Draw(screen *ebiten.Image)  { screen.Fill(color.NRGBA{0x1b, 0x1e, 0x24, 0xff}) }
func (bare) Layout(w, h int) (int, int) { return w, h }

func main() {
	ebiten.SetWindowSize(1024, 720)
	if err := ebiten.RunGame(bare{}); err != nil {
		panic(err)
	}
}
