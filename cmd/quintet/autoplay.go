//go:build !js

package main

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/input"
	"quintet/rules/puzzle"
)

// autoplay wraps the game for the smoke test: it plays the open puzzle to its end using only the hint
// action (H shows the hint, H again plays it), lets the ending show, writes a screenshot and stops.
type autoplay struct {
	*game.App
	probe   *game.Probe
	shot    string
	last    time.Time
	endAt   time.Time
	shotNow bool
	err     error
}

func (p *autoplay) Update() error {
	if p.err != nil || (!p.endAt.IsZero() && time.Now().After(p.endAt) && !p.shotNow) {
		p.StopFrames() // before the loop ends: no frame request may race its end
		return ebiten.Termination
	}
	if err := p.App.Update(); err != nil {
		return err
	}
	p.probe.Again() // keep playing without input
	c := p.probe.Controller()
	s := c.Session(c.Current())
	if !p.endAt.IsZero() {
		return nil
	}
	if st := s.Pos().Status(); st != puzzle.Playing {
		if p.probe.Revealing() {
			return nil // let the scene reveal the ending first
		}
		if st == puzzle.Lost {
			p.err = errors.New("autoplay: the game was lost")
		}
		p.endAt = time.Now().Add(700 * time.Millisecond) // let the win flash show before the screenshot
		p.shotNow = p.shot != ""
		return nil
	}
	if time.Since(p.last) < 100*time.Millisecond {
		return nil
	}
	h, err, ready := c.Hint()
	switch {
	case !ready:
	case err != nil:
		p.err = fmt.Errorf("autoplay: hint failed: %v", err)
	case h.Verdict != puzzle.Solved:
		p.err = fmt.Errorf("autoplay: no winning hint (%s)", h.Reason)
	default:
		p.last = time.Now()
		c.Do(input.Hint) // show it: the next move alone, never the whole line…
		if sh := c.HintShown(); sh == nil || sh.Move != h.Move || len(sh.Line) > 1 || c.HintWhole() {
			p.err = fmt.Errorf("autoplay: the first H showed %+v, want the move %q alone", sh, h.Move)
			return nil
		}
		c.Do(input.Hint) // …and play it: the hint key twice
	}
	return nil
}

func (p *autoplay) Draw(screen *ebiten.Image) {
	p.App.Draw(screen)
	if p.shotNow && time.Now().After(p.endAt.Add(-200*time.Millisecond)) {
		p.shotNow = false
		if err := writePNG(screen, p.shot); err != nil {
			p.err = err
		}
	}
}

func writePNG(img *ebiten.Image, path string) error {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, rgba); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
