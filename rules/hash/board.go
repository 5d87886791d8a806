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

// shiftUp moves every tile k indices later (k < 64); tiles past 255 fall off.
func (s Set) shiftUp(k uint) Set {
	return Set{s[0] << k, s[1]<<k | s[0]>>(64-k), s[2]<<k | s[1]>>(64-k), s[3]<<k | s[2]>>(64-k)}
}

// shiftDown moves every tile k indices earlier (k < 64); tiles before 0 fall off.
func (s Set) shiftDown(k uint) Set {
	return Set{s[0]>>k | s[1]<<(64-k), s[1]>>k | s[2]<<(64-k), s[2]>>k | s[3]<<(64-k), s[3] >> k}
}

// Neighbours is every tile that touches a tile of the set under the reading rule: the tiles with
// reading index i−1, i+1, i−16 and i+16. Positions off the board whose index leaves 0..255 read as
// red, so they never appear; those whose index stays inside alias onto a real tile, which is exactly
// what the index arithmetic gives.
func (s Set) Neighbours() Set {
	return s.shiftUp(1).Or(s.shiftDown(1)).Or(s.shiftUp(Size)).Or(s.shiftDown(Size))
}
