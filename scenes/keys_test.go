package scenes

import (
	"regexp"
	"strings"
	"testing"
	"unicode"

	"quintet/game/gametest"
	"quintet/game/input"
	"quintet/solver/registry"
)

// Every registered puzzle's Keys page lists each key its keymap binds, and each digit key that plays a
// move in its smoke game (Dials' 1–9, Clock's 0).
func TestKeysPageListsEveryPuzzleKey(t *testing.T) {
	digits := []string{"Digit0", "Digit1", "Digit2", "Digit3", "Digit4", "Digit5", "Digit6", "Digit7", "Digit8", "Digit9"}
	for _, b := range registry.All() {
		name := b.Info().Name
		t.Run(name, func(t *testing.T) {
			d := gametest.New(t, All, b.Info().SmokeID, 1024, 720)
			page := keysPage(t, d)
			if testing.Verbose() {
				t.Logf("Keys page:\n%s", page)
			}
			km := input.Keymap{Puzzle: d.Probe.PuzzleKeys()}
			for _, k := range b.Info().Keys {
				if k.Label != "" && !strings.Contains(page, k.Label+" — "+k.Help+"\n") {
					t.Errorf("the Keys page lacks %q:\n%s", k.Label, page)
				}
				if k.Char == "" {
					continue
				}
				r := []rune(k.Char)[0]
				var act input.Action
				switch {
				case unicode.IsDigit(r):
					act, _, _ = km.Resolve(input.Key{Code: "Digit" + k.Char, Char: k.Char}, false)
				case unicode.IsLetter(r):
					act, _, _ = km.Resolve(input.Key{Code: strings.ToUpper(k.Char), Char: k.Char}, false)
				default:
					act, _ = km.ResolveRune(r)
				}
				if act == input.PuzzleKey && !listed(page, k.Char) {
					t.Errorf("the keymap binds %q (%s), the Keys page does not list it:\n%s", k.Char, k.Action, page)
				}
			}
			s := d.Probe.Session(name)
			for i, key := range digits {
				before := s.Current().Moves
				d.Key(key)
				if d.Probe.Session(name).Current().Moves != before {
					if c := string(rune('0' + i)); !listed(page, c) {
						t.Errorf("the key %s plays a move, the Keys page does not list it:\n%s", c, page)
					}
					d.Key("U")
				}
				d.Key("Escape") // closes a box a digit opened (Flip's name), or goes to the menu
				d.Probe.Open(name)
			}
		})
	}
}

// keysPage is the open puzzle's Keys page, its lines of keys before the paragraph after them.
func keysPage(t *testing.T, d *gametest.Driver) string {
	t.Helper()
	// The pages on the way are not drawn (the help tests draw them): only the page's text is read.
	every := d.DrawEvery
	d.DrawEvery = 1 << 30
	defer func() { d.DrawEvery = every }()
	d.Key("F1")
	for i := 0; i < 300; i++ {
		s, ok := d.Probe.Help()
		if !ok {
			t.Fatal("the help closed before its Keys page")
		}
		if s.Title == "Keys" {
			d.Key("Escape")
			return s.Text
		}
		d.Key("ArrowRight")
	}
	t.Fatal("no Keys page")
	return ""
}

var keyRange = regexp.MustCompile(`^(.)–(.)$`)

// listed reports whether a line of the page names the key c: alone ("P"), in a range ("1–9"), or
// among others ("' or :", "U, Ctrl+Z").
func listed(page, c string) bool {
	for _, line := range strings.Split(page, "\n") {
		lhs, _, ok := strings.Cut(line, " — ")
		if !ok {
			continue
		}
		if m := keyRange.FindStringSubmatch(lhs); m != nil && strings.ToUpper(c) >= m[1] && strings.ToUpper(c) <= m[2] {
			return true
		}
		for _, part := range strings.FieldsFunc(strings.ReplaceAll(lhs, " or ", ","), func(r rune) bool { return r == ',' }) {
			if strings.EqualFold(strings.TrimSpace(part), c) {
				return true
			}
		}
	}
	return false
}
