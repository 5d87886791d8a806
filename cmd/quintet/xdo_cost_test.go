//go:build xdo

package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// What a move costs, for docs/input.md: in each puzzle (its smoke game), Return (the selected move) and
// U (its undo) alternately, 4 actions a second, the game's CPU time (all its threads, from
// /proc/<pid>/task/*/schedstat) over each action's quarter second; then Simon Tatham's sgt-fifteen on
// the same display, Left and Right alternately. Also what a frame with nothing to redraw costs
// (pointer moves over an empty part of the window) and the frames of the completion flash. The figures
// are logged as medians; the test fails only when an action is not counted (every Return a move, every
// U its undo). It takes half a minute, so it runs only when asked (make test does not):
//
//	make build && QUINTET_COST=1 QUINTET_BIN=$PWD/bin/quintet go test -tags xdo -run TestMoveCost -v ./cmd/quintet
//
// QUINTET_COST_ACTIONS sets the actions per puzzle (default 6; 40 is the ten seconds of issue 18's
// figure). QUINTET_COST_BASE names other builds (separated by commas) measured the same way, each puzzle
// in them just before this one. QUINTET_COST_PLAIN=1 plays with less motion and the timer hidden (moves
// with no animation and no timer ticks: TestMoveFrames' setting; a build older than those settings
// ignores them). The completion flash is measured in every build whose -state hook reports it (one older
// than issue 18 does not, and its flash fades only while input comes); the pointer in this build only.
func TestMoveCost(t *testing.T) {
	if os.Getenv("QUINTET_COST") == "" {
		t.Skip("a measurement: set QUINTET_COST=1 to take it")
	}
	actions := 6
	if n, err := strconv.Atoi(os.Getenv("QUINTET_COST_ACTIONS")); err == nil && n >= 2 {
		actions = n
	}
	// QUINTET_COST_BASE names another build measured the same way, puzzle by puzzle, beside this one.
	bins := []string{binary(t)}
	if base := os.Getenv("QUINTET_COST_BASE"); base != "" {
		bins = append(strings.Split(base, ","), bins[0])
	}
	logLoad(t)
	defer logLoad(t)
	var ids []string
	for _, id := range smokeIDs(t) {
		if !strings.HasPrefix(id, "template") {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		t.Fatal("no puzzle")
	}
	var last *player
	for j, id := range ids {
		for i, bin := range bins {
			last = moveCost(t, bin, id, actions)
			if j == len(ids)-1 {
				flashCost(t, last, filepath.Base(bin)) // the last puzzle solved, each build in turn
			}
			if i < len(bins)-1 {
				last.stop()
			}
		}
	}
	// Frames with nothing to redraw: the pointer moving over the top bar's empty middle.
	p := last
	s0, _ := p.read()
	c0 := cpuTime(t, p.cmd.Process.Pid)
	for i := 0; i < 20; i++ {
		p.xdo("mousemove", "--window", p.win, strconv.Itoa(300+i%2*40), "20")
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond)
	s1, _ := p.read()
	if n := s1.Updates - s0.Updates; n > 0 {
		t.Logf("pointer moves over the top bar: %.1f ms CPU per frame run, %d frames run, %d redrawn",
			ms((cpuTime(t, p.cmd.Process.Pid)-c0)/time.Duration(n)), n, s1.Frames-s0.Frames)
	}
	// sgt-fifteen on the same display.
	cmd := exec.Command("/usr/games/sgt-fifteen")
	cmd.Env = xEnv(p.display)
	if err := cmd.Start(); err != nil {
		t.Logf("sgt-fifteen: %v (no comparison)", err)
	} else {
		defer func() { cmd.Process.Kill(); cmd.Wait() }()
		win := strings.Fields(p.run("xdotool", "search", "--sync", "--onlyvisible", "--pid", strconv.Itoa(cmd.Process.Pid), "--name", "^Fifteen$"))[0]
		p.xdo("windowfocus", win)
		time.Sleep(500 * time.Millisecond)
		var per []time.Duration
		start, cpu0 := time.Now(), cpuTime(t, cmd.Process.Pid)
		for i := 0; i < actions; i++ {
			key := []string{"Left", "Right"}[i%2]
			c0, t0 := cpuTime(t, cmd.Process.Pid), time.Now()
			p.xdo("key", key)
			time.Sleep(250*time.Millisecond - time.Since(t0))
			per = append(per, cpuTime(t, cmd.Process.Pid)-c0)
		}
		t.Logf("%-16s median %5.1f ms CPU per action (%d actions); %.3f CPU-seconds per second", "sgt-fifteen", ms(median(per)), actions,
			(cpuTime(t, cmd.Process.Pid)-cpu0).Seconds()/time.Since(start).Seconds())
	}
}

// flashCost solves the game (S) and logs the frames drawn while the completion banner fades: how many,
// how far apart and their CPU. A build whose -state hook does not report the flash is skipped.
func flashCost(t *testing.T, d *player, name string) {
	if raw, err := os.ReadFile(d.state); err != nil || !strings.Contains(string(raw), `"flash"`) {
		t.Logf("%s: the -state hook does not report the completion flash (not measured)", name)
		return
	}
	d.focus()
	d.xdo("key", "s")
	var at []time.Time
	d.waitFor("the win", func(s status) bool { return s.State == "won" })
	var c1 time.Duration
	prev := -1
	for t0 := time.Now(); time.Since(t0) < 3*time.Second; time.Sleep(2 * time.Millisecond) {
		f, err := d.readFrames()
		if err != nil || f.Frames == prev {
			continue
		}
		prev = f.Frames
		if f.Flash && len(at) == 0 {
			c1 = cpuTime(t, d.cmd.Process.Pid)
		}
		if f.Flash || len(at) > 0 {
			at = append(at, time.Now())
		}
		if !f.Flash && len(at) > 0 {
			break
		}
	}
	if len(at) < 2 { // with less motion it shows and goes: two frames
		t.Fatalf("%s: the completion flash: %d frames seen", name, len(at))
	}
	var gaps []time.Duration
	for i := 1; i < len(at); i++ {
		gaps = append(gaps, at[i].Sub(at[i-1]))
	}
	t.Logf("%s: completion flash: %d frames seen, median %.1f ms apart, %.1f ms CPU per frame", name, len(at), ms(median(gaps)),
		ms((cpuTime(t, d.cmd.Process.Pid)-c1)/time.Duration(len(at)-1)))
}

// moveCost measures one build in one puzzle: Return and U alternately, the CPU and the frames of each.
func moveCost(t *testing.T, bin, id string, actions int) *player {
	args := []string{"-id", id}
	if os.Getenv("QUINTET_COST_PLAIN") != "" {
		args = append(args, "-config", plainConfig(t))
	}
	p := playBin(t, bin, "us", args...)
	p.focus()
	// A move Return plays, then its undo.
	s, ok := p.playSelected()
	if !ok {
		t.Fatalf("%s: Return played no move wherever the arrows aimed", id)
	}
	p.xdo("key", "u")
	p.within(time.Second, func(n status) bool { return n.Moves == s.Moves })
	s = p.settle()
	pid := p.cmd.Process.Pid
	var per []time.Duration
	var frames [2]int        // drawn over the Returns' quarter seconds, and over the Us'
	var gaps []time.Duration // between two frames drawn within one action's quarter second
	start, cpu0 := time.Now(), cpuTime(t, pid)
	for i := 0; i < actions; i++ {
		key, want := "Return", s.Moves+1
		if i%2 == 1 {
			key, want = "u", s.Moves-1
		}
		c0, t0 := cpuTime(t, pid), time.Now()
		p.xdo("key", key)
		// The quarter second: the state file is rewritten after each frame drawn (its frame count
		// changes), so polling it dates the frames (to a few ms).
		// It lasts until the move shows, up to 3 s, as a busy machine may take longer.
		last, seen, shown := time.Time{}, s.Frames, false
		for d := time.Since(t0); d < 250*time.Millisecond || (!shown && d < 3*time.Second); d = time.Since(t0) {
			if n, err := p.read(); err == nil && n.Frames != seen {
				now := time.Now()
				if !last.IsZero() && n.Frames == seen+1 {
					gaps = append(gaps, now.Sub(last))
				}
				last, seen, shown = now, n.Frames, shown || n.Moves == want
			} else if err == nil && n.Moves == want {
				shown = true
			}
			time.Sleep(3 * time.Millisecond)
		}
		per = append(per, cpuTime(t, pid)-c0)
		n, _ := p.read()
		if n.Moves != want {
			t.Fatalf("%s: %s made %d moves, want %d", id, key, n.Moves, want)
		}
		frames[i%2] += n.Frames - s.Frames
		s = n
	}
	var sum time.Duration
	for _, d := range per {
		sum += d
	}
	all := frames[0] + frames[1]
	wall, cpu := time.Since(start), cpuTime(t, pid)-cpu0
	gap := "no two frames in one action"
	if len(gaps) > 0 {
		gap = fmt.Sprintf("median %.1f ms apart (%d gaps)", ms(median(gaps)), len(gaps))
	}
	t.Logf("%-16s %-16s median %5.1f ms CPU per action (%d actions; frames per Return %.1f, per U %.1f; %.1f ms CPU per frame drawn; frames %s); %.3f CPU-seconds per second over %.1f s",
		id, filepath.Base(bin), ms(median(per)), actions, float64(frames[0])/float64((actions+1)/2),
		float64(frames[1])/float64(actions/2), ms(sum/time.Duration(max(all, 1))), gap, cpu.Seconds()/wall.Seconds(), wall.Seconds())
	return p
}

// cpuTime is the CPU time of every thread of process pid so far (schedstat's first field, in ns).
func cpuTime(t *testing.T, pid int) time.Duration {
	t.Helper()
	tasks, err := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/schedstat", pid))
	if err != nil || len(tasks) == 0 {
		t.Fatalf("no threads of process %d: %v", pid, err)
	}
	var sum time.Duration
	for _, f := range tasks {
		b, err := os.ReadFile(f)
		if err != nil {
			continue // a thread that ended meanwhile
		}
		ns, _ := strconv.ParseInt(strings.Fields(string(b))[0], 10, 64)
		sum += time.Duration(ns)
	}
	return sum
}

// logLoad logs the machine's load average (the figures are taken beside other work).
func logLoad(t *testing.T) {
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		t.Logf("load average %s", strings.Join(strings.Fields(string(b))[:3], " "))
	}
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// within polls the state until ok holds or d passes, and reports whether it held.
func (p *player) within(d time.Duration, ok func(status) bool) bool {
	for t0 := time.Now(); time.Since(t0) < d; time.Sleep(5 * time.Millisecond) {
		if n, err := p.read(); err == nil && ok(n) {
			return true
		}
	}
	return false
}

// stop ends the game (a measurement done with it: it would idle beside the next one).
func (p *player) stop() {
	p.cmd.Process.Kill()
	<-p.exited
}

// plainConfig is a config folder whose settings ask for less motion (animations instant, the completion
// banner not fading) and hide the timer (its ticks are frames of their own).
func plainConfig(t *testing.T) string {
	t.Helper()
	config := filepath.Join(t.TempDir(), "config")
	if err := os.MkdirAll(config, 0o755); err != nil {
		t.Fatal(err)
	}
	settings := `{"puzzle":"","theme":"dark","reduced_motion":true,"hide_timer":true}`
	if err := os.WriteFile(filepath.Join(config, "settings.json"), []byte(settings), 0o644); err != nil {
		t.Fatal(err)
	}
	return config
}

// playSelected aims the keyboard's selection at a move Return plays (a scene may select nothing or an
// illegal move at first) and plays it; it returns the state just before the Return that played.
func (p *player) playSelected() (status, bool) {
	p.t.Helper()
	for _, aim := range []string{"", "Right", "Down", "Left", "Up", "Right"} {
		if aim != "" {
			p.xdo("key", aim)
		}
		s := p.settle()
		p.xdo("key", "Return")
		if p.within(3*time.Second, func(n status) bool { return n.Moves == s.Moves+1 }) {
			return s, true
		}
	}
	return status{}, false
}
