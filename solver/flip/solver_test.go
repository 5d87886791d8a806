package flip

import (
	"context"
	"math/bits"
	"sync"
	"testing"

	rules "quintet/rules/flip"
	"quintet/rules/rng"
)

func table(t testing.TB, s rules.Size) *Table {
	t.Helper()
	tab, err := For(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

// replay plays moves on a copy of b and reports whether it reaches the target.
func replay(t testing.TB, b rules.Board, moves []rules.Cell) bool {
	t.Helper()
	b = b.Clone()
	for _, c := range moves {
		if err := b.Flip(c); err != nil {
			t.Fatalf("solution move %v: %v", c, err)
		}
	}
	return b.Won()
}

func TestSpecExampleSolvesWithTheCentre(t *testing.T) {
	b, _ := rules.ParseBoard("-----/-ooo-/-o-o-/-ooo-/-----")
	moves, ok := table(t, 3).Solve(b)
	if !ok || len(moves) != 1 || moves[0].Name() != "b2" {
		t.Fatalf("Solve = %v, %v; want [b2]", moves, ok)
	}
	if moves, ok := table(t, 3).Solve(rules.Target(3)); !ok || len(moves) != 0 {
		t.Fatalf("the target needs no moves, got %v %v", moves, ok)
	}
}

// Brute force over all 2^(i²) move sets for small sizes: each set gives a different board (so the
// solution is unique and its size minimal), Solve finds exactly that set, and no set leaves a single
// dot anywhere but the middle.
func TestAgainstBruteForce(t *testing.T) {
	for _, s := range []rules.Size{1, 2, 3, 4} {
		if s == 4 && testing.Short() {
			continue
		}
		e, m := s.Edge(), s.Moves()
		blocks := make([]uint64, m) // e² ≤ 36 here, so a board fits one word
		for j, c := range s.InteriorCells() {
			for _, x := range s.Block(c) {
				blocks[j] |= 1 << (x.Row*e + x.Col)
			}
		}
		mid := s.Middle()
		target := uint64(1) << (mid.Row*e + mid.Col)
		tab := table(t, s)
		seen := make(map[uint64]uint32, 1<<m)
		for set := uint32(0); set < 1<<m; set++ {
			b := target
			for j := 0; j < m; j++ {
				if set>>j&1 == 1 {
					b ^= blocks[j]
				}
			}
			if other, dup := seen[b]; dup {
				t.Fatalf("size %d: move sets %b and %b give the same board", s, other, set)
			}
			seen[b] = set
			if bits.OnesCount64(b) == 1 && b != target {
				t.Fatalf("size %d: move set %b leaves a single dot elsewhere", s, set)
			}
			// Check the solver on every board of sizes up to 3 and a sample of size 4.
			if s < 4 || set%97 == 0 {
				board := rules.FromWords(s, []uint64{b})
				moves, ok := tab.Solve(board)
				if !ok || len(moves) != bits.OnesCount32(set) {
					t.Fatalf("size %d set %b: Solve = %v, %v", s, set, moves, ok)
				}
				for _, c := range moves {
					if set>>s.MoveIndex(c)&1 == 0 {
						t.Fatalf("size %d set %b: Solve = %v", s, set, moves)
					}
				}
			}
		}
		// Every board outside the brute-forced image is unsolvable (all 2^(e²) boards for i ≤ 2).
		if e*e <= 16 {
			for b := uint64(0); b < 1<<(e*e); b++ {
				_, inImage := seen[b]
				if _, ok := tab.Solve(rules.FromWords(s, []uint64{b})); ok != inImage {
					t.Fatalf("size %d board %b: solvable %v, in image %v", s, b, ok, inImage)
				}
			}
		}
	}
}

// For every size the rules allow: the rank is full, no single dot elsewhere is reachable, and the
// block of each move solves to exactly that move.
func TestProofsEverySize(t *testing.T) {
	for s := rules.Size(rules.MinInterior); s <= rules.MaxInterior; s++ {
		tab := table(t, s)
		pr := tab.Proof()
		if pr.Rank != s.Moves() || !pr.Unique || pr.Checks != 4*s.Edge()-4 {
			t.Errorf("size %d: %+v", s, pr)
		}
		if pr.SingleDotElsewhere || len(pr.SingleDotsReachable) != 1 || pr.SingleDotsReachable[0] != s.Middle() {
			t.Errorf("size %d: single dots reachable at %v", s, pr.SingleDotsReachable)
		}
		if s > 12 && testing.Short() {
			continue
		}
		for _, c := range s.InteriorCells() {
			b := rules.Target(s)
			b.Flip(c)
			if moves, ok := tab.Solve(b); !ok || len(moves) != 1 || moves[0] != c {
				t.Fatalf("size %d: the block of %v solves to %v, %v", s, c, moves, ok)
			}
		}
	}
}

// Random move sets on many sizes: the solver returns exactly the set (the solution is unique) and the
// set replays to the target. A random board is almost never reachable; if Solve says so, it must not
// be lying.
func TestRandomBoards(t *testing.T) {
	r := rng.New(7)
	for _, s := range []rules.Size{2, 5, 7, 9, 13, 16, 21, 31, 32, 33, 40} {
		tab := table(t, s)
		for trial := 0; trial < 10; trial++ {
			b := rules.Target(s)
			want := map[rules.Cell]bool{}
			for _, c := range s.InteriorCells() {
				if r.Intn(3) == 0 {
					b.Flip(c)
					want[c] = true
				}
			}
			moves, ok := tab.Solve(b)
			if !ok || len(moves) != len(want) || !replay(t, b, moves) {
				t.Fatalf("size %d: Solve = %d moves, %v; want %d", s, len(moves), ok, len(want))
			}
			for k, c := range moves {
				if !want[c] || (k > 0 && s.MoveIndex(moves[k-1]) >= s.MoveIndex(c)) {
					t.Fatalf("size %d: %v not the scramble in reading order", s, moves)
				}
			}
			words := make([]uint64, rules.Words(s))
			for w := range words {
				words[w] = r.Uint64()
			}
			junk := rules.FromWords(s, words)
			if moves, ok := tab.Solve(junk); ok && !replay(t, junk, moves) {
				t.Fatalf("size %d: %v claimed solvable with %v", s, junk, moves)
			}
		}
		// A single dot beside or below the middle is never reachable: the second theorem, board by board.
		mid := s.Middle()
		for _, c := range []rules.Cell{{Col: mid.Col + 1, Row: mid.Row}, {Col: mid.Col, Row: mid.Row + 1}, {}} {
			if tab.Reachable(withDot(s, c)) {
				t.Fatalf("size %d: a single dot at %v is reachable", s, c)
			}
		}
	}
}

func TestGeneratedGamesAreSolvable(t *testing.T) {
	for s := rules.Size(2); s <= 9; s++ {
		for seed := uint64(0); seed < 50; seed++ {
			b, _ := rules.Generate(s, seed)
			moves, ok := table(t, s).Solve(b)
			if !ok || len(moves) != len(rules.Scramble(s, seed)) || !replay(t, b, moves) {
				t.Fatalf("size %d seed %d: %v, %v", s, seed, moves, ok)
			}
		}
	}
}

func TestWrongSizeAndBadSize(t *testing.T) {
	if _, ok := table(t, 3).Solve(rules.Target(4)); ok {
		t.Fatal("a 6×6 board solved with the 5×5 table")
	}
	if _, err := Build(context.Background(), 0); err == nil {
		t.Fatal("size 0 built")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Build(ctx, 40); err == nil {
		t.Fatal("a cancelled build of size 40 finished")
	}
}

// The cache hands out one table per size to concurrent callers (run with -race).
func TestConcurrentFor(t *testing.T) {
	var wg sync.WaitGroup
	got := make([]*Table, 8)
	for k := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[k], _ = For(context.Background(), 11)
		}()
	}
	wg.Wait()
	for _, tab := range got {
		if tab != got[0] || tab == nil {
			t.Fatal("concurrent callers got different tables")
		}
	}
}

// withDot is the board of size s whose only dot is at c.
func withDot(s rules.Size, c rules.Cell) rules.Board {
	words := make([]uint64, rules.Words(s))
	k := c.Row*s.Edge() + c.Col
	words[k/64] = 1 << (k % 64)
	return rules.FromWords(s, words)
}
