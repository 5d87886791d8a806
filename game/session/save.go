package session

import (
	"fmt"
	"strconv"
	"unicode/utf8"

	"quintet/game/store"
	"quintet/rules/puzzle"
)

// The save format, version 3 (JSON):
//
//	{"version":3,"puzzle":"dials","current":3,"moves":0,"state":"playing","entries":[
//	  {"kind":"start","game":"dials:n5q5#1","params":"n5q5","desc":"…"},
//	  {"kind":"move","move":"3"},
//	  {"kind":"restart"},
//	  {"kind":"solve","params":"n5q5","desc":"…","moves":14},
//	  {"kind":"new","game":"dials:n5q5#7","params":"n5q5","desc":"…"}]}
//
// A move entry holds only its move: the loader replays it from the entry before, so a save stays small
// (a 10,000-entry history is about 300 KB) and cannot hold a position its moves do not lead to. A
// restart holds nothing (it returns to its game's start). Start and new entries hold the game ID and
// the start position, which must be the position the ID makes. A solve entry holds the position the
// solver's line reached and the move count there (the line itself can be 200,000 moves long). Every
// other field of an entry (its game, start, parameters) is the one of the entry before it. Only the
// first entry may be "start"; when a long history was trimmed, the first entry may be of another kind
// and then also holds its game, start_params, start_desc, params, desc and moves. "moves" and "state"
// before the entries repeat the current entry's move count and outcome, so the menu can show them
// without reading the history.
//
// Every format any build wrote is read (testdata/saves holds a save of each):
//   - version 1 (22–23 Nov 2026, until 0cbb8ef): every field of every entry, new_params included;
//   - version 2 as first written (0cbb8ef until 874230b): version 3's entries, with new_params beside
//     each game ID (always the ID's parameters);
//   - version 2 from 874230b: version 3's entries without the summary;
//   - version 3: the summary added.
//
// Fields this build does not know are ignored (a later build may add some). A save whose history goes
// wrong at some entry keeps every entry before it (Unmarshal says so with a *PartialError).
//
// A start position is taken as saved: the game ID that made it is checked against it (by generating
// the game again, which for some sizes takes milliseconds) only when its game is shown (CheckGame), so
// resuming does not grow with the number of games in the history.
const saveVersion = 3

// MaxSavedEntries bounds the undo history kept in a save (the oldest entries go first, never the
// current one). Loading replays every move, so it bounds the time a resume takes: 50,000 entries
// load in well under a second. The history in memory is not bounded.
const MaxSavedEntries = 50000

// MaxSaveBytes bounds a save: Marshal drops the oldest entries (then the farthest redo entries) to
// stay within it, so every save it writes can be loaded and stored.
const MaxSaveBytes = store.MaxSaveBytes

// saveBudget is MaxSaveBytes; tests lower it to exercise trimming.
var saveBudget = MaxSaveBytes

// MaxMoves bounds a saved move count: no game reaches it (it is 2^40), and a count that did could not
// wrap around.
const MaxMoves = 1 << 40

// savedEntry is one entry as saved, in either version. A nil field was absent.
type savedEntry struct {
	Kind        *string `json:"kind"`
	Move        *string `json:"move,omitempty"`
	Game        *string `json:"game,omitempty"`
	NewParams   *string `json:"new_params,omitempty"`
	StartParams *string `json:"start_params,omitempty"`
	StartDesc   *string `json:"start_desc,omitempty"`
	Params      *string `json:"params,omitempty"`
	Desc        *string `json:"desc,omitempty"`
	Moves       *int    `json:"moves,omitempty"`
}

type savedSession struct {
	Version *int             `json:"version"`
	Puzzle  *string          `json:"puzzle"`
	Current *int             `json:"current"`
	Entries []savedEntry     `json:"entries"`
	Clocks  map[string]Clock `json:"clocks"` // each game's timer (clocks.go); absent before it
}

// Summary is what a save says of its current entry without its history being read (version 3).
type Summary struct {
	Moves int           // the current entry's move count
	State puzzle.Status // its outcome
}

// The fields of an entry, as bits, to say which an entry must have.
const (
	fKind = 1 << iota
	fMove
	fGame
	fNewParams
	fStartParams
	fStartDesc
	fParams
	fDesc
	fMoves
)

var fieldNames = []string{"kind", "move", "game", "new_params", "start_params", "start_desc", "params", "desc", "moves"}

func (e *savedEntry) fields() int {
	f := 0
	for i, present := range []bool{e.Kind != nil, e.Move != nil, e.Game != nil, e.NewParams != nil,
		e.StartParams != nil, e.StartDesc != nil, e.Params != nil, e.Desc != nil, e.Moves != nil} {
		if present {
			f |= 1 << i
		}
	}
	return f
}

func str(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// The fields each kind of entry has in version 2, after the first entry and as the first entry.
const (
	// Version 2 does not save an entry's new-game parameters: they are always its game ID's.
	fGameStart = fKind | fGame | fParams | fDesc
	fBase      = fKind | fGame | fStartParams | fStartDesc | fParams | fDesc | fMoves
	fV1        = fKind | fGame | fNewParams | fStartParams | fStartDesc | fParams | fDesc | fMoves // move too, for a move
)

var v2Fields = map[Kind][2]int{ // [after the first, first]
	KindStart:   {0, fGameStart},
	KindNew:     {fGameStart, fGameStart},
	KindMove:    {fKind | fMove, fBase | fMove},
	KindRestart: {fKind, fBase},
	KindSolve:   {fKind | fParams | fDesc | fMoves, fBase},
}

// encoded keeps the history's entries as saved, since entries never change: buf holds entries 0..k-1
// joined by commas, entry i ending at end[i]; base caches one entry encoded as a save's first.
type encoded struct {
	buf     []byte
	end     []int
	baseIdx int // the entry base holds, when base != nil
	base    []byte
}

// cut forgets the encodings of entries n and after (they were replaced).
func (c *encoded) cut(n int) {
	if len(c.end) > n {
		c.end = c.end[:n]
		c.buf = c.buf[:0]
		if n > 0 {
			c.buf = c.buf[:c.end[n-1]]
		}
	}
	if c.base != nil && c.baseIdx >= n {
		c.base = nil
	}
}

// span is the encoding of entries a..b-1 joined by commas.
func (c *encoded) span(a, b int) []byte {
	if a >= b {
		return nil
	}
	start := 0
	if a > 0 {
		start = c.end[a-1] + 1
	}
	return c.buf[start:c.end[b-1]]
}

// encodeAll encodes the entries not encoded yet.
func (s *Session) encodeAll() {
	c := &s.saved
	for k := len(c.end); k < len(s.hist); k++ {
		if k > 0 {
			c.buf = append(c.buf, ',')
		}
		c.buf = s.appendEntry(c.buf, k, false) // entry 0 is written complete
		c.end = append(c.end, len(c.buf))
	}
}

// appendEntry appends entry i of the history as it is saved after the first entry (base false) or as
// the first (base true, and always for entry 0). The fields are in savedEntry's order.
func (s *Session) appendEntry(b []byte, i int, base bool) []byte {
	e := &s.hist[i]
	b = append(b, `{"kind":`...)
	b = appendString(b, e.Kind.String())
	base = base || i == 0 // the history's first entry is always complete
	if e.Kind == KindMove {
		b = appendString(append(b, `,"move":`...), e.Move)
	}
	full := base || e.Kind == KindStart || e.Kind == KindNew
	if full {
		b = appendString(append(b, `,"game":`...), e.Game.String())
	}
	if base && e.Kind != KindStart && e.Kind != KindNew {
		b = appendString(append(b, `,"start_params":`...), e.Start.Params())
		b = appendString(append(b, `,"start_desc":`...), e.Start.Desc())
	}
	if full || e.Kind == KindSolve {
		b = appendString(append(b, `,"params":`...), e.Pos.Params())
		b = appendString(append(b, `,"desc":`...), e.Pos.Desc())
	}
	if (base && e.Kind != KindStart && e.Kind != KindNew) || e.Kind == KindSolve {
		b = strconv.AppendInt(append(b, `,"moves":`...), int64(e.Moves), 10)
	}
	return append(b, '}')
}

// appendString appends s as a JSON string; bytes that are not UTF-8 become U+FFFD, as encoding/json
// writes them.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c < 0x20:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		case c < utf8.RuneSelf:
			b = append(b, c)
		default:
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 {
				b = append(b, `\ufffd`...)
			} else {
				b = append(b, s[i:i+n]...)
			}
			i += n
			continue
		}
		i++
	}
	return append(b, '"')
}

// Marshal writes the session, with its undo history, as a save file (version 2). Entries are encoded
// once and kept, so a save after a move encodes one entry and copies the rest in one piece.
func (s *Session) Marshal() ([]byte, error) {
	s.encodeAll()
	c := &s.saved
	n := len(s.hist)
	first := func(i int) []byte {
		if k := s.hist[i].Kind; k == KindStart || k == KindNew || i == 0 {
			return c.span(i, i+1) // already complete
		}
		if c.base == nil || c.baseIdx != i {
			c.base, c.baseIdx = s.appendEntry(nil, i, true), i
		}
		return c.base
	}
	head := fmt.Appendf(nil, `{"version":%d,"puzzle":`, saveVersion)
	head = appendString(head, s.puzzleName())
	head = append(head, `,"current":`...)
	const slack = 32 // the current index, ',"entries":[', the closing brackets
	clocks := s.appendClocks(nil)
	size := func(from, to int) int {
		return len(head) + len(clocks) + slack + len(first(from)) + 1 + len(c.span(from+1, to))
	}
	from := min(max(0, n-MaxSavedEntries), s.cur)
	to := min(n, from+MaxSavedEntries)
	if size(from, to) > saveBudget && from < s.cur {
		// Drop the oldest entries: the first from that fits, by bisection (sizes fall as from rises).
		lo, hi := from+1, s.cur
		for lo < hi {
			if mid := (lo + hi) / 2; size(mid, to) > saveBudget {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		from = lo
	}
	if size(from, to) > saveBudget && to > s.cur+1 {
		// Then the farthest redo entries.
		lo, hi := s.cur+1, to-1
		for lo < hi {
			if mid := (lo + hi + 1) / 2; size(from, mid) > saveBudget {
				hi = mid - 1
			} else {
				lo = mid
			}
		}
		to = lo
	}
	if total := size(from, to); total > saveBudget {
		return nil, fmt.Errorf("the current position alone makes a save of %d bytes; a save is at most %d", total, saveBudget)
	}
	out := make([]byte, 0, size(from, to)+40)
	out = append(out, head...)
	out = strconv.AppendInt(out, int64(s.cur-from), 10)
	out = strconv.AppendInt(append(out, `,"moves":`...), int64(s.hist[s.cur].Moves), 10)
	out = appendString(append(out, `,"state":`...), s.hist[s.cur].Pos.Status().String())
	out = append(out, clocks...)
	out = append(out, `,"entries":[`...)
	out = append(out, first(from)...)
	if rest := c.span(from+1, to); len(rest) > 0 {
		out = append(append(out, ','), rest...)
	}
	return append(out, "]}"...), nil
}

func (s *Session) puzzleName() string {
	if s.name == "" {
		s.name = s.Backend.Info().Name
	}
	return s.name
}
