// Package dials holds the rules of Dials: n letter displays, n buttons, and a matrix over Z_q that says
// how far each button turns each display (spec: dials.md).
package dials

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"quintet/rules/rng"
)

// Limits on the sizes a game may have. Buttons are pressed with the keys 1..9 and letters run A..Z. The
// solver (solver/dials) works with the kernel and the image of the matrix, whose sizes multiply to q^n;
// MaxWords bounds q^n so that the smaller of the two stays small (every n with q ≤ 10 fits).
const (
	MinN     = 1
	MaxN     = 9
	MinQ     = 2
	MaxQ     = 26
	MaxWords = 1_000_000_000
)

// Size is a game's shape: N displays and buttons, letters modulo Q.
type Size struct{ N, Q int }

// Check reports whether the size is one the game offers.
func (s Size) Check() error {
	if s.N < MinN || s.N > MaxN {
		return fmt.Errorf("%d displays is out of range: %d to %d", s.N, MinN, MaxN)
	}
	if s.Q < MinQ || s.Q > MaxQ {
		return fmt.Errorf("an alphabet of %d letters is out of range: %d to %d", s.Q, MinQ, MaxQ)
	}
	if s.Words() > MaxWords {
		return fmt.Errorf("%d displays of %d letters make %d words; the solver handles at most %d", s.N, s.Q, s.Words(), MaxWords)
	}
	return nil
}

// Words is the number of different words, q^n.
func (s Size) Words() int {
	w := 1
	for i := 0; i < s.N; i++ {
		w *= s.Q
		if w > MaxWords*MaxQ {
			return w // large enough to be refused; avoids overflow
		}
	}
	return w
}

// Params writes the size as game-ID parameters, e.g. "n5q5".
func (s Size) Params() string { return fmt.Sprintf("n%dq%d", s.N, s.Q) }

// ParseParams reads parameters written by Params.
func ParseParams(p string) (Size, error) {
	var s Size
	rest, ok := strings.CutPrefix(p, "n")
	ns, qs, ok2 := strings.Cut(rest, "q")
	if !ok || !ok2 {
		return s, fmt.Errorf("parameters %q: want n<displays>q<letters>, e.g. n5q5", clip(p))
	}
	var err error
	if s.N, err = sizeInt(ns, MinN, MaxN, "displays: %q is not a number from %d to %d", "%s displays is out of range: %d to %d"); err != nil {
		return s, fmt.Errorf("parameters %q: %v", clip(p), err)
	}
	if s.Q, err = sizeInt(qs, MinQ, MaxQ, "letters: %q is not a number from %d to %d", "an alphabet of %s letters is out of range: %d to %d"); err != nil {
		return s, fmt.Errorf("parameters %q: %v", clip(p), err)
	}
	if err := s.Check(); err != nil {
		return s, fmt.Errorf("parameters %q: %v", clip(p), err)
	}
	return s, nil
}

// sizeInt reads a size's number: digits, from lo to hi (the limits Check holds it to, in the same
// words, out). A number of any length is read as a number, so one too large is told its range, not
// that it is not a number.
func sizeInt(s string, lo, hi int, notNumber, out string) (int, error) {
	if s == "" || strings.Trim(s, "0123456789") != "" {
		return 0, fmt.Errorf(notNumber, clip(s), lo, hi)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf(out, clip(s), lo, hi)
	}
	return n, nil
}

// smallInt reads a number of at most three digits (a button).
func smallInt(s string) (int, error) {
	if s == "" || len(s) > 3 || strings.TrimLeft(s, "0123456789") != "" {
		return 0, fmt.Errorf("%q is not a number", clip(s))
	}
	return strconv.Atoi(s)
}

// Matrix holds the buttons' signatures: row b is button b's signature, M[b][j] the amount button b
// turns display j.
type Matrix [][]int

// Word is the letters on the displays as numbers 0..q-1 (A = 0).
type Word []int

// Game is one puzzle: the matrix, the start and target words, and the word showing now.
type Game struct {
	Size
	M      Matrix
	Start  Word
	Target Word
	Now    Word
}

// Press turns every display by button b's signature (b is 0-based).
func (g *Game) Press(b int) error {
	if b < 0 || b >= g.N {
		return fmt.Errorf("there is no button %d: buttons are 1 to %d", b+1, g.N)
	}
	for j := range g.Now {
		g.Now[j] = (g.Now[j] + g.M[b][j]) % g.Q
	}
	return nil
}

// Won reports whether the displays show the target.
func (g *Game) Won() bool { return equal(g.Now, g.Target) }

// Clone returns a deep copy.
func (g *Game) Clone() *Game {
	c := &Game{Size: g.Size, Start: clone(g.Start), Target: clone(g.Target), Now: clone(g.Now)}
	c.M = make(Matrix, len(g.M))
	for i, row := range g.M {
		c.M[i] = clone(row)
	}
	return c
}

// Diff is target − now (mod q): the amount each display still has to turn.
func (g *Game) Diff() Word {
	d := make(Word, g.N)
	for j := range d {
		d[j] = ((g.Target[j]-g.Now[j])%g.Q + g.Q) % g.Q
	}
	return d
}

func clone(w []int) []int { return append([]int(nil), w...) }

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Det is the determinant of m modulo q, in 0..q-1.
func Det(m Matrix, q int) int {
	n := len(m)
	// Bareiss elimination over the integers is exact, and big.Int keeps it so for any size we allow.
	a := make([][]*big.Int, n)
	for i := range m {
		a[i] = make([]*big.Int, n)
		for j := range m[i] {
			a[i][j] = big.NewInt(int64(m[i][j]))
		}
	}
	sign := 1
	prev := big.NewInt(1)
	for k := 0; k < n-1; k++ {
		if a[k][k].Sign() == 0 {
			swap := -1
			for i := k + 1; i < n; i++ {
				if a[i][k].Sign() != 0 {
					swap = i
					break
				}
			}
			if swap < 0 {
				return 0
			}
			a[k], a[swap] = a[swap], a[k]
			sign = -sign
		}
		for i := k + 1; i < n; i++ {
			for j := k + 1; j < n; j++ {
				t := new(big.Int).Mul(a[i][j], a[k][k])
				t.Sub(t, new(big.Int).Mul(a[i][k], a[k][j]))
				a[i][j] = t.Quo(t, prev)
			}
		}
		prev = a[k][k]
	}
	d := new(big.Int).Mul(a[n-1][n-1], big.NewInt(int64(sign)))
	return int(d.Mod(d, big.NewInt(int64(q))).Int64())
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// Generate draws a game from the seed: a matrix whose determinant is a unit modulo q (for prime q that
// is det ≢ 0; for composite q it is what makes every target reachable), then a start word and a
// different target word.
func Generate(s Size, seed uint64) (*Game, error) {
	if err := s.Check(); err != nil {
		return nil, err
	}
	r := rng.New(seed)
	g := &Game{Size: s}
	for {
		g.M = make(Matrix, s.N)
		for b := range g.M {
			g.M[b] = make([]int, s.N)
			for j := range g.M[b] {
				g.M[b][j] = r.Intn(s.Q)
			}
		}
		if gcd(Det(g.M, s.Q), s.Q) == 1 {
			break
		}
	}
	word := func() Word {
		w := make(Word, s.N)
		for j := range w {
			w[j] = r.Intn(s.Q)
		}
		return w
	}
	g.Start = word()
	g.Target = word()
	for equal(g.Start, g.Target) {
		g.Target = word()
	}
	g.Now = clone(g.Start)
	return g, nil
}

// digits are the characters of matrix entries: 0-9 then a-p, so q up to 26 fits one character.
const digits = "0123456789abcdefghijklmnop"

// FormatMatrix writes the matrix as rows of digits joined by '/', row = button.
func FormatMatrix(m Matrix) string {
	rows := make([]string, len(m))
	for i, row := range m {
		b := make([]byte, len(row))
		for j, v := range row {
			b[j] = digits[v]
		}
		rows[i] = string(b)
	}
	return strings.Join(rows, "/")
}

// ParseMatrix reads a square matrix of entries 0..q-1 written by FormatMatrix.
func ParseMatrix(s string, q int) (Matrix, error) {
	if s == "" {
		return nil, errors.New("matrix is empty")
	}
	rows := strings.Split(s, "/")
	n := len(rows)
	if n > MaxN {
		return nil, fmt.Errorf("matrix has %d rows; at most %d", n, MaxN)
	}
	m := make(Matrix, n)
	for i, row := range rows {
		if len(row) != n {
			return nil, fmt.Errorf("matrix row %d has %d entries, want %d (the matrix is square)", i+1, len(row), n)
		}
		m[i] = make([]int, n)
		for j := 0; j < n; j++ {
			v := strings.IndexByte(digits, row[j])
			if v < 0 || v >= q {
				return nil, fmt.Errorf("matrix row %d column %d: %q is not a digit below %d", i+1, j+1, row[j], q)
			}
			m[i][j] = v
		}
	}
	return m, nil
}

// FormatWord writes a word as letters (A = 0).
func FormatWord(w Word) string {
	b := make([]byte, len(w))
	for i, v := range w {
		b[i] = byte('A' + v)
	}
	return string(b)
}

// ParseWord reads a word of n letters from the first q letters of the alphabet (lower case accepted).
func ParseWord(s string, n, q int) (Word, error) {
	if len(s) != n {
		return nil, fmt.Errorf("word %q has %d letters, want %d", s, len(s), n)
	}
	w := make(Word, n)
	for i := 0; i < n; i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		if c < 'A' || int(c-'A') >= q {
			return nil, fmt.Errorf("word %q: letter %d %q is not one of A to %c", s, i+1, s[i], 'A'+q-1)
		}
		w[i] = int(c - 'A')
	}
	return w, nil
}

// Desc writes the game as a game-ID description: matrix, start, target and (when it differs from the
// start) the word showing now, joined by '-'.
func (g *Game) Desc() string {
	d := FormatMatrix(g.M) + "-" + FormatWord(g.Start) + "-" + FormatWord(g.Target)
	if !equal(g.Now, g.Start) {
		d += "-" + FormatWord(g.Now)
	}
	return d
}

// ParseDesc reads a description written by Desc for a game of size s. The target must differ from the
// start; the matrix may be singular (the game then says when the target is out of reach).
func ParseDesc(s Size, desc string) (*Game, error) {
	parts := strings.Split(desc, "-")
	if len(parts) != 3 && len(parts) != 4 {
		return nil, fmt.Errorf("description %q: want matrix-start-target[-now]", clip(desc))
	}
	if rows := strings.Count(parts[0], "/") + 1; rows != s.N {
		return nil, fmt.Errorf("matrix %q has %d rows, but the game has %d buttons (one row each)", clip(parts[0]), rows, s.N)
	}
	m, err := ParseMatrix(parts[0], s.Q)
	if err != nil {
		return nil, err
	}
	g := &Game{Size: s, M: m}
	if g.Start, err = ParseWord(parts[1], s.N, s.Q); err != nil {
		return nil, fmt.Errorf("start: %v", err)
	}
	if g.Target, err = ParseWord(parts[2], s.N, s.Q); err != nil {
		return nil, fmt.Errorf("target: %v", err)
	}
	if equal(g.Start, g.Target) {
		return nil, errors.New("the target word is the start word: nothing to do")
	}
	g.Now = clone(g.Start)
	if len(parts) == 4 {
		if g.Now, err = ParseWord(parts[3], s.N, s.Q); err != nil {
			return nil, fmt.Errorf("current word: %v", err)
		}
	}
	return g, nil
}

// clip shortens long input in messages.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// ParseButton reads a button number 1..n as typed by a player.
func ParseButton(s string, n int) (int, error) {
	v, err := smallInt(s)
	if err != nil || v < 1 || v > n {
		return 0, fmt.Errorf("%q is not a button: buttons are 1 to %d", clip(s), n)
	}
	return v - 1, nil
}
