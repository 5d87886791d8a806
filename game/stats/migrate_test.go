package stats

import (
	"reflect"
	"testing"

	"quintet/rules/clock"
)

// A version-1 file kept a row per position size: Clock's classic start (clock:n4k2#…), its random
// points (clock:n4k2r#…, the daily game too) and a position given by ID (clock:n4k2:…) were one row,
// "n4k2", that the screen named "Classic…". Read now, each goes to its own row, counted exactly from
// the games the file remembers; a row with more games counted than remembered is kept whole as an
// earlier row; nothing is lost, and the rows are named truly.
func TestVersionOneRowsSplitByPreset(t *testing.T) {
	v1 := `{"version":1,"records":{
 "clock":{
  "n4k2":{"started":5,"won":4,"solved_by_computer":1,"won_at_par":3,"moves_over_par":2,"hints":6,"best_time_ms":5000,"best_moves":8,"streak":2,"longest_streak":2},
  "n5k3":{"started":3,"won":1,"lost":0,"solved_by_computer":2,"won_at_par":1,"hints":1,"best_time_ms":70000,"best_moves":40,"streak":0,"longest_streak":1}},
 "dials":{
  "n5q5":{"started":2,"won":1,"lost":1,"won_at_par":1,"hints":3,"best_time_ms":41000,"best_moves":9,"streak":0,"longest_streak":1},
  "n3q7":{"started":2,"won":1,"hints":0,"best_time_ms":9000,"best_moves":4,"streak":1,"longest_streak":1}}},
 "games":[
  {"id":"clock:n4k2#1","puzzle":"clock","params":"n4k2","outcome":"won","moves":48,"par":48,"has_par":true,"ms":90000},
  {"id":"clock:n4k2r#7","puzzle":"clock","params":"n4k2","hints":4,"outcome":"won","moves":12,"par":10,"has_par":true,"ms":20000},
  {"id":"dials:n5q5#1","puzzle":"dials","params":"n5q5","hints":3,"outcome":"won","moves":9,"par":9,"has_par":true,"ms":41000},
  {"id":"clock:n4k2r#8","puzzle":"clock","params":"n4k2","hints":2,"outcome":"solved","moves":30,"ms":15000},
  {"id":"clock:n4k2:2220h2","puzzle":"clock","params":"n4k2","outcome":"won","moves":8,"par":8,"has_par":true,"ms":5000},
  {"id":"clock:n5k3r#2","puzzle":"clock","params":"n5k3","outcome":"solved","moves":3,"ms":1000},
  {"id":"dials:n5q5#2","puzzle":"dials","params":"n5q5","outcome":"lost","moves":4,"ms":3000},
  {"id":"dials:n3q7#4","puzzle":"dials","params":"n3q7","outcome":"won","moves":4,"par":4,"has_par":true,"ms":9000},
  {"id":"dials:n3q7:abc","puzzle":"dials","params":"n3q7","outcome":"won","moves":6,"ms":8000},
  {"id":"clock:n4k2r#d2026-11-26","puzzle":"clock","params":"n4k2","outcome":"won","moves":20,"par":20,"has_par":true,"ms":30000}]}`
	b, err := Parse([]byte(v1))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]map[string]Record{
		"clock": {
			"n4k2":       {Started: 1, Won: 1, AtPar: 1, BestMs: 90000, BestMoves: 48, Streak: 1, LongStreak: 1},
			"n4k2r":      {Started: 3, Won: 2, Solved: 1, AtPar: 1, OverPar: 2, Hints: 6, BestMs: 20000, BestMoves: 12, Streak: 1, LongStreak: 1},
			"n4k2 given": {Started: 1, Won: 1, AtPar: 1, BestMs: 5000, BestMoves: 8, Streak: 1, LongStreak: 1},
			// Three counted, one remembered: the row cannot be told apart, and stays whole.
			"n5k3 earlier": {Started: 3, Won: 1, Solved: 2, AtPar: 1, Hints: 1, BestMs: 70000, BestMoves: 40, LongStreak: 1},
		},
		// All seeded games of one preset: the row as it was.
		"dials": {
			"n5q5": {Started: 2, Won: 1, Lost: 1, AtPar: 1, Hints: 3, BestMs: 41000, BestMoves: 9, LongStreak: 1},
			// Its games count two wins where the row says one: they cannot tell it, and it stays whole.
			"n3q7 earlier": {Started: 2, Won: 1, BestMs: 9000, BestMoves: 4, Streak: 1, LongStreak: 1},
		},
	}
	if got := b.Export(); !reflect.DeepEqual(got, want) {
		t.Fatalf("read as rows by preset:\n%+v\nwant\n%+v", got, want)
	}
	// Nothing lost: every count of every puzzle adds up to what the file held.
	for p, sums := range map[string][7]int{"clock": {8, 5, 0, 3, 4, 2, 7}, "dials": {4, 2, 1, 0, 1, 0, 3}} {
		tot := b.Total(p)
		if got := [7]int{tot.Started, tot.Won, tot.Lost, tot.Solved, tot.AtPar, tot.OverPar, tot.Hints}; got != sums {
			t.Errorf("%s's totals %v, the file's %v", p, got, sums)
		}
	}
	if tot := b.Total("clock"); tot.BestMs != 5000 || tot.LongStreak != 1 {
		t.Errorf("clock's best time %d, longest streak %d", tot.BestMs, tot.LongStreak)
	}
	// The games moved with their counts (a par found later counts in their row).
	for id, row := range map[string]string{"clock:n4k2#1": "n4k2", "clock:n4k2r#7": "n4k2r", "clock:n4k2:2220h2": "n4k2 given",
		"clock:n5k3r#2": "n5k3 earlier", "dials:n5q5#2": "n5q5", "dials:n3q7:abc": "n3q7 earlier"} {
		if g := b.Game(id); g == nil || g.Params != row {
			t.Errorf("game %s is in row %+v, want %q", id, g, row)
		}
	}
	// Written as version 2 and read back the same, with no second migration.
	data := b.Marshal()
	c, err := Parse(data)
	if err != nil || !reflect.DeepEqual(c.Export(), want) || c.Version != Version || Version != 2 {
		t.Fatalf("read back: %v, %+v", err, c.Export())
	}
	// Named truly, in the menu's order.
	if rows := b.Rows(clock.Info); !reflect.DeepEqual(rows, []string{"n4k2", "n4k2r", "n4k2 given", "n5k3 earlier"}) {
		t.Errorf("Clock's rows %q", rows)
	}
	for row, name := range map[string]string{
		"n4k2":         clock.Presets[0].Name,
		"n4k2r":        "4 numbers up to 2, from a random point",
		"n4k2 given":   "Given positions: n4k2",
		"n5k3 earlier": "Earlier: n5k3, every kind",
		"n3k2r":        "Custom: n3k2r",
	} {
		if got := RowName(clock.Info, row); got != name {
			t.Errorf("row %q is named %q, want %q", row, got, name)
		}
	}
}

// A game counts in the row of its game ID's parameters: a seed's game (random or daily) in its
// preset's, a given position apart.
func TestRowOf(t *testing.T) {
	for id, row := range map[string]string{"clock:n4k2#1": "n4k2", "clock:n4k2r#5": "n4k2r", "clock:n4k2r#d2026-12-06": "n4k2r",
		"clock:n4k2:2220h2": "n4k2 given", "dials:n5q5#1": "n5q5", "hash:number:393_8.15": "number given"} {
		if got, ok := rowOfID(id); !ok || got != row {
			t.Errorf("%s counts in %q, want %q", id, got, row)
		}
	}
}
