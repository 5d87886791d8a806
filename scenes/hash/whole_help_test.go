package hash

// This file's name puts it last in the package: go test runs the files in the order of their names.
// Drawing every help picture at every size leaves this process's drawing slower for a while (measured:
// TestLoupe took about 20 CPU-seconds more after it than before it, the package 42 CPU-seconds instead
// of 23 for the two tests), so it runs after the tests that draw the game.

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"quintet/game/gametest"
	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/scene"
)

// Every page has text at every step, and every step's picture draws inside its area and nowhere
// else, at every size, unit and theme (gametest.CheckHelpPages). With QUINTET_SHOTS set, the pictures
// are saved there too, at a phone's and a desktop's area.
func TestHelpPagesDraw(t *testing.T) {
	r := newRig(t, 1024, 720) // declares the puzzle's colours in the themes
	pos := r.pos(t)
	pages := NewScene().HelpPages()
	titles := map[string]bool{}
	for _, p := range pages {
		titles[p.Title] = true
	}
	for _, want := range []string{"Spiral", "Reading", "Question", "Why?"} {
		if !titles[want] {
			t.Errorf("no %q page (have %v)", want, titles)
		}
	}
	gametest.CheckHelpPages(t, pages, pos)
	shots := os.Getenv("QUINTET_SHOTS")
	if shots == "" {
		return
	}
	for _, p := range pages {
		for s := 0; s < max(1, p.Steps); s++ {
			for _, a := range []image.Point{{350, 330}, {450, 430}} {
				for _, th := range kit.Themes {
					img := kit.NewLayer(a.X, a.Y)
					p.Draw(img.Canvas(nil), &scene.Frame{Pos: pos, Area: img.Bounds(), Unit: 1, Theme: th, In: &input.Input{}}, s)
					gametest.WritePNG(t, filepath.Join(shots, fmt.Sprintf("pic-%s-%d-%dx%d-%s.png", strings.Trim(p.Title, "?"), s, a.X, a.Y, th.Name)), img.Pixels())
					img.Deallocate()
				}
			}
		}
	}
}
