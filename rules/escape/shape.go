// Package escape holds the rules of Escape, the chessboard-and-key puzzle (spec: escape.md): a warden
// lays a coin on every square and hides a key under one; prisoner 1 sees both and flips exactly one coin;
// prisoner 2 then sees only the coins and must point at the key.
//
// The package knows boards, squares and their names, the two roles, the text forms, seeded generation
// and the outcome. It does not know the prisoners' strategy: that is the solver's (solver/escape), which
// also plays the computer's side. No I/O, no Ebitengine.
package escape

import (
	"fmt"
	"strconv"
	"strings"
)

// Bounds on p, where a board has N = 2^p squares.
const (
	MinBits    = 1
	MaxBits    = 10
	MaxSquares = 1 << MaxBits
)

// Shape is the layout of a board of N = 2^p squares. The board is Width = 2^ceil(p/2) columns by
// Height = 2^floor(p/2) rows: square when p is even (2×2, 4×4, 8×8, 16×16, 32×32), twice as wide as high
// when p is odd (2×1, 4×2, 8×4, 16×8, 32×16). Landscape because screens are.
//
// Square i lies in row i/Width counted from the top and column i%Width, so the low ceil(p/2) bits of an
// index are its column and the high bits its row — which is why the parity groups of the low bits are
// sets of columns and those of the high bits sets of rows.
//
// The zero Shape is the degenerate one-square board; use NewShape or ShapeOf.
type Shape struct{ bits int }

// NewShape returns the shape of a board of 2^bits squares, for MinBits ≤ bits ≤ MaxBits.
func NewShape(bits int) (Shape, error) {
	if bits < MinBits || bits > MaxBits {
		return Shape{}, fmt.Errorf("a board of 2^%d squares is out of range (2^%d to 2^%d)", bits, MinBits, MaxBits)
	}
	return Shape{bits: bits}, nil
}

// ShapeOf returns the shape of a board of n squares; n must be a power of two from 2 to MaxSquares.
func ShapeOf(n int) (Shape, error) {
	if n < 1<<MinBits || n > MaxSquares || n&(n-1) != 0 {
		return Shape{}, fmt.Errorf("%d squares: want a power of two from %d to %d", n, 1<<MinBits, MaxSquares)
	}
	bits := 0
	for 1<<bits < n {
		bits++
	}
	return Shape{bits: bits}, nil
}

// Bits is p: the number of bits in a square's index, and the number of parity groups.
func (s Shape) Bits() int { return s.bits }

// Squares is N = 2^p.
func (s Shape) Squares() int { return 1 << s.bits }

// ColumnBits is how many low bits of an index give its column (ceil(p/2)).
func (s Shape) ColumnBits() int { return (s.bits + 1) / 2 }

// Width is the number of columns.
func (s Shape) Width() int { return 1 << s.ColumnBits() }

// Height is the number of rows.
func (s Shape) Height() int { return 1 << (s.bits / 2) }

// String writes the shape as players say it, e.g. "8×8".
func (s Shape) String() string { return fmt.Sprintf("%d×%d", s.Width(), s.Height()) }

// Contains reports whether sq is a square of the board.
func (s Shape) Contains(sq int) bool { return sq >= 0 && sq < s.Squares() }

// Cell returns the column (from the left) and row (from the top) of square sq, as a scene lays it out.
func (s Shape) Cell(sq int) (col, row int) { return sq % s.Width(), sq / s.Width() }

// At returns the square in column col (from the left) and row row (from the top).
func (s Shape) At(col, row int) int { return row*s.Width() + col }

// Name returns the chess-style name of square sq: column letters from the left (A…Z, then AA, AB, … on
// boards wider than 26, which only the 32-wide boards are), row number from the bottom. On 8×8 square 0
// is A8 and square 63 is H1.
func (s Shape) Name(sq int) string {
	col, row := s.Cell(sq)
	return ColumnName(col) + strconv.Itoa(s.Height()-row)
}

// ColumnName is the letters of column col (0 is A): A…Z, AA…AZ, BA…, like a spreadsheet.
func ColumnName(col int) string {
	var b []byte
	for col++; col > 0; col = (col - 1) / 26 {
		b = append([]byte{byte('A' + (col-1)%26)}, b...)
	}
	return string(b)
}

// ParseSquare reads a square name such as "C2" (letters in either case). A name off the board, or not a
// name at all, is an error that says which part is wrong.
func (s Shape) ParseSquare(name string) (int, error) {
	i := 0
	for i < len(name) && isLetter(name[i]) {
		i++
	}
	letters, digits := name[:i], name[i:]
	if letters == "" || digits == "" || strings.TrimLeft(digits, "0123456789") != "" {
		return 0, fmt.Errorf("square %q: want column letters then a row number, like C2", clip(name))
	}
	last := ColumnName(s.Width() - 1)
	col := 0
	for j := 0; j < len(letters); j++ {
		col = col*26 + int(letters[j]|0x20-'a') + 1
		if col > s.Width() {
			return 0, fmt.Errorf("square %q: column %s is off the %s board (columns A to %s)", clip(name), clip(strings.ToUpper(letters)), s, last)
		}
	}
	col--
	rank, err := strconv.Atoi(digits)
	if err != nil || digits[0] == '0' || rank < 1 || rank > s.Height() {
		return 0, fmt.Errorf("square %q: row %s is off the %s board (rows 1 to %d)", clip(name), clip(digits), s, s.Height())
	}
	return s.At(col, s.Height()-rank), nil
}

// ParseKey reads a square given either by name ("C2") or by its index in reading order ("50").
func (s Shape) ParseKey(text string) (int, error) {
	if text != "" && strings.TrimLeft(text, "0123456789") == "" {
		n, err := strconv.Atoi(text)
		if err != nil || !s.Contains(n) || (text[0] == '0' && text != "0") {
			return 0, fmt.Errorf("square index %q is off the %s board (0 to %d)", clip(text), s, s.Squares()-1)
		}
		return n, nil
	}
	return s.ParseSquare(text)
}

func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }
