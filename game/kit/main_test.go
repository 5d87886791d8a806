package kit

import (
	"fmt"
	"os"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestMain runs the tests inside a running game, as Ebitengine's own tests do: images can be read back
// only once the game has started. They need a display (xvfb-run).
func TestMain(m *testing.M) {
	if runtime.GOOS == "linux" && os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		fmt.Fprintln(os.Stderr, "FAIL: these tests open a window and need a display; run them under xvfb-run")
		os.Exit(1)
	}
	r := &runner{m: m}
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(r); err != nil {
		fmt.Fprintln(os.Stderr, "kit:", err)
		os.Exit(1)
	}
	os.Exit(r.code)
}

type runner struct {
	m    *testing.M
	code int
}

func (r *runner) Update() error {
	r.code = r.m.Run()
	return ebiten.Termination
}

func (r *runner) Draw(*ebiten.Image)         {}
func (r *runner) Layout(int, int) (int, int) { return 64, 64 }
