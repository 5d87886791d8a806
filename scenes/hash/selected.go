package hash

import solver "quintet/solver/hash"

// Selected is the move Enter or Space would play now: the selected tile in the solver's notation
// ("x,y"), or "" when a panel control holds the selection or no tile has been placed yet.
func (s *Scene) Selected() string {
	t, ok := s.selected()
	if !ok {
		return ""
	}
	return solver.MoveAt(t.X(), t.Y())
}
