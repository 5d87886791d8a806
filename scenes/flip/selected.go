package flip

// Selected is the move Enter or Space would play now: the selected cell's name ("b2"), or "" while the
// cursor is hidden (then the first Enter only shows it).
func (s *Scene) Selected() string {
	if !s.selOn {
		return ""
	}
	return s.sel.Name()
}
