package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"

	"quintet/rules/puzzle"
)

// Reading a save (the format is in save.go): its top level and entries, piece by piece when part of
// it is damaged, and the summary the menu shows without reading the history.

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
