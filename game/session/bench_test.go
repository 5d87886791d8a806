package session_test

import (
	"strconv"
	"testing"

	. "quintet/game/session"
	sclock "quintet/solver/clock"
	sdials "quintet/solver/dials"
)

// history10k is a Dials session of 10,000 entries: moves, with a restart every 20 and a new game
// every 100, the current entry the last.
func history10k(b *testing.B) *Session { return historyN(b, 10000) }

// historyN is such a session of n entries.
func historyN(b *testing.B, n int) *Session {
	s, err := New(sdials.Backend, mustID(b, "dials:n5q5#1"), 0)
	if err != nil {
		b.Fatal(err)
	}
	for i := 1; s.Len() < n; i++ {
		switch {
		case i%100 == 0:
			s.NewGame(uint64(i))
		case i%20 == 0:
			s.Restart()
		default:
			if s.Play(strconv.Itoa(1+i%5)) != nil {
				s.Restart() // won by chance
			}
		}
	}
	return s
}

// The save after a move: one new entry on a 10,000-entry history.
func BenchmarkMarshal10kAfterMove(b *testing.B) {
	s := history10k(b)
	if _, err := s.Marshal(); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		s.Undo()
		if err := s.Play(strconv.Itoa(1 + n%5)); err != nil {
			b.Fatal(err)
		}
		n++
		data, err := s.Marshal()
		if err != nil {
			b.Fatal(err)
		}
		b.SetBytes(int64(len(data)))
	}
}

// The first save after a resume: Unmarshal encoded the entries already, so it is as cheap as any
// (the same for every later save of an unchanged session).
func BenchmarkMarshal10kResumed(b *testing.B) {
	data, _ := history10k(b).Marshal()
	s, err := Unmarshal(sdials.Backend, data)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		s.Marshal()
	}
}

// Resuming a 10,000-entry history: every move replayed.
func BenchmarkUnmarshal10k(b *testing.B) {
	data, _ := history10k(b).Marshal()
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Unmarshal(sdials.Backend, data); err != nil {
			b.Fatal(err)
		}
	}
}

// clockNews is a Clock session of n New games at n12k3r (each start a random point of that size's
// optimal line): 2,000 of them make a save of about 197 KB.
func clockNews(b *testing.B, n int) []byte {
	s, err := New(sclock.Backend, mustID(b, "clock:n12k3r#1"), 1)
	if err != nil {
		b.Fatal(err)
	}
	for i := 2; s.Len() < n; i++ {
		if err := s.NewGame(uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
	data, err := s.Marshal()
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// Resuming 2,000 New games at clock:n12k3r: what start-up waited for before the first frame.
func BenchmarkUnmarshalClockNews2k(b *testing.B) {
	data := clockNews(b, 2000)
	b.SetBytes(int64(len(data)))
	b.ReportMetric(float64(len(data)), "save-bytes")
	for b.Loop() {
		if _, err := Unmarshal(sclock.Backend, data); err != nil {
			b.Fatal(err)
		}
	}
}

// Resuming the largest history a save keeps (MaxSavedEntries): the bound on what a first frame waits
// for when the puzzle on the first screen has the longest save.
func BenchmarkUnmarshal50k(b *testing.B) {
	data, _ := historyN(b, MaxSavedEntries).Marshal()
	b.ReportMetric(float64(len(data)), "save-bytes")
	for b.Loop() {
		if _, err := Unmarshal(sdials.Backend, data); err != nil {
			b.Fatal(err)
		}
	}
}
