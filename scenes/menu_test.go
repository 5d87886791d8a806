package scenes

import (
	"image"
	"testing"

	"quintet/game/gametest"
	"quintet/game/input"
)

// On a desktop window and a phone either way up, every preset button of every puzzle lies inside its
// card and on the screen's width (a long name is elided, never cut off by the card's edge).
func TestMenuPresetsInsideTheirCards(t *testing.T) {
	for _, sz := range []image.Point{{1024, 720}, {390, 844}, {844, 390}, {320, 640}} {
		d := gametest.New(t, All, "dials:n5q5#1", sz.X, sz.Y)
		d.Key("Escape")
		for _, p := range All {
			name := p.Backend.Info().Name
			for j := range p.Backend.Info().Presets {
				r := d.Probe.MenuPreset(name, j)
				if r.Empty() || r.Min.X < 0 || r.Max.X > sz.X {
					t.Errorf("%v: %s preset %d is at %v, off the screen's width", sz, name, j, r)
				}
				if c := d.Probe.MenuCard(name); !r.In(c) {
					t.Errorf("%v: %s preset %d at %v is outside its card %v", sz, name, j, r, c)
				}
			}
		}
	}
}

// A digit that opens a puzzle from the menu is not also typed into it: 3 opens Flip (whose name box
// a typed digit would open), Esc goes back to the menu, 2 opens Clock — also with the three keys in
// one frame, the way a fast typist's keys arrive natively (every key, then every character).
func TestMenuDigitIsNotTypedIntoThePuzzle(t *testing.T) {
	for _, oneFrame := range []bool{false, true} {
		d := gametest.New(t, All, "dials:n5q5#1", 1024, 720)
		d.Key("Escape")
		if oneFrame {
			d.Probe.InjectEvents(
				input.Event{Kind: input.KeyDown, Key: input.Key{Code: "Digit3", Char: "3"}},
				input.Event{Kind: input.KeyDown, Key: input.Key{Code: "Escape"}},
				input.Event{Kind: input.KeyDown, Key: input.Key{Code: "Digit2", Char: "2"}},
				input.Event{Kind: input.Text, Rune: '3'}, input.Event{Kind: input.Text, Rune: '2'})
			d.Tick()
		} else {
			d.Key("Digit3")
			if got := d.Probe.Scene(); got == nil || d.Probe.Scene().Capturing() {
				t.Fatal("3 on the menu opened a puzzle that is now typing (the 3 was typed into it)")
			}
			d.Key("Escape")
			d.Key("Digit2")
		}
		if got := d.Probe.Controller().Current(); got != 1 {
			t.Fatalf("one frame %v: 3, Esc, 2 from the menu left puzzle %d open, want 1 (the second)", oneFrame, got)
		}
	}
}
