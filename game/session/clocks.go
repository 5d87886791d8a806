package session

import (
	"sort"
	"strconv"
)

// Clock is one game's timer as the save keeps it: the time played and whether it stopped for good (the
// game ended).
type Clock struct {
	Ms   int64 `json:"ms"`
	Done bool  `json:"done,omitempty"`
}

// maxClocks bounds the timers kept: beyond it, those of games no longer in the history go.
const maxClocks = 32

// Clock is the timer of the game with this ID (zero when none was kept).
func (s *Session) Clock(game string) Clock { return s.clocks[game] }

// SetClock keeps a game's timer, saved with the session (field "clocks", which builds before it
// ignore and saves before it lack). It does not change Version: the caller saves when it must.
func (s *Session) SetClock(game string, c Clock) {
	if s.clocks == nil {
		s.clocks = map[string]Clock{}
	}
	s.clocks[game] = c
	if len(s.clocks) > maxClocks {
		in := map[string]bool{}
		for i := range s.hist {
			in[s.hist[i].Game.String()] = true
		}
		for k := range s.clocks {
			if !in[k] {
				delete(s.clocks, k)
			}
		}
	}
}

// appendClocks writes the "clocks" field of a save, in a stable order ("" when there are none).
func (s *Session) appendClocks(b []byte) []byte {
	if len(s.clocks) == 0 {
		return b
	}
	keys := make([]string, 0, len(s.clocks))
	for k := range s.clocks {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	b = append(b, `,"clocks":{`...)
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		c := s.clocks[k]
		b = appendString(b, k)
		b = strconv.AppendInt(append(b, `:{"ms":`...), c.Ms, 10)
		if c.Done {
			b = append(b, `,"done":true`...)
		}
		b = append(b, '}')
	}
	return append(b, '}')
}

// loadClocks keeps the saved timers that make sense (a negative time is dropped).
func loadClocks(in map[string]Clock) map[string]Clock {
	out := map[string]Clock{}
	for k, c := range in {
		if c.Ms >= 0 && len(out) < maxClocks*4 {
			out[k] = c
		}
	}
	return out
}
