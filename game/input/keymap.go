package input

import (
	"image"
	"strings"
	"unicode"
)

// Action is what a key means to the game. The keymap is the one place that knows which keys mean what;
// screens and scenes ask for actions.
type Action int

const (
	None Action = iota
	New
	Undo
	Redo
	Restart
	Hint
	Solve
	GameID
	Help
	Theme
	Menu
	Up
	Down
	Left
	Right
	Select    // Enter or Space: play what the cursor or selection shows
	Digit     // a digit key, number row or keypad (Input.Digit)
	PuzzleKey // one of the open puzzle's own keys (Input.Name)
	Back      // Esc: leave a dialog, help or text box
	PageUp
	PageDown
	Home
	End
	Copy        // Ctrl+C: copy (the game-ID dialog copies the ID)
	Paste       // Ctrl+V: paste (the game-ID dialog pastes into its field)
	TextBigger  // Ctrl+= (or Ctrl++): larger text
	TextSmaller // Ctrl+−: smaller text
	Read        // F2: read the whole position aloud (through the page's live region)
	Solution    // Shift+H: the whole solution, once the hint (the next move) is shown
	Stats       // F3: the statistics
	SaveFile    // Ctrl+S: save the game to a file
	OpenFile    // Ctrl+O: open a game file (the browser's file chooser; natively says how)
	Whole       // F4: the status line's message (and what a panel folded behind "more ›") shown whole
)

// Arrows are the steps the arrow keys move a selection by on a grid (x right, y down). Hash, Flip and
// Escape use them.
var Arrows = map[Action]image.Point{Up: {0, -1}, Down: {0, 1}, Left: {-1, 0}, Right: {1, 0}}

var actionNames = [...]string{"none", "new", "undo", "redo", "restart", "hint", "solve", "game ID", "help",
	"theme", "menu", "up", "down", "left", "right", "select", "digit", "puzzle key", "back", "page up",
	"page down", "home", "end", "copy", "paste", "larger text", "smaller text", "read", "solution", "statistics",
	"save to a file", "open a file", "whole text"}

func (a Action) String() string {
	if int(a) < len(actionNames) {
		return actionNames[a]
	}
	return "action"
}

// Binding is a puzzle's own key: the character it types, and the action's name.
type Binding struct {
	Char   string
	Action string
}

// Keymap maps keys to actions. Letter shortcuts follow the character the key types on the player's
// layout (so Ctrl+Z undoes on QWERTZ and AZERTY), digits follow the number row and the keypad, and
// named keys (arrows, Enter, Esc, F1) their position.
type Keymap struct {
	// Puzzle is the open puzzle's own keys, by character; set when a puzzle opens. One with no Action
	// is for the help alone and never resolves.
	Puzzle []Binding
}

// Bindings lists the midend's shortcuts for the help screen, in the order shown.
var Bindings = []struct{ Keys, What string }{
	{"H", "hint: the next move and why (press again to play it)"},
	{"Shift+H", "after the hint, the whole solution (or hold the Hint button)"},
	{"N", "new game"},
	{"U, Ctrl+Z", "undo"},
	{"R, Ctrl+R, Ctrl+Y, Ctrl+Shift+Z", "redo"},
	{"Shift+R", "restart"},
	{"S", "solve"},
	{"G", "game ID (in it, Ctrl+C copies and Ctrl+V pastes)"},
	{"T", "theme: dark, light, high contrast"},
	{"Ctrl+=, Ctrl+−", "larger or smaller text (100% to 200%)"},
	{"F1, ?", "help"},
	{"F2", "read the position aloud (with a screen reader, in the browser)"},
	{"F3", "statistics: games won, at par, best times"},
	{"Ctrl+S", "save the game to a file (natively in the saves folder, in the browser a download)"},
	{"Ctrl+O", "open a game file (in the browser; natively: quintet -open FILE)"},
	{"F4", "the status line's message whole, with any text shortened or behind “more ›” (read aloud too)"},
	{"Esc", "back to the menu"},
	{"arrows, Enter or Space", "move the cursor, play what it shows"},
}

// letter is the character a key types: the layout's, or the US letter of its position when the
// platform cannot say.
func letter(k Key) string {
	if k.Char != "" {
		return strings.ToLower(k.Char)
	}
	if len(k.Code) == 1 {
		return strings.ToLower(k.Code)
	}
	return ""
}

// Resolve says what a key means. While typing, only keys that cannot be text are actions: Esc, Enter,
// arrows and Ctrl combinations; letters and digits belong to the text box.
func (m *Keymap) Resolve(k Key, typing bool) (Action, string, int) {
	switch k.Code {
	case "ArrowUp":
		return Up, "", -1
	case "ArrowDown":
		return Down, "", -1
	case "ArrowLeft":
		return Left, "", -1
	case "ArrowRight":
		return Right, "", -1
	case "Enter", "NumpadEnter":
		return Select, "", -1
	case "Escape":
		return Back, "", -1
	case "F1":
		return Help, "", -1
	case "F2":
		return Read, "", -1
	case "F3":
		return Stats, "", -1
	case "F4":
		return Whole, "", -1
	case "PageUp":
		return PageUp, "", -1
	case "PageDown":
		return PageDown, "", -1
	case "Home":
		return Home, "", -1
	case "End":
		return End, "", -1
	}
	l := letter(k)
	if k.Ctrl {
		switch {
		case l == "z" && k.Shift:
			return Redo, "", -1
		case l == "z":
			return Undo, "", -1
		case l == "r" || l == "y":
			return Redo, "", -1
		case l == "c" && !k.Shift:
			return Copy, "", -1
		case l == "v" && !k.Shift:
			return Paste, "", -1
		case l == "s" && !k.Shift:
			return SaveFile, "", -1
		case l == "o" && !k.Shift:
			return OpenFile, "", -1
		case k.Code == "Equal" || k.Code == "NumpadAdd" || l == "=" || l == "+":
			return TextBigger, "", -1
		case k.Code == "Minus" || k.Code == "NumpadSubtract" || l == "-":
			return TextSmaller, "", -1
		}
		return None, "", -1
	}
	if typing || k.Alt {
		return None, "", -1
	}
	if k.Code == "Space" {
		return Select, "", -1
	}
	if d, ok := digit(k.Code); ok {
		for _, b := range m.Puzzle {
			if b.Char == string(rune('0'+d)) && b.Action != "" {
				return PuzzleKey, b.Action, d
			}
		}
		return Digit, "", d
	}
	for _, b := range m.Puzzle {
		if b.Char == l && l != "" && b.Action != "" && !k.Shift {
			return PuzzleKey, b.Action, -1
		}
	}
	switch l {
	case "n":
		return New, "", -1
	case "u":
		return Undo, "", -1
	case "r":
		if k.Shift {
			return Restart, "", -1
		}
		return Redo, "", -1
	case "h":
		if k.Shift {
			return Solution, "", -1
		}
		return Hint, "", -1
	case "s":
		return Solve, "", -1
	case "g":
		return GameID, "", -1
	case "t":
		return Theme, "", -1
	}
	return None, "", -1
}

// ResolveRune says what a typed character means when no text box has focus: "?" opens help on every
// layout, whichever key types it.
func (m *Keymap) ResolveRune(r rune) (Action, string) {
	if r == '?' {
		return Help, ""
	}
	if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		for _, b := range m.Puzzle {
			if b.Char == string(r) && b.Action != "" {
				return PuzzleKey, b.Action // a puzzle's punctuation key, typed on any layout
			}
		}
	}
	return None, ""
}

// digit reads the number-row and keypad keys by position, so digits work on every layout (on AZERTY the
// number row types digits with Shift; the key is still that digit's key).
func digit(code string) (int, bool) {
	for _, p := range []string{"Digit", "Numpad"} {
		if rest, ok := strings.CutPrefix(code, p); ok && len(rest) == 1 && rest[0] >= '0' && rest[0] <= '9' {
			return int(rest[0] - '0'), true
		}
	}
	return 0, false
}
