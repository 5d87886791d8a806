package session_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	. "quintet/game/session"
	sdials "quintet/solver/dials"
)

// Every format any build wrote loads: testdata/saves/<format>-<commit>/ holds a save of each puzzle
// written by that commit's own code (a game played with hints, restarted, a new game, an undo), and
// beside it what that build had on screen: the game ID, the position, the move count, the history's
// length and the current entry. Each loads here to the same, and saves again in the current format.
func TestEverySaveFormatLoads(t *testing.T) {
	dirs, _ := filepath.Glob("testdata/saves/*")
	formats := map[string]bool{}
	for _, dir := range dirs {
		format, _, _ := strings.Cut(filepath.Base(dir), "-")
		formats[format] = true
		for name, b := range backends {
			t.Run(filepath.Base(dir)+"/"+name, func(t *testing.T) {
				data, err := os.ReadFile(filepath.Join(dir, name+".json"))
				if err != nil {
					t.Fatal(err)
				}
				want, err := os.ReadFile(filepath.Join(dir, name+".want"))
				if err != nil {
					t.Fatal(err)
				}
				s, err := Unmarshal(b, data)
				if err != nil {
					t.Fatal(err)
				}
				e := s.Current()
				got := fmt.Sprintf("%s\n%s\n%d\n%d\n%d\n", e.Game.String(), e.Pos.Desc(), e.Moves, s.Len(), s.Index())
				if got != string(want) {
					t.Fatalf("loaded\n%s\nthe build that wrote it had\n%s", got, want)
				}
				if err := s.CheckGame(); err != nil {
					t.Fatalf("its game ID: %v", err)
				}
				again, err := s.Marshal()
				if err != nil || !bytes.HasPrefix(again, []byte(`{"version":3,`)) {
					t.Fatalf("saved again: %v %.40s", err, again)
				}
				if _, err := Unmarshal(b, again); err != nil {
					t.Fatalf("saved again, it does not load: %v", err)
				}
			})
		}
	}
	for _, f := range []string{"v1", "v2"} {
		if !formats[f] {
			t.Errorf("no fixtures of format %s", f)
		}
	}
}

// Fields this build does not know are ignored; a history that goes wrong keeps every entry before the
// bad one, and so does a file cut short.
func TestSavesAreReadAsFarAsTheyAreGood(t *testing.T) {
	s := newDials(t, 3)
	for _, m := range []string{"1", "2", "3", "4"} {
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	data, _ := s.Marshal()
	var top map[string]any
	json.Unmarshal(data, &top)
	top["later"] = map[string]any{"x": 1}
	entries := top["entries"].([]any)
	entries[0].(map[string]any)["colour"] = "blue"
	extra, _ := json.Marshal(top)
	if r, err := Unmarshal(sdials.Backend, extra); err != nil || r.Len() != s.Len() {
		t.Fatalf("unknown fields: %v", err)
	}
	entries[3].(map[string]any)["move"] = "9" // the third move is illegal
	bad, _ := json.Marshal(top)
	r, err := Unmarshal(sdials.Backend, bad)
	var pe *PartialError
	if !errors.As(err, &pe) || r == nil || r.Len() != 3 || r.Current().Moves != 2 || pe.Kept != 3 {
		t.Fatalf("a bad third move: %v; kept %v", err, r)
	}
	cut := data[:len(data)-40]
	r, err = Unmarshal(sdials.Backend, cut)
	if !errors.As(err, &pe) || r == nil || r.Len() < 2 || r.Len() >= s.Len() {
		t.Fatalf("a save cut short: %v; kept %v", err, r)
	}
	for i := 0; i < r.Len(); i++ { // what was kept is the history's beginning
		if r.Index() != r.Len()-1 {
			t.Fatalf("current %d of %d", r.Index(), r.Len())
		}
	}
}

// A start taken as saved is checked against its game ID when its game is shown: a save whose start is
// not the ID's keeps the board played, named by its description.
func TestStartThatIsNotTheIDsIsNamedByItsBoard(t *testing.T) {
	s := newDials(t, 3)
	s.Play("1")
	other := newDials(t, 4).Pos()
	data, _ := s.Marshal()
	data = bytes.Replace(data, []byte(`"desc":"`+s.Current().Start.Desc()+`"`), []byte(`"desc":"`+other.Desc()+`"`), 1)
	data = bytes.Replace(data, []byte(`"move":"1"`), []byte(`"move":"2"`), 1) // a move legal anywhere
	r, err := Unmarshal(sdials.Backend, data)
	if err != nil {
		t.Fatal(err)
	}
	err = r.CheckGame()
	if err == nil || !r.Current().Game.HasDesc || r.Current().Game.Desc != other.Desc() {
		t.Fatalf("CheckGame: %v; game %s", err, r.Current().Game)
	}
	if err := r.CheckGame(); err != nil {
		t.Fatalf("checked twice: %v", err)
	}
	again, _ := r.Marshal()
	if _, err := Unmarshal(sdials.Backend, again); err != nil {
		t.Fatal(err)
	}
}

func newDials(t *testing.T, seed int) *Session {
	t.Helper()
	s, err := New(sdials.Backend, mustID(t, fmt.Sprintf("dials:n5q5#%d", seed)), 0)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
