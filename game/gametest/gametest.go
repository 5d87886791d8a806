// Package gametest runs tests that need Ebitengine in a real window (under Xvfb on a machine with no
// screen): TestMain starts the game loop, whose first Update runs the tests and ends the loop. It also
// drives an App tick by tick on an offscreen screen, so scene tests can press keys, click and read pixels.
package gametest

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/kit"
	"quintet/game/scene"
	"quintet/game/store"
)

type runner struct {
	m    *testing.M
	code int
	done bool
}

func (r *runner) Update() error {
	if !r.done {
		r.done = true
		r.code = r.m.Run()
	}
	return ebiten.Termination
}
func (r *runner) Draw(*ebiten.Image)         {}
func (r *runner) Layout(int, int) (int, int) { return 64, 64 }

// Main runs the package's tests inside the game loop. Call it from TestMain.
func Main(m *testing.M) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Fprintln(os.Stderr, "FAIL: these tests open a window and need a display; run them with `make test` (which uses xvfb-run)")
		os.Exit(1)
	}
	r := &runner{m: m}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(r); err != nil {
		fmt.Fprintln(os.Stderr, "gametest:", err)
		os.Exit(1)
	}
	os.Exit(r.code)
}

// Driver steps an App on an offscreen screen.
type Driver struct {
	T      testing.TB
	App    *game.App
	Probe  *game.Probe // App's test surface
	Screen *ebiten.Image
	Store  *store.Memory
	clock  time.Time // the game's clock: a sixtieth of a second per tick, whatever the machine's speed
	ticks  int
	// DrawEvery, when above 1, draws only every so many ticks (a long random walk whose frames nobody
	// looks at); 0 or 1 draws every tick, as the game does; NoDraw draws in no tick (a test that reads
	// only layout reports, which Probe.LayoutNow draws afresh).
	DrawEvery int
}

// NoDraw is the DrawEvery that draws in no tick.
const NoDraw = -1

// flushEvery is how many ticks' drawing may wait in Ebitengine's command queue. The tests run inside
// one Update of the game loop, so nothing ends a frame: drawing is queued until some test reads pixels
// back, and a test that ticks thousands of times would leave gigabytes of queued drawing for whichever
// test reads pixels next to render. Reading one pixel renders what is queued.
const flushEvery = 30

func (d *Driver) flush() {
	var px [4]byte
	d.Screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px[:])
}

// New makes an App with the given puzzles and a memory store, opened at id, on a w×h screen.
func New(t testing.TB, puzzles []scene.Puzzle, id string, w, h int) *Driver {
	st := store.NewMemory()
	return NewWithStore(t, puzzles, id, w, h, st)
}

// WithSettings is a memory store holding the given settings (JSON), as an earlier run would have saved
// them.
func WithSettings(t testing.TB, settings string) *store.Memory {
	st := store.NewMemory()
	if err := st.Save("settings", []byte(settings)); err != nil {
		t.Fatal(err)
	}
	return st
}

// NewWithStore is New with a given store (for save and resume tests).
func NewWithStore(t testing.TB, puzzles []scene.Puzzle, id string, w, h int, st *store.Memory) *Driver {
	seed := uint64(0)
	d := &Driver{T: t, Screen: ebiten.NewImage(w, h), Store: st, clock: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	d.App = game.New(game.Options{Puzzles: puzzles, Store: st, StartID: id, Seed: func() uint64 { seed++; return seed },
		Now: func() time.Time { return d.clock }})
	d.Probe = game.ProbeOf(d.App)
	// A test's Apps stop their background work (a hint search, a solve) when the test ends: a search left
	// running would take the CPU from every test after it.
	// It asks for no frame after its test: none may race the end of the loop.
	t.Cleanup(func() {
		d.App.StopFrames()
		d.Probe.Controller().Close()
		d.flush()
	})
	d.Tick()
	return d
}

// Canvas is a canvas onto the driver's screen, for a scene drawn outside the game's frames (a benchmark).
func (d *Driver) Canvas() *kit.Canvas { return kit.NewCanvas(d.Screen, nil) }

// Tick runs one Update and one Draw, a sixtieth of a second after the last.
func (d *Driver) Tick() {
	d.T.Helper()
	d.clock = d.clock.Add(time.Second / 60)
	if err := d.App.Update(); err != nil {
		d.T.Fatalf("Update: %v", err)
	}
	d.ticks++
	if d.DrawEvery == NoDraw || d.DrawEvery > 1 && d.ticks%d.DrawEvery != 0 {
		return
	}
	d.App.Draw(d.Screen)
	if d.ticks%flushEvery == 0 {
		d.flush()
	}
}

// Ticks runs n ticks.
func (d *Driver) Ticks(n int) {
	for i := 0; i < n; i++ {
		d.Tick()
	}
}

// Key presses keys (one tick), named as input.Key.Code names them: "H", "ArrowUp", "Digit1",
// "Enter", "Escape", "Numpad0"… (Ebitengine's names), so a scene's tests need not import Ebitengine. A
// name that is no key fails the test.
func (d *Driver) Key(names ...string) {
	d.T.Helper()
	d.Probe.Inject(Keys(d.T, names...), nil, nil)
	d.Tick()
}

// Keys are the keys of those names (see Key), for Probe.Inject; a name that is no key fails t.
func Keys(t testing.TB, names ...string) []ebiten.Key {
	t.Helper()
	keys := make([]ebiten.Key, 0, len(names))
	for _, name := range names {
		k, ok := keyNamed(name)
		if !ok {
			t.Fatalf("gametest: no key is named %q (input.Key.Code names: \"H\", \"ArrowUp\", \"Digit1\", \"Enter\"…)", name)
		}
		keys = append(keys, k)
	}
	return keys
}

// keyNamed is the key whose name (ebiten.Key.String, input.Key.Code) is name.
func keyNamed(name string) (ebiten.Key, bool) {
	for k := ebiten.Key(0); k <= ebiten.KeyMax; k++ {
		if k.String() == name {
			return k, true
		}
	}
	return 0, false
}

// Type types text (one tick).
func (d *Driver) Type(s string) {
	d.Probe.Inject(nil, []rune(s), nil)
	d.Tick()
}

// Click clicks or taps at p (one tick).
func (d *Driver) Click(p image.Point) {
	d.Probe.Inject(nil, nil, &p)
	d.Tick()
}

// WaitHint ticks until the open puzzle's hint is computed (at most about ten seconds of ticks).
func (d *Driver) WaitHint() {
	d.T.Helper()
	for i := 0; i < 1000; i++ {
		if _, ok := d.Probe.HintReady(); ok {
			d.Tick()
			return
		}
		d.Tick()
		sleep()
	}
	d.T.Fatal("no hint within 1000 ticks")
}

// Pixel reads the screen at p (only valid inside the game loop, which Main provides).
func (d *Driver) Pixel(p image.Point) color.RGBA {
	return d.Screen.At(p.X, p.Y).(color.RGBA)
}

// Near reports whether two colours are within tol in every channel.
func Near(a color.RGBA, b color.Color, tol int) bool {
	r, g, bb, _ := b.RGBA()
	diff := func(x uint8, y uint32) bool {
		d := int(x) - int(y>>8)
		return d <= tol && d >= -tol
	}
	return diff(a.R, r) && diff(a.G, g) && diff(a.B, bb)
}

// Snapshot reads the whole screen once (reading pixel by pixel with At is slow under software GL).
func (d *Driver) Snapshot() *image.RGBA {
	img := image.NewRGBA(d.Screen.Bounds())
	d.Screen.ReadPixels(img.Pix)
	return img
}

// SavePNG writes the window's picture (Snapshot) to path as a PNG, making its folder if need be.
func (d *Driver) SavePNG(t testing.TB, path string) {
	t.Helper()
	WritePNG(t, path, d.Snapshot())
}

// WritePNG writes img to path as a PNG, making its folder if need be.
func WritePNG(t testing.TB, path string, img image.Image) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// Count is how many pixels of r on the screen are within tol of c.
func (d *Driver) Count(r image.Rectangle, c color.Color, tol int) int {
	img := d.Snapshot()
	r = r.Intersect(img.Bounds())
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if Near(img.RGBAAt(x, y), c, tol) {
				n++
			}
		}
	}
	return n
}

// Center is the middle of r, where a test clicks.
func Center(r image.Rectangle) image.Point { return r.Min.Add(r.Max).Div(2) }

// SelectedIsWhatEnterPlays checks a scene's Selected against what Enter plays: at the start the cursor
// is hidden or not as hiddenAtStart says; after the arrow keys, Enter plays exactly the move Selected
// named (waiting out any reveal first). It returns the driver for more checks.
func SelectedIsWhatEnterPlays(t *testing.T, p scene.Puzzle, id string, hiddenAtStart bool, arrows ...string) *Driver {
	t.Helper()
	d := New(t, []scene.Puzzle{p}, id, 1024, 720)
	sc, ok := d.Probe.Scene().(scene.Selector)
	if !ok {
		t.Fatalf("the open scene %T has no Selected method", d.Probe.Scene())
	}
	if got := sc.Selected(); hiddenAtStart != (got == "") {
		t.Fatalf("at the start Selected() = %q; want the cursor hidden: %v", got, hiddenAtStart)
	}
	for _, k := range arrows {
		d.Key(k)
	}
	sel := sc.Selected()
	if sel == "" {
		t.Fatal("after the arrows Selected() is empty: an arrow shows the cursor")
	}
	if r, ok := sc.(scene.Revealer); ok {
		for i := 0; r.Revealing() && i < 600; i++ {
			d.Tick()
		}
	}
	d.Key("Enter")
	if c := d.Probe.Session(p.Backend.Info().Name).Current(); c.Moves != 1 || c.Move != sel {
		t.Fatalf("Enter played %q (%d moves); Selected() said %q", c.Move, c.Moves, sel)
	}
	return d
}
