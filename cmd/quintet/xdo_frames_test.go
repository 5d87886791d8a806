//go:build xdo

// Frames when they are due, and every input counted on a busy machine: the real binary under Xvfb with
// real X input (see xdo_test.go for the harness).
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// status fields these tests read besides xdo_test.go's.
type frameStatus struct {
	status
	Flash    bool `json:"flash"`
	Group    *int `json:"group"`
	Presents int  `json:"presents"`
	XKeys    bool `json:"xkeys"`
}

func (p *player) readFrames() (frameStatus, error) {
	var s frameStatus
	data, err := os.ReadFile(p.state)
	if err != nil {
		return s, err
	}
	return s, json.Unmarshal(data, &s)
}

// waitWithin polls the state until ok holds, failing the test after d.
func (p *player) waitWithin(d time.Duration, what string, ok func(frameStatus) bool) frameStatus {
	p.t.Helper()
	deadline := time.Now().Add(d)
	var last frameStatus
	var err error
	for {
		if last, err = p.readFrames(); err == nil && ok(last) {
			return last
		}
		if time.Now().After(deadline) {
			p.cmd.Process.Signal(syscall.SIGQUIT) // the game's goroutines, for the log
			time.Sleep(time.Second)
			p.t.Fatalf("%s: not within %v; last state %+v (read error %v)\ngame's output:\n%s", what, d, last, err, p.log.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// offWindow puts the pointer outside the game's window (the window stays focused): nothing the pointer
// does can give the game a frame.
func (p *player) offWindow() {
	p.t.Helper()
	p.xdo("mousemove", "--sync", "1279", "1023")
	// The window is mapped after its first frame is presented: until then focusing it fails quietly.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		p.xdo("windowfocus", p.win)
		if strings.TrimSpace(p.run("xdotool", "getwindowfocus")) == p.win {
			break
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("the game's window %s never took the keyboard focus", p.win)
		}
	}
	time.Sleep(200 * time.Millisecond)
}

// sameShot takes a screenshot, then moves the pointer onto an empty part of the window (the top bar)
// and presses F12 (bound to nothing: any key makes the game draw the whole screen afresh), takes
// another and fails unless both are the same picture.
func (p *player) sameShot(name string) {
	p.t.Helper()
	time.Sleep(300 * time.Millisecond) // the frame drawn is presented after the hook has written
	before := p.screenshot(name + "-resting")
	p.xdo("mousemove", "--window", p.win, "--sync", "300", "20")
	p.xdo("key", "F12")
	time.Sleep(700 * time.Millisecond)
	after := p.screenshot(name + "-pointer-over")
	c := changed(before, after)
	// A blinking caret (Flip's cell box) is lit for half a second and dark for the next: the picture at
	// rest is fresh if it is the one a fresh frame draws in either phase, so look over a whole blink.
	for i := 0; c > 0 && i < 4; i++ {
		time.Sleep(250 * time.Millisecond)
		c = min(c, changed(before, p.screenshot(fmt.Sprintf("%s-pointer-over-%d", name, i+1))))
	}
	if c > 0 {
		p.t.Errorf("%s: the picture at rest was stale: %.3f%% of the window changed when the pointer moved over it", name, c*100)
	}
}

// Timed effects get their frames with no input: after S the win banner fades and goes and the final
// message shows within 2 s, the computer's message expires, a shot 6 s after the last input is the
// picture a fresh frame draws, and then the game is idle (≤ 0.5% of a core).
func TestTimedEffects(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	start := time.Now()
	p := play(t, "us", "-id", "dials:n5q5#1")
	p.settle()
	p.offWindow()
	p.xdo("key", "s")
	sent := time.Now()
	// Solve's search runs first (seconds on a loaded machine); from the position won, the banner shows
	// (frames drawn with it), then a frame is drawn without it, within 2 s.
	won := p.waitWithin(15*time.Second, "Solve", func(s frameStatus) bool { return s.State == "won" })
	t.Logf("S → won: %v", time.Since(sent).Round(time.Millisecond))
	sent = time.Now()
	lastFlash := -1
	if won.Flash {
		lastFlash = won.Frames
	}
	end := p.waitWithin(2*time.Second, "the win banner shown and gone, with no input", func(s frameStatus) bool {
		if s.Flash {
			lastFlash = s.Frames
		}
		return s.State == "won" && lastFlash >= 0 && !s.Flash && s.Frames > lastFlash
	})
	t.Logf("after S: won, the banner shown until frame %d and gone at frame %d, %v after the key (%d runs)", lastFlash, end.Frames,
		time.Since(sent).Round(time.Millisecond), end.Updates)
	if end.Message == "" {
		t.Errorf("the computer's message went before its time (%d s)", 4)
	}
	msg := p.waitWithin(8*time.Second, "the computer's message expired", func(s frameStatus) bool { return s.Message == "" })
	t.Logf("the message expired by %v after the win, frame %d", time.Since(sent).Round(time.Millisecond), msg.Frames)
	time.Sleep(time.Until(sent.Add(6 * time.Second)))
	p.sameShot("timed-after-S")

	// At rest again: no frames, no CPU.
	const userHZ = 100
	time.Sleep(time.Second)
	s0, _ := p.readFrames()
	c0, t0 := cpuTicks(t, p.cmd.Process.Pid), time.Now()
	time.Sleep(10 * time.Second)
	c1, t1 := cpuTicks(t, p.cmd.Process.Pid), time.Now()
	s1, _ := p.readFrames()
	pct := float64(c1-c0) / userHZ / t1.Sub(t0).Seconds() * 100
	t.Logf("at rest after the timed effects: %.2f%% of one core over %.1f s; %d runs, %d frames drawn", pct, t1.Sub(t0).Seconds(),
		s1.Updates-s0.Updates, s1.Frames-s0.Frames)
	if pct > 0.5 {
		t.Errorf("at rest after the timed effects: %.2f%% of one core, want ≤ 0.5%%", pct)
	}
	t.Logf("took %v", time.Since(start).Round(time.Millisecond))
}

// A refusal (Flip: a cell name that is not on the board) shows and expires on its own, drawn.
func TestRefusalExpires(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	// The timer hidden: the game is not over, so a shown timer would tick between the two pictures.
	p := play(t, "us", append(timerHidden(t), "-id", "flip:i3#1")...)
	p.settle()
	p.offWindow()
	p.xdo("type", "'z9")
	p.xdo("key", "Return")
	shown := p.waitWithin(5*time.Second, "the refusal", func(s frameStatus) bool { return s.Message != "" })
	at := time.Now()
	t.Logf("refusal: %q", shown.Message)
	// The hook writes after each run of the game's Update as well as after each frame drawn: the
	// refusal is gone from the screen once a frame is drawn after the last one that showed it.
	last := shown.Frames
	gone := p.waitWithin(8*time.Second, "the refusal expired, with no input", func(s frameStatus) bool {
		if s.Message != "" {
			last = s.Frames
		}
		return s.Message == "" && s.Frames > last
	})
	t.Logf("the refusal went %v after it showed (frame %d)", time.Since(at).Round(time.Millisecond), gone.Frames)
	p.sameShot("refusal-expired")
}

// Escape's hint steps through its parity groups on screen with no input, and ] steps on from the group
// on screen.
func TestEscapeHintSteps(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	p := play(t, "us", "-id", "escape:64p1#1")
	p.settle()
	p.offWindow()
	p.xdo("key", "h")
	s := p.waitWithin(10*time.Second, "the hint's first group", func(s frameStatus) bool { return s.Group != nil && *s.Group >= 0 })
	seen := []int{*s.Group}
	frames := s.Frames
	for deadline := time.Now().Add(6 * time.Second); len(seen) < 3 && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		n, err := p.readFrames()
		if err == nil && n.Group != nil && *n.Group != seen[len(seen)-1] {
			// The hook writes after the Update that stepped the group and again after the frame that
			// draws it: a frame must follow within a second.
			drawn := p.waitWithin(time.Second, fmt.Sprintf("a frame drawing group %d", *n.Group), func(s frameStatus) bool { return s.Frames > frames })
			if drawn.Group == nil || *drawn.Group != *n.Group {
				t.Errorf("group %d stepped on to %v before a frame drew it", *n.Group, drawn.Group)
			}
			seen, frames = append(seen, *n.Group), drawn.Frames
		}
	}
	if len(seen) < 3 {
		t.Fatalf("the hint's groups with no input in 6 s: %v, want three in turn", seen)
	}
	for i := 1; i < len(seen); i++ {
		if seen[i] != (seen[i-1]+1)%6 {
			t.Errorf("the hint's groups went %v, want one after another", seen)
		}
	}
	last := seen[len(seen)-1]
	p.xdo("key", "bracketright")
	want := (last + 1) % 6
	got := p.waitWithin(5*time.Second, "] steps", func(s frameStatus) bool { return s.Group != nil && *s.Group != last })
	time.Sleep(2 * time.Second) // the cycle has stopped: a player's choice stays
	after, _ := p.readFrames()
	if *got.Group != want || after.Group == nil || *after.Group != want {
		t.Errorf("groups on screen %v, then ] showed %d and %v two seconds later; want %d and staying", seen, *got.Group, after.Group, want)
	} else {
		t.Logf("groups on screen with no input: %v; ] → %d", seen, want)
	}
}

// busy keeps both cores busy with two CPU-bound processes until the test ends.
func busy(t *testing.T) {
	for i := 0; i < 2; i++ {
		cmd := exec.Command("sh", "-c", "while :; do :; done")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	}
}

// With both cores busy, every key and click counts once: `xdotool key 1 2` twenty times 12 ms apart is
// 40 moves, 40 clicks 150 ms apart on two buttons 40 moves (the buttons found from the -state hook's tap
// grid; each click on its own button: the clicks end where the keys did), and Up Up Up Up moves the
// Hash cursor four rows. Keys and clicks are read from the X server's events (docs/input.md).
func TestBusyInput(t *testing.T) {
	keyed := "" // the position the keys made
	t.Run("keys", func(t *testing.T) {
		p := play(t, "us", "-id", "dials:n5q5#1")
		s := p.settle()
		p.focus()
		busy(t)
		for i := 0; i < 20; i++ {
			p.xdo("key", "1", "2")
			time.Sleep(12 * time.Millisecond)
		}
		keyed = p.expectMoves("xdotool key 1 2 ×20, 12 ms apart, both cores busy", s, s.Moves+40).Position
	})
	t.Run("clicks", func(t *testing.T) {
		p := play(t, "us", "-id", "dials:n5q5#1")
		s := p.settle()
		var at [2]string
		for b := 0; b < 2; b++ {
			c := p.aimAtButton(s, b)
			at[b] = fmt.Sprintf("%d %d", c.X, c.Y)
		}
		busy(t)
		for i := 0; i < 40; i++ {
			xy := strings.Fields(at[i%2])
			p.xdo("mousemove", "--window", p.win, xy[0], xy[1], "click", "1")
			time.Sleep(150 * time.Millisecond)
		}
		if f, err := p.readFrames(); err != nil || !f.XClicks {
			t.Errorf("clicks are not read from the X server's events (xclicks %v, %v)", f.XClicks, err)
		}
		p.within(10*time.Second, func(n status) bool { return n.Moves >= s.Moves+40 })
		e := p.expectMoves("40 clicks 150 ms apart on buttons 1 and 2, both cores busy", s, s.Moves+40)
		// Each click on its own button: the same position as the keys 1 2 twenty times.
		if keyed != "" && e.Position != keyed {
			t.Errorf("after the clicks the position is %q; the keys 1 2 ×20 made %q", e.Position, keyed)
		}
		// Two clicks on two buttons a millisecond or two apart, ten times: inside one frame whatever the
		// load, and still two moves each.
		for i := 0; i < 10; i++ {
			a, b := strings.Fields(at[0]), strings.Fields(at[1])
			p.xdo("mousemove", "--window", p.win, a[0], a[1], "click", "1", "mousemove", "--window", p.win, b[0], b[1], "click", "1")
			time.Sleep(150 * time.Millisecond)
		}
		p.within(10*time.Second, func(n status) bool { return n.Moves >= e.Moves+20 }) // a slow last frame
		p.expectMoves("two clicks on buttons 1 and 2 in one xdotool command, ten times", e, e.Moves+20)
	})
	t.Run("arrows", func(t *testing.T) {
		p := play(t, "us", "-id", "hash:number#17")
		s := p.settle()
		p.focus()
		busy(t)
		if f, err := p.readFrames(); err != nil || !f.XKeys {
			t.Errorf("key presses are not read from the X server's events (xkeys %v, %v)", f.XKeys, err)
		}
		col, row := cell(t, s.Selected)
		p.xdo("key", "Up", "Up", "Up", "Up")
		time.Sleep(2 * time.Second)
		e, _ := p.read()
		c2, r2 := cell(t, e.Selected)
		if c2 != col || r2 != row-4 {
			t.Errorf("Up Up Up Up moved the cursor from %s to %s, want 4 rows up", s.Selected, e.Selected)
		} else {
			t.Logf("Up Up Up Up: %s → %s", s.Selected, e.Selected)
		}
	})
}

// cell parses the Hash scene's "col,row".
func cell(t *testing.T, s string) (int, int) {
	t.Helper()
	a, b, ok := strings.Cut(s, ",")
	c, err1 := strconv.Atoi(a)
	r, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil {
		t.Fatalf("not a Hash cell: %q", s)
	}
	return c, r
}
