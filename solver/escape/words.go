package escape

import (
	"fmt"
	"strings"

	"quintet/rules/escape"
)

// The position in words, for a screen reader (the game's live region reads these).

// Words is the whole position: your role, the key where you may see it, and the coins rank by rank
// (top rank first), naming the heads.
func (p Position) Words() string {
	v := p.View()
	var b strings.Builder
	fmt.Fprintf(&b, "You are %s. ", v.Role)
	if v.Key != escape.None {
		fmt.Fprintf(&b, "The key is under %s. ", v.Shape.Name(v.Key))
	}
	fmt.Fprintf(&b, "%d of %d coins are heads; the rest tails. ", v.Board.HeadsCount(), v.Shape.Squares())
	w := v.Shape.Width()
	for row := 0; row < v.Shape.Height(); row++ {
		var heads []string
		for col := 0; col < w; col++ {
			if sq := row*w + col; v.Board.Heads(sq) {
				heads = append(heads, v.Shape.Name(sq))
			}
		}
		rank := v.Shape.Height() - row
		if len(heads) == 0 {
			fmt.Fprintf(&b, "Rank %d: no heads. ", rank)
		} else {
			fmt.Fprintf(&b, "Rank %d heads: %s. ", rank, strings.Join(heads, ", "))
		}
	}
	if v.Flipped != escape.None {
		fmt.Fprintf(&b, "The coin on %s was flipped. ", v.Shape.Name(v.Flipped))
	}
	if v.Answer != escape.None {
		fmt.Fprintf(&b, "Prisoner 2 pointed at %s. ", v.Shape.Name(v.Answer))
	}
	return strings.TrimSpace(b.String())
}

// MoveWords says what the move did: the flip and prisoner 2's answer, or your answer.
func (p Position) MoveWords(string) string {
	v := p.View()
	var s string
	if v.Role == escape.Prisoner1 && v.Flipped != escape.None {
		s = fmt.Sprintf("You flipped the coin on %s to %s.", v.Shape.Name(v.Flipped), map[bool]string{true: "heads", false: "tails"}[v.Board.Heads(v.Flipped)])
		if v.Answer != escape.None {
			s += fmt.Sprintf(" Prisoner 2 pointed at %s", v.Shape.Name(v.Answer))
		}
	} else if v.Answer != escape.None {
		s = fmt.Sprintf("You pointed at %s", v.Shape.Name(v.Answer))
	}
	if v.Answer != escape.None {
		if v.Outcome == escape.Free {
			s += ": the key is there."
		} else {
			s += fmt.Sprintf(": the key was under %s.", v.Shape.Name(p.game.Key()))
		}
	}
	return s
}

// CellWords names a square and what Enter would do there.
func (p Position) CellWords(move string) string {
	v := p.View()
	for sq := 0; sq < v.Shape.Squares(); sq++ {
		if !strings.EqualFold(v.Shape.Name(sq), move) {
			continue
		}
		s := fmt.Sprintf("%s, %s", v.Shape.Name(sq), map[bool]string{true: "heads", false: "tails"}[v.Board.Heads(sq)])
		if sq == v.Key {
			s += ", the key"
		}
		if v.Role == escape.Prisoner1 {
			return s + ": Enter flips this coin."
		}
		return s + ": Enter points here."
	}
	return ""
}
