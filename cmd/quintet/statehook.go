//go:build !js

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game"
	"quintet/game/scene"
)

// stateHook is a debug hook for tests that drive the real binary with real X input (-state FILE):
// after every frame in which something it reports changed, it writes the game's status as JSON to FILE,
// atomically (a temporary file renamed over it). It adds no frames of its own, so an idle game stays idle.
type stateHook struct {
	shellGame
	app     *game.App
	path    string
	updates int // Update calls: every frame, redrawn or not
	last    []byte
	err     error
}

// hookState is what the hook writes: the midend's status (the same map the browser page publishes),
// plus where the board is, so a test can find what to click, and the open scene's selection.
func hookState(app *game.App, updates int) map[string]any {
	a := game.ProbeOf(app) // the App's test and inspection surface
	s := a.Controller().Status()
	b := a.BoardRect()
	s["board"] = rectInts(b)
	s["unit"] = a.Unit()
	s["frames"] = a.Frames()
	s["updates"] = updates
	s["late_hints"] = a.Controller().LateHints() // moves drawn before their hint came (a frame more each)
	s["animating"] = a.Dirty()                   // the game has asked for another frame (an animation or a replay runs)
	s["presents"] = a.Presents()                 // frames that only showed the last picture again (the window uncovered)
	s["flash"] = a.FlashShown()
	s["xkeys"] = a.XKeys()     // key presses counted from the X server's events
	s["xclicks"] = a.XClicks() // and clicks
	if g := a.TapGrids(); len(g) > 0 {
		s["grids"] = g // where the scene's taps play cells (Dials: its buttons), as the browser's page says
	}
	if d := a.Dialog(); d != nil {
		s["dialog"] = d // the game-ID dialog: its buttons, field and message
	}
	if r := a.MenuChip("hash", game.ChipDaily); !r.Empty() {
		s["daily_chip"] = rectInts(r) // the menu's chip for today's Hash Game
	}
	s["stats_open"], s["stats_note"] = a.StatsNote()
	if h, ok := a.Help(); ok { // the help is open: its page and where its controls and text are
		parts := map[string][]int{"text": rectInts(h.TextArea)}
		for name, r := range h.Targets {
			parts[name] = rectInts(r)
		}
		s["help"] = map[string]any{"page": h.Page, "pages": h.Pages, "title": h.Title, "parts": parts}
	}
	if sc, ok := a.Scene().(scene.Selector); ok {
		sel := sc.Selected()
		s["selected"] = sel // the move Enter or Space would play now
		if c, ok := sc.(scene.Cursor); ok {
			// Where the cursor stands for the selection and for the hint's move, as the arrows count,
			// so the keyboard test aims the arrows with the scene's own geometry.
			hint, _ := s["hint"].(string)
			cells := map[string][]int{}
			for _, m := range []string{sel, hint} {
				if x, y, ok := c.Cell(m); ok && m != "" {
					cells[m] = []int{x, y}
				}
			}
			s["cells"] = cells
		}
	}
	if sc, ok := a.Scene().(interface{ Group() int }); ok {
		s["group"] = sc.Group() // Escape: the parity group on the board (-1: none)
	}
	return s
}

// rectInts is a rectangle as the hook writes one: x0, y0, x1, y1.
func rectInts(r image.Rectangle) []int { return []int{r.Min.X, r.Min.Y, r.Max.X, r.Max.Y} }

func (h *stateHook) Update() error {
	h.updates++
	if err := h.shellGame.Update(); err != nil {
		return err
	}
	h.write()
	return h.err
}

func (h *stateHook) Draw(screen *ebiten.Image) {
	h.shellGame.Draw(screen)
	h.write()
}

// write saves the state when it differs from the last one written; the first error stops the game.
func (h *stateHook) write() {
	if h.err != nil {
		return
	}
	data, err := json.Marshal(hookState(h.app, h.updates))
	if err != nil {
		h.err = fmt.Errorf("-state: %v", err)
		return
	}
	if bytes.Equal(data, h.last) {
		return
	}
	if err := writeAtomic(h.path, data); err != nil {
		h.err = fmt.Errorf("-state: %v", err)
		return
	}
	h.last = data
}

// writeAtomic replaces path with data so a reader sees the old file or the new one, never a part.
func writeAtomic(path string, data []byte) error {
	f, err := os.CreateTemp(filepath.Dir(path), ".state-*")
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(f.Name())
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		os.Remove(f.Name())
		return err
	}
	return nil
}
