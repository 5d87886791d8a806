// Package game is the midend on the Ebitengine side, written once for every puzzle: the ebiten.Game,
// the menu, input mapped to actions, the toolbar and status line, the game-ID dialog, help, the
// completion flash, saving and resuming, the hint worker and redraw-only-when-changed rendering.
//
// A puzzle plugs in as a Puzzle: its backend (rules and solver, see game/session) and a Scene that
// draws a position and turns pointer and key input into moves. Nothing here knows any puzzle.
package game

import (
	"fmt"
	"image"
	"quintet/rules/puzzle"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/session"
)

// Puzzle registers one puzzle with the game.
type Puzzle struct {
	Backend  puzzle.Backend
	NewScene func() Scene
}

// Scene draws one puzzle and maps input to its moves. It keeps only presentation state (hover,
// animation, typed text); the position itself always comes from the Frame.
type Scene interface {
	// Update reads f.In and calls f.Play for moves. It is called every tick while the puzzle is shown.
	Update(f *Frame)
	// Draw draws the position into f.Area of dst. It is called only when something changed.
	Draw(dst *ebiten.Image, f *Frame)
	// Capturing is true while the scene wants every typed key (a text box has focus), so letters reach
	// it instead of the midend's shortcuts. Esc, Enter and Ctrl-combinations still reach the midend.
	Capturing() bool
}

// Revealer is implemented by a scene that plays out the end of a game (the computer's answer in
// Escape, the machine's steps in Clock). While Revealing is true the midend holds back the completion
// flash and the outcome in the status line, so they do not give the ending away early.
type Revealer interface {
	Revealing() bool
}

// Arrival says how a position came to be shown.
type Arrival int

const (
	Shown     Arrival = iota // first shown, resumed, another puzzle opened, or reached by undo
	Played                   // a player move, played or redone
	Started                  // a new game (random or from an ID), started or redone
	Restarted                // Restart
	SolvedBy                 // the solver's line, played by Solve
)

// Frame is what a scene sees and may do during one Update or Draw.
type Frame struct {
	Pos   puzzle.Position // the position being played
	Prev  puzzle.Position // the position before the last step (nil at the start of a history)
	Entry session.Entry   // the current history entry (kind, move count, last move)
	Area  image.Rectangle // where the scene draws, in screen pixels
	Unit  float64         // screen pixels per layout unit (grows on high-DPI screens)
	Theme *Theme
	In    *Input
	Hint  *puzzle.Hint // the hint, when the player asked for it and it is ready; nil otherwise
	Ticks int          // ticks since start, for animation
	// Serial changes whenever the position on screen changes (a move, undo, redo, restart, a new game,
	// another puzzle); a scene compares it with the last one it saw to notice a new position.
	Serial int
	// Arrival says how the current position came on screen, so a scene animates a move just played
	// (or redone) and shows an undo or a resumed game at rest.
	Arrival Arrival
	app     *App
	changed bool
}

// Play makes a move; a rejected move shows its reason and changes nothing.
func (f *Frame) Play(move string) {
	f.app.play(move)
	f.changed = true
}

// Message shows a line of text in the status bar for a few seconds.
func (f *Frame) Message(format string, a ...any) { f.app.message(fmt.Sprintf(format, a...)) }

// Load starts the game a game ID names (undoable). A bad ID shows why and keeps the current game.
func (f *Frame) Load(id string) bool { return f.app.loadID(id) }

// Redraw asks for the scene to be drawn again (after hover or other presentation changes).
func (f *Frame) Redraw() { f.changed = true }

// Animate asks for a redraw on the next tick too; call it every tick while something moves.
func (f *Frame) Animate() { f.changed = true; f.app.animating = true }

// U converts layout units to screen pixels.
func (f *Frame) U(v float64) float64 { return v * f.Unit }
