package ui

import (
	"fmt"
	"strings"

	"quintet/game/input"
	"quintet/rules/puzzle"
)

// WelcomeText is the help's page from the menu: what each puzzle is, numbered as on the menu.
func WelcomeText(infos []puzzle.Info) string {
	var b strings.Builder
	b.WriteString(puzzle.Title(puzzle.Count(len(infos))) + " puzzles, each with a hint key that shows the optimal next move and says why. Open one and press ? for its rules, a worked example and the mathematics behind its hints.\n\n")
	for i, info := range infos {
		fmt.Fprintf(&b, "%d  %s: %s\n\n", i+1, info.Title, info.Blurb)
	}
	return strings.TrimSpace(b.String())
}

// KeysText is the help's Keys page: the open puzzle's own keys (none on the menu), the shell's, one to
// a line, then the toolbar, game IDs and the version.
func KeysText(keys []puzzle.Key, version string) string {
	var b strings.Builder
	b.WriteString(PuzzleKeysText(keys))
	for _, k := range input.Bindings {
		fmt.Fprintf(&b, "%s — %s\n", k.Keys, k.What)
	}
	b.WriteString("\nThe toolbar's buttons do the same; a tap works like a click, and a long press shows what hovering shows (holding Hint shows the whole solution). Restart, New and Solve are steps in the undo history, and every move is saved, so nothing is lost.\n\n")
	b.WriteString(`Game IDs: "puzzle:params#seed" is a random game (the seed a number or a word: dials:n5q5#hello), "puzzle:params:description" one position. Ctrl+S saves the game to a file, which quintet -open (in the browser, Open) opens again. G opens the game ID (inside a puzzle its name may be left out: number#17 in Hash); in the browser it is also the address after #.`)
	b.WriteString("\n\nAbout: Quintet " + version + ", free software under the MIT licence.")
	return b.String()
}

// PuzzleKeysText lists a puzzle's own keys, one to a line; keys in a row that do the same are one line
// ("1–9 — presses that button").
func PuzzleKeysText(keys []puzzle.Key) string {
	var b strings.Builder
	for i := 0; i < len(keys); {
		k, j := keys[i], i+1
		for j < len(keys) && k.Action != "" && keys[j].Action == k.Action && keys[j].Help == k.Help {
			j++
		}
		name := strings.ToUpper(k.Char)
		switch {
		case k.Label != "":
			name = k.Label
		case j > i+1:
			name += "–" + strings.ToUpper(keys[j-1].Char)
		}
		fmt.Fprintf(&b, "%s — %s\n", name, k.Help)
		i = j
	}
	return b.String()
}

// ExampleLine is a puzzle's worked example's positions: the start, then after each move.
func ExampleLine(b puzzle.Backend) ([]puzzle.Position, error) {
	ex := b.Info().Example
	if ex.ID == "" {
		return nil, fmt.Errorf("no example")
	}
	id, err := puzzle.ParseID(ex.ID)
	if err != nil {
		return nil, err
	}
	p, err := puzzle.Open(b, id)
	if err != nil {
		return nil, err
	}
	line := []puzzle.Position{p}
	for _, st := range ex.Steps {
		if p, err = p.Play(st.Move); err != nil {
			return nil, fmt.Errorf("example move %q: %w", st.Move, err)
		}
		line = append(line, p)
	}
	return line, nil
}

// MovesBefore is how many moves a position counts as played already (a Hash game ID's), 0 for most.
func MovesBefore(p puzzle.Position) int {
	if mc, ok := p.(puzzle.MoveCounter); ok {
		return mc.MovesPlayed()
	}
	return 0
}

// ExampleText is the example page's text at step s: the intro, then each move numbered as the game
// counts moves (from before, the moves its start has played) with what it says.
func ExampleText(ex puzzle.Example, before, s int) string {
	if s <= 0 || s > len(ex.Steps) {
		return ex.Intro
	}
	return fmt.Sprintf("Move %d: %s\n\n%s", before+s, ex.Steps[s-1].Move, ex.Steps[s-1].Say)
}
