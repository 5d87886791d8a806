package session_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	. "quintet/game/session"
	"quintet/rules/puzzle"
	sclock "quintet/solver/clock"
	sdials "quintet/solver/dials"
	sescape "quintet/solver/escape"
	sflip "quintet/solver/flip"
	shash "quintet/solver/hash"
)

// The save loader of every puzzle takes any bytes: it never panics, and a save it accepts saves again
// to bytes that load to the same history and save to the same bytes. Seed corpora (testdata/fuzz)
// hold real saves of each puzzle in every format version (v3-* from the current writer).
func FuzzUnmarshalClock(f *testing.F)  { fuzzUnmarshal(f, sclock.Backend) }
func FuzzUnmarshalDials(f *testing.F)  { fuzzUnmarshal(f, sdials.Backend) }
func FuzzUnmarshalEscape(f *testing.F) { fuzzUnmarshal(f, sescape.Backend) }
func FuzzUnmarshalFlip(f *testing.F)   { fuzzUnmarshal(f, sflip.Backend) }
func FuzzUnmarshalHash(f *testing.F)   { fuzzUnmarshal(f, shash.Backend) }

func fuzzUnmarshal(f *testing.F, b puzzle.Backend) {
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Unmarshal(b, data)
		var partial *PartialError
		if err != nil && !errors.As(err, &partial) {
			if s != nil {
				t.Fatal("a session and an error")
			}
			return
		}
		if partial != nil && (s == nil || s.Len() != partial.Kept) {
			t.Fatalf("a partial load without the entries it kept: %v", err)
		}
		out, err := s.Marshal()
		if err != nil {
			t.Fatalf("an accepted save does not save again: %v", err)
		}
		r, err := Unmarshal(b, out)
		if err != nil {
			t.Fatalf("saved again, it does not load: %v\n%s", err, out)
		}
		sameHistory(t, "reloaded", history(r), history(s))
		if again, _ := r.Marshal(); string(again) != string(out) {
			t.Fatalf("saved a third time differently:\n%s\n%s", again, out)
		}
	})
}

// The game-file reader takes any bytes: it never panics, and a file it accepts opens over a game as
// undoable steps that save and resume, and writes back as a file that reads to the same game. The
// seeds are real game files of each puzzle and damaged ones.
func FuzzReadFile(f *testing.F) {
	all := []puzzle.Backend{sclock.Backend, sdials.Backend, sescape.Backend, sflip.Backend, shash.Backend}
	for _, b := range all {
		id, _ := puzzle.ParseID(b.Info().SmokeID)
		s, err := New(b, id, 1)
		if err != nil {
			f.Fatal(err)
		}
		if h, err := b.Hint(context.Background(), s.Pos()); err == nil && h.Move != "" {
			s.Play(h.Move)
		}
		data, err := s.MarshalGame()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)/2])
	}
	f.Add([]byte(`{"format":"quintet game","version":3,"puzzle":"dials","current":0,"entries":[]}`))
	f.Add([]byte("dials:n5q5#1"))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := ReadFile(all, data)
		if err != nil {
			if g != nil {
				t.Fatal("a game and an error")
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("not one line: %q", err)
			}
			return
		}
		s, err := New(g.Backend, puzzle.ID{Puzzle: g.Backend.Info().Name}, 3)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Adopt(g); err != nil {
			t.Fatal(err)
		}
		saved, err := s.Marshal()
		if err != nil {
			t.Fatalf("the session with the opened game does not save: %v", err)
		}
		if _, err := Unmarshal(g.Backend, saved); err != nil {
			t.Fatalf("the session with the opened game does not resume: %v\n%s", err, saved)
		}
		again, err := g.MarshalGame()
		if err != nil {
			t.Fatalf("an opened game does not save to a file: %v", err)
		}
		h, err := ReadFile(all, again)
		if err != nil || h.Len() != g.Len() || h.Index() != g.Index() {
			t.Fatalf("written back, it reads otherwise: %v", err)
		}
	})
}
