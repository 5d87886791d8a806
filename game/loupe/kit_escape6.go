package loupe

// Target is the smallest thing a tap on a board of cells of side cell screen pixels acts on, at unit
// pixels per layout unit: the cells themselves, or, where they are too small for a finger and a tap
// opens the loupe, the loupe's cells and its close button. Escape's MinTarget reports it (Hash and
// Flip compute the same for their boards).
func Target(cell, unit float64) float64 {
	if Needed(cell, unit) {
		return float64(min(CellSide(unit), CloseSide(unit)))
	}
	return cell
}
