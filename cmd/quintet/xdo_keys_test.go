//go:build xdo

package main

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// quiet waits until the game has drawn no frame for 400 ms and asks for none (an animation, such as
// Clock's replay of the machine's answer, is over: a frame of it may take longer than 400 ms on a busy
// machine, and an Enter during the replay only ends it) and returns the state.
func (p *player) quiet() status {
	p.t.Helper()
	s := p.waitFor("the state", func(status) bool { return true })
	since := time.Now()
	for deadline := time.Now().Add(15 * time.Second); time.Since(since) < 400*time.Millisecond; {
		if time.Now().After(deadline) {
			p.t.Fatalf("the game kept drawing for 15 s: %+v", s)
		}
		time.Sleep(40 * time.Millisecond)
		n, err := p.read()
		if err != nil {
			continue
		}
		if n.Frames != s.Frames || n.Position != s.Position || n.Animating {
			since = time.Now()
		}
		s = n
	}
	return s
}

// cell is where the scene's cursor stands to select move, as the state reports it (game.Cursor): x
// grows with the Right arrow, y with Down.
func (s status) cell(move string) (x, y int, ok bool) {
	c, ok := s.Cells[move]
	if !ok || len(c) != 2 {
		return 0, 0, false
	}
	return c[0], c[1], true
}

// smokeIDs are the puzzles the binary under test registers, each with its smoke-test game
// (quintet -smoke-ids, as make smoke reads them).
func smokeIDs(t *testing.T) []string {
	t.Helper()
	out, err := exec.Command(binary(t), "-smoke-ids").Output()
	if err != nil {
		t.Fatalf("quintet -smoke-ids: %v", err)
	}
	ids := strings.Fields(string(out))
	if len(ids) == 0 {
		t.Fatal("quintet -smoke-ids lists no puzzle")
	}
	return ids
}

// Every registered puzzle played to a win from the keyboard alone: the arrow keys move the selection
// onto the solver's optimal move (read from the state, never shown with H) and Return plays it. Each
// arrow must move the selection exactly one step the expected way. Where a move is comes from the scene
// (game.Cursor, reported by the -state hook), so a new puzzle needs nothing here.
func TestKeyboardOnlyWins(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	const maxMoves, maxKeys = 60, 600
	for _, id := range smokeIDs(t) {
		tc := struct{ puzzle, id string }{id[:strings.Index(id+":", ":")], id}
		t.Run(tc.puzzle, func(t *testing.T) {
			t.Parallel() // each puzzle on its own X server and game
			p := play(t, "us", "-id", tc.id)
			p.focus()
			s := p.quiet()
			if s.Puzzle != tc.puzzle || s.State != "playing" || s.Moves != 0 {
				t.Fatalf("start: %+v", s)
			}
			start := time.Now()
			var log []string // the keys pressed, in order
			moves, arrows := 0, 0
			press := func(key string) {
				t.Helper()
				if len(log) >= maxKeys {
					t.Fatalf("over %d keys without a win; keys: %s", maxKeys, strings.Join(log, " "))
				}
				p.xdo("key", key)
				log = append(log, key)
			}
			shot := false
			for {
				s = p.waitFor("the hint or the end", func(k status) bool { return k.State != "playing" || k.Hint != "" })
				if s.State == "won" {
					break
				}
				if s.State != "playing" {
					t.Fatalf("the game ended %s after %d moves; keys: %s", s.State, moves, strings.Join(log, " "))
				}
				if moves >= maxMoves {
					t.Fatalf("not won after %d moves; keys: %s", moves, strings.Join(log, " "))
				}
				if s.Verdict != "solved" {
					t.Fatalf("the solver's verdict is %q (hint %q), want a winning line: %+v", s.Verdict, s.Hint, s)
				}
				hx, hy, ok := s.cell(s.Hint)
				if !ok {
					t.Fatalf("the scene gives no cell for the hint %q (game.Cursor): this test cannot aim its arrow keys; state %+v", s.Hint, s)
				}
				if s.Selected == "" { // the cursor is hidden: any arrow shows it
					press("Right")
					arrows++
					s = p.waitFor("the cursor shown by Right", func(k status) bool { return k.Selected != "" })
				}
				for s.Selected != s.Hint {
					sx, sy, ok := s.cell(s.Selected)
					if !ok {
						t.Fatalf("the scene gives no cell for the selection %q (game.Cursor)", s.Selected)
					}
					key, dx, dy := "", 0, 0
					switch {
					case sx < hx:
						key, dx = "Right", 1
					case sx > hx:
						key, dx = "Left", -1
					case sy < hy:
						key, dy = "Down", 1
					case sy > hy:
						key, dy = "Up", -1
					default:
						t.Fatalf("the selection %q and the hint %q are the same place written differently", s.Selected, s.Hint)
					}
					from := s
					press(key)
					arrows++
					deadline := time.Now().Add(5 * time.Second)
					for {
						n, err := p.read()
						if err == nil && n.Selected != from.Selected {
							s = n
							break
						}
						if time.Now().After(deadline) {
							t.Fatalf("the key %s did not move the selection from %q within 5 s (aiming at %q); keys: %s",
								key, from.Selected, from.Hint, strings.Join(log, " "))
						}
						time.Sleep(20 * time.Millisecond)
					}
					if nx, ny, ok := s.cell(s.Selected); !ok || nx != sx+dx || ny != sy+dy || s.Position != from.Position {
						t.Fatalf("the key %s moved the selection from %q to %q (position %s → %s), want one step %s",
							key, from.Selected, s.Selected, from.Position, s.Position, key)
					}
				}
				if !shot && moves >= 1 || !shot && tc.puzzle == "escape" {
					// The hook writes the selection after Update, before the frame that shows it is drawn.
					if q := p.quiet(); q.Selected != s.Selected || q.Position != s.Position {
						t.Fatalf("the selection moved on its own from %q to %q", s.Selected, q.Selected)
					}
					p.screenshot(fmt.Sprintf("keys-%s-cursor-on-%s", tc.puzzle, s.Selected))
					shot = true
				}
				before := s
				press("Return")
				s = p.waitFor("the move played by Return", func(k status) bool {
					return k.Moves != before.Moves || k.Position != before.Position || k.State != before.State
				})
				if s.Moves <= before.Moves {
					t.Fatalf("Return on %q: %d moves, want more than %d", before.Selected, s.Moves, before.Moves)
				}
				moves++
				t.Logf("move %d: %s (optimal: %d left before it)", moves, before.Hint, before.Left)
				s = p.quiet()
			}
			t.Logf("%s %s won in %d moves with %d keys (%d arrows, %d Return) in %v: %s", tc.puzzle, tc.id, moves,
				len(log), arrows, len(log)-arrows, time.Since(start).Round(time.Millisecond), strings.Join(log, " "))
			p.screenshot("keys-" + tc.puzzle + "-won")
		})
	}
}
