package flip

import (
	"fmt"
	"strings"

	rules "quintet/rules/flip"
	"quintet/rules/puzzle"
)

// The position in words, for a screen reader (the game's live region reads these).

func face(dot bool) string {
	if dot {
		return "dot"
	}
	return "dash"
}

// Words is the whole board row by row, top first: the outer ring's cells have no names.
func (p Position) Words() string {
	size := p.Size()
	e := size.Edge()
	var b strings.Builder
	fmt.Fprintf(&b, "%d by %d board, %d by %d inside the ring; %s; the goal is one dot, in %s. ", e, e, int(size), int(size),
		puzzle.Plural(p.board.Count(), "dot", "dots"), p.Middle().Name())
	for r := 0; r < e; r++ {
		switch {
		case r == 0:
			b.WriteString("Top ring: ")
		case r == e-1:
			b.WriteString("Bottom ring: ")
		default:
			fmt.Fprintf(&b, "Row %d: ", r)
		}
		var cells []string
		for c := 0; c < e; c++ {
			cell := rules.Cell{Col: c, Row: r}
			if size.Interior(cell) {
				cells = append(cells, cell.Name()+" "+face(p.Dot(cell)))
			} else {
				cells = append(cells, face(p.Dot(cell)))
			}
		}
		b.WriteString(strings.Join(cells, ", ") + ". ")
	}
	return strings.TrimSpace(b.String())
}

// MoveWords says what the last move did.
func (p Position) MoveWords(string) string {
	c, ok := p.Last()
	if !ok {
		return ""
	}
	n := p.board.Count()
	return fmt.Sprintf("You flipped the block around %s; %s left.", c.Name(), puzzle.Plural(n, "dot", "dots"))
}

// CellWords names a cell and what Enter would do there.
func (p Position) CellWords(move string) string {
	c, err := rules.ParseCell(p.Size(), move)
	if err != nil {
		return ""
	}
	return fmt.Sprintf("%s, %s: Enter flips the 3 by 3 block around it.", c.Name(), face(p.Dot(c)))
}
