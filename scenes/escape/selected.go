package escape

import rules "quintet/rules/escape"

// Selected is the move Enter or Space would play now: the selected square's name ("C2"), or "" while
// the cursor is hidden (then the first Enter only shows it).
func (s *Scene) Selected() string {
	sq := s.selected()
	if sq == rules.None {
		return ""
	}
	return s.shape.Name(sq)
}
