package clock

import (
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"quintet/game/midend"
	"quintet/game/session"
	solver "quintet/solver/clock"
)

// threadCPU is the CPU time of the calling thread (Linux's RUSAGE_THREAD), which other processes on a
// busy machine do not inflate.
func threadCPU(t *testing.T) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1, &ru); err != nil { // 1: RUSAGE_THREAD
		t.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// Views typed in where the machine would raise (off the optimal line) at the largest sizes, opened
// through the game-ID dialog as a player does: every Update and Draw stays within 50 ms of the frame
// thread's CPU, the status line gives the optimum once the worker has it, and H shows the hint. (That
// no hint builds a table of every view, 61 MB for n = 8, k = 7, is solver/clock's test: the heap here
// also holds the engine's command buffers, which grow with what the tests draw.)
func TestOffLineViewsKeepFrames(t *testing.T) {
	runtime.LockOSThread() // the frame thread's own CPU time is measured
	defer runtime.UnlockOSThread()
	d, _ := newDriver(t)
	d.WaitHint()
	var worstCPU, worstWall time.Duration
	var worstWhat string
	timed := func(what string, f func()) {
		w0, c0 := time.Now(), threadCPU(t)
		f()
		c, w := threadCPU(t)-c0, time.Since(w0)
		if c > worstCPU {
			worstCPU, worstWhat = c, what
		}
		worstWall = max(worstWall, w)
	}
	for _, id := range []string{"clock:n4k2:1000h0", "clock:n8k7:30000001h7", "clock:n12k3:300000000001h11", "clock:n7k9:3000001h6"} {
		timed("G", func() { d.Key("G") })
		d.Probe.InjectMods(true, false)
		timed("Ctrl+U", func() { d.Key("U") })
		timed("typing", func() { d.Type(id) })
		timed("Enter", func() { d.Key("Enter") })
		p, ok := sess(d).Pos().(solver.Position)
		if !ok || "clock:"+p.Params()+":"+p.Desc() != id {
			t.Fatalf("%s: the game shows %s", id, sess(d).Current().Game)
		}
		if solver.OnLine(p.Clock()) {
			t.Fatalf("%s is on the line", id)
		}
		ready := false
		for i := 0; i < 600 && !ready; i++ { // 10 s of frames
			timed("waiting for the hint", d.Tick)
			_, ready = d.Probe.HintReady()
			if !ready {
				time.Sleep(5 * time.Millisecond)
			}
		}
		h, ok := d.Probe.HintReady()
		if !ok {
			t.Fatalf("%s: no hint within 600 frames", id)
		}
		_, right := d.Probe.Controller().StatusLine(false, "")
		if want := "Optimal from here: " + midend.Count(h.Remaining, "move", "moves"); right != want || h.Move != "0" {
			t.Fatalf("%s: status %q, hint %+v; want %q", id, right, h, want)
		}
		timed("H", func() { d.Key("H") })
		if _, right := d.Probe.Controller().StatusLine(false, ""); !strings.HasPrefix(right, "Hint: 0,") {
			t.Fatalf("%s: after H the status says %q", id, right)
		}
		for i := 0; i < 10; i++ {
			timed("after the hint", d.Tick)
		}
		if sess(d).Current().Kind != session.KindNew {
			t.Fatalf("%s: the position changed", id)
		}
	}
	t.Logf("worst Update+Draw: %v of the frame thread's CPU (%s), %v wall", worstCPU, worstWhat, worstWall)
	if worstCPU > 50*time.Millisecond {
		t.Errorf("an Update+Draw took %v of CPU (%s), over 50 ms", worstCPU, worstWhat)
	}
}
