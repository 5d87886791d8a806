// Package flip holds the rules of Flip (spec: flip.md): an e×e board of dots and dashes, e = i+2, where
// a move flips the 3×3 block centred on one of the i×i interior cells, and the goal is a single dot in
// the middle. It is pure Go with no I/O; the solver and the scene build on it.
package flip

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf8"

	"quintet/rules/rng"
)

// The interior sizes the rules accept. The seed game offered 2..9. The solver handles any of these
// sizes (at 40 its per-size table is about 400 KB and takes milliseconds to build, even in the
// browser); 40 is where a 42×42 board stops being playable on a screen, not a limit of the mathematics.
const (
	MinInterior = 1
	MaxInterior = 40
)

// Size is the interior size i of a board; the board is (i+2)×(i+2).
type Size int

// Check reports whether the size is one the rules accept.
func (s Size) Check() error {
	if s < MinInterior || s > MaxInterior {
		return fmt.Errorf("interior size %d out of range %d..%d", int(s), MinInterior, MaxInterior)
	}
	return nil
}

// Edge is e = i+2, the board's width and height.
func (s Size) Edge() int { return int(s) + 2 }

// Cells is e², the number of cells on the board.
func (s Size) Cells() int { return s.Edge() * s.Edge() }

// Moves is i², the number of interior cells and so of distinct moves.
func (s Size) Moves() int { return int(s) * int(s) }

// Params is the game-ID parameter text of a new game of this size, e.g. "i3" or "i4v2" (New(s).String()).
func (s Size) Params() string { return New(s).String() }

// Middle is the cell of the target's single dot in every new game, (⌊e/2⌋, ⌊e/2⌋) counted from 0, as
// the seed's program computes it (let z = quot e 2): the true centre for odd e, the lower-right of the
// four central cells for even e.
func (s Size) Middle() Cell {
	m := s.Edge() / 2
	return Cell{Col: m, Row: m}
}

// OldMiddle is the middle games of even size had before version 2 of the parameters,
// (⌊(e−1)/2⌋, ⌊(e−1)/2⌋): the upper-left of the four central cells (for odd e it is the centre, the
// same cell as Middle). Game IDs and saves made then still open with their target there.
func (s Size) OldMiddle() Cell {
	m := (s.Edge() - 1) / 2
	return Cell{Col: m, Row: m}
}

// Params are a game's parameters: its interior size and where its target's dot is.
//
// They are written "i<size>" for odd sizes. For even sizes the middle is one of four central cells:
// "i<size>v2" (version 2) has it at Middle, the seed's lower-right, as every new game does; plain
// "i<size>", the only form before version 2, keeps OldMiddle, the upper-left, so a game ID or save
// made then opens the game it was.
type Params struct {
	Size Size
	// Old: the target's dot is at OldMiddle. Only even sizes have it set (for odd sizes the two
	// middles are one cell).
	Old bool
}

// New is the parameters of a new game of size s: the seed's middle.
func New(s Size) Params { return Params{Size: s} }

// Check reports whether the parameters are ones the rules accept.
func (p Params) Check() error {
	if err := p.Size.Check(); err != nil {
		return err
	}
	if p.Old && p.Size%2 == 1 {
		return fmt.Errorf("interior size %d is odd: its board has one middle, so it has no old one", int(p.Size))
	}
	return nil
}

// Middle is the cell of the target's dot.
func (p Params) Middle() Cell {
	if p.Old {
		return p.Size.OldMiddle()
	}
	return p.Size.Middle()
}

// String is the game-ID parameter text: "i3", "i4v2", or "i4" for an even size's old middle.
func (p Params) String() string {
	t := "i" + strconv.Itoa(int(p.Size))
	if p.Size%2 == 0 && !p.Old {
		t += "v2"
	}
	return t
}

// Interior reports whether c is an interior cell, i.e. a legal move.
func (s Size) Interior(c Cell) bool {
	return c.Col >= 1 && c.Col <= int(s) && c.Row >= 1 && c.Row <= int(s)
}

// OnBoard reports whether c lies on the e×e board.
func (s Size) OnBoard(c Cell) bool {
	return c.Col >= 0 && c.Col < s.Edge() && c.Row >= 0 && c.Row < s.Edge()
}

// Block is the 3×3 block a move at interior cell c flips, in reading order. It is nil when c is not
// interior.
func (s Size) Block(c Cell) []Cell {
	if !s.Interior(c) {
		return nil
	}
	out := make([]Cell, 0, 9)
	for r := c.Row - 1; r <= c.Row+1; r++ {
		for col := c.Col - 1; col <= c.Col+1; col++ {
			out = append(out, Cell{Col: col, Row: r})
		}
	}
	return out
}

// InteriorCells lists every interior cell (every move) in reading order: row by row from the top,
// left to right. Index k is move number k, (k/i+1, k%i+1) as (row, col).
func (s Size) InteriorCells() []Cell {
	out := make([]Cell, 0, s.Moves())
	for r := 1; r <= int(s); r++ {
		for c := 1; c <= int(s); c++ {
			out = append(out, Cell{Col: c, Row: r})
		}
	}
	return out
}

// MoveIndex is the reading-order number of interior cell c (0 for a1), the inverse of InteriorCells.
func (s Size) MoveIndex(c Cell) int { return (c.Row-1)*int(s) + (c.Col - 1) }

// ParseParams reads game-ID parameters: "i3" or plain "3" for interior size 3; "i4v2" for interior
// size 4 with the seed's middle, and "i4" for its old middle (see Params). An odd size may be written
// with "v2" too; it means the same game, and String writes it without.
func ParseParams(p string) (Params, error) {
	digits := strings.TrimPrefix(p, "i")
	v2 := strings.HasSuffix(digits, "v2")
	digits = strings.TrimSuffix(digits, "v2")
	n, err := smallInt(digits)
	if err != nil && digits != "" && digits[0] != '0' && strings.Trim(digits, "0123456789") == "" {
		// A whole number too long to be a size gets the same message as one just over the limit.
		return Params{}, fmt.Errorf("flip params %q: interior size %s out of range %d..%d", clip(p), clip(digits), MinInterior, MaxInterior)
	}
	if err != nil {
		return Params{}, fmt.Errorf("flip params %q: want i<interior size>, e.g. i3 or i4v2", clip(p))
	}
	s := Size(n)
	if err := s.Check(); err != nil {
		return Params{}, fmt.Errorf("flip params %q: %v", clip(p), err)
	}
	return Params{Size: s, Old: s%2 == 0 && !v2}, nil
}

// smallInt parses 1 to 3 decimal digits with no sign and no leading zero, so every size has one
// spelling and huge numbers never reach strconv.
func smallInt(s string) (int, error) {
	if s == "" || len(s) > 3 || (s[0] == '0' && len(s) > 1) {
		return 0, errors.New("not a small number")
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, errors.New("not a small number")
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, nil
}

// clip shortens text quoted back in an error message.
func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}

// Cell is a square of the board, 0-based, row 0 at the top.
type Cell struct{ Col, Row int }

// Name is the cell's name: the interior column as letters (a for column 1, … z, then aa, ab, … like a
// spreadsheet) and the interior row as a number from 1 at the top, e.g. b2. Cells in column or row 0
// have no name and print as (col,row).
func (c Cell) Name() string {
	if c.Col < 1 || c.Row < 1 {
		return fmt.Sprintf("(%d,%d)", c.Col, c.Row)
	}
	return ColumnLetters(c.Col) + strconv.Itoa(c.Row)
}

// String is Name.
func (c Cell) String() string { return c.Name() }

// ColumnLetters is interior column n's name: n ≥ 1 written in bijective base 26 (1 → a, 26 → z,
// 27 → aa).
func ColumnLetters(n int) string {
	var b []byte
	for n > 0 {
		n--
		b = append(b, byte('a'+n%26))
		n /= 26
	}
	for l, r := 0, len(b)-1; l < r; l, r = l+1, r-1 {
		b[l], b[r] = b[r], b[l]
	}
	return string(b)
}

// ParseCell reads a typed interior cell name such as b2 (letters case-insensitive). Anything that is
// not the name of an interior cell of size s is an error naming what was wrong.
func ParseCell(s Size, name string) (Cell, error) {
	if name == "" {
		return Cell{}, errors.New("no cell given: type a column letter and a row number, e.g. b2")
	}
	k := 0
	col := 0
	for k < len(name) && k < 3 {
		ch := name[k] | 0x20 // ASCII lower case; digits and others are checked below
		if ch < 'a' || ch > 'z' {
			break
		}
		col = col*26 + int(ch-'a'+1)
		k++
	}
	if k == 0 {
		return Cell{}, fmt.Errorf("cell %q: want a column letter first, e.g. b2", clip(name))
	}
	row, err := smallInt(name[k:])
	if err != nil {
		return Cell{}, fmt.Errorf("cell %q: want a column letter then a row number, e.g. b2", clip(name))
	}
	c := Cell{Col: col, Row: row}
	if !s.Interior(c) {
		return Cell{}, fmt.Errorf("cell %q is not an interior cell: columns a..%s, rows 1..%d",
			clip(name), ColumnLetters(int(s)), int(s))
	}
	return c, nil
}

// Board is a position: which cells hold a dot. The zero value is not a board; make one with Empty,
// Target, Generate or ParseBoard. Boards are values with their own storage after Clone; methods that
// change a board take a pointer.
type Board struct {
	size Size
	old  bool // the target's dot is at size.OldMiddle() (Params.Old)
	// dots holds one bit per cell, cell (col,row) at bit row*e+col, 64 to a word: the same layout the
	// solver's GF(2) vectors use, so solving a board needs no conversion.
	dots []uint64
}

// Words is the number of uint64 words a board of size s occupies.
func Words(s Size) int { return (s.Cells() + 63) / 64 }

// Empty is the board of size s with no dots (a new game's parameters: see Params.Empty).
func Empty(s Size) Board { return New(s).Empty() }

// Empty is the board with these parameters and no dots.
func (p Params) Empty() Board {
	return Board{size: p.Size, old: p.Old && p.Size%2 == 0, dots: make([]uint64, Words(p.Size))}
}

// Target is the winning board of a new game of size s: one dot, at the middle.
func Target(s Size) Board { return New(s).Target() }

// Target is the winning board with these parameters: one dot, at their middle.
func (p Params) Target() Board {
	b := p.Empty()
	b.set(b.Middle(), true)
	return b
}

// FromWords makes a board of size s (a new game's parameters) from its bit words (layout as Bits);
// bits past the last cell are ignored.
func FromWords(s Size, w []uint64) Board { return New(s).FromWords(w) }

// FromWords makes a board with these parameters from its bit words.
func (p Params) FromWords(w []uint64) Board {
	b := p.Empty()
	copy(b.dots, w)
	if r := p.Size.Cells() % 64; r != 0 {
		b.dots[len(b.dots)-1] &= 1<<r - 1
	}
	return b
}

// Size is the board's interior size.
func (b Board) Size() Size { return b.size }

// Params are the board's parameters: its size and which middle its target has.
func (b Board) Params() Params { return Params{Size: b.size, Old: b.old} }

// Middle is the cell of the board's target dot.
func (b Board) Middle() Cell { return b.Params().Middle() }

// Target is the board's own winning board: one dot, at its middle.
func (b Board) Target() Board { return b.Params().Target() }

// Bits returns a copy of the board's bit words: cell (col,row) is bit row*e+col.
func (b Board) Bits() []uint64 { return append([]uint64(nil), b.dots...) }

// Clone returns a board with its own storage.
func (b Board) Clone() Board { return Board{size: b.size, old: b.old, dots: b.Bits()} }

func (b Board) index(c Cell) int { return c.Row*b.size.Edge() + c.Col }

// Dot reports whether cell c holds a dot; cells off the board hold none.
func (b Board) Dot(c Cell) bool {
	if !b.size.OnBoard(c) {
		return false
	}
	k := b.index(c)
	if k/64 >= len(b.dots) {
		return false // the zero Board: no storage, no dots
	}
	return b.dots[k/64]>>(k%64)&1 == 1
}

func (b *Board) set(c Cell, dot bool) {
	k := b.index(c)
	if dot {
		b.dots[k/64] |= 1 << (k % 64)
	} else {
		b.dots[k/64] &^= 1 << (k % 64)
	}
}

// Flip plays a move: it flips every cell of the 3×3 block centred on interior cell c. A cell that is
// not interior is an error and changes nothing.
func (b *Board) Flip(c Cell) error {
	if !b.size.Interior(c) {
		return fmt.Errorf("%s is not an interior cell of a %d×%d board", c.Name(), b.size.Edge(), b.size.Edge())
	}
	for _, x := range b.size.Block(c) {
		k := b.index(x)
		b.dots[k/64] ^= 1 << (k % 64)
	}
	return nil
}

// Count is the number of dots on the board.
func (b Board) Count() int {
	n := 0
	for _, w := range b.dots {
		n += bits.OnesCount64(w)
	}
	return n
}

// Equal reports whether two boards are the same size with the same dots and the same middle.
func (b Board) Equal(o Board) bool {
	if b.size != o.size || b.old != o.old || len(b.dots) != len(o.dots) {
		return false
	}
	for k := range b.dots {
		if b.dots[k] != o.dots[k] {
			return false
		}
	}
	return true
}

// Won reports whether the board is its target: exactly one dot, in its middle. A single dot anywhere
// else is not a win.
func (b Board) Won() bool { return b.Equal(b.Target()) }

// Scramble is the set of moves a new game of size s with this seed applies to the target, in reading
// order. For each interior cell in reading order one draw of SplitMix64 (its top bit) decides whether
// that block is flipped; if none is, the draws start again from where the generator is, so the set is
// never empty.
func Scramble(s Size, seed uint64) []Cell {
	r := rng.New(seed)
	for {
		var out []Cell
		for _, c := range s.InteriorCells() {
			if r.Uint64()>>63 == 1 {
				out = append(out, c)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
}

// Generate is a new game: the target with the Scramble of (s, seed) applied. The same size and seed
// give the same board on every platform.
func Generate(s Size, seed uint64) (Board, error) { return New(s).Generate(seed) }

// Generate is a game with these parameters: their target with the Scramble of (size, seed) applied
// (the same flips whichever the middle, so an old game and a new one of one seed are the same moves
// away from their targets).
func (p Params) Generate(seed uint64) (Board, error) {
	if err := p.Check(); err != nil {
		return Board{}, err
	}
	b := p.Target()
	for _, c := range Scramble(p.Size, seed) {
		b.Flip(c) // interior by construction
	}
	return b, nil
}

// String is the board's text form, Format.
func (b Board) String() string { return b.Format() }

// Format writes the text form: e rows of e characters, 'o' for a dot and '-' for none, top row first,
// rows joined by '/'.
func (b Board) Format() string {
	e := b.size.Edge()
	var sb strings.Builder
	sb.Grow(e * (e + 1))
	for r := 0; r < e; r++ {
		if r > 0 {
			sb.WriteByte('/')
		}
		for c := 0; c < e; c++ {
			if b.Dot(Cell{Col: c, Row: r}) {
				sb.WriteByte('o')
			} else {
				sb.WriteByte('-')
			}
		}
	}
	return sb.String()
}

// ParseBoard reads the text form, taking the size from the number of rows. Errors name the row and
// column (counted from 1) where the text goes wrong.
func ParseBoard(text string) (Board, error) {
	if text == "" {
		return Board{}, errors.New("board is empty: want rows of 'o' and '-' joined by '/'")
	}
	e := strings.Count(text, "/") + 1
	s := Size(e - 2)
	if s.Check() != nil {
		return Board{}, fmt.Errorf("board has %d rows: want %d..%d (interior size %d..%d)",
			e, MinInterior+2, MaxInterior+2, MinInterior, MaxInterior)
	}
	return parseRows(New(s), text)
}

// ParseBoardSize reads the text form of a board that must be of size s (a new game's parameters).
func ParseBoardSize(s Size, text string) (Board, error) { return New(s).ParseBoard(text) }

// ParseBoard reads the text form of a board with these parameters.
func (p Params) ParseBoard(text string) (Board, error) {
	if err := p.Check(); err != nil {
		return Board{}, err
	}
	s := p.Size
	if e := strings.Count(text, "/") + 1; e != s.Edge() {
		return Board{}, fmt.Errorf("board has %d rows, want %d for interior size %d", e, s.Edge(), int(s))
	}
	return parseRows(p, text)
}

func parseRows(p Params, text string) (Board, error) {
	b := p.Empty()
	e := p.Size.Edge()
	for r, row := range strings.Split(text, "/") {
		if n := utf8.RuneCountInString(row); n != e {
			return Board{}, fmt.Errorf("board row %d has %d characters, want %d", r+1, n, e)
		}
		c := 0
		for _, ch := range row {
			switch ch {
			case 'o':
				b.set(Cell{Col: c, Row: r}, true)
			case '-':
			default:
				return Board{}, fmt.Errorf("character %q at row %d column %d: want 'o' or '-'", ch, r+1, c+1)
			}
			c++
		}
	}
	return b, nil
}
