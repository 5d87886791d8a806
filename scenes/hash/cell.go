package hash

import rules "quintet/rules/hash"

// Cell is where the cursor stands to select move (game.Cursor): the tile's x and y, which Right and
// Down each take one further.
func (s *Scene) Cell(move string) (x, y int, ok bool) {
	t, err := rules.ParseMove(move)
	if err != nil {
		return 0, 0, false
	}
	return t.X(), t.Y(), true
}
