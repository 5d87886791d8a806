package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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

// PartialError is returned by Unmarshal, with the session, when a save's history goes wrong at some
// entry (or its file ends early): the session holds every entry before it.
type PartialError struct {
	Kept, Of int   // entries kept, entries the save has (or had before its end was cut off)
	Err      error // what is wrong with the first entry not kept
}

func (e *PartialError) Error() string {
	return fmt.Sprintf("the save's history goes wrong after entry %d of %d (%v); the entries before it were kept", e.Kept, e.Of, e.Err)
}

func (e *PartialError) Unwrap() error { return e.Err }

// Unmarshal reads a save file of any format version a build wrote (3, 2 or 1). It checks the save as
// strictly as a typed game ID: the puzzle, every game ID and its parameters, every start position
// (against its ID when its game is shown: CheckGame), every move replayed from the position before,
// every move count. When the first entry already is wrong, or the save is not one, the error says what
// and where and the session is nil; the caller keeps the file aside and starts afresh. When a later
// entry is wrong, Unmarshal returns the session of the entries before it and a *PartialError.
func Unmarshal(b puzzle.Backend, data []byte) (*Session, error) {
	if len(data) > MaxSaveBytes {
		return nil, fmt.Errorf("the save is %d bytes; at most %d are read", len(data), MaxSaveBytes)
	}
	in, cut, err := decodeSave(data)
	if err != nil {
		return nil, fmt.Errorf("the save is not readable: %v", err)
	}
	if in.Version == nil || *in.Version < 1 || *in.Version > saveVersion {
		v := "none"
		if in.Version != nil {
			v = strconv.Itoa(*in.Version)
		}
		return nil, fmt.Errorf("the save has format version %s; this game reads versions 1 to %d", v, saveVersion)
	}
	name := b.Info().Name
	if in.Puzzle == nil || *in.Puzzle != name {
		return nil, fmt.Errorf("the save is for %q, not %q", str(in.Puzzle), name)
	}
	if len(in.Entries) == 0 || len(in.Entries) > MaxSavedEntries || in.Current == nil || *in.Current < 0 || (cut == nil && *in.Current >= len(in.Entries)) {
		cur := "none"
		if in.Current != nil {
			cur = strconv.Itoa(*in.Current)
		}
		if cut != nil && len(in.Entries) == 0 {
			return nil, fmt.Errorf("the save is not readable: %v", cut)
		}
		return nil, fmt.Errorf("the save's history is malformed (%d entries, at most %d; current %s)", len(in.Entries), MaxSavedEntries, cur)
	}
	l := &loader{b: b, name: name, v1: *in.Version == 1, games: map[string]puzzle.Position{}, params: map[string]error{}, posParams: map[string]string{}}
	s := &Session{Backend: b, name: name, cur: *in.Current, hist: make([]Entry, 0, len(in.Entries))}
	var partial *PartialError
	if cut != nil {
		partial = &PartialError{Kept: len(in.Entries), Of: len(in.Entries) + 1, Err: cut}
	}
	for i := range in.Entries {
		var prev *Entry
		if i > 0 {
			prev = &s.hist[i-1]
		}
		e, err := l.entry(&in.Entries[i], prev)
		if err != nil {
			kind := str(in.Entries[i].Kind)
			if _, ok := kindOf(kind); !ok {
				kind = "?"
			}
			err = fmt.Errorf("save entry %d of %d (%s): %v", i+1, len(in.Entries), kind, err)
			if i == 0 {
				return nil, err
			}
			partial = &PartialError{Kept: i, Of: len(in.Entries), Err: err}
			break
		}
		s.hist = append(s.hist, e)
	}
	s.cur = min(s.cur, len(s.hist)-1)
	s.unchecked = l.unchecked
	s.clocks = loadClocks(in.Clocks)
	s.encodeAll() // while loading, so the first save after a resume is as cheap as any
	if partial != nil {
		return s, partial
	}
	return s, nil
}

// decodeSave reads a save's top level and its entries, ignoring fields it does not know. An entry that
// does not decode (a field of the wrong type), or a file cut short inside its entries, ends the list:
// cut says why, and the entries before it stay.
func decodeSave(data []byte) (in savedSession, cut error, err error) {
	// The usual case in one pass; a save with a damaged part is read again piece by piece.
	if json.Unmarshal(data, &in) == nil && len(in.Entries) <= MaxSavedEntries {
		return in, nil, nil
	}
	in = savedSession{}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			return decodeCut(data)
		}
		return in, nil, errors.New("it is not a JSON object")
	}
	if top == nil {
		return in, nil, errors.New("it is not a JSON object")
	}
	for key, dst := range map[string]any{"version": &in.Version, "puzzle": &in.Puzzle, "current": &in.Current} {
		if raw, ok := top[key]; ok {
			if err := json.Unmarshal(raw, dst); err != nil {
				return in, nil, fmt.Errorf("its %s: %v", key, err)
			}
		}
	}
	var raws []json.RawMessage
	if raw, ok := top["entries"]; ok {
		if err := json.Unmarshal(raw, &raws); err != nil {
			return in, nil, errors.New("its entries are not a list")
		}
	}
	if len(raws) > MaxSavedEntries {
		raws = raws[:MaxSavedEntries+1] // refused by the caller
	}
	in.Entries = make([]savedEntry, 0, len(raws))
	for i, raw := range raws {
		var e savedEntry
		if err := json.Unmarshal(raw, &e); err != nil {
			return in, fmt.Errorf("save entry %d of %d does not read: %v", i+1, len(raws), err), nil
		}
		in.Entries = append(in.Entries, e)
	}
	return in, nil, nil
}

// decodeCut reads a save that is not whole JSON (cut short by a crash, or damaged) from its start, as
// far as it goes: the fields before its entries, then its entries one by one.
func decodeCut(data []byte) (in savedSession, cut error, err error) {
	in, cut, err = decodeCutRaw(data)
	if cut != nil {
		cut = fmt.Errorf("the file ends early or is damaged after entry %d: %v", len(in.Entries), cut)
	}
	return in, cut, err
}

func decodeCutRaw(data []byte) (in savedSession, cut error, err error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return in, nil, errors.New("it is not a JSON object")
	}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return in, nil, err
		}
		switch t {
		case "version":
			err = dec.Decode(&in.Version)
		case "puzzle":
			err = dec.Decode(&in.Puzzle)
		case "current":
			err = dec.Decode(&in.Current)
		case "entries":
			if t, err := dec.Token(); err != nil || t != json.Delim('[') {
				return in, nil, errors.New("its entries are not a list")
			}
			for dec.More() && len(in.Entries) <= MaxSavedEntries {
				var e savedEntry
				if err := dec.Decode(&e); err != nil {
					return in, err, nil
				}
				in.Entries = append(in.Entries, e)
			}
			if _, err := dec.Token(); err != nil {
				return in, err, nil
			}
		default:
			var skip json.RawMessage
			err = dec.Decode(&skip)
		}
		if err != nil {
			if in.Entries != nil {
				return in, err, nil
			}
			return in, nil, err
		}
	}
	if _, err := dec.Token(); err != nil {
		if in.Entries != nil {
			return in, err, nil
		}
		return in, nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return in, nil, errors.New("something follows its end")
	}
	// Whole after all (json.Unmarshal found something after it).
	return in, nil, errors.New("something follows its end")
}

// PeekSummary reads what a save says of its current entry from its first bytes, without reading its
// history: the move count and outcome (saves of version 3). ok is false when the save has none.
func PeekSummary(data []byte) (sum Summary, ok bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return sum, false
	}
	var moves *int
	var state *string
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return sum, false
		}
		switch t {
		case "moves":
			err = dec.Decode(&moves)
		case "state":
			err = dec.Decode(&state)
		case "entries":
			dec = nil
		default:
			var skip json.RawMessage
			err = dec.Decode(&skip)
		}
		if err != nil || dec == nil {
			break
		}
	}
	if moves == nil || state == nil || *moves < 0 {
		return sum, false
	}
	switch *state {
	case "won":
		sum.State = puzzle.Won
	case "lost":
		sum.State = puzzle.Lost
	case "playing":
	default:
		return sum, false
	}
	sum.Moves = *moves
	return sum, true
}

// loader checks and rebuilds the entries of one save.
type loader struct {
	b         puzzle.Backend
	name      string
	v1        bool
	games     map[string]puzzle.Position // start positions by game ID
	params    map[string]error           // whether parameters make a new game
	posParams map[string]string          // the parameters of the positions they make
	unchecked map[string]bool            // game IDs whose start was taken as saved, not yet generated
}

func kindOf(s string) (Kind, bool) {
	for k, n := range kindNames {
		if n == s {
			return Kind(k), true
		}
	}
	return 0, false
}

// entry checks one saved entry against the one before it (nil for the first) and rebuilds it.
func (l *loader) entry(se *savedEntry, prev *Entry) (Entry, error) {
	kind, ok := kindOf(str(se.Kind))
	if !ok {
		return Entry{}, fmt.Errorf("unknown kind %s", clip(str(se.Kind)))
	}
	if kind == KindStart && prev != nil {
		return Entry{}, errors.New("only the first entry starts the session")
	}
	have := se.fields()
	var want int
	if l.v1 {
		want = fV1
		if kind == KindMove {
			want |= fMove
		} else if se.Move != nil && *se.Move == "" {
			have &^= fMove // an empty move is as good as none
		}
	} else {
		want = v2Fields[kind][boolIndex(prev == nil)]
		if want&fGame != 0 {
			want |= have & fNewParams // version 2 as first written saved them too; they must agree
		}
	}
	if have != want {
		return Entry{}, fieldsError(have, want)
	}
	var e Entry
	e.Kind = kind
	// The game and its start: from the entry itself or from the entry before.
	if se.Game != nil {
		// The start as saved: a start or new entry's own position, or a trimmed first entry's start.
		var params, desc *string
		switch {
		case kind == KindStart || kind == KindNew:
			params, desc = se.Params, se.Desc
		case se.StartParams != nil:
			params, desc = se.StartParams, se.StartDesc
		}
		id, start, err := l.game(*se.Game, se.NewParams, params, desc)
		if err != nil {
			return Entry{}, err
		}
		e.Game, e.Params, e.Start = id, id.Params, start
		if se.StartParams != nil && !same(start, *se.StartParams, *se.StartDesc) {
			return Entry{}, fmt.Errorf("its game's start %s does not match its game ID %s, which starts at %s",
				show(*se.StartParams, *se.StartDesc), clip(*se.Game), show(start.Params(), start.Desc()))
		}
		if kind != KindStart && kind != KindNew && prev != nil &&
			(e.Game != prev.Game || e.Params != prev.Params || !same(e.Start, prev.Start.Params(), prev.Start.Desc())) {
			return Entry{}, errors.New("its game is not the game of the entry before")
		}
	} else {
		e.Game, e.Params, e.Start = prev.Game, prev.Params, prev.Start
	}
	startMoves := movesIn(e.Start)
	// The position and the move count.
	switch {
	case kind == KindStart || kind == KindNew:
		e.Pos, e.Moves = e.Start, startMoves
		if !same(e.Start, *se.Params, *se.Desc) {
			return Entry{}, fmt.Errorf("its position %s is not the start %s its game ID %s makes",
				show(*se.Params, *se.Desc), show(e.Start.Params(), e.Start.Desc()), clip(e.Game.String()))
		}
	case kind == KindRestart:
		e.Pos, e.Moves = e.Start, startMoves
		if se.Desc != nil && !same(e.Start, *se.Params, *se.Desc) {
			return Entry{}, fmt.Errorf("its position %s is not its game's start %s", show(*se.Params, *se.Desc), show(e.Start.Params(), e.Start.Desc()))
		}
	case kind == KindMove && prev != nil:
		e.Move = *se.Move
		if prev.Pos.Status() != puzzle.Playing {
			return Entry{}, fmt.Errorf("it plays %s after the game was %v", clip(e.Move), prev.Pos.Status())
		}
		p, err := prev.Pos.Play(e.Move)
		if err != nil {
			return Entry{}, fmt.Errorf("its move %s: %v", clip(e.Move), err)
		}
		if se.Desc != nil && !same(p, *se.Params, *se.Desc) {
			return Entry{}, fmt.Errorf("its move %s leads to %s, not the saved %s", clip(e.Move), show(p.Params(), p.Desc()), show(*se.Params, *se.Desc))
		}
		e.Pos, e.Moves = p, prev.Moves+1
	default: // a solve, or the first entry of a trimmed history: the position is as saved
		if kind == KindMove {
			e.Move = *se.Move
			if e.Move == "" {
				return Entry{}, errors.New("its move is empty")
			}
		}
		if kind == KindSolve && prev != nil && prev.Pos.Status() != puzzle.Playing {
			return Entry{}, fmt.Errorf("it solves a game that was %v", prev.Pos.Status())
		}
		p, err := l.b.Decode(*se.Params, *se.Desc)
		if err != nil {
			return Entry{}, fmt.Errorf("its position: %v", err)
		}
		if p.Params() != e.Start.Params() {
			return Entry{}, fmt.Errorf("its position has parameters %s; its game has %s", clip(p.Params()), clip(e.Start.Params()))
		}
		lo := startMoves + 1
		if prev != nil {
			lo = prev.Moves + 1
		}
		if m := *se.Moves; m < lo || m > MaxMoves {
			return Entry{}, fmt.Errorf("its move count %d is not from %d to %d", m, lo, MaxMoves)
		}
		e.Pos, e.Moves = p, *se.Moves
	}
	if se.Moves != nil && *se.Moves != e.Moves {
		return Entry{}, fmt.Errorf("its move count %d should be %d", *se.Moves, e.Moves)
	}
	if e.Moves > MaxMoves {
		return Entry{}, fmt.Errorf("its move count %d is over %d", e.Moves, MaxMoves)
	}
	if mc, ok := e.Pos.(puzzle.MoveCounter); ok && mc.MovesPlayed() != e.Moves {
		return Entry{}, fmt.Errorf("its position holds %d moves but its move count is %d", mc.MovesPlayed(), e.Moves)
	}
	return e, nil
}

// game checks a game ID and the parameters a New game would use, and returns the ID and its start
// position: for an ID with a seed, the saved start (params, desc) when the entry has one, decoded and
// recorded in unchecked for CheckGame; otherwise the position the ID makes.
func (l *loader) game(game string, saved, params, desc *string) (puzzle.ID, puzzle.Position, error) {
	id, err := puzzle.ParseID(game)
	newParams := id.Params // version 2 leaves them out: they are the ID's
	if saved != nil {
		newParams = *saved // version 1 saved them too, and they must agree
	}
	switch {
	case err != nil:
		return id, nil, fmt.Errorf("its game ID: %v", err)
	case id.Puzzle != l.name:
		return id, nil, fmt.Errorf("its game ID %s is for %q, not %q", clip(game), id.Puzzle, l.name)
	case id.String() != game:
		return id, nil, fmt.Errorf("its game ID %s is not written as the game writes it (%s)", clip(game), clip(id.String()))
	case !id.HasSeed && !id.HasDesc:
		return id, nil, fmt.Errorf("its game ID %s names no game: it has neither a seed nor a description", clip(game))
	case newParams != id.Params:
		return id, nil, fmt.Errorf("its new-game parameters %s are not its game's %s", clip(newParams), clip(id.Params))
	}
	perr, ok := l.params[newParams]
	if !ok {
		var p puzzle.Position
		if p, perr = l.b.Generate(newParams, 0); perr == nil {
			l.posParams[newParams] = p.Params() // the parameters its positions have (Clock's n5k3r: n5k3)
		}
		l.params[newParams] = perr
	}
	if perr != nil {
		return id, nil, fmt.Errorf("its new-game parameters %s make no game: %v", clip(newParams), perr)
	}
	if start, ok := l.games[game]; ok {
		return id, start, nil
	}
	var start puzzle.Position
	switch {
	case id.HasSeed && params != nil && desc != nil:
		if want := l.posParams[id.Params]; *params != want {
			return id, nil, fmt.Errorf("its start has parameters %s; its game ID %s makes %s", clip(*params), clip(game), clip(want))
		}
		if start, err = l.b.Decode(*params, *desc); err != nil {
			return id, nil, fmt.Errorf("its start: %v", err)
		}
		if l.unchecked == nil {
			l.unchecked = map[string]bool{}
		}
		l.unchecked[game] = true
	case id.HasSeed:
		start, err = l.b.Generate(id.Params, id.Seed)
	default:
		start, err = l.b.Decode(id.Params, id.Desc)
	}
	if err != nil {
		return id, nil, fmt.Errorf("its game ID %s: %v", clip(game), err)
	}
	l.games[game] = start
	return id, start, nil
}

// CheckGame checks the current entry's game ID against its start, when the start was taken as saved
// (Unmarshal): it generates the game again. Call it whenever a game is shown; it costs nothing once
// checked. If the ID makes another position, every entry of that game is named by its start's
// description instead (so the ID shown names the board played) and the error says so.
func (s *Session) CheckGame() error {
	id := s.hist[s.cur].Game
	key := id.String()
	if !s.unchecked[key] {
		return nil
	}
	delete(s.unchecked, key)
	start := s.hist[s.cur].Start
	p, err := s.Backend.Generate(id.Params, id.Seed)
	if err == nil && same(p, start.Params(), start.Desc()) {
		return nil
	}
	by := puzzle.ID{Puzzle: id.Puzzle, Params: start.Params(), Desc: start.Desc(), HasDesc: true}
	first := -1
	for i := range s.hist {
		if s.hist[i].Game == id {
			s.hist[i].Game = by
			if first < 0 {
				first = i
			}
		}
	}
	s.saved.cut(first)
	s.version++
	if err != nil {
		return fmt.Errorf("the saved game %s does not generate (%v); it is named by its board instead", key, err)
	}
	return fmt.Errorf("the saved game %s is not the board this build makes from that ID; it is named by its board instead", key)
}

func same(p puzzle.Position, params, desc string) bool {
	return p.Params() == params && p.Desc() == desc
}

func show(params, desc string) string { return clip(params + ":" + desc) }

func clip(s string) string {
	if len(s) > 60 {
		return strconv.Quote(s[:60] + "…")
	}
	return strconv.Quote(s)
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

func fieldsError(have, want int) error {
	var missing, extra []string
	for i, n := range fieldNames {
		switch bit := 1 << i; {
		case want&bit != 0 && have&bit == 0:
			missing = append(missing, n)
		case want&bit == 0 && have&bit != 0:
			extra = append(extra, n)
		}
	}
	switch {
	case len(missing) > 0 && len(extra) > 0:
		return fmt.Errorf("it lacks %q and should not have %q", missing, extra)
	case len(missing) > 0:
		return fmt.Errorf("it lacks %q", missing)
	}
	return fmt.Errorf("it should not have %q", extra)
}
