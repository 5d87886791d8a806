package session

import (
	"errors"
	"fmt"
	"quintet/rules/puzzle"
)

// Kind says how a history entry came about.
type Kind int

const (
	KindStart   Kind = iota // the first game of the session
	KindMove                // a player move (with the machine's answer)
	KindRestart             // back to the game's start
	KindNew                 // a new game (random or from an ID)
	KindSolve               // the solver's line, played in one step
)

var kindNames = []string{"start", "move", "restart", "new", "solve"}

func (k Kind) String() string { return kindNames[k] }

// Entry is one step of the undo history.
type Entry struct {
	Pos    puzzle.Position
	Start  puzzle.Position // the start of the game this entry belongs to, for Restart
	Game   puzzle.ID       // the game's ID as the player would share it
	Moves  int             // player moves made in this game so far
	Kind   Kind
	Move   string // the move that led here, for KindMove
	Params string // the parameters a New game uses (those the game was made with)
}

// Session is one puzzle's game with its whole undo history. Undo and redo walk the history; every
// other action (a move, restart, new game, solve) cuts the redo tail and appends one entry, so none of
// them can lose a game.
type Session struct {
	Backend puzzle.Backend
	hist    []Entry
	cur     int
	version uint64
	name    string // the puzzle's name, once asked
	saved   encoded
	// unchecked holds the game IDs of the history whose start was loaded as saved and not yet
	// generated again from the ID (CheckGame).
	unchecked map[string]bool
	clocks    map[string]Clock // each game's timer, by game ID (clocks.go)
}

// Version changes whenever the current entry or the history changes, so callers can notice a change
// without comparing positions.
func (s *Session) Version() uint64 { return s.version }

// ErrOver is returned for a move after the game has ended.
var ErrOver = errors.New("the game is over: start a new game, restart or undo")

// New starts a session with a game made from an ID (a seed, a description or neither; seed is used
// when the ID names none).
func New(b puzzle.Backend, id puzzle.ID, seed uint64) (*Session, error) {
	e, err := entryFor(b, id, seed)
	if err != nil {
		return nil, err
	}
	e.Kind = KindStart
	return &Session{Backend: b, hist: []Entry{e}}, nil
}

// entryFor makes the first entry of a game from an ID.
func entryFor(b puzzle.Backend, id puzzle.ID, seed uint64) (Entry, error) {
	if id.Puzzle != b.Info().Name {
		return Entry{}, fmt.Errorf("game ID is for %q, not %q", id.Puzzle, b.Info().Name)
	}
	if id.Params == "" && !id.HasDesc {
		id.Params = b.Info().Presets[0].Params
	}
	var p puzzle.Position
	var err error
	if id.HasDesc {
		p, err = b.Decode(id.Params, id.Desc)
	} else {
		if !id.HasSeed {
			id.Seed, id.HasSeed = seed, true
		}
		p, err = b.Generate(id.Params, id.Seed)
	}
	if err != nil {
		return Entry{}, err
	}
	return Entry{Pos: p, Start: p, Game: id, Params: id.Params, Moves: movesIn(p)}, nil
}

// movesIn is the number of moves a position records itself (0 for most puzzles).
func movesIn(p puzzle.Position) int {
	if mc, ok := p.(puzzle.MoveCounter); ok {
		return mc.MovesPlayed()
	}
	return 0
}

// Current is the entry being played.
func (s *Session) Current() Entry { return s.hist[s.cur] }

// Pos is the position being played.
func (s *Session) Pos() puzzle.Position { return s.hist[s.cur].Pos }

// Previous is the entry before the current one, if any (a scene uses it to animate the last move).
func (s *Session) Previous() (Entry, bool) {
	if s.cur == 0 {
		return Entry{}, false
	}
	return s.hist[s.cur-1], true
}

// Len and Index describe the history: entries 0..Len()-1, the current one at Index().
func (s *Session) Len() int   { return len(s.hist) }
func (s *Session) Index() int { return s.cur }

// CanUndo and CanRedo report whether Undo and Redo would do anything.
func (s *Session) CanUndo() bool { return s.cur > 0 }
func (s *Session) CanRedo() bool { return s.cur < len(s.hist)-1 }

// Undo steps back one entry.
func (s *Session) Undo() bool {
	if !s.CanUndo() {
		return false
	}
	s.cur--
	s.version++
	return true
}

// Redo steps forward one entry.
func (s *Session) Redo() bool {
	if !s.CanRedo() {
		return false
	}
	s.cur++
	s.version++
	return true
}

func (s *Session) push(e Entry) {
	s.saved.cut(s.cur + 1) // the redo tail goes, and its encodings with it
	s.hist = append(s.hist[:s.cur+1], e)
	s.cur = len(s.hist) - 1
	s.version++
}

// Play makes a player move. A bad move is an error and changes nothing.
func (s *Session) Play(move string) error {
	cur := s.Current()
	if cur.Pos.Status() != puzzle.Playing {
		return ErrOver
	}
	p, err := cur.Pos.Play(move)
	if err != nil {
		return err
	}
	next := cur
	next.Pos, next.Moves, next.Kind, next.Move = p, cur.Moves+1, KindMove, move
	s.push(next)
	return nil
}

// Restart goes back to the start of the current game, as an undoable step. It does nothing at the start.
func (s *Session) Restart() bool {
	cur := s.Current()
	if cur.Pos.Desc() == cur.Start.Desc() && cur.Moves == movesIn(cur.Start) {
		return false
	}
	next := cur
	next.Pos, next.Moves, next.Kind, next.Move = cur.Start, movesIn(cur.Start), KindRestart, ""
	s.push(next)
	return true
}

// Load starts the game an ID names (drawing with seed when it names none), as an undoable step. A bad
// ID is an error and changes nothing.
func (s *Session) Load(id puzzle.ID, seed uint64) error {
	e, err := entryFor(s.Backend, id, seed)
	if err != nil {
		return err
	}
	e.Kind = KindNew
	s.push(e)
	return nil
}

// NewGame starts a random game with the current game's parameters.
func (s *Session) NewGame(seed uint64) error {
	return s.Load(puzzle.ID{Puzzle: s.Backend.Info().Name, Params: s.Current().Params, Seed: seed, HasSeed: true}, seed)
}

// ApplyLine plays a whole line of moves (the solver's) as one undoable step. If any move is illegal
// nothing changes.
func (s *Session) ApplyLine(line []string) error {
	cur := s.Current()
	if len(line) == 0 {
		return nil
	}
	if cur.Pos.Status() != puzzle.Playing {
		return ErrOver
	}
	p := cur.Pos
	for i, m := range line {
		q, err := p.Play(m)
		if err != nil {
			return fmt.Errorf("move %d of the line (%q): %v", i+1, m, err)
		}
		p = q
	}
	next := cur
	next.Pos, next.Moves, next.Kind, next.Move = p, cur.Moves+len(line), KindSolve, ""
	s.push(next)
	return nil
}
