package clock

// Selected is the move Enter or Space would play now: "0" for Zero, "X" for Pass. (While a replay
// runs, the first Enter only ends it.)
func (s *Scene) Selected() string { return buttons[s.sel].move }
