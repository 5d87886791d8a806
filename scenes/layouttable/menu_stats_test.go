package layouttable

import (
	"fmt"
	"os"
	"testing"

	"quintet/game/gametest"
	"quintet/scenes"
)

// menuStatsSizes are the windows the statistics screen is tried at, all of them in layoutSizes too:
// the phone upright and sideways at 200 % text (issue 36, finding 3), and the small windows and the
// desktop at 200 % where the statistics' last row fell on its note (finding 4).
var menuStatsSizes = []struct {
	w, h, text int
}{
	{390, 844, 200}, {844, 390, 200}, {390, 844, 100}, {480, 360, 100}, {520, 390, 100}, {1024, 720, 200},
	{1024, 720, 100},
}

// TestLayoutMenuAndStatistics checks the statistics screen (empty, then with a row per size and the
// total) and the menu with records at menuStatsSizes (checkLayout). With QUINTET_SHOTS=dir it writes
// each screen there, the menu as it opens too.
func TestLayoutMenuAndStatistics(t *testing.T) {
	shots := os.Getenv("QUINTET_SHOTS")
	for _, sz := range menuStatsSizes {
		size := fmt.Sprintf("%d×%d at %d%% text", sz.w, sz.h, sz.text)
		t.Run(size, func(t *testing.T) {
			settings := fmt.Sprintf(`{"text_size":%d}`, sz.text)
			d := gametest.NewWithStore(t, scenes.All, "", sz.w, sz.h, gametest.WithSettings(t, settings))
			d.DrawEvery = gametest.NoDraw
			shot := func(name string) {
				if shots != "" {
					d.SavePNG(t, fmt.Sprintf("%s/%s-%dx%d-%d.png", shots, name, sz.w, sz.h, sz.text))
				}
			}
			// The menu as it opens is checked at each of these sizes by TestLayoutTable (layoutSizes holds
			// them all); it is drawn here only for its screenshot.
			if shots != "" {
				d.Probe.LayoutNow(d.Screen)
				shot("menu")
			}
			d.Key("F3")
			if open, _ := d.Probe.StatsNote(); !open {
				t.Fatal("F3 on the menu opens no statistics")
			}
			checkLayout(t, "statistics, empty", d.Probe.LayoutNow(d.Screen))
			shot("stats-empty")
			d.Key("Enter") // nothing to share yet: the note says why, whole
			if _, note := d.Probe.StatsNote(); note == "" {
				t.Fatal("Enter on the statistics with no game ended shows no note")
			}
			checkLayout(t, "statistics with the share's note", d.Probe.LayoutNow(d.Screen))
			shot("stats-note")
			d.Key("Escape")
			// A record in every size of the first puzzle: each game ended by Solve counts as played.
			info := scenes.All[0].Backend.Info()
			for _, pr := range info.Presets {
				id := info.Name + ":" + pr.Params
				if pr.Game != "" {
					id = pr.Game
				}
				if err := d.Probe.Controller().LoadID(id); err != nil {
					t.Fatalf("%s: %v", id, err)
				}
				d.Tick()
				d.Key("S")
				d.Ticks(3)
			}
			d.Key("F3")
			checkLayout(t, "statistics with rows", d.Probe.LayoutNow(d.Screen))
			shot("stats-rows")
			d.Key("Escape", "Escape")
			checkLayout(t, "menu with records", d.Probe.LayoutNow(d.Screen))
		})
	}
}
