// Package stats keeps the player's record: per puzzle and row (a preset of the menu, a size typed in, or
// the positions given by game ID; see RowOf), the games started, won, lost and solved by the computer, the wins at par (the fewest moves possible from the start, which the solver knows),
// the moves over par, the hints used, the best time and moves, and the streaks of wins. It needs no
// window: the midend feeds it the events of play and the shell draws what it says.
//
// A game counts once. Each game is known by its game ID and remembered (the most recent MaxGames of
// them) with what was counted for it, so Undo, Restart, Redo or opening the same game ID again never
// count a game twice: its first outcome (a win, a loss, or Solve) is the one that stands.
package stats

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Version is the statistics file's format version. Version 1 kept a row per position size (Clock's
// classic game and its random points at that size in one row); version 2 keeps a row per preset, and
// Parse splits a version-1 row by its games (migrate.go).
const Version = 2

// MaxGames bounds the games remembered one by one (the oldest go first); the totals keep everything.
const MaxGames = 500

// Outcomes of a game, as saved.
const (
	Won    = "won"
	Lost   = "lost"
	Solved = "solved" // Solve played the rest: played, not won
)

// Record is the totals of one puzzle and row.
type Record struct {
	Started    int   `json:"started"`
	Won        int   `json:"won"`
	Lost       int   `json:"lost"`
	Solved     int   `json:"solved_by_computer"`
	AtPar      int   `json:"won_at_par"`
	OverPar    int   `json:"moves_over_par"` // summed over the games won whose par is known
	Hints      int   `json:"hints"`          // hints asked for in games started
	BestMs     int64 `json:"best_time_ms,omitempty"`
	BestMoves  int   `json:"best_moves,omitempty"` // fewest moves of a win (0: no win yet)
	Streak     int   `json:"streak"`
	LongStreak int   `json:"longest_streak"`
}

// Game is what was counted for one game.
type Game struct {
	ID      string `json:"id"`
	Puzzle  string `json:"puzzle"`
	Params  string `json:"params"` // its row (RowOf; the name is version 1's, when rows were sizes)
	Hints   int    `json:"hints,omitempty"`
	Outcome string `json:"outcome,omitempty"`
	Moves   int    `json:"moves,omitempty"`   // at the outcome
	Par     int    `json:"par,omitempty"`     // the optimum from the start, when known
	HasPar  bool   `json:"has_par,omitempty"` // Par is known
	Ms      int64  `json:"ms,omitempty"`      // the time at the outcome
}

// Book is the whole record.
type Book struct {
	Version int                           `json:"version"`
	Records map[string]map[string]*Record `json:"records"` // by puzzle, then row (RowOf)
	Games   []*Game                       `json:"games"`   // the most recent games, oldest first

	// Repaired says what Parse could not trust and left out (a count that is negative or past the
	// largest, a game that does not read), one phrase each; every other count was kept.
	Repaired []string `json:"-"`
}

// New is an empty book.
func New() *Book { return &Book{Version: Version, Records: map[string]map[string]*Record{}} }

// Parse reads a statistics file. A file that is not a record of this format is an error (the caller
// keeps it aside); inside one, a count that cannot be true (negative, past the largest count, not a
// whole number) is taken as 0 and a game that does not read is left out, every other count kept, and
// Repaired says which.
func Parse(data []byte) (*Book, error) {
	var f struct {
		Version int                                   `json:"version"`
		Records map[string]map[string]json.RawMessage `json:"records"`
		Games   []json.RawMessage                     `json:"games"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("the statistics are not readable: %v", err)
	}
	if f.Version < 1 || f.Version > Version {
		return nil, fmt.Errorf("the statistics have format version %d; this game reads version %d", f.Version, Version)
	}
	b := New()
	for p, sizes := range f.Records {
		for k, raw := range sizes {
			r, bad, err := parseRecord(raw)
			if err != nil {
				b.Repaired = append(b.Repaired, fmt.Sprintf("the record of %s %s (%v)", p, k, err))
				continue
			}
			if r == nil {
				continue
			}
			for _, field := range bad {
				b.Repaired = append(b.Repaired, fmt.Sprintf("%s of %s %s", field, p, k))
			}
			if b.Records[p] == nil {
				b.Records[p] = map[string]*Record{}
			}
			b.Records[p][k] = r
		}
	}
	for i, raw := range f.Games {
		var g *Game
		if err := json.Unmarshal(raw, &g); err != nil || g != nil && (g.Hints < 0 || g.Moves < 0 || g.Par < 0 || g.Ms < 0) {
			b.Repaired = append(b.Repaired, fmt.Sprintf("game %d of the list", i+1))
			continue
		}
		if g != nil && g.ID != "" {
			b.Games = append(b.Games, g)
		}
	}
	sort.Strings(b.Repaired)
	if len(b.Games) > MaxGames {
		b.Games = b.Games[len(b.Games)-MaxGames:]
	}
	if f.Version == 1 {
		b.migrate1()
	}
	return b, nil
}

// parseRecord reads one record field by field: a count that cannot be true is 0 and named in bad. A
// record that is null is nil; one that is not an object is an error.
func parseRecord(raw json.RawMessage) (r *Record, bad []string, err error) {
	if bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return nil, nil, nil
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(raw, &fields); err != nil {
		return nil, nil, errors.New("not an object")
	}
	r = &Record{}
	for _, f := range []struct {
		name string
		n    *int
		n64  *int64
	}{{"started", &r.Started, nil}, {"won", &r.Won, nil}, {"lost", &r.Lost, nil}, {"solved_by_computer", &r.Solved, nil},
		{"won_at_par", &r.AtPar, nil}, {"moves_over_par", &r.OverPar, nil}, {"hints", &r.Hints, nil},
		{"best_time_ms", nil, &r.BestMs}, {"best_moves", &r.BestMoves, nil}, {"streak", &r.Streak, nil},
		{"longest_streak", &r.LongStreak, nil}} {
		v, ok := fields[f.name]
		if !ok {
			continue
		}
		n, err := strconv.ParseInt(string(bytes.TrimSpace(v)), 10, 64)
		if err != nil || n < 0 || n > math.MaxInt {
			bad = append(bad, fmt.Sprintf("%s %s", f.name, clipNumber(v)))
			continue
		}
		if f.n != nil {
			*f.n = int(n)
		} else {
			*f.n64 = n
		}
	}
	return r, bad, nil
}

// clipNumber quotes a bad value for a message, shortened.
func clipNumber(v json.RawMessage) string {
	s := string(bytes.TrimSpace(v))
	if len(s) > 24 {
		s = s[:24] + "…"
	}
	return s
}

// inc adds one to a count, stopping at the largest (a count never wraps to a negative one).
func inc(n *int) { add(n, 1) }

// add adds d ≥ 0 to a count, stopping at the largest.
func add(n *int, d int) {
	if d > 0 && *n > math.MaxInt-d {
		*n = math.MaxInt
		return
	}
	*n += d
}

// Marshal writes the book as its file.
func (b *Book) Marshal() []byte {
	data, err := json.Marshal(b)
	if err != nil {
		panic(err) // plain structs of numbers and strings always encode
	}
	return data
}

// Record is the totals of one puzzle and row (nil when nothing was counted there).
func (b *Book) Record(puzzle, row string) *Record { return b.Records[puzzle][row] }

// Sizes are the rows of a puzzle with a record, sorted (Rows orders them as the menu does).
func (b *Book) Sizes(puzzle string) []string {
	var out []string
	for k := range b.Records[puzzle] {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Total adds up a puzzle's records over every row (best time and moves are the best of any size).
func (b *Book) Total(puzzle string) Record {
	var t Record
	for _, r := range b.Records[puzzle] {
		t.addCounts(*r)
		t.LongStreak = max(t.LongStreak, r.LongStreak)
	}
	return t
}

// addCounts adds r's counts to t's and keeps the better of their best times (what a total and a
// merge of two rows share).
func (t *Record) addCounts(r Record) {
	add(&t.Started, r.Started)
	add(&t.Won, r.Won)
	add(&t.Lost, r.Lost)
	add(&t.Solved, r.Solved)
	add(&t.AtPar, r.AtPar)
	add(&t.OverPar, r.OverPar)
	add(&t.Hints, r.Hints)
	if r.BestMs > 0 && (t.BestMs == 0 || r.BestMs < t.BestMs) {
		t.BestMs = r.BestMs
	}
}

func (b *Book) record(puzzle, params string) *Record {
	sizes := b.Records[puzzle]
	if sizes == nil {
		sizes = map[string]*Record{}
		b.Records[puzzle] = sizes
	}
	r := sizes[params]
	if r == nil {
		r = &Record{}
		sizes[params] = r
	}
	return r
}

// Game is the game an ID names, if it was counted (nil otherwise).
func (b *Book) Game(id string) *Game {
	for i := len(b.Games) - 1; i >= 0; i-- {
		if b.Games[i].ID == id {
			return b.Games[i]
		}
	}
	return nil
}

// Start counts a game as started, once: at its first move, hint or Solve. It returns the game's entry
// and whether this call counted it.
func (b *Book) Start(id, puzzle, params string) (*Game, bool) {
	if g := b.Game(id); g != nil {
		return g, false
	}
	g := &Game{ID: id, Puzzle: puzzle, Params: params}
	b.Games = append(b.Games, g)
	if len(b.Games) > MaxGames {
		b.Games = b.Games[len(b.Games)-MaxGames:]
	}
	inc(&b.record(puzzle, params).Started)
	return g, true
}

// Hint counts a hint asked for in a game still being played (one not finished). It reports whether it
// counted.
func (b *Book) Hint(id, puzzle, params string) bool {
	g, _ := b.Start(id, puzzle, params)
	if g.Outcome != "" {
		return false
	}
	inc(&g.Hints)
	inc(&b.record(puzzle, params).Hints)
	return true
}

// Result is what the end of a game changed in the record, for the message the player reads.
type Result struct {
	Counted  bool // the game was counted now (false: it had ended before; nothing changed)
	Game     Game // the game as counted
	BestTime bool // its time is the best of its size
	BestMove bool // its move count is the fewest of a win of its size
	Record   Record
}

// ErrOutcome is returned for an outcome that is not Won, Lost or Solved.
var ErrOutcome = errors.New("stats: unknown outcome")

// Finish counts a game's outcome the first time the game ends; later ends of the same game (after an
// undo, a restart, a redo, or the same game opened again) change nothing. moves is the move count at the
// end, ms the time played; par is the optimum from the start when hasPar.
func (b *Book) Finish(id, puzzle, params, outcome string, moves int, ms int64, par int, hasPar bool) (Result, error) {
	if outcome != Won && outcome != Lost && outcome != Solved {
		return Result{}, ErrOutcome
	}
	g, _ := b.Start(id, puzzle, params)
	r := b.record(puzzle, params)
	if g.Outcome != "" {
		return Result{Game: *g, Record: *r}, nil
	}
	g.Outcome, g.Moves, g.Ms = outcome, moves, ms
	res := Result{Counted: true}
	switch outcome {
	case Won:
		inc(&r.Won)
		inc(&r.Streak)
		r.LongStreak = max(r.LongStreak, r.Streak)
		if ms > 0 && (r.BestMs == 0 || ms < r.BestMs) {
			r.BestMs, res.BestTime = ms, true
		}
		if r.BestMoves == 0 || moves < r.BestMoves {
			r.BestMoves, res.BestMove = moves, true
		}
	case Lost:
		inc(&r.Lost)
		r.Streak = 0
	case Solved:
		inc(&r.Solved)
		r.Streak = 0
	}
	if hasPar {
		b.setPar(g, r, par)
	}
	res.Game, res.Record = *g, *r
	return res, nil
}

// SetPar gives a game its par once the solver has found it (the game ended before it did).
func (b *Book) SetPar(id string, par int) {
	g := b.Game(id)
	if g == nil || g.HasPar {
		return
	}
	b.setPar(g, b.record(g.Puzzle, g.Params), par)
}

func (b *Book) setPar(g *Game, r *Record, par int) {
	if par < 0 {
		return // no optimum is negative
	}
	g.Par, g.HasPar = par, true
	if g.Outcome != Won {
		return
	}
	if g.Moves <= par {
		inc(&r.AtPar)
	} else {
		add(&r.OverPar, g.Moves-par)
	}
}

// Clock writes a time as the status bar shows it: "0:41", "12:05", "1:02:03".
func Clock(ms int64) string {
	s := ms / 1000
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// Summary is a menu card's line: "12 won · 9 at par · best 0:41" ("" when nothing was played).
func (b *Book) Summary(puzzle string) string {
	t := b.Total(puzzle)
	if t.Started == 0 {
		return ""
	}
	parts := []string{fmt.Sprintf("%d won", t.Won), fmt.Sprintf("%d at par", t.AtPar)}
	if t.BestMs > 0 {
		parts = append(parts, "best "+Clock(t.BestMs))
	}
	if t.Won == 0 {
		parts = []string{fmt.Sprintf("%d played", t.Started), "none won yet"}
	}
	return strings.Join(parts, " · ")
}

// Export is the book as `quintet -stats` prints it: one object, by puzzle and then row (RowOf).
func (b *Book) Export() map[string]map[string]Record {
	out := map[string]map[string]Record{}
	for p, sizes := range b.Records {
		out[p] = map[string]Record{}
		for k, r := range sizes {
			out[p][k] = *r
		}
	}
	return out
}
