package scene

// Anim is an animation that runs once, Ticks long, from the tick it is started on: Hash's machine's
// answer, and the same shape as Flip's turning block.
type Anim struct {
	Ticks int  // its length
	On    bool // it has been started and not stopped
	Begun int  // the tick it started on
}

// Start starts it on f's tick.
func (a *Anim) Start(f *Frame) { a.On, a.Begun = true, f.Ticks }

// At is how far it has got on f's tick, 0 to 1, and whether it is running (when not: 1).
func (a *Anim) At(f *Frame) (float64, bool) {
	age := f.Ticks - a.Begun
	if !a.On || age < 0 || age >= a.Ticks {
		return 1, false
	}
	return float64(age) / float64(a.Ticks), true
}

// Due reports whether Update should ask for a frame (Frame.Animate): while it runs, and on the tick it
// ends, so that its end is drawn.
func (a *Anim) Due(f *Frame) bool { return a.On && f.Ticks-a.Begun <= a.Ticks }
