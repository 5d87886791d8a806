package session

import (
	"errors"
	"fmt"
	"strconv"

	"quintet/rules/puzzle"
)

// Rebuilding a session from a save's entries (Unmarshal, decode.go): each entry checked against the
// one before it, every move replayed, every game ID checked against its start.

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
