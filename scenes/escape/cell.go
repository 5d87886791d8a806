package escape

// Cell is where the cursor stands to select move (game.Cursor): the square's column and its row from
// the top on the board shown (names count rows from the bottom, so Up is the next number).
func (s *Scene) Cell(move string) (x, y int, ok bool) {
	sq, err := s.shape.ParseSquare(move)
	if err != nil {
		return 0, 0, false
	}
	x, y = s.shape.Cell(sq)
	return x, y, true
}
