package escape

import (
	"context"
	"strings"
	"testing"
	"time"

	"quintet/rules/escape"
)

func board(t *testing.T, text string) escape.Board {
	t.Helper()
	b, err := escape.ParseBoard(text)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// slowParity is the spec's definition, square by square.
func slowParity(b escape.Board) int {
	x := 0
	for sq := 0; sq < b.Shape().Squares(); sq++ {
		if b.Heads(sq) {
			x ^= sq
		}
	}
	return x
}

// Prisoner 2 answers the XOR of the heads' indices; prisoner 1 flips that XOR the key.
func TestStrategyExamples(t *testing.T) {
	tests := []struct {
		board       string
		key         int
		parity, flp int
	}{
		{"0000", 2, 0, 2},
		{"0110", 3, 3, 0}, // the XOR is already the key: flip square 0
		{"0110", 0, 3, 3}, // 1 XOR 2 = 3
		{"1111", 1, 0, 1}, // 0^1^2^3 = 0
		{"10", 1, 0, 1},   // the smallest board
		{"0000000000000001", 0, 15, 15},
		{"0101010101010101", 6, 0, 6},
	}
	for _, tc := range tests {
		b := board(t, tc.board)
		if got := Find(b); got != tc.parity {
			t.Errorf("Find(%s) = %d, want %d", tc.board, got, tc.parity)
		}
		f := Flip(b, tc.key)
		if f != tc.flp {
			t.Errorf("Flip(%s, key %d) = %d, want %d", tc.board, tc.key, f, tc.flp)
		}
		if got := Find(b.Flip(f)); got != tc.key {
			t.Errorf("%s, key %d: after flipping %d prisoner 2 says %d", tc.board, tc.key, f, got)
		}
	}
}

// On random boards of every size and for every key, flipping the solver's coin lets prisoner 2 find the key.
func TestEveryKeyOnRandomBoards(t *testing.T) {
	for bits := escape.MinBits; bits <= escape.MaxBits; bits++ {
		s, _ := escape.NewShape(bits)
		for _, role := range []escape.Role{escape.Prisoner1} {
			for seed := uint64(0); seed < 8; seed++ {
				b := escape.Generate(escape.Params{Shape: s, Role: role}, seed).Start()
				if Parity(b) != slowParity(b) {
					t.Fatalf("%s seed %d: Parity %d, by definition %d", s, seed, Parity(b), slowParity(b))
				}
				for key := 0; key < s.Squares(); key++ {
					f := Flip(b, key)
					if !s.Contains(f) {
						t.Fatalf("%s: flip %d is off the board", s, f)
					}
					if got := Find(b.Flip(f)); got != key {
						t.Fatalf("%s seed %d key %d: flipped %d, prisoner 2 says %d", s, seed, key, f, got)
					}
				}
			}
		}
	}
}

// Group b is the squares whose index has bit b set; on 8×8 the low three are columns, the high three rows.
func TestExplain(t *testing.T) {
	// Heads on A8 (0), B8 (1) and C7 (10): XOR = 11 = D7.
	text := []byte(strings.Repeat("0", 64))
	text[0], text[1], text[10] = '1', '1', '1'
	b := board(t, string(text))
	e := Explain(b, 50) // key C2 = 50 = 0b110010
	if e.Parity != 11 || e.Flip != 11^50 || e.Key != 50 {
		t.Fatalf("parity %d flip %d", e.Parity, e.Flip)
	}
	want := []struct {
		label string
		heads int
		odd   bool
		want  bool
	}{
		{"columns B, D, F, H", 1, true, false},
		{"columns C, D, G, H", 1, true, true},
		{"columns E, F, G, H", 0, false, false},
		{"rows 1, 3, 5, 7", 1, true, false},
		{"rows 1, 2, 5, 6", 0, false, true},
		{"rows 1, 2, 3, 4", 0, false, true},
	}
	if len(e.Groups) != 6 {
		t.Fatalf("%d groups, want 6", len(e.Groups))
	}
	for i, w := range want {
		g := e.Groups[i]
		if g.Bit != i || g.Label != w.label || g.Heads != w.heads || g.Odd != w.odd || g.Want != w.want || g.Flips != (w.odd != w.want) {
			t.Errorf("group %d = %+v, want %+v", i, g, w)
		}
		if g.Flips != InGroup(e.Flip, i) {
			t.Errorf("group %d: the flip %d is in it = %v, but mending = %v", i, e.Flip, InGroup(e.Flip, i), g.Flips)
		}
	}
	r := e.Reason()
	for _, part := range []string{"heads XOR = 0b001011 (D7)", "key = 0b110010 (C2)", "flip 0b111001 = B1", "bit 0, 3, 4, 5"} {
		if !strings.Contains(r, part) {
			t.Errorf("Reason %q lacks %q", r, part)
		}
	}
	hidden := Explain(b, escape.None)
	if hidden.Flip != escape.None || !strings.Contains(hidden.Reason(), "prisoner 2 points there") {
		t.Errorf("without a key: %+v %q", hidden, hidden.Reason())
	}
	if r := Explain(b, 11).Reason(); !strings.Contains(r, "square 0 changes none") {
		t.Errorf("key equal to the parity: %q", r)
	}
}

// A strategy exists exactly when the number of squares is a power of two.
func TestSearchStrategy(t *testing.T) {
	for n := 1; n <= 8; n++ {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		colours, ok, err := SearchStrategy(ctx, n)
		cancel()
		if err != nil {
			t.Fatalf("n=%d: %v", n, err)
		}
		want := n&(n-1) == 0
		if ok != want {
			t.Errorf("n=%d: strategy found = %v, want %v", n, ok, want)
		}
		if ok && !CheckStrategy(n, colours) {
			t.Errorf("n=%d: the colouring found does not free the prisoners", n)
		}
	}
	if _, _, err := SearchStrategy(context.Background(), 0); err == nil {
		t.Error("n=0 accepted")
	}
	// Beyond MaxSearch the search runs for more than ten minutes: it is refused at once.
	start := time.Now()
	if _, _, err := SearchStrategy(context.Background(), MaxSearch+1); err == nil || time.Since(start) > time.Second {
		t.Errorf("n=%d: err %v after %v, want a refusal at once", MaxSearch+1, err, time.Since(start))
	}
}

// The search agrees with brute force over every colouring where that is small enough.
func TestSearchAgreesWithBruteForce(t *testing.T) {
	for n := 1; n <= 3; n++ {
		colours := make([]int, 1<<n)
		found := false
		var try func(v int)
		try = func(v int) {
			if found {
				return
			}
			if v == len(colours) {
				found = CheckStrategy(n, colours)
				return
			}
			for c := 0; c < n; c++ {
				colours[v] = c
				try(v + 1)
			}
		}
		try(0)
		_, ok, _ := SearchStrategy(context.Background(), n)
		if ok != found {
			t.Errorf("n=%d: search says %v, brute force %v", n, ok, found)
		}
	}
}

func TestSearchCancels(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start := time.Now()
	_, ok, err := SearchStrategy(ctx, MaxSearch)
	if ok || err == nil || time.Since(start) > time.Second {
		t.Errorf("cancelled search: ok %v, err %v after %v", ok, err, time.Since(start))
	}
}

func BenchmarkFlip256(b *testing.B) {
	bd := escape.Generate(escape.Params{Shape: mustShape(256), Role: escape.Prisoner1}, 7).Start()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		sink = Flip(bd, i&255)
	}
}

func BenchmarkFind256(b *testing.B) {
	bd := escape.Generate(escape.Params{Shape: mustShape(256), Role: escape.Prisoner1}, 7).Start()
	b.ReportAllocs()
	for b.Loop() {
		sink = Find(bd)
	}
}

// BenchmarkFind256BySquare is the spec's definition square by square, for comparison.
func BenchmarkFind256BySquare(b *testing.B) {
	bd := escape.Generate(escape.Params{Shape: mustShape(256), Role: escape.Prisoner1}, 7).Start()
	for b.Loop() {
		sink = slowParity(bd)
	}
}

func BenchmarkExplain256(b *testing.B) {
	bd := escape.Generate(escape.Params{Shape: mustShape(256), Role: escape.Prisoner1}, 7).Start()
	b.ReportAllocs()
	for b.Loop() {
		sink = Explain(bd, 100).Flip
	}
}

var sink int

func mustShape(n int) escape.Shape {
	s, err := escape.ShapeOf(n)
	if err != nil {
		panic(err)
	}
	return s
}
