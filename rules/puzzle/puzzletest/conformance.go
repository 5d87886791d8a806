// Package puzzletest checks that a puzzle backend keeps the promises the midend relies on. Every
// puzzle's backend test calls Conformance.
package puzzletest

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"quintet/rules/puzzle"
)

// Options tune Conformance for one puzzle.
type Options struct {
	// Seeds to generate per preset (default 5).
	Seeds int
	// MaxMoves bounds a game played by hints (default 10000).
	MaxMoves int
	// SkipPlay lists preset params whose games are too long to play out move by move in a test.
	SkipPlay []string
	// MayLose is true for puzzles whose optimal play can still end in Lost or NoWin (the Hash Game).
	MayLose bool
	// HintTimeout bounds one hint (default 20s).
	HintTimeout time.Duration
}

// Conformance checks b against the midend's contract:
//   - presets are non-empty, params contain no ':' or '#';
//   - Generate is deterministic and Decode(Params, Desc) round-trips;
//   - Desc contains no '#' or white space;
//   - following the hints wins, with Remaining falling by exactly one per move;
//   - malformed params, descriptions and moves are errors, not panics, and leave positions unchanged.
func Conformance(t *testing.T, b puzzle.Backend, o Options) {
	t.Helper()
	if o.Seeds == 0 {
		o.Seeds = 5
	}
	if o.MaxMoves == 0 {
		o.MaxMoves = 10000
	}
	if o.HintTimeout == 0 {
		o.HintTimeout = 20 * time.Second
	}
	if b.Info().Name == "" || strings.ToLower(b.Info().Name) != b.Info().Name || strings.ContainsAny(b.Info().Name, ":# ") {
		t.Fatalf("Name %q: want lower-case letters", b.Info().Name)
	}
	if b.Info().Title == "" || b.Info().Rules == "" {
		t.Fatalf("Title %q / Rules empty", b.Info().Title)
	}
	if len(b.Info().Presets) == 0 {
		t.Fatal("no presets")
	}
	for _, pr := range b.Info().Presets {
		pr := pr
		t.Run(pr.Params, func(t *testing.T) {
			if strings.ContainsAny(pr.Params, ":# ") || pr.Name == "" {
				t.Fatalf("preset %+v: params must not hold ':', '#' or spaces", pr)
			}
			for s := 0; s < o.Seeds; s++ {
				seed := uint64(s)*0x9e3779b97f4a7c15 + 1
				p1, err := b.Generate(pr.Params, seed)
				if err != nil {
					t.Fatalf("Generate(%q, %d): %v", pr.Params, seed, err)
				}
				p2, _ := b.Generate(pr.Params, seed)
				if p1.Desc() != p2.Desc() || p1.Params() != p2.Params() {
					t.Fatalf("Generate(%q, %d) not deterministic: %q vs %q", pr.Params, seed, p1.Desc(), p2.Desc())
				}
				checkRoundTrip(t, b, p1)
				checkBadMoves(t, p1)
				if s == 0 && !contains(o.SkipPlay, pr.Params) {
					playByHints(t, b, p1, o)
				}
			}
		})
	}
	for _, problem := range Malformed(b) {
		t.Error(problem)
	}
	checkFixedPresets(t, b)
	if b.Info().Example.ID != "" {
		t.Run("example", func(t *testing.T) { CheckExample(t, b, o) })
	}
}

// checkFixedPresets: a preset that opens one fixed game names a game of this puzzle with its own params.
func checkFixedPresets(t *testing.T, b puzzle.Backend) {
	t.Helper()
	for _, pr := range b.Info().Presets {
		if pr.Game == "" {
			continue
		}
		id, err := puzzle.ParseID(pr.Game)
		if err != nil {
			t.Errorf("preset %q: game %q: %v", pr.Name, pr.Game, err)
			continue
		}
		if id.Params != pr.Params {
			t.Errorf("preset %q: game %q has params %q, want the preset's %q", pr.Name, pr.Game, id.Params, pr.Params)
		}
		if _, err := puzzle.Open(b, id); err != nil {
			t.Errorf("preset %q: game %q does not open: %v", pr.Name, pr.Game, err)
		}
	}
}

// CheckExample plays the help's worked example: its ID opens, every caption is there, every move is
// legal, and when the example says it is optimal, each move takes the hint's count of moves still
// needed down by exactly one.
func CheckExample(t *testing.T, b puzzle.Backend, o Options) {
	t.Helper()
	ex := b.Info().Example
	id, err := puzzle.ParseID(ex.ID)
	if err != nil {
		t.Fatalf("example ID %q: %v", ex.ID, err)
	}
	p, err := puzzle.Open(b, id)
	if err != nil {
		t.Fatalf("example ID %q does not open: %v", ex.ID, err)
	}
	if strings.TrimSpace(ex.Intro) == "" || len(ex.Steps) == 0 {
		t.Fatalf("example %q: no intro or no steps", ex.ID)
	}
	remaining := func(p puzzle.Position) int {
		ctx, cancel := context.WithTimeout(context.Background(), o.HintTimeout)
		defer cancel()
		h, err := b.Hint(ctx, p)
		if err != nil || h.Verdict != puzzle.Solved {
			t.Fatalf("example %q: no hint for %q: %v (verdict %v)", ex.ID, p.Desc(), err, h.Verdict)
		}
		return h.Remaining
	}
	left := -1
	if ex.Optimal {
		left = remaining(p)
	}
	for i, st := range ex.Steps {
		if strings.TrimSpace(st.Say) == "" {
			t.Errorf("example step %d (%s) has no caption", i+1, st.Move)
		}
		if p.Status() != puzzle.Playing {
			t.Fatalf("example step %d (%s): the game is already %v", i+1, st.Move, p.Status())
		}
		next, err := p.Play(st.Move)
		if err != nil {
			t.Fatalf("example step %d: move %q is illegal: %v", i+1, st.Move, err)
		}
		p = next
		if ex.Optimal {
			now := 0
			if p.Status() != puzzle.Won {
				now = remaining(p)
			}
			if now != left-1 {
				t.Errorf("example step %d (%s): %d moves still needed after it, want %d (the move is not optimal)", i+1, st.Move, now, left-1)
			}
			left = now
		}
	}
}

// Malformed checks that clearly malformed parameters and descriptions are refused (an error, not a
// position), and returns what was wrongly accepted. Every puzzle must refuse these: a description with
// '#' cannot be part of a game ID, nor can parameters with ':' or a NUL; "??", invalid UTF-8 and 5000
// characters describe no position of any puzzle here.
func Malformed(b puzzle.Backend) []string {
	var problems []string
	for _, params := range []string{"x:y", "\x00", "n5:q5", strings.Repeat("9", 40) + "\x00"} {
		if _, err := b.Generate(params, 1); err == nil {
			problems = append(problems, fmt.Sprintf("Generate(%q) accepted malformed params", params))
		}
		if _, err := b.Decode(params, "x"); err == nil {
			problems = append(problems, fmt.Sprintf("Decode(%q, \"x\") accepted malformed params", params))
		}
	}
	def := b.Info().Presets[0].Params
	for _, desc := range []string{"#", "??", "a#b", strings.Repeat("z", 5000), "\xff\xfe"} {
		if p, err := b.Decode(def, desc); err == nil {
			problems = append(problems, fmt.Sprintf("Decode(%q, %q) accepted a malformed description (gave %v)", def, clip(desc), p))
		}
	}
	return problems
}

func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "…"
	}
	return s
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func checkRoundTrip(t *testing.T, b puzzle.Backend, p puzzle.Position) {
	t.Helper()
	if strings.ContainsAny(p.Desc(), "# \t\n") || strings.ContainsAny(p.Params(), ":# \t\n") {
		t.Fatalf("params %q / desc %q hold a character a game ID cannot", p.Params(), p.Desc())
	}
	q, err := b.Decode(p.Params(), p.Desc())
	if err != nil {
		t.Fatalf("Decode(%q, %q): %v", p.Params(), p.Desc(), err)
	}
	if q.Desc() != p.Desc() || q.Params() != p.Params() || q.Status() != p.Status() {
		t.Fatalf("round trip changed the position: %q/%q -> %q/%q", p.Params(), p.Desc(), q.Params(), q.Desc())
	}
}

func checkBadMoves(t *testing.T, p puzzle.Position) {
	t.Helper()
	before := p.Desc()
	for _, m := range []string{"", " ", "zz99", "-1", "\xff", strings.Repeat("9", 100)} {
		if _, err := p.Play(m); err == nil {
			t.Errorf("Play(%q) on %q accepted a malformed move", m, before)
		}
		if p.Desc() != before {
			t.Fatalf("Play(%q) changed the position it was called on", m)
		}
	}
}

func playByHints(t *testing.T, b puzzle.Backend, p puzzle.Position, o Options) {
	t.Helper()
	prev := -1
	for i := 0; i <= o.MaxMoves; i++ {
		ctx, cancel := context.WithTimeout(context.Background(), o.HintTimeout)
		h, err := b.Hint(ctx, p)
		cancel()
		if err != nil {
			t.Fatalf("Hint on %q: %v", p.Desc(), err)
		}
		if p.Status() == puzzle.Won {
			if h.Remaining != 0 {
				t.Fatalf("won position: Remaining = %d, want 0", h.Remaining)
			}
			return
		}
		if p.Status() == puzzle.Lost || h.Verdict != puzzle.Solved {
			if !o.MayLose {
				t.Fatalf("after %d moves: status %v, verdict %v on %q", i, p.Status(), h.Verdict, p.Desc())
			}
			return
		}
		if prev >= 0 && h.Remaining != prev-1 {
			t.Fatalf("move %d: Remaining went %d -> %d; an optimal move must lower it by one", i, prev, h.Remaining)
		}
		if len(h.Line) > 0 && (h.Line[0] != h.Move || len(h.Line) != h.Remaining) {
			t.Fatalf("Line %v disagrees with Move %q / Remaining %d", h.Line, h.Move, h.Remaining)
		}
		prev = h.Remaining
		q, err := p.Play(h.Move)
		if err != nil {
			t.Fatalf("hinted move %q illegal on %q: %v", h.Move, p.Desc(), err)
		}
		checkRoundTrip(t, b, q)
		p = q
	}
	t.Fatalf("no win within %d hinted moves", o.MaxMoves)
}
