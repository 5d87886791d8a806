package scenes

import (
	"fmt"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"quintet/game/gametest"
)

// At 200 % text a 1024×720 window is laid out as a 512×360 one at twice the size: the unit doubles and
// the board area matches the smaller window's, scaled (so the scenes' own layout tests at small sizes
// cover it). Ctrl+− and Ctrl+= step the size down and up, and the size is kept in the settings. The
// screens at 200 % go to dist/text200-*.png to be looked at.
func TestTextSize200(t *testing.T) {
	for _, p := range All {
		id := p.Backend.Info().SmokeID
		big := gametest.NewWithStore(t, All, id, 1024, 720, gametest.WithSettings(t, `{"text_size":200}`))
		small := gametest.New(t, All, id, 512, 360)
		if u, v := big.Probe.Unit(), small.Probe.Unit(); math.Abs(u-2*v) > 1e-9 {
			t.Errorf("%s: unit %.2f at 200%% on 1024×720; want twice the 512×360 unit %.2f", id, u, v)
		}
		br, sr := big.Probe.BoardRect(), small.Probe.BoardRect()
		if d := math.Abs(float64(br.Dx()-2*sr.Dx())) + math.Abs(float64(br.Dy()-2*sr.Dy())); d > 4 {
			t.Errorf("%s: board %v at 200%%; want twice the 512×360 board %v", id, br, sr)
		}
		shot(t, big, "text200-"+p.Backend.Info().Name)
		if p.Backend.Info().Name == "hash" {
			big.Key("Escape")
			shot(t, big, "text200-menu")
		}
	}
	d := gametest.NewWithStore(t, All, "", 1024, 720, gametest.WithSettings(t, `{"text_size":200}`))
	u200 := d.Probe.Unit()
	d.Probe.InjectMods(true, false)
	d.Key("Minus")
	if got := d.Probe.Controller().TextSize(); got != 175 {
		t.Fatalf("Ctrl+− at 200%%: %d%%", got)
	}
	if u := d.Probe.Unit(); u >= u200 {
		t.Errorf("Ctrl+− left the unit at %.2f (was %.2f)", u, u200)
	}
	for range 2 {
		d.Probe.InjectMods(true, false)
		d.Key("Equal")
	}
	if got, msg := d.Probe.Controller().TextSize(), d.Probe.Message(); got != 200 || msg != "Text size 200%: already the largest." {
		t.Errorf("Ctrl+= twice from 175%%: %d%%, message %q", got, msg)
	}
	// Saves go through the midend's writer in the background: wait for it, as the game does on quitting.
	if err := d.App.Flush(); err != nil {
		t.Fatalf("writing the saves: %v", err)
	}
	data, err := d.Store.Load("settings")
	if err != nil || !strings.Contains(string(data), `"text_size":200`) {
		t.Errorf("settings saved %s (%v); want the text size kept", data, err)
	}
}

// shot writes the driver's screen to dist/<name>.png.
func shot(t *testing.T, d *gametest.Driver, name string) {
	t.Helper()
	dir := filepath.Join("..", "dist")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return
	}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		return
	}
	defer f.Close()
	png.Encode(f, d.Snapshot())
}

// With less motion the Escape game's reveal (the coin turning over, prisoner 2 thinking and pointing)
// is over within a few frames; with full motion it is still running then.
func TestReducedMotionIsInstant(t *testing.T) {
	for _, reduced := range []bool{false, true} {
		d := gametest.NewWithStore(t, All, "escape:16p1#1", 1024, 720, gametest.WithSettings(t, fmt.Sprintf(`{"reduced_motion":%v}`, reduced)))
		if got := d.Probe.Controller().ReducedMotion(); got != reduced {
			t.Fatalf("settings say reduced motion %v; the game has %v", reduced, got)
		}
		d.Key("H")
		d.WaitHint()
		d.Key("H") // plays the hint
		if n := d.Probe.Session("escape").Current().Moves; n != 1 {
			t.Fatalf("reduced %v: the hint key played %d moves", reduced, n)
		}
		d.Ticks(3)
		r, ok := d.Probe.Scene().(interface{ Revealing() bool })
		if !ok {
			t.Fatal("the Escape scene has no Revealing")
		}
		if r.Revealing() == reduced {
			t.Errorf("reduced motion %v: three frames after the move the reveal is running: %v", reduced, r.Revealing())
		}
	}
}
