package midend

import (
	"strings"
	"testing"

	"quintet/game/stats"
	"quintet/game/store"
)

// Statistics with one count that cannot be true: the player is told, the file as it was is kept, and
// the record goes on with every other count.
func TestStatisticsWithAnImpossibleCountKeepTheRest(t *testing.T) {
	st := store.NewMemory()
	orig := `{"version":2,"records":{"dials":{"n5q5":{"started":12,"won":-3,"lost":4}},"hash":{"number":{"started":9,"won":9}}}}`
	st.Save(StatsName, []byte(orig))
	c := newController(st, &fakePage{})
	if b := c.Stats(); b.Record("dials", "n5q5") == nil || b.Record("dials", "n5q5").Started != 12 || b.Record("hash", "number").Won != 9 {
		t.Fatalf("the counts were not kept: %+v", c.Stats().Records)
	}
	if len(c.Notices()) != 1 || !strings.Contains(c.Notices()[0], "won -3 of dials n5q5") {
		t.Errorf("notices %q", c.Notices())
	}
	c.Close()
	if kept, err := st.Load(StatsName + "-unreadable-1"); err != nil || string(kept) != orig {
		t.Errorf("the file as it was is not kept: %q, %v", kept, err)
	}
	data, err := st.Load(StatsName)
	if err != nil {
		t.Fatal(err)
	}
	b, err := stats.Parse(data)
	if err != nil || b.Record("hash", "number").Won != 9 {
		t.Fatalf("the record written: %s, %v", data, err)
	}
	// The next start reads it without a word.
	if c := newController(st, &fakePage{}); len(c.Notices()) != 0 || c.Stats().Record("dials", "n5q5").Lost != 4 {
		t.Fatalf("next start: %q", c.Notices())
	}
}
