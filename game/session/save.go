package session

import (
	"encoding/json"
	"fmt"
	"quintet/rules/puzzle"
)

// saveVersion changes when the save format does; an older or newer file is set aside, never misread.
const saveVersion = 1

// MaxSavedEntries bounds the undo history kept in a save, so a save stays small; the oldest go first.
const MaxSavedEntries = 1000

type savedEntry struct {
	Params      string `json:"params"`
	Desc        string `json:"desc"`
	StartParams string `json:"start_params"`
	StartDesc   string `json:"start_desc"`
	Game        string `json:"game"`
	Moves       int    `json:"moves"`
	Kind        string `json:"kind"`
	Move        string `json:"move,omitempty"`
	NewParams   string `json:"new_params"`
}

type savedSession struct {
	Version int          `json:"version"`
	Puzzle  string       `json:"puzzle"`
	Current int          `json:"current"`
	Entries []savedEntry `json:"entries"`
}

// Marshal writes the session, with its undo history, as a save file.
func (s *Session) Marshal() ([]byte, error) {
	from := 0
	if len(s.hist) > MaxSavedEntries {
		from = len(s.hist) - MaxSavedEntries
		if from > s.cur {
			from = s.cur
		}
	}
	out := savedSession{Version: saveVersion, Puzzle: s.Backend.Info().Name, Current: s.cur - from}
	for _, e := range s.hist[from:] {
		if len(out.Entries) == MaxSavedEntries {
			break
		}
		out.Entries = append(out.Entries, savedEntry{
			Params: e.Pos.Params(), Desc: e.Pos.Desc(),
			StartParams: e.Start.Params(), StartDesc: e.Start.Desc(),
			Game: e.Game.String(), Moves: e.Moves, Kind: e.Kind.String(), Move: e.Move, NewParams: e.Params,
		})
	}
	return json.Marshal(out)
}

// Unmarshal reads a save file written by Marshal. Anything wrong with it is an error that says what;
// the caller keeps the file aside and starts afresh.
func Unmarshal(b puzzle.Backend, data []byte) (*Session, error) {
	var in savedSession
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, fmt.Errorf("the save is not readable: %v", err)
	}
	if in.Version != saveVersion {
		return nil, fmt.Errorf("the save has format version %d; this game reads version %d", in.Version, saveVersion)
	}
	if in.Puzzle != b.Info().Name {
		return nil, fmt.Errorf("the save is for %q, not %q", in.Puzzle, b.Info().Name)
	}
	if len(in.Entries) == 0 || len(in.Entries) > MaxSavedEntries || in.Current < 0 || in.Current >= len(in.Entries) {
		return nil, fmt.Errorf("the save's history is malformed (%d entries, current %d)", len(in.Entries), in.Current)
	}
	s := &Session{Backend: b, cur: in.Current}
	for i, e := range in.Entries {
		pos, err := b.Decode(e.Params, e.Desc)
		if err != nil {
			return nil, fmt.Errorf("save entry %d: %v", i+1, err)
		}
		start, err := b.Decode(e.StartParams, e.StartDesc)
		if err != nil {
			return nil, fmt.Errorf("save entry %d (its game's start): %v", i+1, err)
		}
		id, err := puzzle.ParseID(e.Game)
		if err != nil {
			return nil, fmt.Errorf("save entry %d: %v", i+1, err)
		}
		kind := -1
		for k, name := range kindNames {
			if name == e.Kind {
				kind = k
			}
		}
		if kind < 0 || e.Moves < 0 {
			return nil, fmt.Errorf("save entry %d: unknown kind %q or move count %d", i+1, e.Kind, e.Moves)
		}
		s.hist = append(s.hist, Entry{Pos: pos, Start: start, Game: id, Moves: e.Moves, Kind: Kind(kind), Move: e.Move, Params: e.NewParams})
	}
	return s, nil
}
