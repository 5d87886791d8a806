package game

import (
	"context"
	"quintet/game/kit"
	"quintet/game/scene"
	"strconv"
	"strings"
	"testing"

	"quintet/game/ui"
	"quintet/rules/puzzle"
)

// counted is a puzzle whose positions record the player's moves themselves (puzzle.MoveCounter), like a
// Hash game ID: its worked example starts with moves already played.
type counted struct{}

type countedPos int

func (p countedPos) Params() string                              { return "p" }
func (p countedPos) Desc() string                                { return strconv.Itoa(int(p)) }
func (p countedPos) Play(string) (puzzle.Position, error)        { return p + 1, nil }
func (p countedPos) Status() puzzle.Status                       { return puzzle.Playing }
func (p countedPos) MovesPlayed() int                            { return int(p) }
func (counted) Generate(string, uint64) (puzzle.Position, error) { return countedPos(0), nil }
func (counted) Decode(_, desc string) (puzzle.Position, error) {
	n, err := strconv.Atoi(desc)
	return countedPos(n), err
}
func (counted) Hint(context.Context, puzzle.Position) (puzzle.Hint, error) { return puzzle.Hint{}, nil }
func (counted) Info() puzzle.Info {
	return puzzle.Info{Name: "counted", Title: "Counted", Example: puzzle.Example{ID: "counted:p:1", Intro: "One move in.",
		Steps: []puzzle.ExampleStep{{Move: "a", Say: "The second."}, {Move: "b", Say: "The third."}}}}
}

type quietScene struct{}

func (quietScene) Update(*scene.Frame)            {}
func (quietScene) Draw(*kit.Canvas, *scene.Frame) {}
func (quietScene) Capturing() bool                { return false }

// The example page numbers moves as the game counts them: an example that starts one move in (Hash's)
// calls its first step Move 2, not Move 1.
func TestExampleNumbersMovesFromItsStart(t *testing.T) {
	p := scene.Puzzle{Backend: counted{}, NewScene: func() scene.Scene { return quietScene{} }}
	line, err := ui.ExampleLine(p.Backend)
	if err != nil {
		t.Fatal(err)
	}
	page := examplePage(p, line)
	for s, want := range []string{"One move in.", "Move 2: a", "Move 3: b"} {
		if got := page.Text(s); !strings.HasPrefix(got, want) {
			t.Errorf("step %d: %q, want %q", s, got, want)
		}
	}
}
