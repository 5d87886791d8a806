//go:build !js

package main

import (
	"flag"
	"fmt"
	"os"

	"quintet/scenes"
	"quintet/version"
)

// commandLine reads the flags into the game's options, and does what the flags that print and exit ask
// for (-man, -version, -stats, -smoke-ids): done is true when main has nothing left to do.
func commandLine() (o options, done bool) {
	id := flag.String("id", "", "open this `game-ID`, e.g. dials:n5q5#1")
	open := flag.String("open", "", "open the game saved in this `file` (Ctrl+S saves one in the saves folder)")
	auto := flag.Bool("autoplay", false, "play the game to its end using only the hint action, then exit (smoke test)")
	shot := flag.String("screenshot", "", "with -autoplay: write a PNG of the final screen to this `file`")
	config := flag.String("config", "", "keep saved games in this `folder` instead of the user's config folder")
	smoke := flag.Bool("smoke-ids", false, "print each registered puzzle's smoke-test game ID, one a line, and exit")
	state := flag.String("state", "", "debug hook for tests: after each frame that changed it, write the game's status as JSON to this `file`")
	showVersion := flag.Bool("version", false, "print the game's version and exit")
	showStats := flag.Bool("stats", false, "print the statistics as JSON (by puzzle, then preset or kind of game) and exit")
	man := flag.Bool("man", false, "print this manual page (troff, for man) and exit")
	flag.Parse()

	if *man {
		if err := writeMan(os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "quintet:", err)
			os.Exit(1)
		}
		return o, true
	}

	if *showVersion {
		fmt.Println("quintet", version.String())
		return o, true
	}

	if *showStats {
		os.Exit(printStats(*config))
	}

	if *smoke {
		for _, p := range scenes.All {
			fmt.Println(p.Backend.Info().SmokeID)
		}
		return o, true
	}
	return options{id: *id, open: *open, config: *config, auto: *auto, shot: *shot, state: *state}, false
}
