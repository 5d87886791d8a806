package ui

import (
	"strings"
	"testing"

	"quintet/rules/puzzle"
)

func TestCountAndEndWords(t *testing.T) {
	if got := CountWords(3, Best{9, true}); got != "Moves: 3; the optimal game takes 9." {
		t.Errorf("CountWords = %q", got)
	}
	if got := CountWords(1, Best{}); got != "Moves: 1." {
		t.Errorf("CountWords, no best = %q", got)
	}
	if got := EndWords("Won", 9, Best{9, true}); !strings.HasPrefix(got, "Won in 9 moves, the fewest possible (9).") {
		t.Errorf("EndWords at par = %q", got)
	}
	if got := EndWords("Won", 1, Best{}); !strings.HasPrefix(got, "Won in 1 move.") {
		t.Errorf("EndWords in one = %q", got)
	}
	if got := EndWords("Lost", 4, Best{2, true}); !strings.HasPrefix(got, "Lost after 4 moves. U to undo") {
		t.Errorf("EndWords lost = %q", got)
	}
	h := &puzzle.Hint{Verdict: puzzle.Solved, Move: "B", Remaining: 1, Reason: "it clears the board"}
	if got := HintWords(h); got != "Hint: play B; 1 move to go at best. It clears the board. H again plays it." {
		t.Errorf("HintWords = %q", got)
	}
}

type fakeSpeaker struct{}

func (fakeSpeaker) Words() string             { return "The whole board." }
func (fakeSpeaker) MoveWords(m string) string { return "You turned " + m + "." }
func (fakeSpeaker) CellWords(m string) string { return "" }

func TestPositionWordsFallBackAndSayTheID(t *testing.T) {
	if got := CellWords(fakeSpeaker{}, "A1"); got != "Selected A1: Enter plays it." {
		t.Errorf("CellWords fallback = %q", got)
	}
	if got := MoveWords(fakeSpeaker{}, "C"); got != "You turned C." {
		t.Errorf("MoveWords = %q", got)
	}
	if got := MoveWords(42, "C"); got != "You played C." {
		t.Errorf("MoveWords, no speaker = %q", got)
	}
	got := PositionWords(fakeSpeaker{}, "dials:n5q5:123", "dials:n5q5#987654321987", "Moves: 0.")
	if got != "The whole board. Moves: 0. Game ID dials:n5q5#987654321987." {
		t.Errorf("PositionWords = %q", got)
	}
}

// A puzzle opening names its game by its size, never by its seed (issue 36, finding 9).
func TestOpenedWordsNameTheGameShortly(t *testing.T) {
	for _, c := range []struct {
		id   string
		want string
	}{
		{"dials:n5q5#98765432109876543", "Dials, 5 dials (classic). "},
		{"dials:n7q7#d2026-12-06", "Dials, today's game, 7 dials. "},
		{"dials:n5q5:20331/30231/23104", "Dials, a given position, 5 dials (classic). "},
		{"dials:n9q9#12", "Dials, n9q9. "},
	} {
		id, err := puzzle.ParseID(c.id)
		if err != nil {
			t.Fatal(err)
		}
		dialsInfo.Rules = "Turn the dials."
		got := OpenedWords(dialsInfo, id, puzzle.Won, "Moves: 0.")
		if !strings.HasPrefix(got, c.want+"Turn the dials. Moves: 0. This game is won.") {
			t.Errorf("%s opens with %q, want it to start %q", c.id, got, c.want)
		}
		if strings.Contains(got, "9876") || strings.Contains(got, "20331") {
			t.Errorf("%s: the opening reads out the seed: %q", c.id, got)
		}
	}
}
