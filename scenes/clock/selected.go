package clock

// Selected is the move Enter or Space would play now: "0" for Zero, "X" for Pass. (While a replay
// runs, the first Enter only ends it.)
func (s *Scene) Selected() string { return buttons[s.sel].move }

// Cell is where the cursor stands to select move (game.Cursor): Zero's button first, then Pass's
// (Left or Up selects Zero, Right or Down Pass).
func (s *Scene) Cell(move string) (x, y int, ok bool) {
	for i, b := range buttons {
		if b.move == move {
			return i, 0, true
		}
	}
	return 0, 0, false
}
