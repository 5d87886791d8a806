package stats

import (
	"testing"
	"time"
)

func TestAGameCountsOnce(t *testing.T) {
	b := New()
	if _, first := b.Start("dials:n5q5#1", "dials", "n5q5"); !first {
		t.Fatal("a game's first move did not start it")
	}
	b.Hint("dials:n5q5#1", "dials", "n5q5")
	b.Hint("dials:n5q5#1", "dials", "n5q5")
	res, _ := b.Finish("dials:n5q5#1", "dials", "n5q5", Won, 9, 41000, 8, true)
	if !res.Counted || res.Record.Won != 1 || res.Record.AtPar != 0 || res.Record.OverPar != 1 || res.Record.Hints != 2 || res.Record.BestMs != 41000 {
		t.Fatalf("first win: %+v", res)
	}
	// The same game won again (after an undo, a restart, or opened again): nothing changes.
	again, _ := b.Finish("dials:n5q5#1", "dials", "n5q5", Won, 8, 1000, 8, true)
	if b.Hint("dials:n5q5#1", "dials", "n5q5") || again.Counted || *b.Record("dials", "n5q5") != res.Record {
		t.Fatalf("a second end of the same game counted: %+v", b.Record("dials", "n5q5"))
	}
	// A win at par, a loss and a solve: the streak grows, then ends.
	b.Finish("dials:n5q5#2", "dials", "n5q5", Won, 7, 30000, 7, true)
	r := *b.Record("dials", "n5q5")
	if r.AtPar != 1 || r.Streak != 2 || r.LongStreak != 2 || r.BestMs != 30000 || r.BestMoves != 7 || r.Started != 2 {
		t.Fatalf("after a win at par: %+v", r)
	}
	b.Finish("dials:n5q5#3", "dials", "n5q5", Lost, 3, 1, 0, false)
	b.Finish("dials:n5q5#4", "dials", "n5q5", Solved, 12, 1, 0, false)
	r = *b.Record("dials", "n5q5")
	if r.Lost != 1 || r.Solved != 1 || r.Won != 2 || r.Streak != 0 || r.LongStreak != 2 || r.Started != 4 {
		t.Fatalf("after a loss and a solve: %+v", r)
	}
	if _, err := b.Finish("x:1#1", "x", "1", "drawn", 1, 1, 1, true); err == nil {
		t.Fatal("an unknown outcome was taken")
	}
	// Par found after the end.
	b.Finish("dials:n3q3#1", "dials", "n3q3", Won, 5, 2000, 0, false)
	b.SetPar("dials:n3q3#1", 5)
	b.SetPar("dials:n3q3#1", 5)
	if r := b.Record("dials", "n3q3"); r.AtPar != 1 {
		t.Fatalf("par found late: %+v", r)
	}
	if s := b.Summary("dials"); s != "3 won · 2 at par · best 0:02" {
		t.Fatalf("summary %q", s)
	}
	// Written and read back.
	c, err := Parse(b.Marshal())
	if err != nil || *c.Record("dials", "n5q5") != r || c.Game("dials:n5q5#1").Hints != 2 {
		t.Fatalf("read back: %v", err)
	}
}

func TestParseRefusesWhatItCannotTrust(t *testing.T) {
	for _, bad := range []string{``, `[]`, `{"version":9,"records":{}}`, `{"version":0}`, `{"version":1,"records":[]}`} {
		if _, err := Parse([]byte(bad)); err == nil {
			t.Errorf("Parse(%q) took it", bad)
		}
	}
}

func TestOnlyTheNewestGamesAreRemembered(t *testing.T) {
	b := New()
	for i := 0; i < MaxGames+10; i++ {
		b.Start(string(rune('a'+i%26))+":"+time.Duration(i).String(), "p", "s")
	}
	if len(b.Games) != MaxGames || b.Record("p", "s").Started != MaxGames+10 {
		t.Fatalf("%d games remembered, %d started", len(b.Games), b.Record("p", "s").Started)
	}
}

func TestTimer(t *testing.T) {
	t0 := time.Unix(1000, 0)
	tm := NewTimer(500)
	tm.Set(t0, true)
	tm.Set(t0.Add(time.Second), true)
	if tm.Ms(t0.Add(1500*time.Millisecond)) != 2000 {
		t.Fatalf("running: %d", tm.Ms(t0.Add(1500*time.Millisecond)))
	}
	tm.Set(t0.Add(time.Hour), false) // no tick for an hour: at most MaxGap counted
	if got := tm.Ms(t0.Add(2 * time.Hour)); got != 1500+MaxGap.Milliseconds() {
		t.Fatalf("after a gap: %d", got)
	}
	tm.Set(t0.Add(3*time.Hour), true)
	if !tm.StopAt(t0.Add(3*time.Hour+700*time.Millisecond)) || tm.Running() || tm.StopAt(t0.Add(4*time.Hour)) {
		t.Fatal("StopAt did not stop the running timer once")
	}
	if got := tm.Ms(t0.Add(5 * time.Hour)); got != 1500+MaxGap.Milliseconds()+700 {
		t.Fatalf("stopped at the hiding: %d", got)
	}
	if !tm.NextSecond(t0).IsZero() {
		t.Fatal("a stopped timer asks for frames")
	}
	for ms, want := range map[int64]string{0: "0:00", 41999: "0:41", 725000: "12:05", 3723000: "1:02:03"} {
		if Clock(ms) != want {
			t.Errorf("Clock(%d) = %q, want %q", ms, Clock(ms), want)
		}
	}
}
