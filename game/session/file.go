package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"quintet/rules/puzzle"
)

// Game files: one game saved to a file the player keeps (Save), and opened again (Open), natively or in
// the browser. docs/game-files.md describes the format for anyone; in short, a game file is a save
// (the format in save.go, version 3) of the current game alone — its entries from its start (its
// "start" or "new" entry) to its last redo step, with that game's timer — and a first field that names
// it:
//
//	{"format":"quintet game","version":3,"puzzle":"dials","current":2,"moves":2,"state":"playing",
//	 "clocks":{…},"entries":[{"kind":"new","game":"dials:n5q5#7",…},{"kind":"move","move":"3"},…]}
//
// ReadFile reads it back as strictly as a save (every move replayed, every game ID checked), and also
// takes a puzzle's save file itself (no "format"), opening its current game. Anything else is refused
// with one line that says what it is.

// FileFormat is the value of a game file's "format" field.
const FileFormat = "quintet game"

// FileExt is the ending of a game file's name.
const FileExt = ".quintet"

// MaxFileBytes bounds a game file: the largest save (a game file is one). Readers read no more.
const MaxFileBytes = MaxSaveBytes

// gameSpan is the current game's entries: from its start (the last start or new entry at or before
// the current one, or the history's first) up to the next new entry.
func (s *Session) gameSpan() (from, to int) {
	from = s.cur
	for from > 0 && s.hist[from].Kind != KindStart && s.hist[from].Kind != KindNew {
		from--
	}
	to = s.cur + 1
	for to < len(s.hist) && s.hist[to].Kind != KindNew {
		to++
	}
	return from, to
}

// MarshalGame writes the current game, with its undo and redo steps, as a game file.
func (s *Session) MarshalGame() ([]byte, error) {
	from, to := s.gameSpan()
	g := &Session{Backend: s.Backend, name: s.puzzleName(), hist: append([]Entry(nil), s.hist[from:to]...), cur: s.cur - from}
	if c, ok := s.clocks[s.hist[s.cur].Game.String()]; ok {
		g.clocks = map[string]Clock{s.hist[s.cur].Game.String(): c}
	}
	out, err := g.Marshal()
	if err != nil {
		return nil, err
	}
	head := append([]byte(`{"format":`), appendString(nil, FileFormat)...)
	return append(append(head, ','), out[1:]...), nil
}

// ReadFile reads a game file (or a puzzle's save file) for whichever of backends its puzzle is, and
// returns a session of its current game alone, ready for Adopt. Its error is one sentence, without a
// capital or a full stop, saying what is wrong: the file is too large, empty, not a game file, a game
// of a puzzle this build lacks, or damaged (where, and how). Nothing is taken from a damaged file.
func ReadFile(backends []puzzle.Backend, data []byte) (*Session, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // a byte-order mark an editor added
	if len(data) > MaxFileBytes {
		return nil, fmt.Errorf("it is %d bytes; a game file is at most %d", len(data), MaxFileBytes)
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return nil, errors.New("it is empty")
	}
	if trimmed[0] != '{' || !utf8.Valid(data) {
		return nil, errors.New("it is not a Quintet game file (a game file is JSON text beginning {\"format\":\"quintet game\")")
	}
	format, name, version, whole := peekFile(data)
	switch {
	case format != nil && *format != FileFormat:
		return nil, fmt.Errorf("it is not a Quintet game file: its format is %s, not %q", clip(*format), FileFormat)
	case name == nil && !whole:
		return nil, errors.New("it is cut short or damaged before it names its puzzle")
	case name == nil || version == nil:
		return nil, errors.New("it is not a Quintet game file: it names no puzzle or no format version")
	}
	var b puzzle.Backend
	var names []string
	for _, k := range backends {
		names = append(names, k.Info().Name)
		if k.Info().Name == *name {
			b = k
		}
	}
	if b == nil {
		sort.Strings(names)
		return nil, fmt.Errorf("it is a game of %s, a puzzle this version of Quintet does not have (it has %s)", clip(*name), strings.Join(names, ", "))
	}
	s, err := Unmarshal(b, data)
	if err != nil {
		msg := err.Error()
		if pe := (*PartialError)(nil); errors.As(err, &pe) {
			msg = pe.Err.Error()
		} else if rest, ok := strings.CutPrefix(msg, "the save is not readable: "); ok {
			msg = rest
		} else if rest, ok := strings.CutPrefix(msg, "the save "); ok {
			msg = "the file " + rest
		}
		if errors.As(err, new(*PartialError)) || !json.Valid(data) {
			return nil, fmt.Errorf("it is cut short or damaged: %s", msg)
		}
		return nil, fmt.Errorf("it does not read as a %s: %s", b.Info().AGame(), msg)
	}
	from, to := s.gameSpan()
	g := &Session{Backend: b, name: s.name, hist: s.hist[from:to], cur: s.cur - from, unchecked: s.unchecked}
	if c, ok := s.clocks[s.hist[s.cur].Game.String()]; ok {
		g.clocks = map[string]Clock{s.hist[s.cur].Game.String(): c}
	}
	return g, nil
}

// peekFile reads a file's top-level "format", "puzzle" and "version" from its start, up to its
// entries. whole reports whether the top level read to its end without a fault.
func peekFile(data []byte) (format, name *string, version *int, whole bool) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, nil, nil, false
	}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return format, name, version, false
		}
		switch t {
		case "format":
			err = dec.Decode(&format)
		case "puzzle":
			err = dec.Decode(&name)
		case "version":
			err = dec.Decode(&version)
		default:
			var skip json.RawMessage
			err = dec.Decode(&skip)
		}
		if err != nil {
			return format, name, version, false
		}
	}
	return format, name, version, true
}

// Adopt opens the game of g (from ReadFile, of the same puzzle) as undoable steps after the current
// entry, as a game ID opens: the redo tail goes, g's start comes next as a new game, then g's steps,
// and its current step is current (g's redo steps stay to be redone). Undo goes back through them to
// the game played before. g's timer comes with it unless this session has one for that game.
func (s *Session) Adopt(g *Session) error {
	if g.puzzleName() != s.puzzleName() {
		return fmt.Errorf("the game is a %s, not a %s", g.Backend.Info().AGame(), s.Backend.Info().AGame())
	}
	first := g.hist[0]
	start := Entry{Pos: first.Start, Start: first.Start, Game: first.Game, Params: first.Params, Moves: movesIn(first.Start), Kind: KindNew}
	add := []Entry{start}
	cur := g.cur
	if first.Kind != KindStart && first.Kind != KindNew {
		// A file whose history was trimmed: its first step is a jump from the start, kept as a step that
		// holds its position (a move would be replayed from the start, where it does not belong).
		if first.Kind == KindMove {
			first.Kind, first.Move = KindSolve, ""
		}
		add = append(add, first)
		cur++
	}
	add = append(add, g.hist[1:]...)
	s.saved.cut(s.cur + 1)
	base := s.cur + 1
	s.hist = append(s.hist[:base], add...)
	s.cur = base + cur
	s.version++
	for k := range g.unchecked {
		if s.unchecked == nil {
			s.unchecked = map[string]bool{}
		}
		s.unchecked[k] = true
	}
	for k, c := range g.clocks {
		if _, ok := s.clocks[k]; !ok {
			if s.clocks == nil {
				s.clocks = map[string]Clock{}
			}
			s.clocks[k] = c
		}
	}
	return nil
}
