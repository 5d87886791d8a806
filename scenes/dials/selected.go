package dials

import "strconv"

// Selected is the move Enter or Space would play now: the selected button's number, "1".."n".
func (s *Scene) Selected() string { return strconv.Itoa(s.sel + 1) }
