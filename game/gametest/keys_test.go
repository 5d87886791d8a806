package gametest

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// fatal is a test that notes a failure instead of ending.
type fatal struct {
	testing.TB
	msg string
}

func (f *fatal) Helper()                        {}
func (f *fatal) Fatalf(format string, a ...any) { f.msg = fmt.Sprintf(format, a...) }

// A key is named as input.Key.Code names it, and a name that is no key fails the test rather than
// pressing nothing.
func TestKeysByName(t *testing.T) {
	got := Keys(t, "H", "ArrowUp", "Digit1", "Enter", "Escape", "Numpad0", "Space")
	want := []ebiten.Key{ebiten.KeyH, ebiten.KeyArrowUp, ebiten.KeyDigit1, ebiten.KeyEnter, ebiten.KeyEscape,
		ebiten.KeyNumpad0, ebiten.KeySpace}
	if !slices.Equal(got, want) {
		t.Errorf("Keys = %v, want %v", got, want)
	}
	for _, name := range []string{"Up", "KeyH", "h", ""} {
		f := &fatal{TB: t}
		Keys(f, name)
		if f.msg == "" {
			t.Errorf("Keys(%q) did not fail: no key has that name", name)
		}
	}
}
