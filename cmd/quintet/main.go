// Command quintet is the game: the mathematical puzzles of solver/registry, each with optimal hints. It
// runs natively and, built with GOOS=js GOARCH=wasm, in the browser.
package main

import (
	"fmt"
	"os"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/store"
	"quintet/scenes"
)

// options are the command line's (commandline.go): the game ID or file to open, the config folder, and
// the native tests' hooks.
type options struct {
	id, open, config string
	auto             bool   // -autoplay
	shot, state      string // -screenshot, -state
}

// shellGame is what main runs: the App itself or a wrapper around it (Ebitengine asks for LayoutF).
type shellGame interface {
	ebiten.Game
	LayoutF(w, h float64) (float64, float64)
}

func main() {
	game.PerfMark("main") // in the browser: the runtime and every package are initialised by now
	yieldToPage()
	attachConsole() // Windows: -version, -stats and flag errors reach the console the game was started from
	o, done := commandLine()
	if done {
		return
	}
	opts := game.Options{Puzzles: scenes.All, StartID: o.id}
	if o.config != "" {
		opts.Store = store.InDir(o.config)
	}
	app := game.New(opts)
	if err := app.StartError(); err != nil {
		// The window says it too; standard error is where a command line looks.
		fmt.Fprintln(os.Stderr, "quintet: -id:", err, "(the last game opens instead)")
	}
	if o.open != "" {
		// Said in the window until seen, and on standard error, when it does not open (midend/files.go).
		data, err := readGameFile(o.open)
		app.OpenFile(o.open, data, err)
	}
	g, ap := withHooks(app, o.auto, o.shot, o.state)
	stop := &stopOnSignal{shellGame: g, app: app}
	stop.start()
	g = stop
	ebiten.SetWindowTitle("Quintet")
	ebiten.SetWindowSize(1024, 720)
	ebiten.SetWindowSizeLimits(520, 390, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	game.PerfMark("ready") // the App is made: the saved games read, the page's listeners set
	yieldToPage()          // Ebitengine's start and first frame come next
	// WM_CLASS "quintet", "Quintet": the .desktop file's StartupWMClass, so a dock groups the window
	// with its launcher (Ebitengine's default is "ebitengine-application").
	err := ebiten.RunGameWithOptions(g, &ebiten.RunGameOptions{X11ClassName: "Quintet", X11InstanceName: "quintet"})
	stop.end()
	kept := app.SavesKept() // asked before Close ends the folder's writing
	if cerr := app.Close(); err == nil && cerr != nil {
		err = fmt.Errorf("saving: %v", cerr)
	}
	if sig := stop.caught(); sig != nil && err == nil {
		fmt.Fprintln(os.Stderr, "quintet:", stoppedWords(sig, kept))
	}
	if err == nil && ap != nil {
		err = ap.err
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "quintet:", err)
		os.Exit(1)
	}
}

// stoppedWords is what the game says when a signal stopped it: that the games are saved only when
// they were written where the next start finds them (kept is SavesKept's answer).
func stoppedWords(sig os.Signal, kept error) string {
	if kept != nil {
		return fmt.Sprintf("%v: the games are not saved: %v.", sig, kept)
	}
	return fmt.Sprintf("%v: the games are saved.", sig)
}

// stopOnSignal ends the game when a stop signal arrives (SIGTERM, SIGINT, SIGHUP natively): the next
// Update returns ebiten.Termination, so RunGame returns normally and main writes every save still
// waiting before it exits, as when the window is closed. The game asks for no frames while idle, so
// the signal's goroutine asks for one. Should the frame loop not end within stopGrace (a hung driver),
// that goroutine writes the saves itself and exits.
type stopOnSignal struct {
	shellGame
	app  *game.App
	sigs chan os.Signal
	done chan struct{}
	sig  atomic.Value // the os.Signal caught
}

const stopGrace = 5 * time.Second

func (s *stopOnSignal) start() {
	s.sigs, s.done = make(chan os.Signal, 4), make(chan struct{})
	notifyStop(s.sigs)
	go func() {
		select {
		case sig := <-s.sigs:
			s.sig.Store(sig)
			ebiten.ScheduleFrame()
		case <-s.done:
			return
		}
		select {
		case <-s.done:
		case <-time.After(stopGrace):
			said := "the games are saved"
			if err := s.app.Flush(); err != nil {
				said = fmt.Sprintf("the games could not all be saved (%v)", err)
			} else if kept := s.app.SavesKept(); kept != nil {
				said = fmt.Sprintf("the games are not saved: %v", kept)
			}
			fmt.Fprintf(os.Stderr, "quintet: %v, and the game did not stop within %v: %s; stopped.\n", s.caught(), stopGrace, said)
			os.Exit(1)
		}
	}()
}

// end stops the goroutine before RunGame's caller goes on (it must not ask for frames after that).
func (s *stopOnSignal) end() { close(s.done) }

func (s *stopOnSignal) caught() os.Signal {
	sig, _ := s.sig.Load().(os.Signal)
	return sig
}

func (s *stopOnSignal) Update() error {
	if s.caught() != nil {
		s.app.StopFrames() // before the loop ends: no frame request (a timer, the X reader's) may race its end
		return ebiten.Termination
	}
	return s.shellGame.Update()
}
