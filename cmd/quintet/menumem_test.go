package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// BenchmarkMenuMemory starts the game five times on the display it is given (make bench runs it under
// Xvfb), waits at the menu until the start-up is over, and reports the median resident memory
// (VmRSS) beside that of the smallest Ebitengine program with the same window (testdata/bare) started
// the same way, alternating the two.
func BenchmarkMenuMemory(b *testing.B) {
	if runtime.GOOS != "linux" || os.Getenv("DISPLAY") == "" {
		b.Skip("reads /proc and needs an X display (make bench runs it under Xvfb)")
	}
	dir := b.TempDir()
	game, bare := filepath.Join(dir, "quintet"), filepath.Join(dir, "bare")
	for _, c := range [][]string{{"-o", game, "."}, {"-o", bare, "./testdata/bare"}} {
		if out, err := exec.Command("go", append([]string{"build"}, c...)...).CombinedOutput(); err != nil {
			b.Fatalf("go build %v: %v\n%s", c, err, out)
		}
	}
	const runs = 5
	for i := 0; i < b.N; i++ {
		var g, e []float64
		for r := 0; r < runs; r++ {
			g = append(g, menuRSS(b, game, true))
			e = append(e, menuRSS(b, bare, false))
		}
		b.ReportMetric(medianMiB(g), "MiB-menu")
		b.ReportMetric(medianMiB(e), "MiB-bare")
	}
}

// menuRSS starts bin, waits until it has drawn (the game: its -state hook has written) and five more
// seconds, and returns its VmRSS in MiB.
func menuRSS(b *testing.B, bin string, game bool) float64 {
	cfg := b.TempDir()
	state := filepath.Join(cfg, "state.json")
	args := []string{}
	if game {
		args = []string{"-config", cfg, "-state", state}
	}
	cmd := exec.Command(bin, args...)
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	if game {
		for t0 := time.Now(); ; time.Sleep(50 * time.Millisecond) {
			if _, err := os.Stat(state); err == nil {
				break
			}
			if time.Since(t0) > 2*time.Minute {
				b.Fatal("the game wrote no state in two minutes")
			}
		}
	}
	time.Sleep(5 * time.Second)
	status, err := os.ReadFile("/proc/" + strconv.Itoa(cmd.Process.Pid) + "/status")
	if err != nil {
		b.Fatal(err)
	}
	for _, ln := range bytes.Split(status, []byte("\n")) {
		if f := strings.Fields(string(ln)); len(f) == 3 && f[0] == "VmRSS:" && f[2] == "kB" {
			kb, err := strconv.Atoi(f[1])
			if err != nil {
				b.Fatal(err)
			}
			return float64(kb) / 1024
		}
	}
	b.Fatalf("no VmRSS in /proc/%d/status", cmd.Process.Pid)
	return 0
}

func medianMiB(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
