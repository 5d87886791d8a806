// Package hash is the Hash Game's rules (spec: hash.md): a 16×16 board of red, white and black tiles,
// the reading rule, the spiral, the player's moves and the machine's MD5 answer. It does no I/O and
// imports nothing from Ebitengine.
//
// Tiles are named by their reading index (0 top-left … 255 bottom-right), so a board is three
// 256-bit sets and the reading rule's neighbours are the indices i±1 and i±16: the board behaves like
// lines of text, the left edge of a row touching the right edge of the row above.
package hash

import (
	"fmt"
	"math/bits"
)

// Size is the board's width and height.
const Size = 16

// Tiles is the number of tiles on the board.
const Tiles = Size * Size

// Tile is a tile named by its reading index r(x, y) = (x−1) + (y−1)·16.
type Tile uint8

// The two tiles the rules name.
const (
	Star      Tile = 119 // (8,8): whitening it wins
	StartTile Tile = 247 // (8,16): the only white tile at the start
)

// TileAt is the tile at (x, y); ok is false off the board.
func TileAt(x, y int) (t Tile, ok bool) {
	if x < 1 || x > Size || y < 1 || y > Size {
		return 0, false
	}
	return Tile(x - 1 + (y-1)*Size), true
}

// X is the tile's column, 1..16 from the left.
func (t Tile) X() int { return int(t)%Size + 1 }

// Y is the tile's row, 1..16 from the top.
func (t Tile) Y() int { return int(t)/Size + 1 }

// String writes the tile as the spec does, "(8,15)".
func (t Tile) String() string { return fmt.Sprintf("(%d,%d)", t.X(), t.Y()) }

// ReadingIndex applies the reading rule's arithmetic to any position, on the board or not:
// i = (x−1) + (y−1)·16. The position reads a tile only when 0 ≤ i ≤ 255.
func ReadingIndex(x, y int) int { return (x - 1) + (y-1)*Size }

// Read is the tile a position (x, y) reads under the reading rule; ok is false when the position
// reads as red because its index falls outside 0..255.
func Read(x, y int) (t Tile, ok bool) {
	i := ReadingIndex(x, y)
	if i < 0 || i >= Tiles {
		return 0, false
	}
	return Tile(i), true
}

// Colour is a tile's colour.
type Colour uint8

// The three colours.
const (
	Red Colour = iota
	White
	Black
)

func (c Colour) String() string {
	switch c {
	case White:
		return "white"
	case Black:
		return "black"
	}
	return "red"
}

// Set is a set of tiles, bit i standing for the tile with reading index i.
type Set [4]uint64

// Has reports whether t is in the set.
func (s Set) Has(t Tile) bool { return s[t>>6]>>(t&63)&1 != 0 }

// Add puts t in the set.
func (s *Set) Add(t Tile) { s[t>>6] |= 1 << (t & 63) }

// Remove takes t out of the set.
func (s *Set) Remove(t Tile) { s[t>>6] &^= 1 << (t & 63) }

// Len is the number of tiles in the set.
func (s Set) Len() int {
	return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) + bits.OnesCount64(s[2]) + bits.OnesCount64(s[3])
}

// Empty reports whether the set has no tiles.
func (s Set) Empty() bool { return s[0]|s[1]|s[2]|s[3] == 0 }

// Or is the union.
func (s Set) Or(o Set) Set { return Set{s[0] | o[0], s[1] | o[1], s[2] | o[2], s[3] | o[3]} }

// And is the intersection.
func (s Set) And(o Set) Set { return Set{s[0] & o[0], s[1] & o[1], s[2] & o[2], s[3] & o[3]} }

// AndNot is the set minus o.
func (s Set) AndNot(o Set) Set { return Set{s[0] &^ o[0], s[1] &^ o[1], s[2] &^ o[2], s[3] &^ o[3]} }

// Complement is every tile not in the set.
func (s Set) Complement() Set { return Set{^s[0], ^s[1], ^s[2], ^s[3]} }

// First is the lowest tile in the set; ok is false when it is empty.
func (s Set) First() (t Tile, ok bool) {
	for w, x := range s {
		if x != 0 {
			return Tile(w*64 + bits.TrailingZeros64(x)), true
		}
	}
	return 0, false
}

// Tiles lists the set in reading order.
func (s Set) Tiles() []Tile {
	out := make([]Tile, 0, s.Len())
	for w, x := range s {
		for x != 0 {
			out = append(out, Tile(w*64+bits.TrailingZeros64(x)))
			x &= x - 1
		}
	}
	return out
}

// Neighbours is every tile that touches a tile of the set under the reading rule: the tiles with
// reading index i−1, i+1, i−16 and i+16. Positions off the board whose index leaves 0..255 read as
// red, so they never appear; those whose index stays inside alias onto a real tile, which is exactly
// what the index arithmetic gives. The four words are shifted in locals, with the bits that cross
// from one word to the next: the solver's innermost loops are made of this step.
func (s Set) Neighbours() Set {
	a0, a1, a2, a3 := s[0], s[1], s[2], s[3]
	return Set{
		a0<<1 | a0>>1 | a1<<63 | a0<<16 | a0>>16 | a1<<48,
		a1<<1 | a0>>63 | a1>>1 | a2<<63 | a1<<16 | a0>>48 | a1>>16 | a2<<48,
		a2<<1 | a1>>63 | a2>>1 | a3<<63 | a2<<16 | a1>>48 | a2>>16 | a3<<48,
		a3<<1 | a2>>63 | a3>>1 | a3<<16 | a2>>48 | a3>>16,
	}
}

// Grow adds to from, step after step, the tiles of red that touch what it holds, for at most steps
// steps or until a step adds nothing. It stops at the step that first reaches a tile of stop and
// returns that step's number (1 for the first), else 0, with what was reached. The words are kept in
// locals: this is the solver's innermost loop.
func Grow(from, red, stop Set, steps int) (Set, int) {
	a0, a1, a2, a3 := from[0], from[1], from[2], from[3]
	r0, r1, r2, r3 := red[0], red[1], red[2], red[3]
	s0, s1, s2, s3 := stop[0], stop[1], stop[2], stop[3]
	for k := 1; k <= steps; k++ {
		b0 := a0 | (a0<<1|a0>>1|a1<<63|a0<<16|a0>>16|a1<<48)&r0
		b1 := a1 | (a1<<1|a0>>63|a1>>1|a2<<63|a1<<16|a0>>48|a1>>16|a2<<48)&r1
		b2 := a2 | (a2<<1|a1>>63|a2>>1|a3<<63|a2<<16|a1>>48|a2>>16|a3<<48)&r2
		b3 := a3 | (a3<<1|a2>>63|a3>>1|a3<<16|a2>>48|a3>>16)&r3
		if b0&s0|b1&s1|b2&s2|b3&s3 != 0 {
			return Set{b0, b1, b2, b3}, k
		}
		if b0 == a0 && b1 == a1 && b2 == a2 && b3 == a3 {
			break
		}
		a0, a1, a2, a3 = b0, b1, b2, b3
	}
	return Set{a0, a1, a2, a3}, 0
}
