package session_test

import (
	"errors"
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
