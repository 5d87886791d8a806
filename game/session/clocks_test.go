package session_test

import (
	"bytes"
	"encoding/json"
	"testing"

	. "quintet/game/session"
	"quintet/rules/puzzle"
)

// A game's timer is kept in the save's "clocks" field: it reads back, a save without it (every save
// before it) reads with no timers, and a reader that knows nothing of it (an older build: JSON
// decoders skip fields they do not know) reads the same history either way.
func TestClocksAreSavedBesideTheHistory(t *testing.T) {
	b := backends["dials"]
	s, err := New(b, puzzle.ID{Puzzle: "dials", Params: "n5q5", Seed: 1, HasSeed: true}, 1)
	if err != nil {
		t.Fatal(err)
	}
	bare, _ := s.Marshal()
	s.Play("1")
	id := s.Current().Game.String()
	s.SetClock(id, Clock{Ms: 41000, Done: true})
	data, err := s.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(data, []byte(`"clocks":{"dials:n5q5#1":{"ms":41000,"done":true}}`)) {
		t.Fatalf("the save: %s", data)
	}
	r, err := Unmarshal(b, data)
	if err != nil || r.Clock(id) != (Clock{Ms: 41000, Done: true}) || r.Current().Moves != 1 {
		t.Fatalf("read back: %+v, %v", r.Clock(id), err)
	}
	old, err := Unmarshal(b, bare)
	if err != nil || old.Clock(id) != (Clock{}) {
		t.Fatalf("a save without clocks: %+v, %v", old.Clock(id), err)
	}
	// What an older build sees: the same top level and entries, the clocks skipped.
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil || top["clocks"] == nil {
		t.Fatalf("top level: %v", err)
	}
	delete(top, "clocks")
	without, _ := json.Marshal(top)
	w, err := Unmarshal(b, without)
	if err != nil || w.Current().Moves != 1 || w.Len() != r.Len() {
		t.Fatalf("without the field: %v", err)
	}
	// A negative time is dropped; the rest of the save is kept.
	neg := bytes.Replace(data, []byte(`"ms":41000`), []byte(`"ms":-5`), 1)
	if n, err := Unmarshal(b, neg); err != nil || n.Clock(id) != (Clock{}) {
		t.Fatalf("a negative time: %+v, %v", n.Clock(id), err)
	}
	// The summary the menu peeks at is still found before the entries.
	if sum, ok := PeekSummary(data); !ok || sum.Moves != 1 {
		t.Fatalf("summary: %+v %v", sum, ok)
	}
}
