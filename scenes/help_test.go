package scenes

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"testing"

	"quintet/game/gametest"
)

// The help of every puzzle, at a desktop window and a phone held both ways: every page and step can be
// reached with the Right key alone and Enter on the last closes it; the tabs and buttons are at least
// 44 CSS px and on the screen; the picture and the text do not overlap; and each page's text fits its
// area or scrolls. With QUINTET_SHOTS set, every step is saved there as a PNG to look at.
func TestHelpPages(t *testing.T) {
	shots := os.Getenv("QUINTET_SHOTS")
	sizes := []struct {
		name string
		w, h int
	}{{"desktop", 1024, 720}, {"phone", 390, 844}, {"phone-landscape", 844, 390}}
	for _, p := range All {
		name := p.Backend.Info().Name
		for _, sz := range sizes {
			t.Run(name+"/"+sz.name, func(t *testing.T) {
				d := gametest.New(t, All, name, sz.w, sz.h)
				if shots == "" {
					// What is checked here is the layout the help reports; each puzzle's own help test
					// draws and checks every picture. Every fourth step is drawn, so drawing them is
					// still tried at each size.
					d.DrawEvery = 4
				}
				unit := d.Probe.Unit()
				d.Key("F1")
				screen := image.Rect(0, 0, sz.w, sz.h)
				seen := map[string]bool{}
				for i := 0; ; i++ {
					s, ok := d.Probe.Help()
					if !ok {
						t.Fatalf("help closed after %d steps", i)
					}
					if i > 200 {
						t.Fatal("more than 200 steps: Right does not reach the end")
					}
					seen[s.Title] = true
					for what, r := range s.Targets {
						if !r.In(screen) {
							t.Errorf("page %q: %s %v is off the %v screen", s.Title, what, r, screen)
						}
						if float64(r.Dy()) < 44*unit-0.5 || float64(r.Dx()) < 44*unit-0.5 {
							t.Errorf("page %q: %s is %v, under 44 px at unit %.2f", s.Title, what, r.Size(), unit)
						}
					}
					if !s.Picture.Empty() && s.Picture.Overlaps(s.TextArea) {
						t.Errorf("page %q: the picture %v overlaps the text %v", s.Title, s.Picture, s.TextArea)
					}
					if s.Text == "" {
						t.Errorf("page %q step %d has no text", s.Title, s.Step)
					}
					if shots != "" {
						d.SavePNG(t, filepath.Join(shots, fmt.Sprintf("help-%s-%s-%02d-%s-%d.png", name, sz.name, i, s.Title, s.Step)))
					}
					last := s.Page == s.Pages-1 && s.Step == s.Steps-1
					if last {
						break
					}
					d.Key("ArrowRight")
					n, _ := d.Probe.Help()
					if n.Page == s.Page && n.Step == s.Step {
						t.Fatalf("Right did not move on from page %q step %d", s.Title, s.Step)
					}
				}
				for _, want := range []string{"Rules", "Keys"} {
					if !seen[want] {
						t.Errorf("no %q page (saw %v)", want, seen)
					}
				}
				d.Key("Enter")
				if _, open := d.Probe.Help(); open {
					t.Fatal("Enter on the last step did not close the help")
				}
			})
		}
	}
}
