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
)

func main() {
	id := flag.String("id", "", "open this game ID, e.g. dials:n5q5#1")
	autoplay := flag.Bool("autoplay", false, "play the game to its end using only the hint action, then exit (smoke test)")
	shot := flag.String("screenshot", "", "with -autoplay: write a PNG of the final screen here")
	config := flag.String("config", "", "keep saved games in this folder instead of the user's config folder")
	flag.Parse()

	opts := game.Options{Puzzles: scenes.All, StartID: *id, Autoplay: *autoplay, Screenshot: *shot}
	if *config != "" {
		opts.Store = store.InDir(*config)
	}
	app := game.New(opts)
	ebiten.SetWindowTitle("Quintet")
	ebiten.SetWindowSize(1024, 720)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(app); err != nil {
		fmt.Fprintln(os.Stderr, "quintet:", err)
		os.Exit(1)
	}
	if err := app.Err(); err != nil {
		fmt.Fprintln(os.Stderr, "quintet:", err)
		os.Exit(1)
	}
}
