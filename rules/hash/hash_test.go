package hash

import (
	"crypto/md5"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

func tile(x, y int) Tile {
	t, ok := TileAt(x, y)
	if !ok {
		panic(fmt.Sprintf("(%d,%d) is off the board", x, y))
	}
	return t
}

func TestReadingIndex(t *testing.T) {
	tests := []struct {
		x, y int
		want int
		ok   bool
	}{
		{1, 1, 0, true},     // top-left
		{16, 1, 15, true},   // top-right
		{1, 16, 240, true},  // bottom-left
		{16, 16, 255, true}, // bottom-right
		{8, 8, 119, true},   // the star
		{8, 16, 247, true},  // the start tile
		{0, 5, 63, true},    // (0,y) reads as (16,y−1)
		{17, 5, 80, true},   // (17,y) reads as (1,y+1)
		{0, 1, -1, false},   // left of the top-left corner: index −1 reads red
		{17, 16, 256, false},
		{5, 0, -12, false}, // above the top row
		{5, 17, 260, false},
	}
	for _, tc := range tests {
		if got := ReadingIndex(tc.x, tc.y); got != tc.want {
			t.Errorf("r(%d,%d) = %d, want %d", tc.x, tc.y, got, tc.want)
		}
		if got, ok := Read(tc.x, tc.y); ok != tc.ok || ok && int(got) != tc.want {
			t.Errorf("Read(%d,%d) = %d,%v", tc.x, tc.y, got, ok)
		}
	}
}

func TestStartPosition(t *testing.T) {
	s := Start()
	for i := 0; i < Tiles; i++ {
		want := Red
		if Tile(i) == StartTile {
			want = White
		}
		if got := s.Colour(Tile(i)); got != want {
			t.Fatalf("tile %v is %v at the start, want %v", Tile(i), got, want)
		}
	}
	if s.Whites() != 1 || s.Outcome() != Playing || Star != tile(8, 8) || StartTile != tile(8, 16) {
		t.Fatalf("start: %d whites, outcome %v", s.Whites(), s.Outcome())
	}
	want := []Tile{tile(8, 15), tile(7, 16), tile(9, 16)}
	got := s.LegalMoves()
	if got.Len() != len(want) {
		t.Fatalf("start moves %v, want %v", got.Tiles(), want)
	}
	for _, m := range want {
		if !got.Has(m) {
			t.Errorf("start: %v should be legal", m)
		}
	}
}

func TestSpiral(t *testing.T) {
	tests := []struct{ n, x, y int }{
		{0, 8, 8}, {1, 9, 8}, {2, 9, 9}, {3, 8, 9}, {4, 7, 9}, {5, 7, 8}, {6, 7, 7}, {7, 8, 7}, {8, 9, 7}, {9, 10, 7},
		{189, 8, 15}, {247, 9, 16}, {248, 8, 16}, {249, 7, 16},
	}
	for _, tc := range tests {
		if p := SpiralAt(tc.n); p != (Point{tc.x, tc.y}) {
			t.Errorf("p%d = %v, want (%d,%d)", tc.n, p, tc.x, tc.y)
		}
	}
	// Beyond the precomputed prefix the walk goes on the same way.
	n := SpiralLen() + 10
	var p Point
	i := 0
	walkSpiral(func(q Point) bool { p = q; i++; return i <= n })
	if SpiralAt(n) != p {
		t.Errorf("SpiralAt(%d) = %v, want %v", n, SpiralAt(n), p)
	}
	if FirstVisit(Star) != 0 || FirstVisit(tile(8, 15)) != 189 || FirstVisit(StartTile) != 248 {
		t.Errorf("first visits: star %d, (8,15) %d, (8,16) %d", FirstVisit(Star), FirstVisit(tile(8, 15)), FirstVisit(StartTile))
	}
	order := SpiralOrder()
	seen := map[Tile]bool{}
	for k, tl := range order {
		if seen[tl] || (k > 0 && FirstVisit(tl) <= FirstVisit(order[k-1])) {
			t.Fatalf("spiral order broken at %d: %v", k, tl)
		}
		seen[tl] = true
	}
}

func TestSalt(t *testing.T) {
	tests := []struct {
		salt string
		err  string // empty: valid
	}{
		{"", ""},
		{"abc", ""},
		{"ABC(1,2)xyz", ""},
		{strings.Repeat("a", MaxSaltLen), ""},
		{strings.Repeat("a", MaxSaltLen+1), "at most 64"},
		{"ab c", `' ' at position 3`},
		{"a#", `'#' at position 2`},
		{"é", `'é' at position 1`},
		{"a_b", `'_' at position 2`},
		{"a-b", `'-'`},
		{"\xff", `position 1`},
	}
	for _, tc := range tests {
		err := CheckSalt(tc.salt)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("CheckSalt(%q): %v", tc.salt, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("CheckSalt(%q) = %v, want an error naming %q", tc.salt, err, tc.err)
		}
	}
}

func TestMoveText(t *testing.T) {
	tests := []struct {
		in   string
		want Tile
		err  bool
	}{
		{"8,15", tile(8, 15), false},
		{" (8,15) ", tile(8, 15), false},
		{"8.15", tile(8, 15), false},
		{"16,16", 255, false},
		{"1,1", 0, false},
		{"0,1", 0, true},
		{"17,1", 0, true},
		{"08,1", 0, true},
		{"8;15", 0, true},
		{"8,", 0, true},
		{"", 0, true},
		{"-1,3", 0, true},
		{"8,15,3", 0, true},
		{"+8,15", 0, true},
	}
	for _, tc := range tests {
		got, err := ParseMove(tc.in)
		if (err != nil) != tc.err || !tc.err && got != tc.want {
			t.Errorf("ParseMove(%q) = %v, %v", tc.in, got, err)
		}
		if !tc.err {
			if back, _ := ParseMove(FormatMove(got)); back != got {
				t.Errorf("FormatMove(%v) = %q does not read back", got, FormatMove(got))
			}
		}
	}
}

// TestWorkedCheck is hash.md's worked check: salt abc, moves (8,15), (8,14), (7,14), (7,13).
func TestWorkedCheck(t *testing.T) {
	g, err := New("abc")
	if err != nil {
		t.Fatal(err)
	}
	moves := []Tile{tile(8, 15), tile(8, 14), tile(7, 14), tile(7, 13)}
	wantD := []int{232, 116, 10, 163}
	for i, m := range moves {
		if err := g.Play(m); err != nil {
			t.Fatalf("move %d %v: %v", i+1, m, err)
		}
		turn, _ := g.Last()
		if turn.Work.D != wantD[i] || turn.Result != Playing {
			t.Errorf("move %d %v: machine blackened %d (%v), want %d and the game going on", i+1, m, turn.Work.D, turn.Result, wantD[i])
		}
		if turn.Whites != i+2 {
			t.Errorf("move %d: t = %d, want %d", i+1, turn.Whites, i+2)
		}
		if want := fmt.Sprintf("abc(%d,%d)%d", m.X(), m.Y(), i+2); turn.Work.U != want {
			t.Errorf("move %d: u = %q, want %q", i+1, turn.Work.U, want)
		}
		if md5.Sum([]byte(turn.Work.U)) != turn.Work.Digest || len(turn.Work.DigestHex()) != 32 {
			t.Errorf("move %d: digest %s is not MD5(u)", i+1, turn.Work.DigestHex())
		}
		if turn.Work.D != turn.Work.V*turn.Work.M%256 {
			t.Errorf("move %d: d ≠ v·m mod 256", i+1)
		}
	}
	if first := g.Turns[0]; first.Work.U != "abc(8,15)2" || first.Work.M != 189 {
		t.Errorf("first turn: u %q m %d, want abc(8,15)2 and 189", first.Work.U, first.Work.M)
	}
	if g.Desc() != "abc_8.15-8.14-7.14-7.13" {
		t.Errorf("Desc = %q", g.Desc())
	}
}

// plainMachine follows hash.md word for word, with strings and a literal spiral walk, to check the
// fast path against.
func plainMachine(colour func(x, y int) Colour, salt string, x, y, whites int) int {
	u := fmt.Sprintf("%s(%d,%d)%d", salt, x, y, whites)
	m := 0
	walkSpiral(func(p Point) bool {
		if colour(p.X, p.Y) != Red {
			return false
		}
		m++
		return true
	})
	v := 0
	for _, c := range fmt.Sprintf("%x", md5.Sum([]byte(u))) {
		if c <= '9' {
			v += int(c - '0')
		} else {
			v += int(c-'a') + 10
		}
	}
	return v * m % 256
}

// TestRandomPlayAgreesWithPlainRules plays random games with random salts and checks every turn
// against the plain reading of the spec.
func TestRandomPlayAgreesWithPlainRules(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for game := 0; game < 300; game++ {
		salt := randomSalt(r)
		g, err := New(salt)
		if err != nil {
			t.Fatal(err)
		}
		for g.Outcome() == Playing {
			moves := g.State.LegalMoves().Tiles()
			m := moves[r.IntN(len(moves))]
			before := g.State
			// The plain rule for a legal move: red, and a neighbour read with the reading rule is white.
			if before.Colour(m) != Red {
				t.Fatalf("offered %v which is %v", m, before.Colour(m))
			}
			touches := false
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				touches = touches || before.ReadColour(m.X()+d[0], m.Y()+d[1]) == White
			}
			if !touches {
				t.Fatalf("offered %v which touches no white tile", m)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			turn, _ := g.Last()
			if m == Star {
				if turn.Result != Won {
					t.Fatalf("took the star and did not win")
				}
				break
			}
			after := before
			after.whiten(m)
			want := plainMachine(after.ReadColour, salt, m.X(), m.Y(), after.Whites())
			if turn.Work.D != want {
				t.Fatalf("salt %q, move %v: d = %d, plain reading gives %d", salt, m, turn.Work.D, want)
			}
			if g.State.Whites() != g.State.White().Len() {
				t.Fatalf("white count %d, set holds %d", g.State.Whites(), g.State.White().Len())
			}
			// The allocation-free path agrees.
			fast := before
			if o := fast.Step(salt, m); o != turn.Result || fast != g.State {
				t.Fatalf("Step disagrees with Play")
			}
		}
	}
}

func randomSalt(r *rand.Rand) string {
	const alphabet = "abcXYZ0123456789(),"
	b := make([]byte, r.IntN(12))
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return string(b)
}

func TestIllegalMoves(t *testing.T) {
	g, _ := New("abc")
	tests := []struct {
		move Tile
		err  string
	}{
		{StartTile, "already white"},
		{Star, "touches no white tile"},
		{tile(1, 1), "touches no white tile"},
	}
	for _, tc := range tests {
		if err := g.Play(tc.move); err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("Play(%v) = %v, want %q", tc.move, err, tc.err)
		}
	}
	if len(g.Turns) != 0 || g.State != Start() {
		t.Fatal("an illegal move changed the game")
	}
	// (9,15) is black after the first move of the worked check.
	g.Play(tile(8, 15))
	if err := g.Play(tile(9, 15)); err == nil || !strings.Contains(err.Error(), "black") {
		t.Errorf("playing a black tile: %v", err)
	}
}

func TestReadingRuleWrapsRows(t *testing.T) {
	var s State
	s.whiten(tile(16, 3))
	// (1,4) touches (16,3): its left neighbour (0,4) reads as (16,3).
	if !s.Legal(tile(1, 4)) || !s.Legal(tile(15, 3)) || !s.Legal(tile(16, 2)) || !s.Legal(tile(16, 4)) {
		t.Fatalf("moves around (16,3): %v", s.LegalMoves().Tiles())
	}
	if s.LegalMoves().Len() != 4 {
		t.Fatalf("moves around (16,3): %v", s.LegalMoves().Tiles())
	}
	var c State
	c.whiten(tile(1, 1))
	// (0,1) and (1,0) read red; only (2,1) and (1,2) touch.
	if got := c.LegalMoves().Tiles(); len(got) != 2 {
		t.Fatalf("moves around (1,1): %v", got)
	}
}

func TestOutcomes(t *testing.T) {
	var s State
	s.whiten(tile(8, 9))
	if s.LowerBound() != 1 {
		t.Fatalf("star next to white: bound %d", s.LowerBound())
	}
	if o := s.Step("x", Star); o != Won {
		t.Fatalf("taking the star: %v", o)
	}
	var l State
	l.whiten(tile(8, 9))
	l.blacken(Star)
	if l.Outcome() != Lost || l.LowerBound() != Unreachable {
		t.Fatalf("black star: %v, bound %d", l.Outcome(), l.LowerBound())
	}
	var w State // one white tile walled in by black: no legal move
	w.whiten(tile(4, 4))
	for _, b := range []Tile{tile(3, 4), tile(5, 4), tile(4, 3), tile(4, 5)} {
		w.blacken(b)
	}
	if w.Outcome() != Lost {
		t.Fatalf("walled in: %v", w.Outcome())
	}
	st := Start()
	if st.LowerBound() != 8 {
		t.Fatalf("start: bound %d, want 8", st.LowerBound())
	}
}

func TestDesc(t *testing.T) {
	tests := []struct {
		desc string
		err  string
	}{
		{"", ""},
		{"abc", ""},
		{"abc_8.15-8.14", ""},
		{"_8.15", ""},
		{"a(1,2)_8.15", ""},
		{"abc_", "no moves"},
		{"a b", "salt"},
		{"abc_8.15-9.9", "move 2 9,9"},
		{"abc_8,15", "move 1"},
		{"abc_8.15--8.14", "move 2"},
		{"abc_8.15-8.15", "already white"},
		{"abc_x", "move 1"},
	}
	for _, tc := range tests {
		g, err := ParseDesc(tc.desc)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("ParseDesc(%q): %v", tc.desc, err)
		case tc.err == "" && g.Desc() != tc.desc:
			t.Errorf("ParseDesc(%q).Desc() = %q", tc.desc, g.Desc())
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("ParseDesc(%q) = %v, want an error naming %q", tc.desc, err, tc.err)
		}
	}
}

func BenchmarkStep(b *testing.B) {
	s := Start()
	for b.Loop() {
		c := s
		c.Step("abc", tile(8, 15))
	}
}

func BenchmarkLowerBound(b *testing.B) {
	s := Start()
	for b.Loop() {
		_ = s.LowerBound()
	}
}

func TestFromSets(t *testing.T) {
	g, _ := ParseDesc("abc_8.15-8.14-7.14")
	s, err := FromSets(g.State.White(), g.State.Black())
	if err != nil || s != g.State {
		t.Fatalf("FromSets does not rebuild a played position: %v", err)
	}
	var w Set
	w.Add(Star)
	if _, err := FromSets(w, w); err == nil {
		t.Fatal("a tile both white and black was accepted")
	}
}

// hexSum adds the 32 hexadecimal digits eight bytes at a time; it agrees with adding them one by one,
// on the extremes and on digests of many strings.
func TestHexSumDigitByDigit(t *testing.T) {
	digests := [][16]byte{{}, {0: 0xff, 15: 0xff}}
	var all [16]byte
	for i := range all {
		all[i] = 0xff
	}
	digests = append(digests, all)
	for i := range 5000 {
		digests = append(digests, md5.Sum([]byte(strconv.Itoa(i))))
	}
	for _, d := range digests {
		want := 0
		for _, c := range hex.EncodeToString(d[:]) {
			v, _ := strconv.ParseInt(string(c), 16, 0)
			want += int(v)
		}
		if got := hexSum(d); got != want {
			t.Fatalf("hexSum(%x) = %d, want %d", d, got, want)
		}
	}
}
