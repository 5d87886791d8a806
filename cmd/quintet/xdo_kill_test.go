//go:build xdo

package main

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// killRounds is how many times TestKillLosesNoShownMove kills the game (QUINTET_KILLS overrides it).
// Fifteen in make xdo: each round restarts the game, the longest wait of make xdo (30 rounds took 3
// minutes on a busy machine); QUINTET_KILLS=100 for a longer hunt.
const killRounds = 15

// keeper is the game restarted again and again on one saves folder and one X server.
type keeper struct {
	t       *testing.T
	display string
	config  string
	state   string
	cmd     *exec.Cmd
	log     *bytes.Buffer
	exited  chan struct{}
	win     string // the game's window
}

// windows lists the game windows on the display.
func (k *keeper) windows() map[string]bool {
	cmd := exec.Command("xdotool", "search", "--name", "^Quintet$")
	cmd.Env = xEnv(k.display)
	out, _ := cmd.Output() // none: exit status 1
	m := map[string]bool{}
	for _, w := range strings.Fields(string(out)) {
		m[w] = true
	}
	return m
}

// start runs the game and waits for its first frame; it returns the first state it shows.
func (k *keeper) start(args ...string) status {
	k.t.Helper()
	os.Remove(k.state)
	before := k.windows()
	k.log, k.exited = &bytes.Buffer{}, make(chan struct{})
	k.cmd = exec.Command(binary(k.t), append([]string{"-config", k.config, "-state", k.state}, args...)...)
	k.cmd.Env = xEnv(k.display)
	k.cmd.Stdout, k.cmd.Stderr = k.log, k.log
	if err := k.cmd.Start(); err != nil {
		k.t.Fatal(err)
	}
	cmd, exited := k.cmd, k.exited
	go func() { cmd.Wait(); close(exited) }()
	k.t.Cleanup(func() { cmd.Process.Kill(); <-exited })
	deadline := time.Now().Add(30 * time.Second)
	for {
		if s, err := k.read(); err == nil && s.Frames > 0 {
			for w := range k.windows() {
				if !before[w] {
					k.win = w // this copy's window: GLFW's windows may all carry either copy's pid
				}
			}
			if k.win == "" {
				k.t.Fatal("no new window")
			}
			return s
		}
		select {
		case <-k.exited:
			k.t.Fatalf("the game exited before its first frame (%v):\n%s", k.cmd.ProcessState, k.log)
		default:
		}
		if time.Now().After(deadline) {
			k.t.Fatalf("no first frame within 30 s:\n%s", k.log)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func (k *keeper) read() (status, error) {
	var s status
	b, err := os.ReadFile(k.state)
	if err != nil {
		return s, err
	}
	return s, json.Unmarshal(b, &s)
}

// typing types digits into the game's window until the returned stop is called.
func (k *keeper) typing(digits string) (stop func()) {
	k.t.Helper()
	k.x("xdotool", "windowfocus", "--sync", k.win)
	typer := exec.Command("xdotool", "type", "--delay", "15", digits)
	typer.Env = xEnv(k.display)
	if err := typer.Start(); err != nil {
		k.t.Fatal(err)
	}
	return func() { typer.Process.Kill(); typer.Wait() }
}

// keys types s into the game's window and returns when it is typed.
func (k *keeper) keys(s string) {
	k.t.Helper()
	k.x("xdotool", "windowfocus", "--sync", k.win)
	k.x("xdotool", "type", "--delay", "60", s)
}

func (k *keeper) x(name string, args ...string) string {
	k.t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Env = xEnv(k.display)
	out, err := cmd.CombinedOutput()
	if err != nil {
		k.t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
	return string(out)
}

// check looks at the game just started after a kill: no save was unreadable, and every move the
// game had shown before it was killed is there.
func (k *keeper) check(round int, s status, shown status) (lost int) {
	k.t.Helper()
	aside, _ := filepath.Glob(filepath.Join(k.config, "*unreadable*"))
	if len(aside) > 0 || strings.Contains(s.Message, "could not be read") {
		k.t.Fatalf("round %d: an unreadable save: %q, %q", round, aside, s.Message)
	}
	if s.Puzzle != "dials" || s.Game != shown.Game {
		k.t.Fatalf("round %d: resumed %s %s; %s was shown before the kill", round, s.Puzzle, s.Game, shown.Game)
	}
	return max(0, shown.Moves-s.Moves)
}

// Every move the game showed is saved (the bound is zero: a move is on disk before the frame that shows
// it), whenever the game is killed: digits are typed into Dials and the game is killed with SIGKILL at
// random moments, then started again on the same saves; no save may be unreadable and no move shown
// before the kill (the last frame the -state hook wrote) may be missing. Then SIGTERM, SIGINT and
// SIGHUP end the game cleanly (exit status 0) and lose nothing typed, shown or not.
func TestKillLosesNoShownMove(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	rounds := killRounds
	if n, err := strconv.Atoi(os.Getenv("QUINTET_KILLS")); err == nil {
		rounds = n
	}
	dir := t.TempDir()
	k := &keeper{t: t, display: startX(t), config: filepath.Join(dir, "config"), state: filepath.Join(dir, "state.json")}
	seed := uint64(time.Now().UnixNano())
	rng := rand.New(rand.NewPCG(seed, 1))
	t.Logf("seed %d", seed)
	digits := strings.Repeat("12345", 200)
	shown := k.start("-id", "dials:n6q5#2")
	lost, lostRounds, killed := 0, 0, 0
	for round := 1; round <= rounds; round++ {
		stop := k.typing(digits)
		time.Sleep(time.Duration(20+rng.IntN(600)) * time.Millisecond)
		k.cmd.Process.Signal(syscall.SIGKILL)
		<-k.exited
		stop()
		killed++
		if s, err := k.read(); err == nil {
			shown = s // the last frame drawn before the kill
		}
		s := k.start()
		if n := k.check(round, s, shown); n > 0 {
			lost += n
			lostRounds++
			t.Errorf("round %d: %d of the %d moves shown before the kill are missing after the restart (%d)", round, n, shown.Moves, s.Moves)
		}
		shown = k.playing(s)
	}
	t.Logf("%d kills: %d moves shown before a kill missing after it, in %d rounds; %d moves played", killed, lost, lostRounds, shown.Moves)
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP} {
		shown = k.playing(shown)
		from := shown.Moves
		stop := k.typing(digits)
		for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
			// Three moves in, or a move that won (after a win digits play nothing, and the position
			// the last round's win was undone to may be won again by the first digit typed).
			if s, err := k.read(); err == nil && (s.Moves >= from+3 || s.State == "won" && s.Moves > from) {
				break
			}
		}
		k.cmd.Process.Signal(sig) // while digits are still being typed
		defer stop()
		select {
		case <-k.exited:
		case <-time.After(15 * time.Second):
			t.Fatalf("%v: the game did not stop within 15 s:\n%s", sig, k.log)
		}
		stop()
		if code := k.cmd.ProcessState.ExitCode(); code != 0 {
			t.Fatalf("%v: exit status %d:\n%s", sig, code, k.log)
		}
		said := strings.TrimSpace(k.log.String())
		before, err := k.read()
		if err != nil {
			t.Fatal(err)
		}
		s := k.start()
		typed := before.Moves >= from+3 || before.State == "won" && before.Moves > from
		if n := k.check(0, s, before); n > 0 || s.Moves < before.Moves || !typed {
			t.Errorf("%v: %d moves before, %d shown, %d after the restart", sig, from, before.Moves, s.Moves)
		} else {
			t.Logf("%v: exit status 0, %d moves shown (%d before), %d after the restart; said %q", sig, before.Moves, from, s.Moves, said)
		}
		shown = s
	}
}

// playing undoes a winning move the typed digits happened to reach (after a win digits play nothing, so
// the next round would type no moves): the game is played again from the position before it.
func (k *keeper) playing(s status) status {
	k.t.Helper()
	if s.State != "won" {
		return s
	}
	k.keys("u")
	return k.wait("the winning move undone", func(s status) bool { return s.State != "won" })
}

// wait polls the state until ok holds (15 s at most).
func (k *keeper) wait(what string, ok func(status) bool) status {
	k.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		if s, err := k.read(); err == nil && ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			s, err := k.read()
			k.t.Fatalf("waiting for %s: last state %+v (%v)\n%s", what, s, err, k.log)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// A save set aside is announced on the menu, stays past the few seconds a message lasts, and goes
// when the player presses a key; a second copy of the game says on the menu that it does not save,
// and says it again on no later move (the notice stays until dismissed, no "Could not save" replaces
// it). Both also go to standard error.
func TestNoticesStayUntilSeen(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	dir := t.TempDir()
	k := &keeper{t: t, display: startX(t), config: filepath.Join(dir, "config"), state: filepath.Join(dir, "state.json")}
	os.MkdirAll(k.config, 0o755)
	os.WriteFile(filepath.Join(k.config, "dials.json"), []byte(`{"version":3,"puzzle":"dials","entr`), 0o644)
	s := k.start()
	if s.Puzzle != "menu" || s.Notices == 0 || !strings.Contains(s.Message, "Dials game could not be read") {
		t.Fatalf("the menu does not announce the save set aside: %+v", s)
	}
	time.Sleep(5 * time.Second) // longer than a status message lasts
	k.x("xdotool", "mousemove", "5", "5")
	if s, _ := k.read(); s.Notices == 0 {
		t.Fatal("the notice went by itself")
	}
	if !strings.Contains(k.log.String(), "Dials game could not be read") {
		t.Errorf("not on standard error: %q", k.log.String())
	}
	first, firstLog := k.cmd, k.log
	// A second copy on the same saves, while the first runs.
	second := &keeper{t: t, display: k.display, config: k.config, state: filepath.Join(dir, "state2.json")}
	s = second.start()
	if s.Notices == 0 || !strings.Contains(s.Message, "not being saved") || !strings.Contains(second.log.String(), "not being saved") {
		t.Fatalf("the second copy does not say it does not save: %+v\n%s", s, second.log)
	}
	second.keys("5") // any key: the notice has been seen (and the key opens Dials)
	second.wait("the notice dismissed and Dials open", func(s status) bool { return s.Notices == 0 && s.Puzzle == "dials" })
	second.keys("123")
	s = second.wait("three moves", func(s status) bool { return s.Moves == 3 })
	time.Sleep(300 * time.Millisecond)
	if s, _ := second.read(); strings.Contains(s.Message, "Could not save") || s.Notices != 0 {
		t.Errorf("after moves the second copy says %q (%d notices)", s.Message, s.Notices)
	}
	second.cmd.Process.Signal(syscall.SIGTERM)
	<-second.exited
	first.Process.Signal(syscall.SIGTERM)
	<-k.exited
	_ = firstLog
}
