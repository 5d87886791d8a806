package scene

// PosOf is the frame's position as a puzzle's own type P; ok is false for any other (never in a built
// game). Each scene names it once for its type: var position = scene.PosOf[solver.Position].
func PosOf[P any](f *Frame) (P, bool) {
	p, ok := f.Pos.(P)
	return p, ok
}
