package clock

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

var classic = Size{N: 4, K: 2}

// The machine's rule, worked by hand for the classic clock (k = 2, numbers read in base 3).
func TestLast(t *testing.T) {
	tests := []struct {
		view []int
		want bool
		why  string
	}{
		{[]int{0, 0, 0, 1}, false, "s'=1001: j=0, N_0=1001 < N_1=1100"},
		{[]int{0, 0, 1, 0}, true, "s'=1010: walk back one zero to j=3, N_3=1010 ties N_1 for largest"},
		{[]int{0, 1, 0, 1}, false, "s'=1101: j=0, N_0=1011 < N_1=1101"},
		{[]int{1, 0, 1, 0}, false, "s'=2010: j=3, N_3=1020 < N_1=2010"},
		{[]int{0, 1, 0, 0}, true, "s'=1100: walk back two zeros to j=2, N_2=1100 is largest"},
		{[]int{1, 0, 0, 1}, false, "s'=2001: j=0, N_0=1002 < N_1=2100"},
		{[]int{0, 0, 0, 0}, true, "s'=1000: j=1, N_1=1000 is the only non-zero rotation read that way"},
		{[]int{1, 2, 2, 2}, true, "s'=2222: every rotation ties, and a tie counts as largest"},
	}
	for _, tc := range tests {
		if got := Last(tc.view, 2); got != tc.want {
			t.Errorf("last%v = %v, want %v (%s)", tc.view, got, tc.want, tc.why)
		}
	}
}

// Spec, "Start": for n = 4, k = 2 the machine stops at view (1, 0, 1, 0).
func TestStart(t *testing.T) {
	s := Start(classic)
	if got := s.View(); !reflect.DeepEqual(got, []int{0, 0, 0, 1}) || s.Turn() != Machine {
		t.Fatalf("Start: view %v, turn %v; want (0,0,0,1), machine", got, s.Turn())
	}
	c, steps := Begin(classic)
	if got := c.View(); !reflect.DeepEqual(got, []int{1, 0, 1, 0}) || c.Turn() != Player {
		t.Fatalf("Begin: view %v, turn %v; want (1,0,1,0), player", got, c.Turn())
	}
	// Passes the 0 under the hand, raises the 0 before the 1, passes twice, stops under a 1.
	want := []StepKind{StepHand, StepRaise, StepHand, StepHand, StepPlayer}
	if got := kinds(steps); !reflect.DeepEqual(got, want) {
		t.Fatalf("machine's first turn: %v, want %v", got, want)
	}
	if steps[len(steps)-1].After != c {
		t.Fatal("the last step's clock is not the result")
	}
}

func kinds(steps []Step) []StepKind {
	var k []StepKind
	for _, s := range steps {
		k = append(k, s.Kind)
	}
	return k
}

func TestPlay(t *testing.T) {
	tests := []struct {
		name   string
		digits []int
		hand   int
		move   Move
		want   []int // digits after the machine's answer
		hand2  int
		turn   Turn
		steps  []StepKind
	}{
		{"zero at the start: the machine raises the next 0 and stops under a 1",
			[]int{0, 1, 0, 1}, 3, Zero, []int{1, 1, 0, 0}, 1, Player,
			[]StepKind{StepZero, StepHand, StepMachine, StepRaise, StepHand, StepPlayer}},
		{"zeroing the last number wins at once",
			[]int{0, 0, 2, 0}, 2, Zero, []int{0, 0, 0, 0}, 3, Over,
			[]StepKind{StepZero, StepHand, StepWon}},
		{"passing onto a k keeps the player's turn",
			[]int{1, 2, 0, 0}, 0, Pass, []int{1, 2, 0, 0}, 1, Player,
			[]StepKind{StepHand}},
		{"zeroing onto a k keeps the player's turn",
			[]int{1, 2, 0, 0}, 0, Zero, []int{0, 2, 0, 0}, 1, Player,
			[]StepKind{StepZero, StepHand}},
	}
	for _, tc := range tests {
		c, err := New(classic, tc.digits, tc.hand)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got, steps, err := c.Play(tc.move)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !reflect.DeepEqual(got.Digits(), tc.want) || got.Hand() != tc.hand2 || got.Turn() != tc.turn {
			t.Errorf("%s: digits %v hand %d turn %v, want %v %d %v", tc.name, got.Digits(), got.Hand(), got.Turn(), tc.want, tc.hand2, tc.turn)
		}
		if !reflect.DeepEqual(kinds(steps), tc.steps) {
			t.Errorf("%s: steps %v, want %v", tc.name, kinds(steps), tc.steps)
		}
		if steps[len(steps)-1].After != got {
			t.Errorf("%s: the last step's clock is not the result", tc.name)
		}
		if !reflect.DeepEqual(c.Digits(), tc.digits) {
			t.Errorf("%s: Play changed the clock it was called on", tc.name)
		}
	}
}

func TestPlayRefuses(t *testing.T) {
	won, _ := New(classic, []int{0, 0, 0, 0}, 1)
	if _, _, err := won.Play(Zero); !errors.Is(err, ErrGameOver) {
		t.Errorf("move after the win: %v, want ErrGameOver", err)
	}
	if _, _, err := Start(classic).Play(Pass); !errors.Is(err, ErrNotPlayersTurn) {
		t.Errorf("move on the machine's turn: %v", err)
	}
	c, _ := Begin(classic)
	if _, _, err := c.Play('Y'); !errors.Is(err, ErrBadMove) {
		t.Errorf("move Y: %v", err)
	}
	_, err := c.PlayMoves([]Move{Zero, Pass, Move('?')})
	var me *MoveError
	if !errors.As(err, &me) || me.Pos != 3 {
		t.Errorf("PlayMoves: %v, want move 3 named", err)
	}
}

// View and ViewIndex agree: s[i] = c[(h+i) mod n], index Σ s[i](k+1)^i.
func TestView(t *testing.T) {
	c, err := New(Size{5, 3}, []int{1, 2, 3, 0, 1}, 4)
	if got := c.View(); err != nil || !reflect.DeepEqual(got, []int{1, 1, 2, 3, 0}) {
		t.Fatalf("view %v, %v", got, err)
	}
	want := 1 + 1*4 + 2*16 + 3*64 + 0*256
	if c.ViewIndex() != want || !reflect.DeepEqual(ViewOf(Size{5, 3}, want), c.View()) {
		t.Fatalf("index %d, want %d", c.ViewIndex(), want)
	}
}

func TestMoves(t *testing.T) {
	m, err := ParseMoves("0Xx0")
	if err != nil || FormatMoves(m) != "0XX0" {
		t.Fatalf("ParseMoves: %v %v", m, err)
	}
	tests := []struct{ in, want string }{
		{"0X1", "move 3 ('1')"},
		{"é", "move 1 ('é')"},
		{"00 ", "move 3 (' ')"},
	}
	for _, tc := range tests {
		if _, err := ParseMoves(tc.in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseMoves(%q): %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestSizes(t *testing.T) {
	for n := 2; n <= 8; n++ {
		for k := 1; k <= 9; k++ {
			_, err := NewSize(n, k)
			z := Size{n, k}
			if (err == nil) != (z.Views() <= MaxViews) {
				t.Errorf("NewSize(%d, %d): %v", n, k, err)
			}
		}
	}
	for _, tc := range []struct{ n, k int }{{1, 2}, {17, 1}, {4, 0}, {4, 10}, {8, 8}, {16, 9}} {
		if _, err := NewSize(tc.n, tc.k); err == nil {
			t.Errorf("NewSize(%d, %d) accepted", tc.n, tc.k)
		}
	}
	// Every n from 2 to 8 with every k from 1 to 9 fits, except n = 8 with k = 8, 9.
	if _, err := NewSize(7, 9); err != nil {
		t.Error(err)
	}
}

func TestIDs(t *testing.T) {
	for _, p := range []string{"n4k2", "n8k7", "n2k9", "n16k1"} {
		z, err := ParseParams(p)
		if err != nil || z.Params() != p {
			t.Errorf("ParseParams(%q) = %v, %v", p, z, err)
		}
	}
	for _, tc := range []struct{ p, want string }{
		{"", "want n<numbers>k<largest>"},
		{"n4", "want n<numbers>k<largest>"},
		{"n4kx", "k = \"x\" is not a number: the largest number is 1 to 9"},
		{"nk2", "n = \"\" is not a number: a clock has 2 to 16 numbers"},
		{"n999k2", "n = 999 is out of range: a clock has 2 to 16 numbers"},
		{"n8k9", "too large"},
		{"n1k2", "out of range"},
	} {
		if _, err := ParseParams(tc.p); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseParams(%q): %v, want %q", tc.p, err, tc.want)
		}
	}
	c, _ := Begin(classic)
	if c.Desc() != "0101h3" {
		t.Errorf("Begin desc %q", c.Desc())
	}
	for _, d := range []string{"0101h3", "0000h0", "2222h1"} {
		c, err := ParseDesc(classic, d)
		if err != nil || c.Desc() != d {
			t.Errorf("ParseDesc(%q) = %v, %v", d, c.Desc(), err)
		}
	}
	for _, tc := range []struct{ d, want string }{
		{"", "want the 4 numbers"},
		{"0101", "want the 4 numbers"},
		{"010h3", "3 numbers"},
		{"0301h3", "number 1 is '3'"},
		{"0101h4", "off the clock"},
		{"0101h03", "hand"},
		{"0101h", "hand"},
		{"0101h0", "under the hand (position 0) is 0"},
	} {
		if _, err := ParseDesc(classic, tc.d); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseDesc(%q): %v, want %q", tc.d, err, tc.want)
		}
	}
	if c, _ := ParseDesc(classic, "0000h2"); !c.Won() {
		t.Error("all zeros is not won")
	}
}

// Game parameters: a size (the classic start), then optionally the random suffix ("n4k2r": a random point).
func TestParseGameParams(t *testing.T) {
	tests := []struct {
		in    string
		size  Size
		start bool
		err   string
	}{
		{"n4k2", Size{4, 2}, false, ""},
		{"n4k2r", Size{4, 2}, true, ""},
		{"n8k7r", Size{8, 7}, true, ""},
		{"n16k1r", Size{16, 1}, true, ""},
		{"n4k2rr", Size{}, false, "not a number"},
		{"n4k2R", Size{}, false, "not a number"},
		{"rn4k2", Size{}, false, "want n<numbers>k<largest>"},
		{"r", Size{}, false, "want n<numbers>k<largest>"},
		{"n8k9r", Size{}, false, "too large"},
		{"n1k1r", Size{}, false, "out of range"},
	}
	for _, tc := range tests {
		z, start, err := ParseGameParams(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%q: %v, want an error with %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || z != tc.size || start != tc.start {
			t.Errorf("%q: %v %v %v, want %v %v", tc.in, z, start, err, tc.size, tc.start)
		}
	}
}
