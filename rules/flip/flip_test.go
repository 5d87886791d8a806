package flip

import (
	"strings"
	"testing"
)

// The spec's example: on a 5×5 board (i = 3) b2 is the centre, and flipping it from the target leaves a
// ring of dots round an empty centre.
func TestSpecExample(t *testing.T) {
	b := Target(3)
	c, err := ParseCell(3, "b2")
	if err != nil {
		t.Fatal(err)
	}
	if c != (Cell{Col: 2, Row: 2}) || c != Size(3).Middle() {
		t.Fatalf("b2 = %+v, want the centre (2,2)", c)
	}
	if err := b.Flip(c); err != nil {
		t.Fatal(err)
	}
	if got, want := b.Format(), "-----/-ooo-/-o-o-/-ooo-/-----"; got != want {
		t.Fatalf("target after b2 = %s, want %s", got, want)
	}
	if b.Won() {
		t.Fatal("the ring is not a win")
	}
	b.Flip(c)
	if !b.Won() {
		t.Fatal("flipping b2 twice must undo it")
	}
}

func TestBoardSizeAndMiddle(t *testing.T) {
	tests := []struct {
		i      Size
		edge   int
		middle Cell
		target string
	}{
		{2, 4, Cell{2, 2}, "----/----/--o-/----"},           // even e: lower-right of the four central cells
		{3, 5, Cell{2, 2}, "-----/-----/--o--/-----/-----"}, // odd e: the true centre
		{4, 6, Cell{3, 3}, "------/------/------/---o--/------/------"},
		{9, 11, Cell{5, 5}, ""},
	}
	for _, tc := range tests {
		if tc.i.Edge() != tc.edge || tc.i.Middle() != tc.middle {
			t.Errorf("i=%d: edge %d middle %v, want %d %v", tc.i, tc.i.Edge(), tc.i.Middle(), tc.edge, tc.middle)
		}
		tg := Target(tc.i)
		if tc.target != "" && tg.Format() != tc.target {
			t.Errorf("i=%d: target %s, want %s", tc.i, tg.Format(), tc.target)
		}
		if tg.Count() != 1 || !tg.Dot(tc.middle) || !tg.Won() {
			t.Errorf("i=%d: target is not a single dot at the middle", tc.i)
		}
	}
}

func TestCellNames(t *testing.T) {
	tests := []struct {
		name string
		size Size
		cell Cell
		err  string // empty when the name is good
	}{
		{"a1", 3, Cell{1, 1}, ""},
		{"b2", 3, Cell{2, 2}, ""},
		{"c3", 3, Cell{3, 3}, ""},
		{"C3", 3, Cell{3, 3}, ""},
		{"z26", 40, Cell{26, 26}, ""},
		{"aa27", 40, Cell{27, 27}, ""},
		{"an40", 40, Cell{40, 40}, ""},
		{"d1", 3, Cell{}, "not an interior cell"},
		{"a4", 3, Cell{}, "not an interior cell"},
		{"a0", 3, Cell{}, "not an interior cell"},
		{"a01", 3, Cell{}, "want a column letter then a row number"},
		{"1a", 3, Cell{}, "want a column letter first"},
		{"b", 3, Cell{}, "row number"},
		{"", 3, Cell{}, "no cell given"},
		{"b2 ", 3, Cell{}, "row number"},
		{"X", 3, Cell{}, "row number"},
	}
	for _, tc := range tests {
		c, err := ParseCell(tc.size, tc.name)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("ParseCell(%d, %q): %v", tc.size, tc.name, err)
		case tc.err == "" && c != tc.cell:
			t.Errorf("ParseCell(%d, %q) = %v, want %v", tc.size, tc.name, c, tc.cell)
		case tc.err == "" && c.Name() != strings.ToLower(tc.name):
			t.Errorf("%v.Name() = %q, want %q", c, c.Name(), strings.ToLower(tc.name))
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("ParseCell(%d, %q) error %v, want one containing %q", tc.size, tc.name, err, tc.err)
		}
	}
	// Every interior cell of every size has a name that reads back as itself.
	for s := Size(MinInterior); s <= MaxInterior; s++ {
		for k, c := range s.InteriorCells() {
			if s.MoveIndex(c) != k {
				t.Fatalf("size %d: MoveIndex(%v) = %d, want %d", s, c, s.MoveIndex(c), k)
			}
			if d, err := ParseCell(s, c.Name()); err != nil || d != c {
				t.Fatalf("size %d: %v named %q reads back as %v, %v", s, c, c.Name(), d, err)
			}
		}
	}
}

func TestBlocksMayCoverTheExterior(t *testing.T) {
	b := Empty(2)
	b.Flip(Cell{1, 1}) // a1: the top-left corner block
	if got, want := b.Format(), "ooo-/ooo-/ooo-/----"; got != want {
		t.Fatalf("a1 on an empty 4×4 board = %s, want %s", got, want)
	}
	if err := b.Flip(Cell{0, 1}); err == nil {
		t.Fatal("an exterior cell is not a move")
	}
	if got := b.Format(); got != "ooo-/ooo-/ooo-/----" {
		t.Fatalf("a refused move changed the board to %s", got)
	}
	if n := len(Size(2).Block(Cell{2, 2})); n != 9 {
		t.Fatalf("block has %d cells", n)
	}
	if Size(2).Block(Cell{3, 3}) != nil {
		t.Fatal("an exterior cell has no block")
	}
}

func TestParseBoard(t *testing.T) {
	tests := []struct {
		text string
		err  string
	}{
		{"-----/-ooo-/-o-o-/-ooo-/-----", ""},
		{"---/-o-/---", ""},
		{"-----/-ooo-/-o-o-/-oo-/-----", "board row 4 has 4 characters, want 5"},
		{"-----/xooo-/-o-o-/-ooo-/-----", "character 'x' at row 2 column 1"},
		{"-----/-ooo-/-o-ö-/-ooo-/-----", "character 'ö' at row 3 column 4"},
		{"", "board is empty"},
		{"--/--", "board has 2 rows"},
		{"-", "board has 1 rows"},
		{strings.Repeat("-/", 42) + "-", "board has 43 rows"},
	}
	for _, tc := range tests {
		b, err := ParseBoard(tc.text)
		if tc.err == "" {
			if err != nil || b.Format() != tc.text {
				t.Errorf("ParseBoard(%q) = %q, %v", tc.text, b.Format(), err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("ParseBoard(%q) error %v, want %q", tc.text, err, tc.err)
		}
	}
	if _, err := ParseBoardSize(4, "-----/-ooo-/-o-o-/-ooo-/-----"); err == nil || !strings.Contains(err.Error(), "want 6") {
		t.Errorf("a 5×5 board for interior size 4: %v", err)
	}
}

func TestParams(t *testing.T) {
	for _, tc := range []struct {
		in    string
		size  Size
		old   bool
		ok    bool
		canon string // how the parameters are written back
	}{
		{"i3", 3, false, true, "i3"}, {"3", 3, false, true, "i3"}, {"i3v2", 3, false, true, "i3"},
		{"i40v2", 40, false, true, "i40v2"}, {"i40", 40, true, true, "i40"}, {"i1", 1, false, true, "i1"},
		{"i4v2", 4, false, true, "i4v2"}, {"4v2", 4, false, true, "i4v2"}, {"i4", 4, true, true, "i4"}, {"4", 4, true, true, "i4"},
		{"i0", 0, false, false, ""}, {"i41", 0, false, false, ""}, {"i03", 0, false, false, ""}, {"", 0, false, false, ""},
		{"i", 0, false, false, ""}, {"iv2", 0, false, false, ""}, {"i4v2v2", 0, false, false, ""}, {"i4v3", 0, false, false, ""},
		{"i4V2", 0, false, false, ""}, {"x3", 0, false, false, ""}, {"i3:", 0, false, false, ""}, {"i-3", 0, false, false, ""},
		{"999999999999999999999", 0, false, false, ""},
	} {
		p, err := ParseParams(tc.in)
		if (err == nil) != tc.ok || (tc.ok && (p.Size != tc.size || p.Old != tc.old)) {
			t.Errorf("ParseParams(%q) = %+v, %v", tc.in, p, err)
		}
		if tc.ok && p.String() != tc.canon {
			t.Errorf("ParseParams(%q).String() = %q, want %q", tc.in, p.String(), tc.canon)
		}
		if tc.ok && tc.size.Params() != New(tc.size).String() {
			t.Errorf("Size(%d).Params() = %q, want a new game's %q", tc.size, tc.size.Params(), New(tc.size).String())
		}
	}
}

// A size too large says so, however many digits it has: i99999 gets the message i41 gets.
func TestParamsOutOfRangeMessage(t *testing.T) {
	for _, in := range []string{"i41", "i999", "i1000", "i99999", "99999", "i" + strings.Repeat("9", 40)} {
		_, err := ParseParams(in)
		if err == nil || !strings.Contains(err.Error(), "out of range 1..40") || len(err.Error()) > 120 {
			t.Errorf("ParseParams(%q): %v; want an out-of-range message naming 1..40", in, err)
		}
	}
	for _, in := range []string{"i-3", "ix", "i", "i03", "i12a"} {
		if _, err := ParseParams(in); err == nil || !strings.Contains(err.Error(), "want i<interior size>") {
			t.Errorf("ParseParams(%q): %v; want the shape of the parameters", in, err)
		}
	}
}

// A new game is the target with its scramble applied, the same for the same seed, never the target
// itself, and different seeds give different games.
func TestGenerate(t *testing.T) {
	for s := Size(MinInterior); s <= 12; s++ {
		seen := map[string]bool{}
		for seed := uint64(0); seed < 20; seed++ {
			b, err := Generate(s, seed)
			if err != nil {
				t.Fatal(err)
			}
			again, _ := Generate(s, seed)
			if !b.Equal(again) {
				t.Fatalf("size %d seed %d: not deterministic", s, seed)
			}
			sc := Scramble(s, seed)
			if len(sc) == 0 {
				t.Fatalf("size %d seed %d: empty scramble", s, seed)
			}
			undo := b.Clone()
			for k := len(sc) - 1; k >= 0; k-- {
				undo.Flip(sc[k])
			}
			if !undo.Won() {
				t.Fatalf("size %d seed %d: undoing the scramble gives %s", s, seed, undo)
			}
			seen[b.Format()] = true
		}
		if s >= 3 && len(seen) < 15 {
			t.Errorf("size %d: only %d distinct boards from 20 seeds", s, len(seen))
		}
	}
	// Pinned so that a change to the generator, which would change every shared game ID, is noticed.
	b, _ := Generate(3, 1)
	if got, want := b.Format(), pinnedI3Seed1; got != want {
		t.Errorf("Generate(3, 1) = %s, want %s", got, want)
	}
	if _, err := Generate(0, 1); err == nil {
		t.Error("size 0 generated")
	}
}

// Checked against an independent SplitMix64 written in Python: flips a1 b1 c1 c2 a3 b3.
const pinnedI3Seed1 = "o-o-o/o--o-/--o--/o-o-o/o--o-"

func TestFromWordsMasksSpareBits(t *testing.T) {
	b := FromWords(3, []uint64{^uint64(0)})
	if b.Count() != 25 || b.Format() != "ooooo/ooooo/ooooo/ooooo/ooooo" {
		t.Fatalf("FromWords = %s (%d dots)", b, b.Count())
	}
}

// seedMiddle is the middle as the seed's program computes it: let z = quot e 2, counted from 0 (Haskell's
// quot truncates toward zero, as Go's / does on these positive numbers).
func seedMiddle(e int) Cell {
	z := e / 2
	return Cell{Col: z, Row: z}
}

// Every new game's target, and every preset's, has its one dot where the seed's program puts it: the
// centre on odd boards, the lower-right of the four central cells on even ones. The generated games
// reach it and are won only there.
func TestTargetsAtTheSeedsMiddle(t *testing.T) {
	for s := Size(MinInterior); s <= MaxInterior; s++ {
		want := seedMiddle(s.Edge())
		for _, tg := range []Board{Target(s), New(s).Target(), Empty(s).Target()} {
			if tg.Count() != 1 || !tg.Dot(want) || tg.Middle() != want || !tg.Won() {
				t.Fatalf("i=%d: target %s, want one dot at %v", s, tg.Format(), want)
			}
		}
	}
	even := 0
	for _, pr := range Info.Presets {
		p, err := ParseParams(pr.Params)
		if err != nil {
			t.Fatalf("preset %q: %v", pr.Params, err)
		}
		e := p.Size.Edge()
		if p.Middle() != seedMiddle(e) || p.Target().Middle() != seedMiddle(e) {
			t.Errorf("preset %s: middle %v, the seed's program has %v", pr.Params, p.Middle(), seedMiddle(e))
		}
		if e%2 == 0 {
			even++
			if p.Size.OldMiddle() == seedMiddle(e) {
				t.Errorf("preset %s: the old middle %v should differ on an even board", pr.Params, p.Size.OldMiddle())
			}
			for seed := uint64(1); seed <= 20; seed++ {
				b, err := p.Generate(seed)
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range Scramble(p.Size, seed) {
					b.Flip(c)
				}
				if !b.Won() || !b.Dot(seedMiddle(e)) || b.Count() != 1 {
					t.Fatalf("preset %s seed %d: undoing the scramble gives %s", pr.Params, seed, b.Format())
				}
			}
		}
	}
	if even != 4 {
		t.Errorf("%d even presets, want the 4 the issue counts", even)
	}
}

// Game IDs made before version 2 wrote an even size as plain i4: it still opens the game it opened
// then, with the old middle, the upper-left of the four central cells. The boards were printed by
// `quintet-solve flip new --size I --seed 1` at 513c855, before the middle moved.
func TestOldEvenIDsOpenTheSameGame(t *testing.T) {
	for _, tc := range []struct {
		params, board string
	}{
		{"i2", "o--o/--oo/-ooo/ooo-"},
		{"i4", "o-o-o-/oooooo/o-oo--/-o--o-/---ooo/-ooo--"},
		{"i6", "o-o-oooo/--o--o--/-o-ooo-o/-ooo--o-/oo--o-o-/--o--o--/o-oo-o--/o--o-ooo"},
		{"i8", "o-o-oo-o-o/oo---oo--o/-ooo--o--o/ooooooo--o/o---o-o---/o-oo--oo--/-----o-o-o/oo-oo-o--o/-o-ooooo-o/oo--o----o"},
	} {
		p, err := ParseParams(tc.params)
		if err != nil || !p.Old {
			t.Fatalf("%s: %+v %v, want the old middle", tc.params, p, err)
		}
		b, err := p.Generate(1)
		if err != nil || b.Format() != tc.board {
			t.Errorf("%s#1 = %s, %v; it was %s", tc.params, b.Format(), err, tc.board)
		}
		e := p.Size.Edge()
		if old := (Cell{Col: (e - 1) / 2, Row: (e - 1) / 2}); b.Middle() != old || !p.Target().Dot(old) || p.String() != tc.params {
			t.Errorf("%s: middle %v, want the old %v", tc.params, b.Middle(), old)
		}
		// The new game of that seed is the same flips applied to the seed's target, so the two boards
		// differ exactly at the two middles.
		nb, _ := New(p.Size).Generate(1)
		diff := 0
		for r := 0; r < e; r++ {
			for c := 0; c < e; c++ {
				if x := (Cell{Col: c, Row: r}); nb.Dot(x) != b.Dot(x) {
					diff++
					if x != p.Middle() && x != seedMiddle(e) {
						t.Errorf("%s: old and new games of seed 1 differ at %v", tc.params, x)
					}
				}
			}
		}
		if diff != 2 || nb.Equal(b) || b.Won() || New(p.Size).Target().Equal(p.Target()) {
			t.Errorf("%s: old and new games differ in %d cells, want the two middles", tc.params, diff)
		}
		if !p.Target().Won() {
			t.Errorf("%s: the old target is not its own win", tc.params)
		}
	}
	if err := (Params{Size: 3, Old: true}).Check(); err == nil {
		t.Error("an odd size has no old middle")
	}
}
