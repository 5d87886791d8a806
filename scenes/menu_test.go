package scenes

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/gametest"
)

// On a desktop window and a phone either way up, every preset button of every puzzle lies inside its
// card and on the screen's width (a long name is elided, never cut off by the card's edge).
func TestMenuPresetsInsideTheirCards(t *testing.T) {
	for _, sz := range []image.Point{{1024, 720}, {390, 844}, {844, 390}, {320, 640}} {
		d := gametest.New(t, All, "dials:n5q5#1", sz.X, sz.Y)
		d.Key(ebiten.KeyEscape)
		for _, p := range All {
			name := p.Backend.Info().Name
			for j := range p.Backend.Info().Presets {
				r := d.App.MenuPreset(name, j)
				if r.Empty() || r.Min.X < 0 || r.Max.X > sz.X {
					t.Errorf("%v: %s preset %d is at %v, off the screen's width", sz, name, j, r)
				}
				if c := d.App.MenuCard(name); !r.In(c) {
					t.Errorf("%v: %s preset %d at %v is outside its card %v", sz, name, j, r, c)
				}
			}
		}
	}
}
