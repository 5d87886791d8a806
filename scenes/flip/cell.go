package flip

import rules "quintet/rules/flip"

// Cell is where the cursor stands to select move (game.Cursor): the interior cell's column and row on
// the board shown, which Right and Down each take one further.
func (s *Scene) Cell(move string) (x, y int, ok bool) {
	c, err := rules.ParseCell(s.hotSize, move)
	if err != nil {
		return 0, 0, false
	}
	return c.Col, c.Row, true
}
