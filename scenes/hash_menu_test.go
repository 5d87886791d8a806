package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"quintet/game/gametest"
	solver "quintet/solver/hash"
)

// The Hash Game's card offers the hardest salt the census found: on a desktop window and a phone,
// the preset is on the screen (scrolling to it if need be) and a click opens that salt.
func TestHashHardestPreset(t *testing.T) {
	info := solver.Backend.Info()
	j := len(info.Presets) - 1
	pr := info.Presets[j]
	if pr.Game == "" {
		t.Fatalf("the last preset %q opens no fixed game", pr.Name)
	}
	for _, sz := range []struct{ w, h int }{{1024, 720}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			d := gametest.New(t, All, "dials:n5q5#1", sz.w, sz.h)
			d.Key("Escape")
			if dir := os.Getenv("QUINTET_SHOTS"); dir != "" {
				d.SavePNG(t, filepath.Join(dir, fmt.Sprintf("menu-%dx%d.png", sz.w, sz.h)))
			}
			r := d.Probe.MenuPreset("hash", j)
			for i := 0; i < 30 && (r.Max.Y > sz.h-40 || r.Min.Y < 0); i++ {
				d.Key("ArrowDown")
				r = d.Probe.MenuPreset("hash", j)
			}
			if r.Empty() || r.Max.X > sz.w || r.Min.X < 0 || r.Max.Y > sz.h || r.Min.Y < 0 {
				t.Fatalf("the preset %q is at %v, not on the %dx%d screen", pr.Name, r, sz.w, sz.h)
			}
			d.Click(gametest.Center(r))
			s := d.Probe.Session("hash")
			if s == nil {
				t.Fatal("no Hash Game session")
			}
			pos, ok := s.Pos().(solver.Position)
			if got := s.Current().Game.String(); got != pr.Game || !ok || pos.Salt() != solver.CensusHardest || pos.MovesPlayed() != 0 {
				t.Fatalf("clicking %q opened %q (salt %q), want %q, salt %q at the start", pr.Name, got, pos.Salt(), pr.Game, solver.CensusHardest)
			}
		})
	}
}
