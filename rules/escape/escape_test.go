package escape

import (
	"strings"
	"testing"
)

func shape(t *testing.T, n int) Shape {
	t.Helper()
	s, err := ShapeOf(n)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Boards are rectangles with power-of-two sides, square for even p and twice as wide for odd p.
func TestShapes(t *testing.T) {
	tests := []struct {
		squares, width, height int
	}{
		{2, 2, 1}, {4, 2, 2}, {8, 4, 2}, {16, 4, 4}, {32, 8, 4}, {64, 8, 8},
		{128, 16, 8}, {256, 16, 16}, {512, 32, 16}, {1024, 32, 32},
	}
	for _, tc := range tests {
		s := shape(t, tc.squares)
		if s.Width() != tc.width || s.Height() != tc.height || s.Squares() != tc.squares || 1<<s.Bits() != tc.squares {
			t.Errorf("%d squares: %d×%d, want %d×%d", tc.squares, s.Width(), s.Height(), tc.width, tc.height)
		}
	}
	for _, n := range []int{-4, 0, 1, 3, 5, 6, 12, 63, 100, 2048} {
		if _, err := ShapeOf(n); err == nil {
			t.Errorf("ShapeOf(%d) accepted a size that is not a power of two from 2 to 1024", n)
		}
	}
}

// Squares are named chess-style: columns A, B, … from the left, rows numbered from the bottom.
func TestSquareNames(t *testing.T) {
	tests := []struct {
		squares, index int
		name           string
	}{
		{64, 0, "A8"}, {64, 63, "H1"}, {64, 7, "H8"}, {64, 56, "A1"}, {64, 50, "C2"},
		{16, 0, "A4"}, {16, 15, "D1"}, {16, 6, "C3"},
		{4, 0, "A2"}, {4, 3, "B1"},
		{2, 0, "A1"}, {2, 1, "B1"},
		{256, 0, "A16"}, {256, 255, "P1"},
		{1024, 26, "AA32"}, {1024, 1023, "AF1"},
	}
	for _, tc := range tests {
		s := shape(t, tc.squares)
		if got := s.Name(tc.index); got != tc.name {
			t.Errorf("%s: square %d is %s, want %s", s, tc.index, got, tc.name)
		}
		for _, text := range []string{tc.name, strings.ToLower(tc.name)} {
			if got, err := s.ParseSquare(text); err != nil || got != tc.index {
				t.Errorf("%s: ParseSquare(%q) = %d, %v; want %d", s, text, got, err, tc.index)
			}
		}
	}
}

func TestEveryNameRoundTrips(t *testing.T) {
	for bits := MinBits; bits <= MaxBits; bits++ {
		s, _ := NewShape(bits)
		for sq := 0; sq < s.Squares(); sq++ {
			if got, err := s.ParseSquare(s.Name(sq)); err != nil || got != sq {
				t.Fatalf("%s: %s parsed as %d, %v", s, s.Name(sq), got, err)
			}
		}
	}
}

func TestBadSquareNames(t *testing.T) {
	s := shape(t, 64)
	tests := []struct{ text, want string }{
		{"", "want column letters"},
		{"C", "want column letters"},
		{"2", "want column letters"},
		{"2C", "want column letters"},
		{"C2x", "want column letters"},
		{"C-2", "want column letters"},
		{" C2", "want column letters"},
		{"I1", "column I is off the 8×8 board (columns A to H)"},
		{"AA1", "column AA is off"},
		{"C9", "row 9 is off the 8×8 board (rows 1 to 8)"},
		{"C0", "row 0 is off"},
		{"C02", "row 02 is off"},
		{"C99999999999999999999999", "row"},
	}
	for _, tc := range tests {
		_, err := s.ParseSquare(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseSquare(%q) = %v, want an error with %q", tc.text, err, tc.want)
		}
	}
}

// A key is a square name or an index in reading order.
func TestParseKey(t *testing.T) {
	s := shape(t, 64)
	for text, want := range map[string]int{"0": 0, "63": 63, "50": 50, "C2": 50, "c2": 50, "A8": 0} {
		if got, err := s.ParseKey(text); err != nil || got != want {
			t.Errorf("ParseKey(%q) = %d, %v; want %d", text, got, err, want)
		}
	}
	for _, text := range []string{"", "64", "-1", "007", "1e3", "C9", "99999999999999999999999"} {
		if _, err := s.ParseKey(text); err == nil {
			t.Errorf("ParseKey(%q) accepted", text)
		}
	}
}

// The text form is N characters, 1 for heads and 0 for tails, in reading order.
func TestBoardText(t *testing.T) {
	b, err := ParseBoard("1000000000000001")
	if err != nil {
		t.Fatal(err)
	}
	if b.Shape().String() != "4×4" || !b.Heads(0) || !b.Heads(15) || b.Heads(1) || b.HeadsCount() != 2 {
		t.Fatalf("parsed %v wrongly", b)
	}
	if got := b.Flip(5).String(); got != "1000010000000001" {
		t.Errorf("flipping square 5 gave %s", got)
	}
	if b.String() != "1000000000000001" {
		t.Error("Flip changed the board it was called on")
	}
	if b.Flip(5).Flip(5) != b {
		t.Error("flipping a coin twice is not the identity")
	}
}

func TestBadBoardText(t *testing.T) {
	tests := []struct{ text, want string }{
		{"", "board has 0 characters"},
		{"1", "board has 1 characters"},
		{"101", "board has 3 characters: want a power of two from 2 to 1024"},
		{"0000x000", "board character 5 is 'x', want 0 or 1"},
		{"1111 111", "board character 5 is ' '"},
		{strings.Repeat("0", 2048), "board has 2048 characters"},
	}
	for _, tc := range tests {
		_, err := ParseBoard(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseBoard(%q) = %v, want an error with %q", clip(tc.text), err, tc.want)
		}
	}
}

// The hex form reads like the text form, four squares a digit.
func TestBoardHex(t *testing.T) {
	tests := []struct{ text, hex string }{
		{"10", "8"}, {"01", "4"}, {"1010", "a"}, {"0001", "1"},
		{"1000000000000001", "8001"},
		{"11110000" + strings.Repeat("0", 55) + "1", "f000000000000001"},
	}
	for _, tc := range tests {
		b, err := ParseBoard(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if b.Hex() != tc.hex {
			t.Errorf("%s in hex is %s, want %s", tc.text, b.Hex(), tc.hex)
		}
		back, err := ParseHex(b.Shape(), strings.ToUpper(tc.hex))
		if err != nil || back != b {
			t.Errorf("ParseHex(%q) = %v, %v; want %s", tc.hex, back, err, tc.text)
		}
	}
	two := shape(t, 2)
	for _, bad := range []string{"", "88", "2", "1", "g", "-"} {
		if _, err := ParseHex(two, bad); err == nil {
			t.Errorf("ParseHex(2 squares, %q) accepted", bad)
		}
	}
}

func TestParams(t *testing.T) {
	for text, want := range map[string]Params{
		"64p1": {shape(t, 64), Prisoner1}, "64p2": {shape(t, 64), Prisoner2},
		"4p1": {shape(t, 4), Prisoner1}, "1024p2": {shape(t, 1024), Prisoner2},
	} {
		got, err := ParseParams(text)
		if err != nil || got != want || got.String() != text {
			t.Errorf("ParseParams(%q) = %v, %v", text, got, err)
		}
	}
	for _, text := range []string{"", "64", "p1", "64p", "64p3", "64p0", "64P1", "064p1", "63p1", "1p1", "2048p1",
		"64p1 ", "64:p1", "8x8p1", "64p11", "99999999999999999999999p1"} {
		if _, err := ParseParams(text); err == nil {
			t.Errorf("ParseParams(%q) accepted", text)
		}
	}
}

// As prisoner 1: one flip, then prisoner 2 points; the prisoners go free when the answer is the key.
func TestPlay(t *testing.T) {
	b, _ := ParseBoard("0110")
	g, err := NewGame(Prisoner1, b, 2)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.PointAt(2); err == nil {
		t.Error("prisoner 2 pointed before prisoner 1 flipped")
	}
	g1, err := g.FlipCoin(3)
	if err != nil {
		t.Fatal(err)
	}
	if g.Flipped() != None || g1.Flipped() != 3 || g1.Board().String() != "0111" || g1.Start() != b {
		t.Fatalf("after flipping D: flipped %d, board %s", g1.Flipped(), g1.Board())
	}
	if _, err := g1.FlipCoin(0); err == nil {
		t.Error("a second flip was accepted: exactly one coin is flipped")
	}
	if g1.Outcome() != Pending {
		t.Error("outcome before the answer is not pending")
	}
	free, _ := g1.PointAt(2)
	caught, _ := g1.PointAt(1)
	if free.Outcome() != Free || caught.Outcome() != Caught {
		t.Errorf("outcomes %v and %v, want free and caught", free.Outcome(), caught.Outcome())
	}
	if _, err := free.PointAt(2); err != ErrOver {
		t.Errorf("a move after the end: %v", err)
	}
	if _, err := g.FlipCoin(4); err == nil {
		t.Error("flip off the board accepted")
	}
	if _, err := NewGame(Prisoner1, b, 4); err == nil {
		t.Error("key off the board accepted")
	}
}

func TestDescRoundTrip(t *testing.T) {
	for _, params := range []string{"2p1", "4p2", "16p1", "64p1", "64p2", "256p1", "1024p2"} {
		p, _ := ParseParams(params)
		for seed := uint64(0); seed < 20; seed++ {
			g := Generate(p, seed)
			games := []Game{g}
			if f, err := g.FlipCoin(int(seed) % p.Shape.Squares()); err == nil {
				games = append(games, f)
				a, _ := f.PointAt(g.Key())
				games = append(games, a)
			}
			for _, g := range games {
				back, err := ParseGame(p, g.Desc())
				if err != nil || back != g {
					t.Fatalf("%s: %q came back as %q, %v", params, g.Desc(), back.Desc(), err)
				}
			}
		}
	}
	p, _ := ParseParams("4p1")
	if g, err := ParseGame(p, "6-kb1-fa2-ab1"); err != nil || g.Desc() != "6-kB1-fA2-aB1" || g.Outcome() != Free {
		t.Errorf("lower-case desc: %q, %v", g.Desc(), err)
	}
	for _, desc := range []string{"", "6", "6-", "6-k", "6-kC1", "6-B1", "6-kB1-aB1", "6-kB1-fA2-aB1-x", "66-kB1", "6-kB1-fA2-zB1", "g-kB1"} {
		if _, err := ParseGame(p, desc); err == nil {
			t.Errorf("ParseGame(%q) accepted", desc)
		}
	}
}

// Generation is pinned: the same seed gives the same game on every platform.
func TestGeneratePinned(t *testing.T) {
	p, _ := ParseParams("16p1")
	if got := Generate(p, 1).Desc(); got != pinned16 {
		t.Errorf("Generate(16p1, 1) = %q, want %q", got, pinned16)
	}
	// Small boards keep their unused bits clear, so Hex stays canonical.
	p, _ = ParseParams("2p1")
	for seed := uint64(0); seed < 50; seed++ {
		if g := Generate(p, seed); g.Start().Word(0)>>2 != 0 {
			t.Fatalf("seed %d: bits beyond the board are set", seed)
		}
	}
}

const pinned16 = "833a-kD3"
