package main

import (
	"runtime/debug"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

type drawCounter struct {
	shellGame
	draws int
}

func (d *drawCounter) Draw(*ebiten.Image) { d.draws++ }

// The collector is paused from pauseCollector until the game's first Draw, and runs as set before it
// after that Draw (and stays so over later ones).
func TestCollectorResumesAtFirstFrame(t *testing.T) {
	before := debug.SetGCPercent(137)
	defer debug.SetGCPercent(before)
	p := pauseCollector()
	if now := debug.SetGCPercent(-1); now != -1 {
		t.Fatalf("after pauseCollector the collector's percentage is %d, want -1 (paused)", now)
	}
	inner := &drawCounter{}
	g := p.wrap(inner)
	g.Draw(nil)
	if now := debug.SetGCPercent(137); now != 137 || inner.draws != 1 {
		t.Fatalf("after the first Draw the percentage is %d (want 137 again), the game drew %d times", now, inner.draws)
	}
	debug.SetGCPercent(55)
	g.Draw(nil)
	if now := debug.SetGCPercent(137); now != 55 || inner.draws != 2 {
		t.Fatalf("a second Draw set the percentage to %d (want 55 left alone), the game drew %d times", now, inner.draws)
	}
}
