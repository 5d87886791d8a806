package ui

import (
	"strings"
	"testing"

	"quintet/game/stats"
	"quintet/rules/puzzle"
)

var dialsInfo = puzzle.Info{Name: "dials", Title: "Dials", Presets: []puzzle.Preset{
	{Name: "5 dials (classic)", Params: "n5q5"}, {Name: "7 dials", Params: "n7q7"}}}

func TestStatsRowsAndWords(t *testing.T) {
	book := stats.New()
	empty := StatsRows(book, dialsInfo)
	if len(empty.Rows) != 0 || !strings.HasPrefix(empty.Words(), "Dials. No Dials games counted yet.") {
		t.Errorf("empty: %d rows, said %q", len(empty.Rows), empty.Words())
	}
	book.Records["dials"] = map[string]*stats.Record{
		"n5q5": {Started: 3, Won: 2, AtPar: 1, OverPar: 2, BestMs: 61000, BestMoves: 9, Streak: 2, LongStreak: 2},
		"x9":   {Started: 1, Lost: 1},
	}
	tb := StatsRows(book, dialsInfo)
	if want := []string{"5 dials (classic)", "Custom: x9", "All games"}; strings.Join(tb.Names, "|") != strings.Join(want, "|") {
		t.Errorf("names %q, want %q (a size with no preset named as custom, stats.RowName)", tb.Names, want)
	}
	if got := strings.Join(tb.Rows[0], " "); got != "3 2 1 +2 0 0 0 1:01 9 2 2" {
		t.Errorf("first row %q", got)
	}
	if tot := tb.Rows[2]; tot[0] != "4" || tot[8] != "" || tot[9] != "" {
		t.Errorf("the total %q: played 4, no fewest and no streak across sizes", tot)
	}
	if p := strings.Join(tb.Pairs(2), ", "); strings.Contains(p, "Fewest") || !strings.HasPrefix(p, "Played 4, Won 2") {
		t.Errorf("the total's pairs %q", p)
	}
	w := tb.Words()
	for _, part := range []string{"Dials, 2 kinds of game played.", "5 dials (classic): played 3, won 2, at par 1, moves over par 2",
		"best time 1:01, fewest moves 9", "Custom: x9: played 1", "lost 1", "All games: played 4"} {
		if !strings.Contains(w, part) {
			t.Errorf("the rows in words %q lack %q", w, part)
		}
	}
	if strings.Contains(w, "—") {
		t.Errorf("the words read out a dash for a best not set: %q", w)
	}
}

// What the screens say: opened once, focus when it changes, a note (the copy's answer) when it
// changes; back from an overlay, the screen's short words instead of its introduction.
func TestHeardSaysNotesAndComingBack(t *testing.T) {
	var h Heard
	dials := Speech{Screen: "dials", Opened: "Dials, 5 dials. Rules…", Back: "Back to Dials."}
	steps := []struct {
		sp   Speech
		want []string
	}{
		{dials, []string{"Dials, 5 dials. Rules…"}},
		{Speech{Screen: "statistics", Opened: StatsOpened, Focus: "Dials. No games.", Under: "dials"}, []string{StatsOpened, "Dials. No games."}},
		{Speech{Screen: "statistics", Opened: StatsOpened, Focus: "Dials. No games.", Note: ShareCopied, Under: "dials"}, []string{ShareCopied}},
		{Speech{Screen: "statistics", Opened: StatsOpened, Focus: "Dials. No games.", Note: ShareCopied, Under: "dials"}, nil},
		{dials, []string{"Back to Dials."}},
		{Speech{Screen: "menu", Opened: "Quintet menu.", Back: "Back to the menu."}, []string{"Quintet menu."}},
		{dials, []string{"Dials, 5 dials. Rules…"}}, // opened from the menu: introduced again
	}
	for i, s := range steps {
		if intro := h.Introduces(s.sp); intro != (len(s.want) > 0 && s.want[0] == s.sp.Opened) {
			t.Errorf("step %d: Introduces says %v", i, intro)
		}
		if got := h.Next(s.sp); strings.Join(got, "|") != strings.Join(s.want, "|") {
			t.Errorf("step %d: said %q, want %q", i, got, s.want)
		}
	}
}
