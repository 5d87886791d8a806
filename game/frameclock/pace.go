package frameclock

import "time"

// A run of frames the game asks for itself (an animation, the completion flash fading) comes a
// sixtieth of a second apart while frames are cheap, and further apart while they are not: each
// frame's CPU (the whole process's, all its threads: with software OpenGL most of it is the
// rasteriser's threads) is measured, and the next frame of the run comes paceShare of that later, so
// an animation takes at most about a quarter of a core, however slow the machine, and stays smooth where
// a frame costs little (a GPU: a millisecond or two). An animation is timed by the clock, not counted
// in frames, so it still ends on time; fewer frames show it. Where the process's CPU time is not known
// (the browser, Windows), it is a sixtieth of a second.

// paceShare is how many times a frame's CPU the next frame of a run waits.
const paceShare = 4

// paceMax bounds the wait: an animation shows at least this many frames a second.
const paceMax = time.Second / 15

// paceRun is how close two frames are for the second to measure the first's cost: frames further
// apart are not a run (the CPU between them is not a frame's).
const paceRun = 100 * time.Millisecond

// Pacer measures the frames of a run; the zero Pacer is ready to use.
type Pacer struct {
	at       time.Time     // when the last frame of a run started
	cpu      time.Duration // the process's CPU time then
	frameCPU time.Duration // a frame's CPU, smoothed
}

// Next returns how soon the next frame of a run comes, measuring the frame that ended at this one.
func (p *Pacer) Next() time.Duration {
	now, cpu := time.Now(), processCPU()
	// The cost is kept from one run to the next (a run's first frames are paced by the last run's).
	if !p.at.IsZero() && now.Sub(p.at) < paceRun && cpu > 0 {
		p.frameCPU = (p.frameCPU + (cpu - p.cpu)) / 2 // smoothed over the last few frames
	}
	p.at, p.cpu = now, cpu
	return min(max(time.Second/60, paceShare*p.frameCPU), paceMax)
}
