//go:build !js

package clipboard

import (
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// A clipboard of a megabyte or more reaches X11 clients in pieces (INCR), which the clipboard library
// does not read: the paste must say the clipboard holds too much text, not that it is empty. A text
// of a few kilobytes is read whole. (xclip owns the clipboard, as another program would.)
func TestNativeClipboardLargeText(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display (make unit runs this package under Xvfb)")
	}
	if _, err := exec.LookPath("xclip"); err != nil {
		t.Fatalf("xclip is not installed (.ci/install-deps test installs it): %v", err)
	}
	read := func(text string) (string, error) {
		owner := exec.Command("xclip", "-quiet", "-selection", "clipboard", "-i")
		owner.Stdin = strings.NewReader(text)
		if err := owner.Start(); err != nil {
			t.Fatal(err)
		}
		defer func() { owner.Process.Kill(); owner.Wait() }()
		// xclip takes the selection once it has read its input (seconds for megabytes on a busy
		// machine): wait until the clipboard has an owner that answers. The last owner was killed, so
		// an answer comes from this one.
		for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
			if exec.Command("xclip", "-selection", "clipboard", "-o", "-t", "TARGETS").Run() == nil {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("xclip did not take the clipboard within 20 s")
			}
		}
		type answer struct {
			text string
			err  error
		}
		got := make(chan answer, 1)
		systemClipboard{}.ReadText(func(s string, err error) { got <- answer{s, err} })
		select {
		case a := <-got:
			return a.text, a.err
		case <-time.After(3 * clipWait):
			t.Fatal("the clipboard did not answer")
		}
		return "", nil
	}
	small := strings.Repeat("dials:n5q5#1 ", 300)
	if text, err := read(small); err != nil || text != small {
		t.Fatalf("%d bytes: read %d bytes, err %v", len(small), len(text), err)
	}
	for _, size := range []int{1 << 20, 3 << 20} {
		text, err := read(strings.Repeat("a", size))
		if err == nil || !strings.Contains(err.Error(), "too long to paste here") {
			t.Errorf("%d bytes: read %d bytes, err %v; want the clipboard said to hold too much", size, len(text), err)
		}
	}
}
