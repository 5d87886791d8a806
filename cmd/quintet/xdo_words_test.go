//go:build xdo

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// runUntilFirstFrame starts the game with args and env, waits for its first frame (through the
// -state hook), stops it with SIGTERM and returns its first state and everything it wrote.
func runUntilFirstFrame(t *testing.T, env []string, args ...string) (status, string) {
	t.Helper()
	k := &keeper{t: t, state: filepath.Join(t.TempDir(), "state.json")}
	var log bytes.Buffer
	cmd := exec.Command(binary(t), append([]string{"-state", k.state}, args...)...)
	cmd.Env = env
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	t.Cleanup(func() { cmd.Process.Kill(); <-exited })
	deadline := time.Now().Add(30 * time.Second)
	var s status
	for {
		var err error
		if s, err = k.read(); err == nil && s.Frames > 0 {
			break
		}
		select {
		case <-exited:
			t.Fatalf("the game exited before its first frame:\n%s", log.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("no first frame within 30 s:\n%s", log.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-exited:
	case <-time.After(20 * time.Second):
		t.Fatal("SIGTERM did not stop the game within 20 s")
	}
	return s, log.String()
}

// With no HOME the games live in memory only: SIGTERM must not say they are saved. With -config
// /dev/null nothing can be saved and nothing can have been saved: one notice says so, none says a
// file that is not there "could not be read".
func TestStopWordsAreTrue(t *testing.T) {
	t.Parallel()
	display := startX(t)
	var noHome []string
	for _, kv := range xEnv(display) {
		if k, _, _ := strings.Cut(kv, "="); k != "HOME" && k != "XDG_CONFIG_HOME" {
			noHome = append(noHome, kv)
		}
	}
	s, log := runUntilFirstFrame(t, noHome)
	if strings.Contains(log, "the games are saved") || !strings.Contains(log, "terminated: the games are not saved") {
		t.Errorf("no HOME (a game in memory), SIGTERM says:\n%s", log)
	}
	if s.Notices != 1 {
		t.Errorf("no HOME: %d notices, want 1 (%q)", s.Notices, s.Message)
	}
	s, log = runUntilFirstFrame(t, xEnv(display), "-config", os.DevNull)
	if s.Notices != 1 || !strings.Contains(s.Message, "not being saved") || strings.Contains(s.Message, "could not be read") {
		t.Errorf("-config /dev/null: %d notices: %q", s.Notices, s.Message)
	}
	if strings.Contains(log, "the games are saved") || !strings.Contains(log, "terminated: the games are not saved") {
		t.Errorf("-config /dev/null, SIGTERM says:\n%s", log)
	}
	// A folder that saves: SIGTERM says so.
	_, log = runUntilFirstFrame(t, xEnv(display), "-config", t.TempDir())
	if !strings.Contains(log, "terminated: the games are saved.") {
		t.Errorf("a folder that saves, SIGTERM says:\n%s", log)
	}
}
