package session_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	. "quintet/game/session"
	"quintet/rules/puzzle"
	sclock "quintet/solver/clock"
	sdials "quintet/solver/dials"
	sescape "quintet/solver/escape"
	sflip "quintet/solver/flip"
	shash "quintet/solver/hash"
)

var backends = map[string]puzzle.Backend{
	"clock": sclock.Backend, "dials": sdials.Backend, "escape": sescape.Backend, "flip": sflip.Backend, "hash": shash.Backend,
}

// entryView is an entry as the player and the scenes see it, for comparing histories.
type entryView struct {
	Kind        string `json:"kind"`
	Params      string `json:"params"`
	Desc        string `json:"desc"`
	StartParams string `json:"start_params"`
	StartDesc   string `json:"start_desc"`
	Game        string `json:"game"`
	Moves       int    `json:"moves"`
	Move        string `json:"move"`
	NewParams   string `json:"new_params"`
	Status      string `json:"status"`
}

type historyView struct {
	Current int         `json:"current"`
	Entries []entryView `json:"entries"`
}

func view(e Entry) entryView {
	return entryView{Kind: e.Kind.String(), Params: e.Pos.Params(), Desc: e.Pos.Desc(), StartParams: e.Start.Params(),
		StartDesc: e.Start.Desc(), Game: e.Game.String(), Moves: e.Moves, Move: e.Move, NewParams: e.Params, Status: e.Pos.Status().String()}
}

// history walks the whole history (undo to the start, redo to the end) and comes back.
func history(s *Session) historyView {
	h := historyView{Current: s.Index()}
	for s.Undo() {
	}
	h.Entries = append(h.Entries, view(s.Current()))
	for s.Redo() {
		h.Entries = append(h.Entries, view(s.Current()))
	}
	for s.Index() > h.Current {
		s.Undo()
	}
	return h
}

func sameHistory(t *testing.T, what string, got, want historyView) {
	t.Helper()
	if got.Current != want.Current || len(got.Entries) != len(want.Entries) {
		t.Fatalf("%s: current %d of %d entries, want %d of %d", what, got.Current, len(got.Entries), want.Current, len(want.Entries))
	}
	for i := range want.Entries {
		if got.Entries[i] != want.Entries[i] {
			t.Fatalf("%s: entry %d is\n%+v\nwant\n%+v", what, i+1, got.Entries[i], want.Entries[i])
		}
	}
}

// A version-1 save written by the previous build resumes at the same position with the same history
// and move counts; saved again (as version 2) it loads to the same history.
func TestVersion1SavesStillLoad(t *testing.T) {
	files, _ := filepath.Glob("testdata/v1/*.want.json")
	if len(files) < len(backends) {
		t.Fatalf("found %d version-1 fixtures, want one per puzzle at least", len(files))
	}
	seen := map[string]bool{}
	for _, wf := range files {
		name := strings.TrimSuffix(filepath.Base(wf), ".want.json")
		t.Run(name, func(t *testing.T) {
			puzzleName, _, _ := strings.Cut(name, "-")
			b := backends[puzzleName]
			seen[puzzleName] = true
			data, err := os.ReadFile(strings.TrimSuffix(wf, ".want.json") + ".json")
			if err != nil {
				t.Fatal(err)
			}
			var want historyView
			if raw, err := os.ReadFile(wf); err != nil || json.Unmarshal(raw, &want) != nil {
				t.Fatalf("reading %s: %v", wf, err)
			}
			s, err := Unmarshal(b, data)
			if err != nil {
				t.Fatal(err)
			}
			sameHistory(t, "version 1", history(s), want)
			v2, err := s.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(string(v2), `{"version":3,`) || len(v2) >= len(data) {
				t.Fatalf("saved again: %d bytes (version 1: %d): %.80s", len(v2), len(data), v2)
			}
			r, err := Unmarshal(b, v2)
			if err != nil {
				t.Fatal(err)
			}
			sameHistory(t, "saved again", history(r), want)
		})
	}
	for name := range backends {
		if !seen[name] {
			t.Errorf("no version-1 fixture for %s", name)
		}
	}
}

// playHistory makes a session of b with every kind of entry: moves, undo, restart, new games (by seed
// and by description), a solve, and a redo tail.
func playHistory(t testing.TB, b puzzle.Backend) *Session {
	t.Helper()
	id, _ := puzzle.ParseID(b.Info().SmokeID)
	s, err := New(b, id, 1)
	if err != nil {
		t.Fatal(err)
	}
	play := func(n int) {
		line, _ := SolveLine(context.Background(), b, s.Pos(), 200000)
		for i := 0; i < n && i < len(line) && s.Pos().Status() == puzzle.Playing; i++ {
			if err := s.Play(line[i]); err != nil {
				t.Fatal(err)
			}
		}
	}
	play(2)
	s.Restart()
	play(1)
	mid := s.Pos()
	if err := s.NewGame(5); err != nil {
		t.Fatal(err)
	}
	play(1)
	if s.Pos().Status() == puzzle.Playing {
		line, err := SolveLine(context.Background(), b, s.Pos(), 200000)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.ApplyLine(line); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Load(puzzle.PositionID(b, mid), 9); err != nil {
		t.Fatal(err)
	}
	play(2)
	s.Undo()
	return s
}

func TestSaveRoundTripEveryPuzzle(t *testing.T) {
	for name, b := range backends {
		t.Run(name, func(t *testing.T) {
			s := playHistory(t, b)
			data, err := s.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			r, err := Unmarshal(b, data)
			if err != nil {
				t.Fatalf("%v\n%s", err, data)
			}
			sameHistory(t, "resumed", history(r), history(s))
			// Saved again unchanged, the bytes are the same.
			again, _ := r.Marshal()
			if string(again) != string(data) {
				t.Fatalf("saved again differently:\n%s\n%s", again, data)
			}
		})
	}
}

// Marshal keeps each entry's encoding; cutting the redo tail must drop the cut entries' encodings.
func TestMarshalAfterUndoAndNewMove(t *testing.T) {
	s, _ := New(sdials.Backend, mustID(t, specGame), 0)
	s.Play("1")
	s.Play("2")
	s.Marshal()
	s.Undo()
	s.Undo()
	s.Play("4")
	s.Restart()
	data, _ := s.Marshal()
	r, err := Unmarshal(sdials.Backend, data)
	if err != nil {
		t.Fatal(err)
	}
	sameHistory(t, "resumed", history(r), history(s))
	if strings.Contains(string(data), `"move":"1"`) {
		t.Fatalf("a cut entry is still saved: %s", data)
	}
}

// A long history keeps its newest MaxSavedEntries entries (never the current one), and a resumed
// trimmed history (whose first entry is not a game's start) saves and loads again.
func TestLongHistoryIsTrimmed(t *testing.T) {
	s, _ := New(sdials.Backend, mustID(t, specGame), 0)
	for s.Len() < MaxSavedEntries+10 {
		s.Play("1")
		s.Restart()
	}
	s.Play("2")
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	r, err := Unmarshal(sdials.Backend, data)
	if err != nil {
		t.Fatal(err)
	}
	if r.Len() != MaxSavedEntries || r.Pos().Desc() != s.Pos().Desc() || r.Current().Moves != s.Current().Moves {
		t.Fatalf("resumed %d entries at %q (%d moves), want %d at %q (%d)", r.Len(), r.Pos().Desc(), r.Current().Moves,
			MaxSavedEntries, s.Pos().Desc(), s.Current().Moves)
	}
	want := history(s)
	want.Entries = want.Entries[len(want.Entries)-MaxSavedEntries:]
	want.Current = MaxSavedEntries - 1
	sameHistory(t, "trimmed", history(r), want)
	again, err := r.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if string(again) != string(data) {
		t.Fatal("a trimmed history saves differently after loading")
	}
}

// Marshal stays within the save budget by dropping the oldest entries, then the farthest redo entries.
func TestSaveStaysWithinBudget(t *testing.T) {
	s, _ := New(sdials.Backend, mustID(t, specGame), 0)
	for i := 0; i < 300; i++ {
		s.Play("1")
	}
	for i := 0; i < 100; i++ {
		s.Undo()
	}
	full, _ := s.Marshal()
	defer SetSaveBudget(len(full) / 2)()
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > len(full)/2 {
		t.Fatalf("save of %d bytes over the budget of %d", len(data), len(full)/2)
	}
	r, err := Unmarshal(sdials.Backend, data)
	if err != nil {
		t.Fatal(err)
	}
	if r.Pos().Desc() != s.Pos().Desc() || r.Current().Moves != s.Current().Moves || !r.CanRedo() || !r.CanUndo() {
		t.Fatalf("trimmed save resumes at %q (%d moves, undo %v redo %v)", r.Pos().Desc(), r.Current().Moves, r.CanUndo(), r.CanRedo())
	}
	SetSaveBudget(10)
	if _, err := s.Marshal(); err == nil {
		t.Fatal("a save larger than the budget was made")
	}
}

// mutate decodes a save, changes it and encodes it again.
func mutate(t *testing.T, data []byte, f func(top map[string]any, entries []map[string]any)) string {
	t.Helper()
	var top map[string]any
	if err := json.Unmarshal(data, &top); err != nil {
		t.Fatal(err)
	}
	raw := top["entries"].([]any)
	entries := make([]map[string]any, len(raw))
	for i, e := range raw {
		entries[i] = e.(map[string]any)
	}
	f(top, entries)
	out, _ := json.Marshal(top)
	return string(out)
}

// Saves that parse but are wrong are refused with a message saying what is wrong, in both versions.
func TestWrongSavesAreRefused(t *testing.T) {
	// Version 2: start (dials:n5q5#3), move 1, move 2, restart, move 5, new (#7), solve.
	s, _ := New(sdials.Backend, mustID(t, "dials:n5q5#3"), 0)
	s.Play("1")
	s.Play("2")
	afterTwo := s.Pos()
	s.Restart()
	s.Play("5")
	s.NewGame(7)
	line, _ := SolveLine(context.Background(), sdials.Backend, s.Pos(), 1000)
	s.ApplyLine(line)
	v2, _ := s.Marshal()
	v1, err := os.ReadFile("testdata/v1/dials.json")
	if err != nil {
		t.Fatal(err)
	}
	hashV1, _ := os.ReadFile("testdata/v1/hash.json")
	big := fmt.Sprint(uint64(math.MaxInt64))
	// A trimmed history whose first entry (a move) is at the largest count, and one more move.
	t3, _ := New(sdials.Backend, mustID(t, "dials:n5q5#3"), 0)
	start3 := t3.Pos()
	t3.Play("1")
	pastMax := fmt.Sprintf(`{"version":2,"puzzle":"dials","current":1,"entries":[{"kind":"move","move":"1","game":"dials:n5q5#3",`+
		`"start_params":"n5q5","start_desc":%q,"params":"n5q5","desc":%q,"moves":%d},{"kind":"move","move":"2"}]}`,
		start3.Desc(), t3.Pos().Desc(), MaxMoves)
	atMax := strings.Replace(strings.Replace(pastMax, `,{"kind":"move","move":"2"}]`, "]", 1), `"current":1`, `"current":0`, 1)
	if _, err := Unmarshal(sdials.Backend, []byte(atMax)); err != nil {
		t.Fatalf("a history at the largest count: %v", err)
	}
	set := func(i int, k string, v any) func(map[string]any, []map[string]any) {
		return func(_ map[string]any, e []map[string]any) { e[i][k] = v }
	}
	del := func(i int, k string) func(map[string]any, []map[string]any) {
		return func(_ map[string]any, e []map[string]any) { delete(e[i], k) }
	}
	top := func(k string, v any) func(map[string]any, []map[string]any) {
		return func(t map[string]any, _ []map[string]any) {
			if v == nil {
				delete(t, k)
			} else {
				t[k] = v
			}
		}
	}
	tests := []struct {
		name    string
		data    string
		wantErr string
	}{
		// The whole file.
		{"empty", "", "not readable"},
		{"not JSON", "{", "not readable"},
		{"null", "null", "format version none"},
		{"trailing data", string(v2) + "x", "follows its end"},
		{"two saves", string(v2) + string(v2), "follows its end"},
		{"version 4", mutate(t, v2, top("version", 4)), "format version 4"},
		{"version missing", mutate(t, v2, top("version", nil)), "format version none"},
		{"version as a string", mutate(t, v2, top("version", "2")), "not readable"},
		{"another puzzle", mutate(t, v2, top("puzzle", "flip")), `for "flip"`},
		{"no entries", mutate(t, v2, top("entries", []any{})), "malformed"},
		{"entries null", mutate(t, v2, top("entries", nil)), "malformed"},
		{"current past the end", mutate(t, v2, top("current", 7)), "malformed"},
		{"current negative", mutate(t, v2, top("current", -1)), "malformed"},
		{"current missing", mutate(t, v2, top("current", nil)), "malformed"},
		{"current fractional", mutate(t, v2, top("current", 1.5)), "not readable"},
		{"too many entries", `{"version":2,"puzzle":"dials","current":0,"entries":[` +
			strings.Repeat(`{"kind":"restart"},`, MaxSavedEntries) + `{"kind":"restart"}]}`, "malformed"},
		{"too large", string(v2) + strings.Repeat(" ", MaxSaveBytes), "bytes"},
		// Game IDs and parameters.
		{"new_params that are not the game ID's", mutate(t, v2, set(0, "new_params", "n99q99")), "not its game's"},
		{"a game n99q99", mutate(t, v2, set(0, "game", "dials:n99q99#3")), "make no game"},
		{"a game ID of another puzzle", mutate(t, v2, set(0, "game", "hash:number#3")), `is for "hash"`},
		{"a game ID not written canonically", mutate(t, v2, set(0, "game", "dials:n5q5#03")), "not written as"},
		{"a game ID in capitals", mutate(t, v2, set(0, "game", "DIALS:n5q5#3")), "not written as"},
		{"a game ID naming no game", mutate(t, v2, set(0, "game", "dials:n5q5")), "names no game"},
		{"a game ID that is not one", mutate(t, v2, set(0, "game", "")), "game ID"},
		// Kinds and fields.
		{"unknown kind", mutate(t, v2, set(1, "kind", "jump")), "unknown kind"},
		{"kind missing", mutate(t, v2, del(1, "kind")), "unknown kind"},
		{"a second start", mutate(t, v2, set(3, "kind", "start")), "only the first"},
		{"a move holding a position", mutate(t, v2, set(1, "desc", afterTwo.Desc())), "should not have"},
		{"a new game without its position", mutate(t, v2, del(5, "desc")), "lacks"},
		{"a first entry that is a move without its game", mutate(t, v2, func(top map[string]any, _ []map[string]any) {
			top["entries"].([]any)[0] = map[string]any{"kind": "move", "move": "1"}
		}), "lacks"},
		// Moves replayed.
		{"an illegal move", mutate(t, v2, set(1, "move", "9")), "its move"},
		{"an empty move", mutate(t, v2, set(1, "move", "")), "its move"},
		{"a move after the win", mutate(t, v2, func(top map[string]any, e []map[string]any) {
			top["entries"] = append(top["entries"].([]any), map[string]any{"kind": "move", "move": "1"})
		}), "after the game was won"},
		{"a solve after the win", mutate(t, v2, func(top map[string]any, e []map[string]any) {
			top["entries"] = append(top["entries"].([]any), e[6])
		}), "solves a game that was won"},
		// Move counts.
		{"moves at the largest integer", mutate(t, v2, set(6, "moves", json.Number(big))), "move count"},
		{"moves negative", mutate(t, v2, set(6, "moves", -1)), "move count"},
		{"moves as a string", mutate(t, v2, set(6, "moves", "3")), "were kept"},
		{"moves fractional", mutate(t, v2, set(6, "moves", 2.5)), "were kept"},
		{"a move past the largest count", pastMax, "over"},
		{"a solve that plays no move", mutate(t, v2, set(6, "moves", 0)), "move count"},
		{"a solve in another size", mutate(t, v2, set(6, "params", "n3q7")), "its position"},
		// Version 1: every field was saved, and every field is checked.
		{"v1 moves at the largest integer", mutate(t, v1, set(1, "moves", json.Number(big))), "move count"},
		{"v1 moves that skip", mutate(t, v1, set(2, "moves", 5)), "move count"},
		{"v1 a move that does not lead to its position", mutate(t, v1, func(_ map[string]any, e []map[string]any) {
			e[1]["desc"] = e[2]["desc"]
		}), "leads to"},
		{"v1 a start that is not its game's", mutate(t, v1, func(_ map[string]any, e []map[string]any) {
			e[0]["start_desc"], e[0]["desc"] = e[1]["desc"], e[1]["desc"]
		}), "does not match its game ID"},
		{"v1 new_params n99q99", mutate(t, v1, set(0, "new_params", "n99q99")), "not its game's"},
		{"v1 a game of another puzzle", mutate(t, v1, set(0, "game", "hash:number#1")), `is for "hash"`},
		{"v1 a move in another game", mutate(t, v1, set(1, "game", "dials:n5q5#2")), "its game"},
		{"v1 a restart away from the start", mutate(t, v1, func(_ map[string]any, e []map[string]any) {
			e[3]["desc"] = e[1]["desc"]
		}), "not its game's start"},
		{"v1 a restart holding a move", mutate(t, v1, set(3, "move", "1")), "should not have"},
		{"v1 a field missing", mutate(t, v1, del(1, "start_desc")), "lacks"},
		{"v1 a Hash move count the position contradicts", mutate(t, hashV1, func(_ map[string]any, e []map[string]any) {
			e[0]["moves"] = 1
			e[0]["kind"] = "solve"
		}), "move count"},
	}
	if _, err := Unmarshal(sdials.Backend, v2); err != nil {
		t.Fatalf("the unchanged save: %v", err)
	}
	if _, err := Unmarshal(sdials.Backend, v1); err != nil {
		t.Fatalf("the unchanged version-1 save: %v", err)
	}
	for _, tc := range tests {
		b := sdials.Backend
		if strings.Contains(tc.name, "Hash") {
			b = shash.Backend
		}
		_, err := Unmarshal(b, []byte(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
			t.Errorf("%s: Unmarshal error %v; want one with %q", tc.name, err, tc.wantErr)
		}
		if err != nil && (strings.Contains(err.Error(), "\n") || len(err.Error()) > 400) {
			t.Errorf("%s: the message is not one short line: %q", tc.name, err)
		}
	}
}
