package midend

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"quintet/game/store"
)

// shownLimit is the most characters a message may have on screen: a few hundred, with where the whole
// is (ShownRunes and wholeWhere; written out so the test reads the same against the code before).
const shownLimit = 450

func TestBoundedKeepsStartAndEnd(t *testing.T) {
	short := "The saved Dials game could not be read."
	if got, cut := Bounded(short); got != short || cut {
		t.Fatalf("a short text was changed: %q", got)
	}
	path := "/home/p/" + strings.Repeat("a/", 3000) + "dials.json"
	field := strings.Repeat("9", 100_000)
	long := fmt.Sprintf("The saved Dials game could not be read (puzzle %q); it was kept (%s) and a new game started.", field, path)
	got, cut := Bounded(long)
	if !cut || utf8.RuneCountInString(got) > ShownRunes {
		t.Fatalf("bounded to %d characters (cut %v), want at most %d", utf8.RuneCountInString(got), cut, ShownRunes)
	}
	for _, part := range []string{"The saved Dials game could not be read", "/home/p/a/a/", "dials.json)", "a new game started."} {
		if !strings.Contains(got, part) {
			t.Errorf("bounded text lost %q: %q", part, got)
		}
	}
	sentences := strings.Repeat("Word after word. ", 10_000) + "The end."
	got, _ = Bounded(sentences)
	if utf8.RuneCountInString(got) > ShownRunes || !strings.HasPrefix(got, "Word after word.") || !strings.HasSuffix(got, "The end.") {
		t.Fatalf("sentences bounded to %q", got)
	}
	// Bounded again, with where the whole is and a prefix, it is cut no further.
	once, _ := shownText(sentences)
	if twice, cut := shownText("Game ID not loaded: " + once); cut || twice != "Game ID not loaded: "+once {
		t.Fatalf("bounding twice cut again: %q", twice)
	}
}

// A damaged save whose field is 100 KB (round four's freeze): the notice quotes a bounded field, and
// standard error has the whole.
func TestNoticeOfAHugeFieldIsBounded(t *testing.T) {
	st := store.NewMemory()
	field := strings.Repeat("9", 100_000)
	st.Save("settings", []byte(`{"puzzle":"dials"}`))
	st.Save("dials", []byte(fmt.Sprintf(`{"version":3,"puzzle":%q,"current":0,"entries":[]}`, field)))
	c := newController(st, &fakePage{})
	if len(c.Notices()) == 0 {
		t.Fatal("no notice of the damaged save")
	}
	for _, n := range c.Notices() {
		if utf8.RuneCountInString(n) > shownLimit {
			t.Errorf("a notice of %d characters reaches the screen: %.200q…", utf8.RuneCountInString(n), n)
		}
	}
	if !strings.Contains(c.Notices()[0], "Dials") || !strings.Contains(c.Notices()[0], "(The whole text is ") {
		t.Errorf("the notice does not say what and where: %q", c.Notices()[0])
	}
}

// A move, an ID or any error 100 KB long reaches the status line and the ID dialog bounded.
func TestHugeErrorsAreBounded(t *testing.T) {
	c := newController(store.NewMemory(), &fakePage{fragment: "escape:64p1#1"})
	huge := strings.Repeat("x", 100_000)
	if c.Play(huge) {
		t.Fatal("a 100 KB move was played")
	}
	if n := utf8.RuneCountInString(c.Note()); n == 0 || n > shownLimit {
		t.Errorf("the move's error is %d characters on screen", n)
	}
	for _, id := range []string{huge, "escape:" + huge, "escape:64p1:" + huge, "dials:n5q5#" + huge} {
		err := c.LoadIDHere(id)
		if err == nil {
			t.Fatalf("a 100 KB ID opened")
		}
		if n := utf8.RuneCountInString(err.Error()); n > shownLimit {
			t.Errorf("the ID dialog is given %d characters for %.30q…", n, id)
		}
		c.openAddress(id, true)
		if n := utf8.RuneCountInString(c.Note()); n > shownLimit {
			t.Errorf("the address's error is %d characters on screen", n)
		}
	}
	c.Message("Could not save the game: " + huge)
	if n := utf8.RuneCountInString(c.Note()); n > shownLimit {
		t.Errorf("a message of %d characters reaches the screen", n)
	}
}

func TestShownLimitCoversWhereTheWholeIs(t *testing.T) {
	if ShownRunes+utf8.RuneCountInString(wholeWhere) > shownLimit {
		t.Fatalf("ShownRunes %d and %q are more than the tests' %d", ShownRunes, wholeWhere, shownLimit)
	}
}
