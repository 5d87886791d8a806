package hash

import (
	"context"
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
)

var (
	claimNum   = regexp.MustCompile(`\b([mvd]) = (\d+)`)
	claimTile  = regexp.MustCompile(`d = (\d+)[^()]*?\((\d+),(\d+)\)`)
	claimSpir  = regexp.MustCompile(`(\(\d+,\d+\)|Your new white tile) is spiral position (\d+)`)
	claimToGo  = regexp.MustCompile(`(\d+) to go`)
	claimNot   = regexp.MustCompile(`Not \((\d+),(\d+)\)`)
	claimAfter = regexp.MustCompile(`after (\d+) moves`)
)

// checkWork checks a sentence's claims m = …, v = …, d = … and "d = N …(x,y)" against a turn.
func checkWork(t *testing.T, where, sentence string, w rules.Work) {
	t.Helper()
	got := map[string]int{"m": w.M, "v": w.V, "d": w.D}
	for _, c := range claimNum.FindAllStringSubmatch(sentence, -1) {
		if n, _ := strconv.Atoi(c[2]); n != got[c[1]] {
			t.Errorf("%s: says %s = %d, the rules give %d (%q)", where, c[1], n, got[c[1]], sentence)
		}
	}
	for _, c := range claimTile.FindAllStringSubmatch(sentence, -1) {
		d, _ := strconv.Atoi(c[1])
		x, _ := strconv.Atoi(c[2])
		y, _ := strconv.Atoi(c[3])
		if rules.ReadingIndex(x, y) != d {
			t.Errorf("%s: d = %d is not (%d,%d)", where, d, x, y)
		}
	}
}

func sentences(s string) []string { return strings.Split(s, ". ") }

func remainingFrom(t *testing.T, p Position) int {
	t.Helper()
	h, err := Backend.Hint(context.Background(), p)
	if err != nil || h.Verdict != puzzle.Solved {
		t.Fatalf("no hint for %s: %v", p.Desc(), err)
	}
	return h.Remaining
}

// Every number the worked example states is what the rules and the solver give: the machine's
// m, v and d for each move (and for the move it warns against), the tiles d names, the spiral
// positions, the moves still needed and the length of the whole game.
func TestExampleClaims(t *testing.T) {
	ex := Backend.Info().Example
	id, err := puzzle.ParseID(ex.ID)
	if err != nil {
		t.Fatal(err)
	}
	p0, err := puzzle.Open(Backend, id)
	if err != nil {
		t.Fatal(err)
	}
	pos := p0.(Position)
	last, _ := pos.LastTurn()
	checkWork(t, "intro", ex.Intro, last.Work)
	texts := []string{ex.Intro}
	claims := 0
	for i, st := range ex.Steps {
		where := "step " + strconv.Itoa(i+1)
		next, err := pos.Play(st.Move)
		if err != nil {
			t.Fatalf("%s: %v", where, err)
		}
		np := next.(Position)
		turn, _ := np.LastTurn()
		for _, s := range sentences(st.Say) {
			if strings.Contains(s, "would") {
				// The move warned against loses at once, by the numbers given.
				c := claimNot.FindStringSubmatch(s)
				if c == nil {
					t.Fatalf("%s: a 'would' without the move it is about: %q", where, s)
				}
				alt, err := pos.Play(c[1] + "," + c[2])
				if err != nil {
					t.Fatalf("%s: %v", where, err)
				}
				if alt.Status() != puzzle.Lost {
					t.Errorf("%s: (%s,%s) is said to lose but does not", where, c[1], c[2])
				}
				at, _ := alt.(Position).LastTurn()
				checkWork(t, where+" (the move warned against)", s, at.Work)
			} else {
				checkWork(t, where, s, turn.Work)
			}
			claims += len(claimNum.FindAllString(s, -1))
			for _, c := range claimSpir.FindAllStringSubmatch(s, -1) {
				tile := turn.Move
				if c[1] != "Your new white tile" {
					tile, _ = rules.ParseMove(c[1])
				}
				if n, _ := strconv.Atoi(c[2]); rules.FirstVisit(tile) != n {
					t.Errorf("%s: %v is spiral position %d, not %d", where, tile, rules.FirstVisit(tile), n)
				}
			}
		}
		texts = append(texts, st.Say)
		pos = np
	}
	// "N to go": the hint's count after the intro's position and after each step.
	p := p0.(Position)
	for i, text := range texts {
		if i > 0 {
			next, _ := p.Play(ex.Steps[i-1].Move)
			p = next.(Position)
		}
		for _, c := range claimToGo.FindAllStringSubmatch(text, -1) {
			if n, _ := strconv.Atoi(c[1]); remainingFrom(t, p) != n {
				t.Errorf("text %d says %d to go, the hint says %d", i, n, remainingFrom(t, p))
			}
			claims++
		}
		for _, c := range claimAfter.FindAllStringSubmatch(text, -1) {
			n, _ := strconv.Atoi(c[1])
			r, err := Solve(context.Background(), p.Salt(), rules.Start(), Limits{})
			if err != nil || p.MovesPlayed() != n || r.Length != n || p.Status() != puzzle.Won {
				t.Errorf("text %d: won after %d moves, the fewest? played %d, fewest %d (%v)", i, n, p.MovesPlayed(), r.Length, err)
			}
			claims++
		}
	}
	if claims < 20 {
		t.Errorf("only %d claims checked: the patterns no longer match the text", claims)
	}
}

func TestCensusRecord(t *testing.T) {
	c, err := Census()
	if err != nil {
		t.Fatal(err)
	}
	var sum uint64
	longest, percent := 0, 0.0
	for _, b := range c.Bars() {
		sum += b.Salts
		longest = max(longest, b.Moves)
		percent += b.Percent
		if math.Abs(b.Percent*float64(c.Salts)-100*float64(b.Salts)) > 1e-6*float64(c.Salts) {
			t.Errorf("%d moves: %d salts are not %v%% of %d", b.Moves, b.Salts, b.Percent, c.Salts)
		}
	}
	if math.Abs(percent-100) > 1e-9 {
		t.Errorf("the bars' shares add up to %v%%", percent)
	}
	if c.Salts != CensusSalts || sum != CensusSalts || len(c.Unwinnable)+len(c.Undecided) != 0 {
		t.Errorf("census: %d salts, histogram sums to %d, %d unwinnable, %d undecided; the constants say %d, all winnable",
			c.Salts, sum, len(c.Unwinnable), len(c.Undecided), CensusSalts)
	}
	if longest != CensusLongest || c.Hardest.Moves != CensusLongest || len(c.Hardest.Salts) == 0 || c.Hardest.Salts[0] != CensusHardest {
		t.Errorf("census: longest %d, hardest %+v; the constants say %d moves, %s first", longest, c.Hardest, CensusLongest, CensusHardest)
	}
	if bars := c.Bars(); len(bars) < 2 || bars[0].Moves >= bars[1].Moves {
		t.Errorf("bars out of order: %+v", bars)
	}
}

// The menu's preset opens the census's hardest salt, and the card's note says what the constants say.
func TestHardestPresetAndCard(t *testing.T) {
	info := Backend.Info()
	pr := info.Presets[len(info.Presets)-1]
	id, err := puzzle.ParseID(pr.Game)
	if err != nil {
		t.Fatal(err)
	}
	p, err := puzzle.Open(Backend, id)
	if err != nil {
		t.Fatal(err)
	}
	if p.(Position).Salt() != CensusHardest || !strings.Contains(pr.Name, CensusHardest) || !strings.Contains(pr.Name, strconv.Itoa(CensusLongest)+" moves") {
		t.Errorf("preset %+v opens salt %q", pr, p.(Position).Salt())
	}
	if len(rules.Info.Presets) != len(info.Presets)-1 {
		t.Errorf("Info() changed the rules' presets: %d and %d", len(rules.Info.Presets), len(info.Presets))
	}
	if n := len(strings.Fields(info.Card)); n > 25 || !strings.Contains(info.Card, roughly(CensusSalts)) {
		t.Errorf("card note of %d words: %q", n, info.Card)
	}
	if n := len(strings.Fields(info.Rules)); n < 40 || n > 70 {
		t.Errorf("the rules paragraph has %d words, want 40–70", n)
	}
}
