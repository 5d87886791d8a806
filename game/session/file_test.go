package session_test

import (
	"bytes"
	"strings"
	"testing"

	. "quintet/game/session"
	"quintet/rules/puzzle"
)

// span is where the current game's entries are in a history: from its start or new entry up to the
// next new entry.
func span(h historyView) (from, to int) {
	from = h.Current
	for from > 0 && h.Entries[from].Kind != "start" && h.Entries[from].Kind != "new" {
		from--
	}
	to = h.Current + 1
	for to < len(h.Entries) && h.Entries[to].Kind != "new" {
		to++
	}
	return from, to
}

// firstKind is the kind of a session's first entry.
func firstKind(s *Session) Kind {
	at := s.Index()
	for s.Undo() {
	}
	k := s.Current().Kind
	for s.Index() < at {
		s.Redo()
	}
	return k
}

func allBackends() []puzzle.Backend {
	var out []puzzle.Backend
	for _, b := range backends {
		out = append(out, b)
	}
	return out
}

// A game file holds the current game alone, with its undo and redo steps, and opens as undoable steps
// after the game being played, in every puzzle; the session saves and resumes with it.
func TestGameFileRoundTripEveryPuzzle(t *testing.T) {
	for name, b := range backends {
		t.Run(name, func(t *testing.T) {
			s := playHistory(t, b) // its current game: a position's ID, two moves, one undone
			data, err := s.MarshalGame()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(data, []byte(`{"format":"quintet game","version":3,"puzzle":"`+name+`"`)) {
				t.Fatalf("the file begins %.80s", data)
			}
			g, err := ReadFile(allBackends(), data)
			if err != nil {
				t.Fatal(err)
			}
			whole := history(s)
			from, to := span(whole)
			if from == 0 {
				t.Fatal("the test's history should have a game before the current one")
			}
			want := historyView{Current: whole.Current - from, Entries: whole.Entries[from:to]}
			sameHistory(t, "the file", history(g), want)

			// Opened over another game: one new game, its steps, its current step and its redo.
			o, err := New(b, puzzle.ID{Puzzle: name}, 77)
			if err != nil {
				t.Fatal(err)
			}
			before := view(o.Current())
			if err := o.Adopt(g); err != nil {
				t.Fatal(err)
			}
			if view(o.Current()) != view(s.Current()) || o.CanRedo() != (to-1 > whole.Current) || o.Current().Kind == KindStart {
				t.Fatalf("opened at %+v, want %+v", view(o.Current()), view(s.Current()))
			}
			for o.Undo() {
			}
			if view(o.Current()) != before {
				t.Fatal("undo does not lead back to the game played before")
			}
			for o.Index() < 1+g.Index() {
				o.Redo()
			}
			saved, err := o.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			r, err := Unmarshal(b, saved)
			if err != nil {
				t.Fatalf("the session with the opened game does not resume: %v", err)
			}
			sameHistory(t, "resumed", history(r), history(o))
		})
	}
}

// A game trimmed to the save's budget (its first steps dropped) still opens, its first kept step a
// jump from the start, and the session resumes with it.
func TestGameFileTrimmed(t *testing.T) {
	b := backends["dials"]
	s, err := New(b, mustID(t, "dials:n5q5#abc"), 0)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 300; i++ {
		if err := s.Play("1"); err != nil {
			t.Fatal(err)
		}
	}
	restore := SetSaveBudget(3000)
	data, err := s.MarshalGame()
	restore()
	if err != nil {
		t.Fatal(err)
	}
	g, err := ReadFile(allBackends(), data)
	if err != nil {
		t.Fatal(err)
	}
	if k := firstKind(g); k != KindMove || g.Len() >= 300 {
		t.Fatalf("not trimmed: %d entries, the first a %v", g.Len(), k)
	}
	o, _ := New(b, mustID(t, "dials:n5q5#1"), 0)
	if err := o.Adopt(g); err != nil {
		t.Fatal(err)
	}
	if view(o.Current()) != view(s.Current()) || o.Current().Game.String() != "dials:n5q5#abc" {
		t.Fatalf("opened at %+v, want %+v", view(o.Current()), view(s.Current()))
	}
	saved, _ := o.Marshal()
	r, err := Unmarshal(b, saved)
	if err != nil {
		t.Fatalf("does not resume: %v", err)
	}
	sameHistory(t, "resumed", history(r), history(o))
}

// Whatever a file holds that is not a game this build can open is refused in one line saying what it
// is, and nothing is taken from it.
func TestGameFileRefusals(t *testing.T) {
	s := playHistory(t, backends["dials"])
	good, err := s.MarshalGame()
	if err != nil {
		t.Fatal(err)
	}
	flip, _ := playHistory(t, backends["flip"]).MarshalGame()
	for what, c := range map[string]struct {
		data []byte
		want string
	}{
		"empty":         {nil, "it is empty"},
		"blank":         {[]byte(" \n"), "it is empty"},
		"huge":          {append(append([]byte(nil), good...), bytes.Repeat([]byte(" "), MaxFileBytes)...), "bytes; a game file is at most 16777216"},
		"text":          {[]byte("dials:n5q5#1\n"), "it is not a Quintet game file"},
		"png":           {[]byte("\x89PNG\r\n\x1a\n\x00\x00"), "it is not a Quintet game file"},
		"other json":    {[]byte(`{"name":"x","list":[1,2]}`), "it is not a Quintet game file: it names no puzzle"},
		"other format":  {[]byte(`{"format":"kitten","version":3,"puzzle":"dials"}`), `its format is "kitten"`},
		"cut short":     {good[:len(good)*2/3], "it is cut short or damaged"},
		"cut at start":  {good[:20], "it is cut short or damaged before it names its puzzle"},
		"no puzzle":     {bytes.Replace(good, []byte(`"puzzle":"dials"`), []byte(`"puzzle":"sixth"`), 1), `a game of "sixth", a puzzle this version of Quintet does not have (it has clock, dials, escape, flip, hash)`},
		"wrong puzzle":  {bytes.Replace(flip, []byte(`"puzzle":"flip"`), []byte(`"puzzle":"dials"`), 1), "it does not read as a Dials game"},
		"newer":         {bytes.Replace(good, []byte(`"version":3`), []byte(`"version":9`), 1), "the file has format version 9"},
		"illegal move":  {bytes.Replace(good, []byte(`{"kind":"move","move":"`), []byte(`{"kind":"move","move":"9`), 1), "it is cut short or damaged: save entry"},
		"not utf-8":     {append([]byte(`{"format":"quintet game","puzzle":"`), 0xff, '"', '}'), "it is not a Quintet game file"},
		"entries a map": {[]byte(`{"format":"quintet game","version":3,"puzzle":"dials","current":0,"entries":{}}`), "it does not read as a Dials game"},
	} {
		g, err := ReadFile(allBackends(), c.data)
		if err == nil || g != nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v; want it to say %q", what, err, c.want)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: not one line: %q", what, err)
		}
	}
	// A byte-order mark and a save file itself (no format field) open.
	if _, err := ReadFile(allBackends(), append([]byte("\xef\xbb\xbf"), good...)); err != nil {
		t.Errorf("with a byte-order mark: %v", err)
	}
	save, _ := s.Marshal()
	if g, err := ReadFile(allBackends(), save); err != nil || view(g.Current()) != view(s.Current()) {
		t.Errorf("a save file: %v", err)
	}
}
