package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"quintet/rules/puzzle"
	"quintet/solver/registry"
)

// The generic verbs: new, hint, solve, play and explain, for every backend in solver/registry, working
// on game IDs through the backend contract alone. A puzzle's own file may register a verb of the same
// name with flags of its own (hash solve --salt, flip new --size, escape explain --board); that one is
// kept, so every such command prints what it always printed, and the generic verb fills only the gaps.
// A puzzle added to the registry gets all five with no code here.
//
//	<p> new --seed S [--params P]        {"id":"p:P#S","position":"p:P:desc","status":"playing"}
//	<p> hint --id ID                     the hint, as in hint.go
//	<p> solve --id ID                    {"winnable":true,"optimal":N,"line":[…]}, or "winnable":false/null and a note
//	<p> play --id ID --moves "m1 m2"     one line per move: {"move":m,"position":"p:…","status":"playing"}
//	<p> explain --id ID                  the solver's reasoning for the position (registry.Explainer)

// genericVerbs adds the generic verbs of every registered backend that its puzzle's file left free.
func genericVerbs() {
	for _, b := range registry.All() {
		info := b.Info()
		name := info.Name
		p := puzzles[name]
		if p == nil {
			p = &puzzleVerbs{verbs: map[string]verb{}}
			puzzles[name] = p
		}
		if p.summary == "" {
			p.summary = info.Blurb
		}
		add := func(v, summary string, run func(puzzle.Backend, []string, *output) error) {
			generic := func(args []string, out *output) error { return run(b, args, out) }
			own, ok := p.verbs[v]
			switch {
			case !ok:
				register(name, "", v, summary, generic)
				genericOf[name+" "+v] = true
			case v != "new" && !wrapped[name+" "+v]:
				// The puzzle's own verb answers its own flags; given --id, which it may not take, the
				// generic verb answers instead.
				p.verbs[v] = verb{own.summary, func(args []string, out *output) error {
					if hasID(args) && !takesID(own) {
						return generic(args, out)
					}
					return own.run(args, out)
				}}
				wrapped[name+" "+v] = true
			}
		}
		add("new", "a seeded random game (--params, --seed) as a game ID", runNew)
		add("hint", "the game's hint for --id", runHint)
		add("solve", "an optimal line from --id, played by the game's hints", runSolve)
		add("play", "play --moves from --id, one line per move", runPlay)
		if _, ok := b.(registry.Explainer); ok {
			add("explain", "the solver's reasoning for --id, as the help draws it", runExplain)
		}
	}
}

// genericOf records the verbs genericVerbs added; wrapped, the puzzles' own verbs it wrapped.
var genericOf, wrapped = map[string]bool{}, map[string]bool{}

// hasID reports whether args give --id.
func hasID(args []string) bool {
	for _, a := range args {
		if a == "--" {
			break
		}
		if f := strings.TrimLeft(a, "-"); len(a)-len(f) >= 1 && (f == "id" || strings.HasPrefix(f, "id=")) {
			return true
		}
	}
	return false
}

// takesID reports whether v has an --id flag of its own, by reading its usage.
func takesID(v verb) bool {
	var usage strings.Builder
	v.run([]string{"-h"}, &output{stdout: &usage, stderr: io.Discard})
	return strings.Contains(usage.String(), "\n  -id ")
}

// genericID reads the --id every generic verb but new needs (play's --moves go with it).
func genericID(fs *flag.FlagSet, b puzzle.Backend, id string) (puzzle.Position, error) {
	if id == "" {
		return nil, bad("--id is required: a game ID such as %s", b.Info().SmokeID)
	}
	only := flags(fs.Name())
	only.String("id", "", "")
	only.Set("id", id)
	return positionFromID(only, b, b.Info().Name, id)
}

// runNew: <p> new [--params P] [--seed S].
func runNew(b puzzle.Backend, args []string, out *output) error {
	info := b.Info()
	fs := flags(info.Name + " new")
	params := fs.String("params", info.Presets[0].Params, "the parameters, as in a game ID")
	var seed seedFlag
	fs.Var(&seed, "seed", seedUsage)
	if err := parse(fs, args, out); err != nil {
		return err
	}
	if !seed.set {
		return bad("--seed is required") // as every new: a game is named by its seed
	}
	p, err := b.Generate(*params, seed.v)
	if err != nil {
		return bad("--params %s: %v", excerpt(*params), err)
	}
	id := puzzle.ID{Puzzle: info.Name, Params: *params, Seed: seed.v, HasSeed: true}
	return out.emit(struct {
		ID       string `json:"id"`
		Position string `json:"position"`
		Status   string `json:"status"`
	}{id.String(), puzzle.PositionID(b, p).String(), p.Status().String()})
}

// idOnly parses the flags of a verb that takes --id alone and returns the position it names.
func idOnly(b puzzle.Backend, verb string, args []string, out *output) (puzzle.Position, error) {
	fs := flags(b.Info().Name + " " + verb)
	id := fs.String("id", "", "the game ID, e.g. "+b.Info().SmokeID)
	if err := parse(fs, args, out); err != nil {
		return nil, err
	}
	return genericID(fs, b, *id)
}

// runHint: <p> hint --id ID.
func runHint(b puzzle.Backend, args []string, out *output) error {
	pos, err := idOnly(b, "hint", args, out)
	if err != nil {
		return err
	}
	h, d, err := timedHint(func(ctx context.Context) (puzzle.Hint, error) { return b.Hint(ctx, pos) })
	if err != nil {
		return err
	}
	return emitHint(out, h, d, asString)
}

// solveLimit bounds the moves solve plays hint by hint, for a backend that cannot walk its line.
const solveLimit = 100000

// lineWalker is a backend that plays its optimal line from a position without a search, however long
// (Clock: the line is read off each view). solve streams its line instead of asking hint after hint.
type lineWalker interface {
	WalkLine(ctx context.Context, p puzzle.Position, yield func(move string) error) error
}

// runSolve: <p> solve --id ID. It plays the hints (or the hint's whole line) from the position to the
// end, as the game's Solve does, or streams the line of a backend that walks it. It never answers
// "winnable":false at a limit: a line longer than solveLimit is "winnable":null with a note saying so.
func runSolve(b puzzle.Backend, args []string, out *output) error {
	pos, err := idOnly(b, "solve", args, out)
	if err != nil {
		return err
	}
	line := []string{}
	undecided := func(note string) error {
		return out.emit(struct {
			Winnable *bool    `json:"winnable"`
			Note     string   `json:"note"`
			Played   []string `json:"played"`
		}{nil, note, line})
	}
	for pos.Status() == puzzle.Playing {
		h, err := b.Hint(context.Background(), pos)
		if err != nil {
			return err
		}
		if h.Verdict != puzzle.Solved || h.Move == "" {
			var winnable *bool
			if h.Verdict == puzzle.NoWin {
				winnable = new(bool)
			}
			return out.emit(struct {
				Winnable *bool    `json:"winnable"`
				Note     string   `json:"note"`
				Played   []string `json:"played"`
			}{winnable, h.Reason, line})
		}
		if w, ok := b.(lineWalker); ok && len(line) == 0 {
			return streamLine(w, pos, h.Remaining, out)
		}
		if len(line)+h.Remaining > solveLimit {
			return undecided(fmt.Sprintf("the optimal line is %d moves from here, more than the %d solve plays hint by hint; the hint (hint --id) gives its moves one at a time",
				len(line)+h.Remaining, solveLimit))
		}
		if len(line) >= solveLimit { // a backend whose hints never count the moves left, and never end
			return undecided(fmt.Sprintf("stopped at the limit of %d moves played hint by hint, the game still on", solveLimit))
		}
		moves := h.Line
		if len(moves) == 0 {
			moves = []string{h.Move}
		}
		for _, m := range moves {
			if pos, err = pos.Play(m); err != nil {
				return fmt.Errorf("the hint's move %q: %v", m, err)
			}
			line = append(line, m)
		}
	}
	if pos.Status() != puzzle.Won {
		return fmt.Errorf("the hints' line ended with the game %s after %d moves", pos.Status(), len(line))
	}
	return out.emit(struct {
		Winnable bool     `json:"winnable"`
		Optimal  int      `json:"optimal"`
		Line     []string `json:"line"`
	}{true, len(line), line})
}

// streamLine writes {"winnable":true,"optimal":N,"line":[…]} as the walker plays the line, so a line of
// millions of moves is never held whole; the walk must win in the hint's count of moves.
func streamLine(w lineWalker, pos puzzle.Position, optimal int, out *output) error {
	bw := bufio.NewWriterSize(out.stdout, 1<<16)
	fmt.Fprintf(bw, `{"winnable":true,"optimal":%d,"line":[`, optimal)
	played := 0
	err := w.WalkLine(context.Background(), pos, func(m string) error {
		if played > 0 {
			bw.WriteByte(',')
		}
		q, err := json.Marshal(m)
		if err != nil {
			return err
		}
		bw.Write(q)
		played++
		if played > optimal {
			return fmt.Errorf("the line runs past the hint's %d moves", optimal)
		}
		return nil
	})
	if err == nil && played != optimal {
		err = fmt.Errorf("the line won in %d moves, the hint counts %d", played, optimal)
	}
	if err != nil {
		bw.Flush()
		return err
	}
	bw.WriteString("]}\n")
	return bw.Flush()
}

// runPlay: <p> play --id ID --moves "m1 m2". Every move is checked before anything is printed.
func runPlay(b puzzle.Backend, args []string, out *output) error {
	fs := flags(b.Info().Name + " play")
	id := fs.String("id", "", "the game ID, e.g. "+b.Info().SmokeID)
	moves := fs.String("moves", "", `the moves, in the puzzle's notation, separated by spaces`)
	if err := parse(fs, args, out); err != nil {
		return err
	}
	pos, err := genericID(fs, b, *id)
	if err != nil {
		return err
	}
	type line struct {
		Move     string `json:"move"`
		Position string `json:"position"`
		Status   string `json:"status"`
	}
	var lines []line
	for i, m := range strings.Fields(*moves) {
		if pos.Status() != puzzle.Playing {
			return bad("--moves: move %d (%s) comes after the game ended (%s)", i+1, excerpt(m), pos.Status())
		}
		if pos, err = pos.Play(m); err != nil {
			return bad("--moves: move %d (%s): %v", i+1, excerpt(m), err)
		}
		lines = append(lines, line{m, puzzle.PositionID(b, pos).String(), pos.Status().String()})
	}
	for _, l := range lines {
		if err := out.emit(l); err != nil {
			return err
		}
	}
	return nil
}

// runExplain: <p> explain --id ID.
func runExplain(b puzzle.Backend, args []string, out *output) error {
	fs := flags(b.Info().Name + " explain")
	id := fs.String("id", "", "the game ID, e.g. "+b.Info().SmokeID)
	if err := parse(fs, args, out); err != nil {
		return err
	}
	pos, err := genericID(fs, b, *id)
	if err != nil {
		return err
	}
	x, err := b.(registry.Explainer).Explain(pos)
	if err != nil {
		return bad("--id %s: %v", excerpt(*id), err)
	}
	return out.emit(x)
}
