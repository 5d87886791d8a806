package main

import (
	"encoding/json"
	"strings"
	"testing"

	"quintet/rules/puzzle"
	"quintet/solver/registry"
	template "quintet/solver/template"
)

// Every registered puzzle, and the template registered here as one more, answers the generic verbs:
// each of new, hint, solve, play and explain is there (its own or the generic one), and the generic
// ones work on the puzzle's smoke-test game.
func TestGenericVerbsForEveryBackend(t *testing.T) {
	t.Cleanup(registry.Register(template.Backend)) // the sixth puzzle: nothing else here names it
	names := registry.Names()
	if len(names) < 2 || names[len(names)-1] != "template" {
		t.Fatalf("registered: %v, want the template last", names)
	}
	_, usage, _ := cli(t, "help")
	for _, b := range registry.All() {
		name := b.Info().Name
		if !strings.Contains(usage, "\n  "+name+" ") {
			t.Errorf("quintet-solve help does not list %s", name)
		}
		for _, v := range []string{"new", "hint", "solve", "play", "explain"} {
			if _, ok := puzzles[name].verbs[v]; !ok {
				t.Errorf("%s has no %s verb", name, v)
			}
		}
		smoke := b.Info().SmokeID
		id, _ := puzzle.ParseID(smoke)
		start, err := b.Generate(id.Params, id.Seed)
		if err != nil {
			t.Fatalf("%s: %v", smoke, err)
		}
		generic := func(verb string) bool {
			return genericOf[name+" "+verb]
		}
		if generic("new") {
			code, out, stderr := cli(t, name, "new", "--params", id.Params, "--seed", "7")
			var got struct{ ID, Position, Status string }
			if code != 0 || json.Unmarshal([]byte(out), &got) != nil || got.ID != name+":"+id.Params+"#7" || got.Status != "playing" {
				t.Errorf("%s new: exit %d, %q %q", name, code, out, stderr)
			} else if p, err := puzzle.ParseID(got.Position); err != nil || p.Puzzle != name || !p.HasDesc {
				t.Errorf("%s new: position %q is not a position's game ID", name, got.Position)
			}
		}
		code, out, stderr := cli(t, name, "hint", "--id", smoke) // the puzzle's own hint or the generic one
		var h struct {
			Move      any
			Remaining int
		}
		if code != 0 || json.Unmarshal([]byte(out), &h) != nil || h.Move == nil {
			t.Fatalf("%s hint --id %s: exit %d, %q %q", name, smoke, code, out, stderr)
		}
		if generic("play") {
			best, err := b.Hint(t.Context(), start)
			if err != nil {
				t.Fatal(err)
			}
			m := best.Move
			code, out, stderr := cli(t, name, "play", "--id", smoke, "--moves", m)
			next, err := start.Play(m)

			want := `{"move":"` + m + `","position":"` + puzzle.PositionID(b, next).String() + `","status":"` + next.Status().String() + "\"}\n"
			if code != 0 || err != nil || out != want {
				t.Errorf("%s play %s: exit %d, %q %q; want %q", name, m, code, out, stderr, want)
			}
			if code, _, stderr := cli(t, name, "play", "--id", smoke, "--moves", m+" ?!"); code != 2 || !strings.Contains(stderr, "move 2") {
				t.Errorf("%s play with a bad second move: exit %d, %q", name, code, stderr)
			}
		}
		if generic("solve") {
			code, out, stderr := cli(t, name, "solve", "--id", smoke)
			var s struct {
				Winnable bool
				Optimal  int
				Line     []string
			}
			if code != 0 || json.Unmarshal([]byte(out), &s) != nil || !s.Winnable || s.Optimal != h.Remaining || len(s.Line) != s.Optimal {
				t.Errorf("%s solve: exit %d, %q %q (the hint said %d moves)", name, code, out, stderr, h.Remaining)
			}
		}
		if generic("explain") {
			code, out, stderr := cli(t, name, "explain", "--id", smoke)
			if code != 0 || !json.Valid([]byte(out)) || len(out) < 3 {
				t.Errorf("%s explain: exit %d, %q %q", name, code, out, stderr)
			}
		}
		if code, _, stderr := cli(t, name, "hint"); generic("hint") && (code != 2 || !strings.Contains(stderr, "--id")) {
			t.Errorf("%s hint without --id: exit %d, %q", name, code, stderr)
		}
	}
}
