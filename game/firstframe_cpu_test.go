//go:build unix

package game_test

import (
	"fmt"
	"os"
	"quintet/game/scene"
	"strings"
	"syscall"
	"testing"
	"time"

	"quintet/game/gametest"
	"quintet/game/store"
	"quintet/scenes/dials"
	"quintet/scenes/escape"
)

// cpuNow is the CPU time the whole test process has used (every thread: the frame's drawing, the
// hint worker, the collector).
func cpuNow() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		panic(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// firstFrameBudget is the CPU a first frame may take however long the text it shows.
const firstFrameBudget = time.Second

// withinCPU runs f and fails the test when it took more than firstFrameBudget of CPU. Text laid out
// quadratically takes hours on 100 KB, so a watchdog ends the test binary once f has had twenty times
// the budget.
func withinCPU(t *testing.T, what string, f func()) {
	t.Helper()
	start := cpuNow()
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-done:
				return
			case <-time.After(50 * time.Millisecond):
				if used := cpuNow() - start; used > 20*firstFrameBudget {
					fmt.Fprintf(os.Stderr, "FAIL: %s: no frame after %v of CPU\n", what, used)
					os.Exit(1)
				}
			}
		}
	}()
	f()
	close(done)
	used := cpuNow() - start
	t.Logf("%s: %v of CPU", what, used)
	if used > firstFrameBudget {
		t.Errorf("%s: %v of CPU, want under %v", what, used, firstFrameBudget)
	}
}

// The same first frame with a sound save, for comparison (its CPU is in the log).
func TestPlainFirstFrameCPU(t *testing.T) {
	st := gametest.WithSettings(t, `{"puzzle":"dials"}`)
	withinCPU(t, "a first frame with nothing wrong", func() {
		gametest.NewWithStore(t, []scene.Puzzle{dials.Puzzle}, "", 1024, 720, st)
	})
}

// Round four's freeze: a save whose field is 100 KB long. Its notice draws on the first frame.
func TestHugeFieldDrawsFirstFrameQuickly(t *testing.T) {
	st := gametest.WithSettings(t, `{"puzzle":"dials"}`)
	st.Save("dials", []byte(fmt.Sprintf(`{"version":3,"puzzle":%q,"current":0,"entries":[]}`, strings.Repeat("9", 100_000))))
	var d *gametest.Driver
	withinCPU(t, "a save with a 100 KB field", func() {
		d = gametest.NewWithStore(t, []scene.Puzzle{dials.Puzzle}, "", 1024, 720, st)
	})
	if len(d.Probe.Controller().Notices()) == 0 {
		t.Fatal("no notice of the damaged save")
	}
}

// A move error of 100 KB (Escape's, as round four sent it) reaches the status line in one frame.
func TestHugeErrorDrawsFirstFrameQuickly(t *testing.T) {
	d := gametest.NewWithStore(t, []scene.Puzzle{escape.Puzzle}, "escape:64p1#1", 1024, 720, store.NewMemory())
	withinCPU(t, "a 100 KB move error", func() {
		if d.Probe.Controller().Play(strings.Repeat("x", 100_000)) {
			t.Fatal("a 100 KB move was played")
		}
		d.Tick()
	})
	if d.Probe.Controller().Note() == "" {
		t.Fatal("the move's error is not shown")
	}
}
