package midend

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"quintet/game/input"
	"quintet/game/stats"
	"quintet/game/store"
)

// playHints plays the open game to its end with the hint key only (H shows, H again plays), as the
// autoplay smoke test does: an optimal game, every move hinted.
func playHints(t *testing.T, c *Controller) int {
	t.Helper()
	n := 0
	for c.Session(c.Current()).Pos().Status() == 0 {
		waitHint(t, c)
		c.Do(input.Hint)
		c.Do(input.Hint)
		n++
		if n > 500 {
			t.Fatal("no end after 500 hinted moves")
		}
	}
	return n
}

func recordOf(t *testing.T, c *Controller, name, params string) stats.Record {
	t.Helper()
	r := c.Stats().Record(name, params)
	if r == nil {
		t.Fatalf("no record for %s %s; have %s", name, params, c.Stats().Marshal())
	}
	return *r
}

func TestAWinWithHintsCountsOnceAtPar(t *testing.T) {
	st := store.NewMemory()
	c := newController(st, &fakePage{fragment: "dials:n5q5#1"})
	par := waitHint(t, c).Remaining
	moves := playHints(t, c)
	r := recordOf(t, c, "dials", "n5q5")
	if r.Started != 1 || r.Won != 1 || r.AtPar != 1 || r.Hints != moves || r.OverPar != 0 || r.BestMoves != par || r.Streak != 1 {
		t.Fatalf("after a hinted optimal win of %d moves (par %d): %+v", moves, par, r)
	}
	if _, right := c.StatusLine(false, ""); !strings.Contains(right, "— par!") || !strings.Contains(right, "Won in") {
		t.Fatalf("the win says %q", right)
	}
	// Undo the winning move and win again; restart and win again: still one win.
	c.Do(input.Undo)
	c.Do(input.Hint)
	c.Do(input.Hint)
	c.Do(input.Restart)
	playHints(t, c)
	if again := recordOf(t, c, "dials", "n5q5"); again != r {
		t.Fatalf("winning the same game again changed the record: %+v, was %+v", again, r)
	}
	// The record is saved beside the games and read back by the next run.
	c.Flush()
	d := newController(st, &fakePage{})
	if got := recordOf(t, d, "dials", "n5q5"); got != r {
		t.Fatalf("read back: %+v, want %+v", got, r)
	}
}

func TestSolveCountsAsPlayedNotWon(t *testing.T) {
	c := newController(store.NewMemory(), &fakePage{fragment: "dials:n5q5#2"})
	waitHint(t, c)
	c.Play("1")
	c.Do(input.Solve)
	deadline := time.Now().Add(10 * time.Second)
	for c.Session(c.Current()).Pos().Status() == 0 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
		c.Step(false)
	}
	r := recordOf(t, c, "dials", "n5q5")
	if r.Started != 1 || r.Won != 0 || r.Solved != 1 || r.Streak != 0 {
		t.Fatalf("after Solve: %+v", r)
	}
	if _, right := c.StatusLine(false, ""); !strings.Contains(right, "not won") {
		t.Fatalf("after Solve the status says %q", right)
	}
	// Undo the solve and win by hand: the game ended already, so it stays solved by the computer.
	c.Do(input.Undo)
	playHints(t, c)
	if r2 := recordOf(t, c, "dials", "n5q5"); r2 != r {
		t.Fatalf("a win after undoing Solve counted: %+v, was %+v", r2, r)
	}
}

func TestAWinAfterAnUnhintedMove(t *testing.T) {
	c := newController(store.NewMemory(), &fakePage{fragment: "dials:n5q5#3"})
	par := waitHint(t, c).Remaining
	// A move the hint did not give first (it may still be optimal), then the hints.
	first := "1"
	if waitHint(t, c).Move == "1" {
		first = "2"
	}
	c.Play(first)
	moves := 1 + playHints(t, c)
	r := recordOf(t, c, "dials", "n5q5")
	if r.Won != 1 || (moves > par && (r.AtPar != 0 || r.OverPar != moves-par)) || (moves == par && r.AtPar != 1) {
		t.Fatalf("%d moves with par %d: %+v", moves, par, r)
	}
	if moves > par {
		if _, right := c.StatusLine(false, ""); !strings.Contains(right, ", par ") {
			t.Fatalf("the win says %q", right)
		}
	}
}

// The timer runs only while the shell says the puzzle is in view and the game is played (from when it
// is first shown, before any move), and stops at the win; it is kept in the save.
func TestTimerRunsInViewAndStopsAtTheWin(t *testing.T) {
	now := time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	st := store.NewMemory()
	c := New(Options{Puzzles: backends(), Store: st, Page: &fakePage{fragment: "dials:n5q5#1"}, Seed: seeds(5), Now: clock})
	waitHint(t, c)
	step := func(d time.Duration, active bool) {
		for {
			now = now.Add(min(d, time.Second))
			c.SetActive(active)
			c.Step(false)
			if d -= time.Second; d <= 0 {
				return
			}
		}
	}
	c.SetActive(true) // the shell's first frame with the puzzle in view
	step(3*time.Second, true)
	if ms, running, _ := c.Timer(); ms != 3000 || !running {
		t.Fatalf("3 s in view before the first move: %d ms, running %v", ms, running)
	}
	c.Play("2")
	step(5*time.Second, true)
	step(30*time.Second, false) // hidden or in the menu
	step(0, true)
	if ms, running, _ := c.Timer(); ms != 9000 || !running { // 3 + 5 s, and the second before the hiding was seen
		t.Fatalf("after 9 s in view and 30 s hidden: %d ms, running %v", ms, running)
	}
	now = now.Add(time.Minute) // no frames for a minute: a hidden tab
	c.SetActive(true)
	if ms, _, _ := c.Timer(); ms != 9000+stats.MaxGap.Milliseconds() {
		t.Fatalf("a gap of a minute with no frames counted %d ms in all", ms)
	}
	before, _, _ := c.Timer()
	c.Play("1")
	step(2*time.Second, true)
	playHints(t, c)
	at, running, _ := c.Timer()
	if running || at < before+2000 {
		t.Fatalf("at the win: %d ms, running %v", at, running)
	}
	step(10*time.Second, true)
	c.Do(input.Undo) // back to play: the game's timer stays stopped
	step(10*time.Second, true)
	if ms, running, _ := c.Timer(); ms != at || running {
		t.Fatalf("after the win and an undo: %d ms (won at %d), running %v", ms, at, running)
	}
	if g := c.Stats().Game("dials:n5q5#1"); g == nil || g.Ms != at {
		t.Fatalf("the game's record: %+v, want %d ms", g, at)
	}
	c.Flush()
	data, _ := st.Load("dials")
	var save struct {
		Clocks map[string]struct {
			Ms   int64
			Done bool
		}
	}
	if err := json.Unmarshal(data, &save); err != nil || save.Clocks["dials:n5q5#1"].Ms != at || !save.Clocks["dials:n5q5#1"].Done {
		t.Fatalf("the save's clocks: %+v (%v)", save.Clocks, err)
	}
	d := New(Options{Puzzles: backends(), Store: st, Page: &fakePage{}, Seed: seeds(5), Now: clock})
	d.SetActive(true)
	if ms, running, _ := d.Timer(); ms != at || running {
		t.Fatalf("resumed: %d ms, running %v; want %d, stopped", ms, running, at)
	}
}

func TestUnreadableStatisticsAreKeptAndSaid(t *testing.T) {
	st := store.NewMemory()
	st.Save(StatsName, []byte(`{"version":1,"records":`))
	c := newController(st, &fakePage{fragment: "dials:n5q5#1"})
	if !strings.Contains(c.Note(), "statistics could not be read") || !strings.Contains(c.Note(), "stats-unreadable-1") {
		t.Fatalf("the note: %q", c.Note())
	}
	if kept, err := st.Load("stats-unreadable-1"); err != nil || string(kept) != `{"version":1,"records":` {
		t.Fatalf("the bad file was not kept: %q, %v", kept, err)
	}
	waitHint(t, c)
	if !c.Play("1") {
		t.Fatal("the game does not play on")
	}
	c.Flush()
	if b, err := ReadStats(st); err != nil || b.Record("dials", "n5q5").Started != 1 {
		t.Fatalf("a new record was not started: %v", err)
	}
}

func TestTheDailyGameIsTheSameForTheDateAndSharesNoMove(t *testing.T) {
	day := time.Date(2026, 11, 26, 10, 0, 0, 0, time.Local)
	open := func(st store.Store) *Controller {
		return New(Options{Puzzles: backends(), Store: st, Page: &fakePage{}, Seed: seeds(5), Now: func() time.Time { return day }})
	}
	st := store.NewMemory()
	c := open(st)
	i := c.index("dials")
	if err := c.OpenDaily(i); err != nil {
		t.Fatal(err)
	}
	id := c.Session(i).Current().Game.String()
	if id != "dials:n5q5#d2026-11-26" {
		t.Fatalf("today's Dials is %q", id)
	}
	if _, ok := c.ShareText(i); ok {
		t.Fatal("a share text before the game ended")
	}
	waitHint(t, c)
	var line []string
	for c.Session(i).Pos().Status() == 0 {
		h := waitHint(t, c)
		line = append(line, h.Move)
		c.Play(h.Move)
	}
	text, ok := c.ShareText(i)
	if !ok || !strings.Contains(text, "Dials · daily 2026-11-26") || !strings.Contains(text, "— par!") || !strings.Contains(text, "Hints: 0") {
		t.Fatalf("share text %q", text)
	}
	if strings.Contains(text, strings.Join(line, "")) || strings.Contains(text, strings.Join(line, " ")) {
		t.Fatalf("the share text %q holds the winning line %v", text, line)
	}
	// Another run on the same date (fresh saves) opens the same game; the next day another.
	d := open(store.NewMemory())
	d.OpenDaily(i)
	if got := d.Session(i).Current().Game.String(); got != id || d.Session(i).Pos().Desc() != c.Session(i).Current().Start.Desc() {
		t.Fatalf("the second run's daily: %q", got)
	}
	day = day.Add(24 * time.Hour)
	d.OpenDaily(i)
	if got := d.Session(i).Current().Game.String(); got != "dials:n5q5#d2026-11-27" {
		t.Fatalf("the next day's daily: %q", got)
	}
}

// A shown timer asks for a frame when its second turns over; a hidden one counts on and asks for
// none, so a puzzle at rest with the timer hidden draws and wakes nothing (TestIdleCPU's goal).
func TestHiddenTimerWakesNothing(t *testing.T) {
	now := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC)
	c := New(Options{Puzzles: backends(), Store: store.NewMemory(), Page: &fakePage{fragment: "dials:n5q5#1"}, Seed: seeds(5), Now: func() time.Time { return now }})
	waitHint(t, c)
	c.SetActive(true)
	c.Step(false)
	now = now.Add(1500 * time.Millisecond)
	c.Step(false)
	if w := c.NextWake(); w.IsZero() || w.Sub(now) > time.Second {
		t.Fatalf("a shown, running timer: next wake %v, want within a second of %v", w, now)
	}
	c.ToggleTimer()
	now = now.Add(2 * time.Second) // the message the toggle may show has expired by now
	c.Step(false)
	if _, running, hidden := c.Timer(); !running || !hidden {
		t.Fatalf("after hiding: running %v, hidden %v; want a hidden timer that runs", running, hidden)
	}
	if n := c.Note(); n != "" {
		t.Fatalf("2 s after hiding the timer the status line still says %q", n)
	}
	if w := c.NextWake(); !w.IsZero() {
		t.Fatalf("a hidden timer and nothing else on screen to change: next wake %v, want none", w)
	}
}
