// Package escape is the prisoners' strategy for Escape (spec: escape.md) and the explanation behind
// its hints.
//
// Number the squares 0..N−1. Prisoner 2 answers the Parity of the board: the XOR of the indices of all
// heads-up squares. Bit b of the Parity is the parity of the heads in group b, the squares whose index
// has bit b set. Prisoner 1 wants the Parity to equal the key, so every group whose parity is wrong
// needs exactly one more (or one fewer) heads, and every other group must stay as it is: the one square
// that lies in exactly the wrong groups is f = Parity XOR key, a real square because N = 2^p.
package escape

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"quintet/rules/escape"
)

// lowMasks[b] holds the positions j in a 64-bit word whose bit b is set: the part of group b inside
// one word of coins.
var lowMasks = [6]uint64{
	0xaaaaaaaaaaaaaaaa, 0xcccccccccccccccc, 0xf0f0f0f0f0f0f0f0,
	0xff00ff00ff00ff00, 0xffff0000ffff0000, 0xffffffff00000000,
}

// Parity is the XOR of the indices of the heads-up squares: prisoner 2's answer. It works a word of 64
// coins at a time: the low six bits of an index are its place in the word, the rest the word's number.
func Parity(b escape.Board) int {
	var all uint64 // XOR of every word: its masked popcounts give the low bits' parities
	high := 0
	for w := 0; w < b.Words(); w++ {
		c := b.Word(w)
		all ^= c
		if bits.OnesCount64(c)&1 == 1 {
			high ^= w << 6
		}
	}
	low := 0
	for bit, m := range lowMasks {
		low |= (bits.OnesCount64(all&m) & 1) << bit
	}
	return high | low
}

// Find is prisoner 2's answer on board b: its Parity.
func Find(b escape.Board) int { return Parity(b) }

// Flip is prisoner 1's move: the square whose flip makes the Parity equal key. When the Parity already
// is the key it is square 0, whose index adds nothing to the XOR.
func Flip(b escape.Board, key int) int { return Parity(b) ^ key }

// InGroup reports whether square sq is in parity group bit: whether its index has that bit set.
func InGroup(sq, bit int) bool { return sq>>bit&1 == 1 }

// Group is one parity group of a board, as the hint explains it.
type Group struct {
	Bit   int    // the group holds the squares whose index has this bit set
	Label string // the group in the players' words, e.g. "columns B, D, F, H" or "rows 1, 3, 5, 7"
	Heads int    // heads-up coins in the group
	Odd   bool   // Heads is odd: the Parity has this bit set
	Want  bool   // the key has this bit set, so the group should be odd (meaningless without a key)
	Flips bool   // the flip lies in this group: its parity is wrong and the flip mends it
}

// Explanation is the reasoning behind a hint on one board.
type Explanation struct {
	Shape  escape.Shape
	Parity int     // XOR of the heads' indices: what prisoner 2 would answer now
	Key    int     // the key, or escape.None when it is hidden
	Flip   int     // Parity XOR Key, or escape.None without a key
	Groups []Group // one per bit of the index, bit 0 first
}

// Explain lays out the parity groups of board b. With a key (not escape.None) it also says which
// groups disagree with the key and the flip that mends them.
func Explain(b escape.Board, key int) Explanation {
	s := b.Shape()
	e := Explanation{Shape: s, Parity: Parity(b), Key: key, Flip: escape.None}
	if key != escape.None {
		e.Flip = e.Parity ^ key
	}
	heads := make([]int, s.Bits())
	for sq := 0; sq < s.Squares(); sq++ {
		if b.Heads(sq) {
			for bit := range heads {
				heads[bit] += sq >> bit & 1
			}
		}
	}
	for bit, h := range heads {
		g := Group{Bit: bit, Label: GroupLabel(s, bit), Heads: h, Odd: h%2 == 1}
		if key != escape.None {
			g.Want = InGroup(key, bit)
			g.Flips = g.Odd != g.Want
		}
		e.Groups = append(e.Groups, g)
	}
	return e
}

// GroupLabel names parity group bit on a board of shape s. Column bits come first (the low bits of an
// index), so their groups are sets of columns; the rest are sets of rows.
func GroupLabel(s escape.Shape, bit int) string {
	var names []string
	if cb := s.ColumnBits(); bit < cb {
		for col := 0; col < s.Width(); col++ {
			if InGroup(col, bit) {
				names = append(names, escape.ColumnName(col))
			}
		}
		return "columns " + strings.Join(names, ", ")
	}
	// Rows are numbered from the bottom; list them upwards.
	for row := s.Height() - 1; row >= 0; row-- {
		if InGroup(row, bit-s.ColumnBits()) {
			names = append(names, strconv.Itoa(s.Height()-row))
		}
	}
	return "rows " + strings.Join(names, ", ")
}

// Reason is the explanation in one short line, as a hint shows it.
func (e Explanation) Reason() string {
	s := e.Shape
	p := s.Bits()
	r := fmt.Sprintf("heads XOR = 0b%0*b (%s)", p, e.Parity, s.Name(e.Parity))
	if e.Key == escape.None {
		return r + ": prisoner 2 points there"
	}
	r += fmt.Sprintf("; key = 0b%0*b (%s); flip 0b%0*b = %s", p, e.Key, s.Name(e.Key), p, e.Flip, s.Name(e.Flip))
	var wrong []string
	for _, g := range e.Groups {
		if g.Flips {
			wrong = append(wrong, strconv.Itoa(g.Bit))
		}
	}
	if len(wrong) == 0 {
		return r + " (every group already agrees; square 0 changes none)"
	}
	return r + " (it lies in exactly the wrong groups: bit " + strings.Join(wrong, ", ") + ")"
}
