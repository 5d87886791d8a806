//go:build xdo

package main

import (
	"strings"
	"testing"
	"time"
)

// A move that starts no animation draws one frame: the move, the machine's answer and the hint the
// status line shows with it ("Optimal from here: …") together, nothing after. Each puzzle's smoke game
// with less motion (every animation instant, the completion banner shown without fading) and the timer
// hidden (its ticks are frames of their own), Return (the selected move), U, R and U again; the frames
// the -state hook counts from the key until 0.6 s after the move shows (a move that ends the game is
// not counted: its banner comes and goes). A Dials button goes in when pressed and comes back out 0.2 s later: a
// second frame, asked for at its time, for Return there. A hint that misses the frame's wait for it
// (on a busy machine) has a frame of its own, and the game reports it (late_hints).
func TestMoveFrames(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	for _, id := range smokeIDs(t) {
		if strings.HasPrefix(id, "template") {
			continue
		}
		t.Run(id, func(t *testing.T) {
			t.Parallel() // each puzzle on its own X server and game
			p := play(t, "us", "-id", id, "-config", plainConfig(t))
			p.focus()
			var s status
			checked := 0
			// check counts the frames drawn from before key (state s) until 0.6 s after its move shows.
			check := func(key string, want int) {
				frames := 1
				if key == "Return" && strings.HasPrefix(id, "dials:") {
					frames = 2 // the button goes in and comes back out
				}
				time.Sleep(600 * time.Millisecond)
				n, _ := p.read()
				// On a busy machine the solver may miss the frame's wait for it (game.hintWait): its hint
				// is then drawn in a frame of its own, which the game counts.
				frames += n.LateHints - s.LateHints
				switch {
				case n.Moves != want:
					t.Errorf("%s: %d moves, want %d", key, n.Moves, want)
				case n.State != "playing":
					t.Logf("%s ended the game: the completion banner has frames of its own", key)
					time.Sleep(time.Second) // until the banner is gone
					n, _ = p.read()
				case n.Frames-s.Frames != frames:
					t.Errorf("%s: %d frames drawn, want %d (before: %q, hint %q, %d updates; after: %q, hint %q, %d updates)",
						key, n.Frames-s.Frames, frames, s.Message, s.Hint, s.Updates, n.Message, n.Hint, n.Updates)
				default:
					checked++
				}
				s = n
			}
			// Return (the selection aimed at a move it plays), then U, R and U.
			var ok bool
			if s, ok = p.playSelected(); !ok {
				t.Fatal("Return played no move wherever the arrows aimed")
			}
			check("Return", s.Moves+1)
			for i, key := range []string{"u", "r", "u"} {
				want := s.Moves - 1
				if i == 1 {
					want = s.Moves + 1
				}
				p.xdo("key", key)
				p.waitFor(key+" played", func(n status) bool { return n.Moves == want })
				check(key, want)
			}
			if checked < 2 {
				t.Errorf("%d moves checked, want at least 2", checked)
			}
		})
	}
}
