package game_test

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/gametest"
	"quintet/game/store"
	"quintet/scenes"
)

// staged runs an App with a staged start through its start, a frame at a time (waiting a little
// between frames for the work done off the frames), and returns it with its screen and how many
// frames the start took. The game's clock stands at a sixtieth of a second after the start, where
// gametest's first tick puts it, so the first screens compare.
func staged(t *testing.T, id string, w, h int, during func(frame int, app *game.App)) (*game.App, *ebiten.Image, int) {
	t.Helper()
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	seed := uint64(0)
	app := game.New(game.Options{Puzzles: scenes.All, Store: store.NewMemory(), StartID: id, StagedStart: true,
		Seed: func() uint64 { seed++; return seed }, Now: func() time.Time { return clock }})
	t.Cleanup(func() { app.Close() })
	clock = clock.Add(time.Second / 60)
	screen := ebiten.NewImage(w, h)
	frames := 0
	for deadline := time.Now().Add(30 * time.Second); game.ProbeOf(app).Starting(); frames++ {
		if time.Now().After(deadline) {
			t.Fatalf("the staged start is not over after %d frames", frames)
		}
		if during != nil {
			during(frames, app)
		}
		if err := app.Update(); err != nil {
			t.Fatal(err)
		}
		app.Draw(screen)
		if game.ProbeOf(app).Starting() && game.ProbeOf(app).Frames() != 0 {
			t.Fatalf("frame %d of the start drew %d real frames; want none before the start is over", frames, game.ProbeOf(app).Frames())
		}
		time.Sleep(2 * time.Millisecond)
	}
	return app, screen, frames
}

// differing counts the pixels where two screens differ by more than 2 in a channel: the same
// drawing can round a channel differently by one when its sprites and glyphs sit elsewhere in
// Ebitengine's texture atlas, as they do when they are made in another order.
func differing(a, b *ebiten.Image) int {
	pa, pb := make([]byte, 4*a.Bounds().Dx()*a.Bounds().Dy()), make([]byte, 4*b.Bounds().Dx()*b.Bounds().Dy())
	a.ReadPixels(pa)
	b.ReadPixels(pb)
	if len(pa) != len(pb) {
		return max(len(pa), len(pb)) / 4
	}
	n := 0
	for i := 0; i+3 < len(pa); i += 4 {
		for c := i; c < i+4; c++ {
			if d := int(pa[c]) - int(pb[c]); d > 2 || d < -2 {
				n++
				break
			}
		}
	}
	return n
}

// A staged start ends on the screen the unstaged start draws in its first frame: the menu
// (on a desktop and a phone-sized screen) or the puzzle the game ID opens.
func TestStagedStartDrawsTheSameFirstScreen(t *testing.T) {
	for _, tc := range []struct {
		name, id string
		w, h     int
		menu     bool
	}{
		{"menu", "", 1024, 720, true},
		{"menu on a phone", "", 390, 844, true},
		{"a puzzle", "dials:n5q5#1", 1024, 720, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			app, screen, frames := staged(t, tc.id, tc.w, tc.h, nil)
			if frames < 2 {
				t.Errorf("the start took %d frames; want it spread over at least two", frames)
			}
			if (game.ProbeOf(app).Scene() == nil) != tc.menu {
				t.Fatalf("after the start the open scene is %T; want the menu: %v", game.ProbeOf(app).Scene(), tc.menu)
			}
			if game.ProbeOf(app).Frames() == 0 { // the last frame of the start may draw the first real one
				app.Update()
				app.Draw(screen)
			}
			if game.ProbeOf(app).Frames() != 1 {
				t.Fatalf("%d real frames after the start; want 1", game.ProbeOf(app).Frames())
			}
			plain := gametest.New(t, scenes.All, tc.id, tc.w, tc.h)
			t.Cleanup(func() { plain.App.Close() })
			if !tc.menu {
				// The puzzle's optimum and hint come from a worker, in their own time: compare the
				// screens once both have them.
				plain.WaitHint()
				for i := 0; i < 1000; i++ {
					if _, ok := game.ProbeOf(app).HintReady(); ok {
						break
					}
					time.Sleep(10 * time.Millisecond)
					app.Update()
					app.Draw(screen)
				}
				app.Update()
				app.Draw(screen)
			}
			if n := differing(screen, plain.Screen); n != 0 {
				t.Errorf("the staged start's first screen differs from the plain start's in %d pixels", n)
			}
			t.Logf("staged over %d frames", frames)
		})
	}
}

// Input that arrives during a staged start is handled after it, in the order it came: 4, Esc, 2
// opens the fourth puzzle, goes back to the menu and opens the second (in another order another
// puzzle would be open, and if any were lost, another screen).
func TestStagedStartKeepsInput(t *testing.T) {
	keys := []ebiten.Key{ebiten.Key4, ebiten.KeyEscape, ebiten.Key2}
	app, screen, _ := staged(t, "", 1024, 720, func(frame int, app *game.App) {
		if frame == 0 {
			for _, k := range keys {
				game.ProbeOf(app).Inject([]ebiten.Key{k}, nil, nil)
			}
		}
		if game.ProbeOf(app).Scene() != nil {
			t.Fatalf("frame %d of the start: a puzzle is open before the start is over", frame)
		}
	})
	for i := 0; i < 3; i++ {
		app.Update()
		app.Draw(screen)
	}
	want := scenes.All[1].Backend.Info().Name
	if game.ProbeOf(app).Scene() == nil || game.ProbeOf(app).Controller().Current() != 1 {
		t.Fatalf("after the start the open puzzle is %d; want %s (index 1)", game.ProbeOf(app).Controller().Current(), want)
	}
	if got := game.ProbeOf(app).Session(want).Current().Moves; got != 0 {
		t.Errorf("%s has %d moves; want a game just opened", want, got)
	}
}
