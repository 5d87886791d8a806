//go:build !js

package main

import (
	"flag"
	"io"
	"strings"

	"quintet/game/input"
	"quintet/packaging/manpage"
	"quintet/scenes"
	"quintet/version"
)

// writeMan writes quintet(6), built from the flags' own usage texts and the registered puzzles (the
// Debian package installs it; make dist writes it with quintet -man).
func writeMan(w io.Writer) error {
	var puzzles, keys []manpage.Item
	for _, p := range scenes.All {
		in := p.Backend.Info()
		var sizes []string
		for _, pr := range in.Presets {
			id := in.Name + ":" + pr.Params
			if pr.Game != "" {
				id = pr.Game
			}
			sizes = append(sizes, pr.Name+" ("+id+")")
		}
		blurb := in.Blurb
		if !strings.ContainsAny(blurb[len(blurb)-1:], ".?!") {
			blurb += "."
		}
		puzzles = append(puzzles, manpage.Item{Tag: in.Title, Text: blurb + " Sizes: " + strings.Join(sizes, "; ") + "."})
	}
	for _, b := range input.Bindings {
		keys = append(keys, manpage.Item{Tag: b.Keys, Text: b.What})
	}
	return manpage.Page{
		Name: "quintet", Section: 6, Version: version.String(),
		Summary:  "five mathematical puzzles with optimal hints",
		Synopsis: "quintet [-id game-id | -open file] [-config folder]",
		Sections: []manpage.Section{
			{Title: "Description", Text: []string{
				"Quintet is a collection of " + strings.ToLower(numberWord(len(scenes.All))) + " puzzles. Every puzzle has a hint key (H) that shows the optimal next move, and help pages (F1 or ?) with the mathematics that proves it.",
				"A game ID names a game: puzzle:size#seed for a random one (dials:n5q5#1; the seed a number, or a word such as dials:n5q5#hello), puzzle:size:description for a position. The game shows the current one (G), and -id opens one.",
				"Ctrl+S saves the open game, with its undo steps, to a file in the saves folder (the window says its name), and -open opens such a file again. A file that is not a game the game can open is said in the window and on standard error, and the game goes on as it was.",
				"The game saves every move: closing the window, or a stop signal (SIGTERM, SIGINT, SIGHUP), loses nothing.",
			}, Items: puzzles},
			{Title: "Keys", Text: []string{"The mouse, a touch screen and the keyboard all play. Every puzzle shares these keys; its help (F1) lists its own."}, Items: keys},
			{Title: "Options", Items: manpage.Flags(flag.CommandLine)},
			{Title: "Environment", Items: []manpage.Item{
				{Tag: "XDG_CONFIG_HOME", Text: "the saved games are in $XDG_CONFIG_HOME/quintet (by default ~/.config/quintet) unless -config names another folder."},
			}},
			{Title: "See also", Text: []string{"quintet-solve(6), the puzzles' solvers on the command line."}},
		},
	}.Write(w)
}

// numberWord is n in words, for the few counts a collection has.
func numberWord(n int) string {
	if w := []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}; n < len(w) {
		return w[n]
	}
	return "many"
}
