package main

import (
	"runtime/debug"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// The garbage collector waits until the first frame is drawn: from main to the first frame the game
// allocates a few megabytes (its fonts, the first screen's layout, Ebitengine's draw commands), and in
// the browser, where the collector shares the one thread with everything else, collecting them
// during the start took a tenth of the first frame's work. After the first frame, or after
// collectorWait if no frame comes (a hidden tab draws none), it collects as before.
const collectorWait = 10 * time.Second

// pausedCollector resumes the collector once.
type pausedCollector struct{ resume func() }

// pauseCollector stops collecting garbage until resumed, at most collectorWait.
func pauseCollector() pausedCollector {
	old := debug.SetGCPercent(-1)
	var once sync.Once
	resume := func() { once.Do(func() { debug.SetGCPercent(old) }) }
	time.AfterFunc(collectorWait, resume)
	return pausedCollector{resume}
}

// wrap is g with the collector resumed after its first Draw.
func (p pausedCollector) wrap(g shellGame) shellGame {
	return &firstFrameCollector{shellGame: g, resume: p.resume}
}

// firstFrameCollector is the game that resumes the collector after its first Draw.
type firstFrameCollector struct {
	shellGame
	resume func()
}

func (c *firstFrameCollector) Draw(screen *ebiten.Image) {
	c.shellGame.Draw(screen)
	if c.resume != nil {
		c.resume()
		c.resume = nil
	}
}
