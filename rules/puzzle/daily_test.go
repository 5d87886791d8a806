package puzzle

import (
	"strings"
	"testing"
	"time"
)

func TestDailyIDs(t *testing.T) {
	id, err := ParseID("dials:n5q5#d2026-11-26")
	if err != nil || !id.HasSeed || id.Daily != "2026-11-26" || id.Seed != DailySeed("dials", "n5q5", "2026-11-26") {
		t.Fatalf("parsed %+v, %v", id, err)
	}
	if id.String() != "dials:n5q5#d2026-11-26" {
		t.Fatalf("written back as %q", id.String())
	}
	day := time.Date(2026, 11, 26, 23, 59, 0, 0, time.Local)
	if got := Daily("dials", "n5q5", day); got != id {
		t.Fatalf("Daily: %+v, want %+v", got, id)
	}
	// Another date, size or puzzle is another game.
	for _, other := range []ID{Daily("dials", "n5q5", day.Add(time.Hour)), Daily("dials", "n3q7", day), Daily("flip", "n5q5", day)} {
		if other.Seed == id.Seed {
			t.Fatalf("%v has the seed of %v", other, id)
		}
	}
	// A fixed value (FNV-1a computed outside Go): the seed must never change between builds or platforms.
	if s := DailySeed("dials", "n5q5", "2026-11-26"); s != 0xbcc5686d99a1c882 {
		t.Fatalf("seed %#x", s)
	}
	for _, bad := range []string{"dials:n5q5#d2026-13-01", "dials:n5q5#d2026-2-1", "dials:n5q5#d", "dials:n5q5#d1"} {
		if _, err := ParseID(bad); err == nil || !strings.Contains(err.Error(), "is not a date") {
			t.Errorf("%s: %v", bad, err)
		}
	}
}
