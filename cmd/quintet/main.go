// Command quintet is the game: five mathematical puzzles with optimal hints. It runs natively and, built
// with GOOS=js GOARCH=wasm, in the browser.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/store"
	"quintet/scenes"
	"quintet/version"
)

func main() {
	game.PerfMark("main") // in the browser: the runtime and every package are initialised by now
	yieldToPage()
	id := flag.String("id", "", "open this game ID, e.g. dials:n5q5#1")
	auto := flag.Bool("autoplay", false, "play the game to its end using only the hint action, then exit (smoke test)")
	shot := flag.String("screenshot", "", "with -autoplay: write a PNG of the final screen here")
	config := flag.String("config", "", "keep saved games in this folder instead of the user's config folder")
	smoke := flag.Bool("smoke-ids", false, "print each registered puzzle's smoke-test game ID, one a line, and exit")
	state := flag.String("state", "", "debug hook for tests: after each frame that changed it, write the game's status as JSON here")
	showVersion := flag.Bool("version", false, "print the game's version and exit")
	flag.Parse()

	if *showVersion {
		fmt.Println("quintet", version.String())
		return
	}

	if *smoke {
		for _, p := range scenes.All {
			fmt.Println(p.Backend.Info().SmokeID)
		}
		return
	}
	opts := game.Options{Puzzles: scenes.All, StartID: *id, StagedStart: stagedStart}
	if *config != "" {
		opts.Store = store.InDir(*config)
	}
	app := game.New(opts)
	var g shellGame = app
	var ap *autoplay
	if *auto {
		ap = &autoplay{App: app, shot: *shot}
		g = ap
	}
	if *state != "" {
		g = &stateHook{shellGame: g, app: app, path: *state}
	}
	ebiten.SetWindowTitle("Quintet")
	ebiten.SetWindowSize(1024, 720)
	ebiten.SetWindowSizeLimits(520, 390, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	yieldToPage() // the saved games are read; Ebitengine's start and first frame come next
	err := ebiten.RunGame(g)
	if cerr := app.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("saving: %v", cerr)
	}
	if err == nil && ap != nil {
		err = ap.err
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "quintet:", err)
		os.Exit(1)
	}
}
