package dials

import "strconv"

// Selected is the move Enter or Space would play now: the selected button's number, "1".."n".
func (s *Scene) Selected() string { return strconv.Itoa(s.sel + 1) }

// Cell is where the cursor stands to select move (game.Cursor): the button's place in the row, which
// Right takes one further.
func (s *Scene) Cell(move string) (x, y int, ok bool) {
	n, err := strconv.Atoi(move)
	return n - 1, 0, err == nil && n >= 1
}
