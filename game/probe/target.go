// Package probe is the test and inspection surface of the game's App: it feeds the App synthetic input
// and reports what the App shows (where its buttons are, what its screens say, how many frames it drew,
// the layout report). The game itself never uses it: a Probe is made only when a test, the real
// binary's -state or -autoplay hook, or the browser's tests (Report) ask. It reads the App through
// Target, which the App offers (game.ProbeOf), so it needs nothing of the App's internals.
package probe

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/clipboard"
	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/midend"
	"quintet/game/scene"
)

// Reporter is what the layout report (Report) reads of the App: the browser build hands the App over as
// a Reporter alone, so the rest of Target (and what it reaches) is not in its download.
type Reporter interface {
	// Controller is the midend the App draws.
	Controller() *midend.Controller
	// Scene is the open puzzle's scene, or nil on the menu; SceneFrame what it sees now, with no input.
	Scene() scene.Scene
	SceneFrame() *scene.Frame
	// View is what the screen is laid out for.
	View() View
	// Dialog describes the open game-ID dialog in pixels divided by scale, or is nil.
	Dialog(scale float64) map[string]any
	// BoardRect is where the open puzzle's scene draws.
	BoardRect() image.Rectangle
	// Toolbar is the open puzzle's toolbar.
	Toolbar() []Button
	// Texts is what the last frame drew as text.
	Texts() *kit.TextLog
}

// Target is what the App shows a probe: its state and the parts of its screen, and the few ways in a
// test needs (synthetic input, a clipboard of its own).
type Target interface {
	Reporter
	// Queue adds synthetic input for the next Update.
	Queue(es ...input.Event)
	// Key is the key k as the keyboard sends it with the modifiers held, and whether it types a
	// character of its own (a letter, a digit, punctuation).
	Key(k ebiten.Key, ctrl, shift bool) (key input.Key, types bool)
	// Now is the game's clock.
	Now() time.Time
	// Again asks for another frame right after this one.
	Again()
	// SetClipboard replaces the clipboard.
	SetClipboard(c clipboard.Clipboard)
	// Open shows the named puzzle, over nothing.
	Open(name string)

	// Theme is the palette in use.
	Theme() *kit.Theme
	// Revealing reports whether the open scene is still playing out how its game ended.
	Revealing() bool
	// PuzzleKeys is the open puzzle's keys as the keymap has them.
	PuzzleKeys() []input.Binding
	// Overlay names what is open over the menu or the puzzle: "", "help", "dialog" or "stats".
	Overlay() string
	// Help is the help screen's state (false when it is not open).
	Help() (HelpState, bool)
	// StatsNote is what the statistics screen says of the last share.
	StatsNote() (open bool, note string)
	// Announce says what changed since the last call, as the browser's live regions are told.
	Announce() []Announcement

	// Menu is the menu's cards where they are now (scrolling moves them).
	Menu() []Card
	// MenuSelected is where the menu shows its selected card or preset now.
	MenuSelected() image.Rectangle
	// Chips are the labels of the named puzzle's card's chips, in order (its presets' places).
	Chips(name string) []string
	// Parts are the shell's rectangles that must not overlap one another and the ones a tap acts on,
	// by name; puzzle reports that they are a puzzle screen's (no help or dialog over it).
	Parts() (parts, targets map[string]image.Rectangle, folded []string, puzzle bool)

	// Dirty reports whether the next Draw will redraw.
	Dirty() bool
	// Frames counts the frames drawn and those that only showed the last picture again.
	Frames() (drawn, presents int)
	// XInput reports whether key presses and clicks come from the X server's own events.
	XInput() (keys, clicks bool)
	// PartialFrames is how many frames drew only a part of the screen, and the parts the last one drew.
	PartialFrames() (int, []image.Rectangle)
	// TakeDrawn reports what the frames drew since the last call (see Probe.Drawn).
	TakeDrawn() (all bool, parts []image.Rectangle)
	// Redraw draws the whole screen afresh onto screen, as a frame does.
	Redraw(screen *ebiten.Image)
	// DrawAll draws the picture of the present state onto dst.
	DrawAll(dst *kit.Canvas)
}

// View is the screen as the App laid it out: its size in pixels, pixels per layout unit, the device's
// pixels per CSS pixel, and whether it is laid out for fingers.
type View struct {
	W, H        int
	Unit, Scale float64
	Touch       bool
}

// Button is a toolbar button.
type Button struct {
	Action input.Action
	Label  string
	R      image.Rectangle
}

// Card is one of the menu's cards: its puzzle's name, where it is and where its presets (chips) are.
type Card struct {
	Name    string
	R       image.Rectangle
	Presets []image.Rectangle
}

// HelpState is the help screen's state.
type HelpState struct {
	Page, Step, Pages, Steps int
	Title                    string
	Text                     string // the page's text at this step
	// Targets are the rectangles a tap acts on (tabs, Back, Next, ×); Picture and TextArea where the
	// picture and the text are.
	Targets           map[string]image.Rectangle
	Picture, TextArea image.Rectangle
	TextLines         int // lines of text the page has, wrapped, and Shown how many fit
	Shown             int
}

// Announcement is one thing said to a screen reader: polite, or assertive (it interrupts).
type Announcement struct {
	Text      string
	Assertive bool
}
