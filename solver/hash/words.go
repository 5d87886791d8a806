package hash

import (
	"fmt"
	"strings"

	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
)

// The position in words, for a screen reader (the game's live region reads these).

func tileWords(ts []rules.Tile) string {
	if len(ts) == 0 {
		return "none"
	}
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = fmt.Sprintf("%d,%d", t.X(), t.Y())
	}
	return strings.Join(s, "; ")
}

// Words is the whole position: the salt, the white and black tiles (the rest are red), the star and
// the tiles you may whiten.
func (p Position) Words() string {
	st := p.g.State
	var white, black []rules.Tile
	for i := 0; i < rules.Tiles; i++ {
		switch st.Colour(rules.Tile(i)) {
		case rules.White:
			white = append(white, rules.Tile(i))
		case rules.Black:
			black = append(black, rules.Tile(i))
		}
	}
	star := map[rules.Colour]string{rules.Red: "red", rules.White: "white", rules.Black: "black"}[st.Colour(rules.Star)]
	s := fmt.Sprintf("Salt %s, %s played. Columns 1 to 16 left to right, rows 1 to 16 top to bottom; every tile is red unless listed. "+
		"White: %s. Black: %s. The star at 8,8 is %s.", p.Salt(), puzzle.Plural(len(p.g.Turns), "move", "moves"), tileWords(white), tileWords(black), star)
	if p.Status() == puzzle.Playing {
		s += " You may whiten: " + tileWords(st.LegalMoves().Tiles()) + "."
	}
	return s
}

// MoveWords says what the last turn did: the tile whitened and the machine's answer.
func (p Position) MoveWords(string) string {
	t, ok := p.g.Last()
	if !ok {
		return ""
	}
	s := fmt.Sprintf("You whitened %d,%d", t.Move.X(), t.Move.Y())
	if t.Move == rules.Star {
		return s + ", the star."
	}
	b := t.Work.Black()
	s += fmt.Sprintf("; the machine blackened %d,%d", b.X(), b.Y())
	if b == rules.Star {
		s += ", the star"
	}
	return s + "."
}

// CellWords names a tile and what Enter would do there.
func (p Position) CellWords(move string) string {
	t, err := rules.ParseMove(move)
	if err != nil {
		return ""
	}
	st := p.g.State
	c := map[rules.Colour]string{rules.Red: "red", rules.White: "white", rules.Black: "black"}[st.Colour(t)]
	s := fmt.Sprintf("%d,%d, %s", t.X(), t.Y(), c)
	if t == rules.Star {
		s += ", the star"
	}
	if p.Status() == puzzle.Playing && st.Legal(t) {
		return s + ": Enter whitens it."
	}
	return s + ": Enter cannot whiten it now."
}
