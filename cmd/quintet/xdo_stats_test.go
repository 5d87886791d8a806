//go:build xdo

package main

import (
	xbin "encoding/binary"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// recState is the part of the -state file the record's tests read.
type recState struct {
	Timer      int64  `json:"timer_ms"`
	Running    bool   `json:"timer_running"`
	DailyChip  []int  `json:"daily_chip"`
	StatsOpen  bool   `json:"stats_open"`
	StatsNote  string `json:"stats_note"`
	Game       string `json:"game"`
	Position   string `json:"position"`
	State      string `json:"state"`
	Moves      int    `json:"moves"`
	Hint       string `json:"hint"`
	HintShown  bool   `json:"hint_shown"`
	Verdict    string `json:"verdict"`
	Remaining  int    `json:"remaining"`
	PuzzleName string `json:"puzzle"`
}

func (p *player) rec() recState {
	p.t.Helper()
	var r recState
	for i := 0; i < 50; i++ {
		data, err := os.ReadFile(p.state)
		if err == nil && json.Unmarshal(data, &r) == nil {
			return r
		}
		time.Sleep(10 * time.Millisecond)
	}
	p.t.Fatal("the state file does not read")
	return r
}

func (p *player) waitRec(what string, ok func(recState) bool) recState {
	p.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		r := p.rec()
		if ok(r) {
			return r
		}
		select {
		case <-p.exited:
			p.t.Fatalf("waiting for %s: the game exited:\n%s", what, p.log.String())
		default:
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("waiting for %s: not within 20 s; last %+v", what, r)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// winWithHints plays the open game to its end with the real H key only (H shows the hint, H again
// plays it) and returns the moves played.
func (p *player) winWithHints() []string {
	p.t.Helper()
	var line []string
	for {
		r := p.waitRec("the hint", func(r recState) bool { return r.State != "playing" || (r.Hint != "" && !r.HintShown) })
		if r.State != "playing" {
			return line
		}
		p.xdo("key", "h")
		p.waitRec("the hint shown", func(r recState) bool { return r.HintShown })
		p.xdo("key", "h")
		p.waitRec("the hinted move played", func(q recState) bool { return q.Moves == r.Moves+1 })
		line = append(line, r.Hint)
		if len(line) > 200 {
			p.t.Fatal("no end after 200 hinted moves")
		}
	}
}

// x11Iconify does what a window manager does when the player minimises a window (Xvfb has none):
// unmaps it and sets its WM_STATE to IconicState (3), or back to NormalState (1) and maps it again.
// GLFW reads exactly that property to say the window is minimised. It speaks the X protocol itself
// (xprop cannot write a property of type WM_STATE).
func (p *player) x11Iconify(iconic bool) {
	p.t.Helper()
	if iconic {
		p.xdo("windowunmap", p.win)
	}
	n := strings.TrimPrefix(p.display, ":")
	c, err := net.Dial("unix", "/tmp/.X11-unix/X"+n)
	if err != nil {
		p.t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(10 * time.Second))
	le := xbin.LittleEndian
	setup := []byte{'l', 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0}
	if _, err := c.Write(setup); err != nil {
		p.t.Fatal(err)
	}
	head := make([]byte, 8)
	if _, err := readFull(c, head); err != nil || head[0] != 1 {
		p.t.Fatalf("X setup refused (%v, status %d)", err, head[0])
	}
	rest := make([]byte, int(le.Uint16(head[6:]))*4)
	readFull(c, rest)
	name := "WM_STATE"
	pad := (4 - len(name)%4) % 4
	req := make([]byte, 8+len(name)+pad)
	req[0] = 16 // InternAtom
	le.PutUint16(req[2:], uint16(len(req)/4))
	le.PutUint16(req[4:], uint16(len(name)))
	copy(req[8:], name)
	c.Write(req)
	reply := make([]byte, 32)
	if _, err := readFull(c, reply); err != nil || reply[0] != 1 {
		p.t.Fatalf("InternAtom: %v %v", err, reply)
	}
	atom := le.Uint32(reply[8:])
	win, err := strconv.ParseUint(p.win, 10, 32)
	if err != nil {
		p.t.Fatal(err)
	}
	state := uint32(1)
	if iconic {
		state = 3
	}
	req = make([]byte, 24+8)
	req[0], req[1] = 18, 0 // ChangeProperty, Replace
	le.PutUint16(req[2:], uint16(len(req)/4))
	le.PutUint32(req[4:], uint32(win))
	le.PutUint32(req[8:], atom)
	le.PutUint32(req[12:], atom) // of type WM_STATE
	req[16] = 32
	le.PutUint32(req[20:], 2)
	le.PutUint32(req[24:], state)
	le.PutUint32(req[28:], 0)
	c.Write(req)
	req = []byte{43, 0, 1, 0} // GetInputFocus: its reply means the change was made
	c.Write(req)
	if _, err := readFull(c, reply); err != nil || reply[0] != 1 {
		p.t.Fatalf("X: %v %v", err, reply)
	}
	if !iconic {
		p.xdo("windowmap", p.win)
	}
}

func readFull(c net.Conn, b []byte) (int, error) {
	n := 0
	for n < len(b) {
		k, err := c.Read(b[n:])
		n += k
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// stats runs quintet -stats on the player's config folder and returns its Dials record.
func (p *player) statsOf(puzzle, size string) map[string]int64 {
	p.t.Helper()
	cmd := exec.Command(binary(p.t), "-config", filepath.Join(filepath.Dir(p.state), "config"), "-stats")
	out, err := cmd.Output()
	if err != nil {
		p.t.Fatalf("quintet -stats: %v\n%s", err, out)
	}
	var all map[string]map[string]map[string]int64
	if err := json.Unmarshal(out, &all); err != nil {
		p.t.Fatalf("quintet -stats printed %q: %v", out, err)
	}
	return all[puzzle][size]
}

// The record by real keys: a game won with hints counts as won at par with its hints; undo and winning
// again counts nothing more; Solve counts as played, not won; the timer runs from when the puzzle is
// shown (before the first move), stops at the win and while the window is minimised; quintet -stats
// prints it all.
func TestRecordByRealKeys(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	p := play(t, "us", "-id", "dials:n5q5#1")
	p.focus()
	start := p.waitRec("the optimum", func(r recState) bool { return r.Verdict == "solved" })
	// The timer runs from when the puzzle is shown: the thinking before the first move counts.
	p.waitRec("the timer running before the first move", func(r recState) bool { return r.Running && r.Timer >= 1000 && r.Moves == 0 })
	par := start.Remaining
	line := p.winWithHints()
	won := p.waitRec("the win", func(r recState) bool { return r.State == "won" })
	if won.Running || len(line) != par || won.Timer <= 0 {
		t.Fatalf("after the win in %d moves (par %d): timer %d ms, running %v", len(line), par, won.Timer, won.Running)
	}
	time.Sleep(1500 * time.Millisecond)
	if later := p.rec(); later.Timer != won.Timer {
		t.Fatalf("the timer went on after the win: %d ms, then %d", won.Timer, later.Timer)
	}
	// Undo the winning move and win again: one win.
	p.xdo("key", "u")
	p.waitRec("the undo", func(r recState) bool { return r.State == "playing" })
	again := p.winWithHints()
	p.waitRec("the second win", func(r recState) bool { return r.State == "won" })
	// A new game, a move, then Solve.
	p.xdo("key", "n")
	p.waitRec("a new game", func(r recState) bool { return r.Game != won.Game && r.Moves == 0 })
	p.xdo("key", "1")
	p.waitRec("a move", func(r recState) bool { return r.Moves == 1 })
	p.xdo("key", "s")
	p.waitRec("the solve", func(r recState) bool { return r.State == "won" })
	// A third game: its timer runs, stops while the window is minimised, and runs again after.
	p.xdo("key", "n")
	third := p.waitRec("a third game", func(r recState) bool { return r.Moves == 0 && r.State == "playing" && r.Game != won.Game })
	p.xdo("key", "2")
	p.waitRec("the third game's timer", func(r recState) bool { return r.Game == third.Game && r.Moves == 1 && r.Timer >= 1000 && r.Running })
	p.x11Iconify(true)
	hidden := p.waitRec("the timer stopped", func(r recState) bool { return !r.Running })
	time.Sleep(3 * time.Second)
	if r := p.rec(); r.Timer != hidden.Timer || r.Running {
		t.Fatalf("minimised: the timer went from %d ms to %d (running %v)", hidden.Timer, r.Timer, r.Running)
	}
	p.x11Iconify(false)
	p.waitRec("the timer running again", func(r recState) bool { return r.Running && r.Timer >= hidden.Timer+1000 })
	t.Logf("won in %d moves (par %d) in %d ms; won again in %d more after an undo; minimised at %d ms", len(line), par, won.Timer, len(again), hidden.Timer)
	p.xdo("key", "Escape") // the menu: the game is saved
	p.cmd.Process.Signal(os.Interrupt)
	<-p.exited
	got := p.statsOf("dials", "n5q5")
	want := map[string]int64{"started": 3, "won": 1, "won_at_par": 1, "moves_over_par": 0, "hints": int64(par), "solved_by_computer": 1, "lost": 0, "best_moves": int64(par), "streak": 0, "longest_streak": 1}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("quintet -stats: %s is %d, want %d (all: %v)", k, got[k], v, got)
		}
	}
	if got["best_time_ms"] != won.Timer {
		t.Errorf("best time %d ms, the timer stopped at %d", got["best_time_ms"], won.Timer)
	}
}

// Today's game is one click from the menu and the same in two runs; once won, its share text is on
// the clipboard and names the puzzle, the date, moves against par, hints and time, but no move.
func TestDailyGameAndShare(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	today := time.Now().Format("2006-01-02")
	open := func() (*player, recState) {
		p := play(t, "us")
		m := p.waitRec("the menu's chip", func(r recState) bool { return len(r.DailyChip) == 4 })
		c := m.DailyChip
		p.xdo("mousemove", "--window", p.win, "--sync", strconv.Itoa((c[0]+c[2])/2), strconv.Itoa((c[1]+c[3])/2))
		p.xdo("click", "1")
		r := p.waitRec("today's game", func(r recState) bool { return r.PuzzleName == "hash" && r.Moves == 0 && strings.Contains(r.Game, "#d") })
		return p, r
	}
	p, first := open()
	if !strings.HasSuffix(first.Game, "#d"+today) {
		t.Fatalf("today's game is %q; want a game of %s", first.Game, today)
	}
	p.focus()
	line := p.winWithHints()
	won := p.waitRec("the win", func(r recState) bool { return r.State == "won" })
	p.xdo("key", "F3")
	p.waitRec("the statistics", func(r recState) bool { return r.StatsOpen })
	p.xdo("key", "Return")
	p.waitRec("the copy", func(r recState) bool { return strings.HasPrefix(r.StatsNote, "Copied") })
	text := p.run("xclip", "-o", "-selection", "clipboard")
	// Every line is accounted for, so none holds a move.
	want := regexp.MustCompile(fmt.Sprintf(`^Quintet · Hash Game · daily %s\nWon in %d moves — par!\nHints: %d · Time \d+:\d\d\nPlay it: %s\n?$`,
		today, len(line), len(line), regexp.QuoteMeta(first.Game)))
	if !want.MatchString(text) {
		t.Errorf("the share text is %q; want it to match %s", text, want)
	}
	t.Logf("share text (%d moves, %d ms):\n%s", len(line), won.Timer, text)
	second, again := open()
	if again.Game != first.Game || again.Position != first.Position {
		t.Fatalf("the second run's daily game: %q at %q; the first: %q at %q", again.Game, again.Position, first.Game, first.Position)
	}
	second.cmd.Process.Signal(os.Interrupt)
}
