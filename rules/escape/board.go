package escape

import (
	"fmt"
	"math/bits"
	"strings"
)

// words is how many 64-bit words hold the largest board's coins.
const words = MaxSquares / 64

// Board is the coins on a board: heads (1) or tails (0) on every square. It is a value: Flip returns a
// new board, and two boards are equal (==) exactly when they have the same shape and coins.
type Board struct {
	shape Shape
	coins [words]uint64 // bit i%64 of word i/64 is square i; a set bit is heads
}

// NewBoard returns a board of the given shape with every coin tails up.
func NewBoard(s Shape) Board { return Board{shape: s} }

// Shape is the board's layout.
func (b Board) Shape() Shape { return b.shape }

// Heads reports whether the coin on square sq shows heads.
func (b Board) Heads(sq int) bool { return b.coins[sq/64]>>(sq%64)&1 == 1 }

// Flip returns the board with the coin on square sq turned over.
func (b Board) Flip(sq int) Board {
	b.coins[sq/64] ^= 1 << (sq % 64)
	return b
}

// HeadsCount is the number of coins showing heads.
func (b Board) HeadsCount() int {
	n := 0
	for _, w := range b.coins {
		n += bits.OnesCount64(w)
	}
	return n
}

// Words is how many 64-bit words the board's coins fill (at least one).
func (b Board) Words() int { return (b.shape.Squares() + 63) / 64 }

// Word returns word w of the coins: bit j is square 64w+j, set for heads. The solver reads whole words
// to count heads a group at a time.
func (b Board) Word(w int) uint64 { return b.coins[w] }

// String is the text form: N characters, 1 for heads and 0 for tails, in reading order.
func (b Board) String() string {
	var sb strings.Builder
	sb.Grow(b.shape.Squares())
	for sq := 0; sq < b.shape.Squares(); sq++ {
		sb.WriteByte('0' + byte(b.coins[sq/64]>>(sq%64)&1))
	}
	return sb.String()
}

// ParseBoard reads the text form. Its length N gives the shape and must be a power of two from 2 to
// MaxSquares; positions in errors count characters from 1, as an editor does.
func ParseBoard(text string) (Board, error) {
	s, err := ShapeOf(len(text))
	if err != nil {
		return Board{}, fmt.Errorf("board has %d characters: want a power of two from %d to %d", len(text), 1<<MinBits, MaxSquares)
	}
	b := NewBoard(s)
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '1':
			b = b.Flip(i)
		case '0':
		default:
			return Board{}, fmt.Errorf("board character %d is %q, want 0 or 1", i+1, rune(text[i]))
		}
	}
	return b, nil
}

// Hex is the compact form used in game IDs: ceil(N/4) lower-case hex digits, each the next four squares
// in reading order with the first as the high bit, so "a" stands for "1010". A 2-square board still
// takes one digit, its low two bits zero.
func (b Board) Hex() string {
	const digits = "0123456789abcdef"
	out := make([]byte, (b.shape.Squares()+3)/4)
	for sq := 0; sq < b.shape.Squares(); sq++ {
		if b.Heads(sq) {
			out[sq/4] |= 8 >> (sq % 4)
		}
	}
	for i, d := range out {
		out[i] = digits[d]
	}
	return string(out)
}

// ParseHex reads the form written by Hex for a board of shape s (either case of digit is accepted).
func ParseHex(s Shape, text string) (Board, error) {
	want := (s.Squares() + 3) / 4
	if len(text) != want {
		return Board{}, fmt.Errorf("board %q has %d hex digits, want %d for %s", clip(text), len(text), want, s)
	}
	b := NewBoard(s)
	for i := 0; i < len(text); i++ {
		d, ok := hexValue(text[i])
		if !ok {
			return Board{}, fmt.Errorf("board hex digit %d is %q, want 0-9 or a-f", i+1, rune(text[i]))
		}
		for j := 0; j < 4; j++ {
			if d&(8>>j) == 0 {
				continue
			}
			sq := 4*i + j
			if !s.Contains(sq) {
				return Board{}, fmt.Errorf("board hex digit %d is %q: a %s board has only %d squares", i+1, rune(text[i]), s, s.Squares())
			}
			b = b.Flip(sq)
		}
	}
	return b, nil
}

func hexValue(c byte) (byte, bool) {
	switch {
	case '0' <= c && c <= '9':
		return c - '0', true
	case 'a' <= c|0x20 && c|0x20 <= 'f':
		return c | 0x20 - 'a' + 10, true
	}
	return 0, false
}

// clip shortens text for an error message.
func clip(text string) string {
	if len(text) > 40 {
		return text[:37] + "..."
	}
	return text
}
