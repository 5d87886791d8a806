//go:build xdo

package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// dialogState is the game-ID dialog as the -state hook reports it (absent while the dialog is closed).
type dialogState struct {
	Game   string `json:"game"`
	Dialog *struct {
		Buttons []struct {
			Label      string
			X, Y, W, H float64
		} `json:"buttons"`
		Field   string `json:"field"`
		Focus   string `json:"focus"`
		Note    string `json:"note"`
		Error   string `json:"error"`
		Waiting bool   `json:"waiting"`
	} `json:"dialog"`
}

// waitDialog polls the state until ok holds, for up to 15 s.
func (p *player) waitDialog(what string, ok func(dialogState) bool) dialogState {
	p.t.Helper()
	var last dialogState
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		select {
		case <-p.exited:
			p.t.Fatalf("waiting for %s: the game exited:\n%s", what, p.log.String())
		default:
		}
		if data, err := os.ReadFile(p.state); err == nil {
			var s dialogState
			if json.Unmarshal(data, &s) == nil {
				last = s
				if ok(s) {
					return s
				}
			}
		}
		if time.Now().After(deadline) {
			d := "closed"
			if last.Dialog != nil {
				d = strconv.Quote(last.Dialog.Field) + " note " + strconv.Quote(last.Dialog.Note) + " error " + strconv.Quote(last.Dialog.Error)
			}
			st, _ := p.read()
			p.cmd.Process.Signal(syscall.SIGQUIT) // the game's goroutines, for the log
			time.Sleep(time.Second)
			p.t.Fatalf("waiting for %s: not within 15 s; game %s, dialog %s; frames %d\ngame's output:\n%s", what, last.Game, d, st.Frames, p.log.String())
		}
	}
}

// clickDialogButton clicks the dialog's button with the given label, quickly (press and release together).
func (p *player) clickDialogButton(s dialogState, label string) {
	p.t.Helper()
	for _, b := range s.Dialog.Buttons {
		if b.Label == label {
			x, y := int(b.X+b.W/2), int(b.Y+b.H/2)
			p.xdo("mousemove", "--window", p.win, "--sync", strconv.Itoa(x), strconv.Itoa(y))
			p.xdo("click", "1")
			return
		}
	}
	p.t.Fatalf("the dialog has no %s button: %+v", label, s.Dialog.Buttons)
}

// setClipboard makes xclip own the X clipboard with text (it serves it from the background until the
// X server ends), and waits until it does: xclip's parent returns after the fork, and the request that
// takes the selection leaves with the child's first flush, so on a busy machine a Paste right after
// could still be answered by the last owner (the game: "Pasted" its own ID, seen once under load).
func (p *player) setClipboard(text string) {
	p.t.Helper()
	cmd := exec.Command("xclip", "-i", "-selection", "clipboard")
	cmd.Env = xEnv(p.display)
	cmd.Stdin = strings.NewReader(text) // no output pipes: xclip's background child must not hold them
	if err := cmd.Run(); err != nil {
		p.t.Fatalf("xclip -i: %v (install it: .ci/install-deps test)", err)
	}
	for deadline := time.Now().Add(15 * time.Second); p.run("xclip", "-o", "-selection", "clipboard") != text; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			p.t.Fatalf("xclip -i %q: the clipboard does not hold it after 15 s", text)
		}
	}
}

// The game-ID dialog's Copy and Paste reach the X clipboard that other programs use: Copy puts the game's
// ID there for xclip to read, and Paste takes an ID xclip put there, which Enter then opens. Ctrl+C and
// Ctrl+V do the same from the keyboard.
func TestClipboard(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	if _, err := exec.LookPath("xclip"); err != nil {
		t.Fatalf("xclip is not installed (.ci/install-deps test installs it): %v", err)
	}
	const first, second, third = "dials:n5q5#1", "dials:n3q7#5", "dials:n4q7#3"
	p := play(t, "us", "-id", first)
	p.focus()
	p.xdo("key", "g")
	s := p.waitDialog("the dialog", func(s dialogState) bool { return s.Dialog != nil && s.Dialog.Field == first })

	p.clickDialogButton(s, "Copy")
	p.waitDialog("Copied", func(s dialogState) bool { return s.Dialog != nil && s.Dialog.Note == "Copied "+first })
	if got := p.run("xclip", "-o", "-selection", "clipboard"); got != first {
		t.Fatalf("after Copy, xclip reads %q from the clipboard; want %q", got, first)
	}
	time.Sleep(300 * time.Millisecond) // the state is written before the frame is drawn
	p.screenshot("clip-copied")

	p.setClipboard(second + "\n")
	p.clickDialogButton(s, "Paste")
	s = p.waitDialog("the pasted ID", func(s dialogState) bool { return s.Dialog != nil && s.Dialog.Field == second })
	if s.Game != first || s.Dialog.Note != "Pasted "+second+"; Enter opens it" || s.Dialog.Error != "" {
		t.Fatalf("after Paste: game %s, dialog %+v; want the game unchanged and a note", s.Game, *s.Dialog)
	}
	time.Sleep(300 * time.Millisecond)
	p.screenshot("clip-pasted")
	p.xdo("key", "Return")
	p.waitDialog("the pasted game to open", func(s dialogState) bool { return s.Dialog == nil && s.Game == second })

	// The keyboard: G, Ctrl+C, then Ctrl+V of what another program copied, and Enter.
	p.xdo("key", "g")
	p.waitDialog("the dialog", func(s dialogState) bool { return s.Dialog != nil && s.Dialog.Field == second })
	p.xdo("key", "ctrl+c")
	p.waitDialog("Copied", func(s dialogState) bool { return s.Dialog != nil && s.Dialog.Note == "Copied "+second })
	if got := p.run("xclip", "-o", "-selection", "clipboard"); got != second {
		t.Fatalf("after Ctrl+C, xclip reads %q; want %q", got, second)
	}
	p.setClipboard(" " + third + "\t")
	p.xdo("key", "ctrl+v")
	p.waitDialog("the pasted ID", func(s dialogState) bool { return s.Dialog != nil && s.Dialog.Field == third })
	p.xdo("key", "Return")
	p.waitDialog("the pasted game to open", func(s dialogState) bool { return s.Dialog == nil && s.Game == third })

	// What the game copied itself pastes back.
	p.xdo("key", "g")
	p.waitDialog("the dialog", func(s dialogState) bool { return s.Dialog != nil })
	p.xdo("key", "ctrl+c")
	p.waitDialog("Copied", func(s dialogState) bool { return s.Dialog != nil && s.Dialog.Note == "Copied "+third })
	p.xdo("key", "ctrl+u")
	p.xdo("key", "ctrl+v")
	p.waitDialog("its own ID pasted back", func(s dialogState) bool { return s.Dialog != nil && s.Dialog.Field == third })
}
