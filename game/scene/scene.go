// Package scene is the contract between the game and a puzzle's scene: the Scene a puzzle registers
// with its backend, the optional hooks a scene may implement, the Frame it sees in each step, and the
// Host behind the Frame — what a scene may ask of the game that shows it. A scene draws only through
// the kit's Canvas (quintet/game/kit) and imports neither the game's App nor the platform code.
package scene

import (
	"fmt"
	"image"
	"time"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/midend"
	"quintet/game/session"
	"quintet/rules/puzzle"
)

// Puzzle registers one puzzle with the game.
type Puzzle struct {
	Backend  puzzle.Backend
	NewScene func() Scene
}

// Scene draws one puzzle and maps input to its moves. It keeps only presentation state (hover, cursor,
// animation, typed text); the position itself always comes from the Frame.
type Scene interface {
	// Update reads f.In — at most one click, key or character — and calls f.Play for moves. It is called
	// once for every input event while the puzzle is shown, and once more each frame with no event.
	Update(f *Frame)
	// Draw draws the position into f.Area of dst. It is called only when something changed.
	Draw(dst *kit.Canvas, f *Frame)
	// Capturing is true while the scene wants every typed key (a text box has focus), so letters reach
	// it instead of the midend's shortcuts. Esc, Enter and Ctrl-combinations still reach the scene first.
	Capturing() bool
}

// Revealer is implemented by a scene that plays out the end of a game (the computer's answer in
// Escape, the machine's steps in Clock). While Revealing is true the midend holds back the completion
// flash and the outcome in the status line, so they do not give the ending away early.
type Revealer interface {
	Revealing() bool
}

// Narrator is implemented by a scene that says in the status line what it is showing while it reveals
// an ending ("prisoner 2 is counting the parity groups…").
type Narrator interface {
	Narration() string
}

// TextBox is implemented by a scene with a text box; the browser puts a real text input over it so a
// phone's keyboard can type into it.
type TextBox interface {
	// Box is where the text box is on screen, its text, and a label; ok is false when there is none.
	Box(f *Frame) (r image.Rectangle, text, label string, ok bool)
	// SetBoxText replaces the box's text with what was typed in the browser's input; submit is true
	// when Enter or Done was pressed there.
	SetBoxText(text string, submit bool, f *Frame)
}

// Dismisser is implemented by a scene that opens something Esc should close first (a magnifier): the
// shell calls Dismiss on Esc, and leaves the puzzle only when it returns false.
type Dismisser interface {
	Dismiss() bool
}

// Targeter is implemented by a scene that reports the smallest thing a tap acts on, in screen pixels.
type Targeter interface {
	MinTarget(f *Frame) float64
}

// TapGridder is implemented by a scene whose taps play cells of grids: where each grid is, by name, so
// a test can tap a cell as a finger would.
type TapGridder interface {
	TapGrids(f *Frame) map[string]TapGrid
}

// TapGrid is a grid of cells on screen that a tap plays, as a scene lays it out: Cols×Rows equal cells
// filling Rect, the first of them the board's cell (Col0, Row0). The layout report publishes a scene's
// grids (the board, an open loupe) so the browser test can tap a given cell.
type TapGrid struct {
	Rect                   image.Rectangle
	Col0, Row0, Cols, Rows int
}

// Selector is implemented by a scene with a keyboard cursor: Selected is the move Enter or Space would
// play now ("" while the cursor is hidden).
type Selector interface {
	Selected() string
}

// Cursor is implemented by a scene whose keyboard cursor moves over cells or buttons: Cell is where
// the cursor stands when it selects move, counted the way the arrow keys move it (x grows with Right,
// y with Down); ok is false for a move the cursor never selects. The keyboard test aims the arrows at
// the hint's move with it, so it needs no table of puzzles.
type Cursor interface {
	Selector
	Cell(move string) (x, y int, ok bool)
}

// Boarder is implemented by a scene that says where its board is (the squares, the clock's face), for
// the layout report's board share; without it the report takes the "board" tap grid, or the scene's
// whole area.
type Boarder interface {
	BoardBounds(f *Frame) image.Rectangle
}

// Arrival says how a position came to be shown.
type Arrival = midend.Arrival

const (
	Shown     = midend.Shown
	Played    = midend.Played
	Started   = midend.Started
	Restarted = midend.Restarted
	SolvedBy  = midend.SolvedBy
)

// Host is what a scene may ask of the game that shows it, through its Frame. The game implements it;
// a Frame with no Host (a test's, a picture's) asks nothing.
type Host interface {
	// Play makes a move; a rejected move shows its reason and changes nothing.
	Play(move string)
	// Message shows a line of text in the status bar for a few seconds.
	Message(text string)
	// LoadID starts the game a game ID names (undoable), or says why it cannot.
	LoadID(id string) error
	// Animate asks for another frame soon.
	Animate()
	// WakeAt asks for a frame at t.
	WakeAt(t time.Time)
	// Started is when the game started: a blinking caret keeps time with it.
	Started() time.Time
	// CaretLit notes whether a blinking caret is lit now, and reports whether that changed.
	CaretLit(on bool) (changed bool)
	// Touch reports whether the screen is laid out for fingers.
	Touch() bool
	// Fold puts a "more ›" chip at chip whose tap shows whole, when the scene is drawn on the game's
	// screen (not in a picture on a help page).
	Fold(chip image.Rectangle, whole string)
}

// Frame is what a scene sees and may do during one Update or Draw.
type Frame struct {
	Pos   puzzle.Position // the position being played
	Prev  puzzle.Position // the position before the last step (nil at the start of a history)
	Entry session.Entry   // the current history entry (kind, move count, last move)
	Area  image.Rectangle // where the scene draws, in screen pixels
	Unit  float64         // screen pixels per layout unit (grows on high-DPI screens)
	// Text is the text size setting as a factor, 1 (100%) to 2 (200%), which Unit includes (0 counts as
	// 1): Fixed leaves it out, for sizes that must not grow with the text, such as a fingertip.
	Text  float64
	Theme *kit.Theme
	In    *input.Input
	Hint  *puzzle.Hint // the hint, when the player asked for it and it is ready; nil otherwise
	// Ticks counts sixtieths of a second since the game started: a clock for animation, whatever the
	// frame rate (frames only come when something changes).
	Ticks int
	Now   time.Time
	// Serial changes whenever the position on screen changes (a move, undo, redo, restart, a new game,
	// another puzzle); a scene compares it with the last one it saw to notice a new position.
	Serial int
	// Arrival says how the current position came on screen, so a scene animates a move just played
	// (or redone) and shows an undo or a resumed game at rest.
	Arrival Arrival
	// Picture is set when the scene draws a picture on a help page: drawn there, never updated.
	Picture bool
	// Host is the game behind the frame (nil: none, as in a test or a help page's picture check).
	Host    Host
	changed bool
}

// Changed reports whether the scene asked for a redraw (a move, Redraw, Animate) in this frame.
func (f *Frame) Changed() bool { return f.changed }

// Play makes a move; a rejected move shows its reason and changes nothing.
func (f *Frame) Play(move string) {
	f.Host.Play(move)
	f.changed = true
}

// Message shows a line of text in the status bar for a few seconds.
func (f *Frame) Message(format string, a ...any) { f.Host.Message(fmt.Sprintf(format, a...)) }

// Load starts the game a game ID names (undoable). A bad ID shows why and keeps the current game.
func (f *Frame) Load(id string) bool {
	if err := f.Host.LoadID(id); err != nil {
		f.Host.Message("Game ID not loaded: " + err.Error())
		return false
	}
	return true
}

// Redraw asks for the scene to be drawn again (after hover or other presentation changes).
func (f *Frame) Redraw() { f.changed = true }

// Animate asks for another frame soon; call it every frame while something moves.
func (f *Frame) Animate() { f.changed = true; f.Host.Animate() }

// After asks for a frame d from now, when something the scene shows changes by itself (the hint's next
// parity group, a caret's blink): frames come only with input or when asked for.
func (f *Frame) After(d time.Duration) { f.Host.WakeAt(f.Now.Add(d)) }

// CaretOn reports whether a blinking caret is lit now (half a second on, half a second off).
func (f *Frame) CaretOn() bool { return f.Now.Sub(f.Host.Started())/(time.Second/2)%2 == 0 }

// Blink keeps a blinking caret going: call it from Update while one shows. It redraws when the caret
// has changed since the last call and asks for the frame of its next change.
func (f *Frame) Blink() {
	if f.Host.CaretLit(f.CaretOn()) {
		f.Redraw()
	}
	half := time.Second / 2
	f.After(half - f.Now.Sub(f.Host.Started())%half)
}

// U converts layout units to screen pixels.
func (f *Frame) U(v float64) float64 { return v * f.Unit }

// Fixed converts layout units to screen pixels as at 100% text: for what does not grow with the text
// size (a fingertip is 44 of these, and the phone's least text 14, at any text size).
func (f *Frame) Fixed(v float64) float64 { return v * f.Unit / max(f.Text, 1) }

// FoldH is the height, in pixels, of the "more" chip a fold puts at the bottom right of its part: a
// scene that folds leaves that much room under the text it shows.
func (f *Frame) FoldH() float64 {
	if f.Host != nil && f.Host.Touch() {
		return f.U(44)
	}
	return f.U(28)
}

// FoldW is the width, in pixels, of the "more" chip.
func (f *Frame) FoldW() float64 {
	return kit.TextWidth("more ›", kit.Face(kit.Regular, 14*f.Unit)) + f.U(24)
}

// Fold says the scene's part r shows only some of whole (whole paragraphs were left out where they do
// not fit): the shell puts a "more ›" chip at r's bottom right (FoldH tall) whose tap shows whole.
func (f *Frame) Fold(r image.Rectangle, whole string) {
	if f.Host == nil {
		return // a picture in a test
	}
	w, h := int(f.FoldW()), int(f.FoldH())
	f.Host.Fold(image.Rect(r.Max.X-w, r.Max.Y-h, r.Max.X, r.Max.Y), whole)
}

// Guide is implemented by a scene with help pages of its own: the mathematics behind the hints, with
// pictures. They follow the rules and the worked example in the help screen.
type Guide interface {
	HelpPages() []HelpPage
}

// HelpPage is one page of help: a short text and, if Draw is set, a picture that may step (a line of
// play, a construction) with the arrow keys, taps or the Back/Next buttons.
type HelpPage struct {
	Title string // the page's tab: one short word ("Spiral", "Why?")
	// Steps is how many steps the picture has (0 or 1: a still picture).
	Steps int
	// Text is the page's text at step s (0 ≤ s < Steps): a few short sentences, blank lines between
	// paragraphs. It is never a wall of text: a page says one thing.
	Text func(s int) string
	// Draw draws step s of the picture into f.Area (nil: the page is text only). f.Pos is the puzzle's
	// current position; f.In is empty (the picture is not played on).
	Draw func(dst *kit.Canvas, f *Frame, s int)
}
