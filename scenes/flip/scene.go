// Package flip draws Flip: an e×e board of dots and dashes with an outer ring, where a move flips the
// 3×3 block centred on an interior cell and the goal is one dot, in the marked middle cell.
//
// There is one selection, an interior cell: the pointer moves it (hovering, or a long press), the arrow
// keys move it one cell from wherever it is, and Enter or Space flips its block. It is the block
// previewed, the cell framed, the labels lit and the cell the panel names. A click or tap flips the
// clicked cell, and the nine cells turn over like cards. A cell can also be typed by name: a letter or digit that is not one
// of the game's shortcut keys (n u r h s g t) opens the name box, so "b2" then Enter plays b2; ' or :
// opens the box for any name (needed for columns g and h); Backspace edits, Esc closes. A name that is
// not an interior cell is explained and nothing is played.
package flip

import (
	"context"
	"errors"
	"fmt"
	"image"
	"strings"
	"unicode"

	"quintet/game/input"
	"quintet/game/loupe"
	"quintet/game/scene"
	rules "quintet/rules/flip"
	solver "quintet/solver/flip"
)

// Puzzle registers Flip with the game.
var Puzzle = scene.Puzzle{
	Backend:  solver.Backend,
	NewScene: func() scene.Scene { return NewScene() },
}

// flipTicks is how long the nine cells of a move take to turn over.
const flipTicks = 16

// shortcuts are the midend's letter keys; typed first, they act as shortcuts, not as a cell name.
const shortcuts = "nurhsgt"

// maxTyped bounds the name box: the longest interior name the rules allow is three characters and two
// digits; a little more lets a mistyped name be seen and edited.
const maxTyped = 8

// Scene is the Flip scene. It keeps only presentation state; the board is always f.Pos.
type Scene struct {
	sel   rules.Cell // the selected interior cell (of size hotSize)
	selOn bool       // the selection is shown: the pointer is over it, or the keyboard put it there
	keys  bool       // the keyboard moved the selection last (the pointer has not moved since)

	scene.NameBox // the cell-name box

	serial  int        // the Frame.Serial of the position last seen, to notice a new one
	anim    scene.Anim // the last move's block turning over (drawBoard takes the block from p.Last)
	hotSize rules.Size // the size the selection belongs to; a new size starts it over in the middle

	// mag is the magnifier a finger's tap opens where the cells are smaller than a fingertip.
	mag loupe.Loupe

	drawn []string // the panel's lines as last drawn (for tests)
}

// NewScene makes a Flip scene with nothing selected and the name box closed.
func NewScene() *Scene {
	s := &Scene{anim: scene.Anim{Ticks: flipTicks}}
	s.NameBox = scene.NameBox{Label: "Cell", Submit: s.submit, Where: func(f *scene.Frame) (image.Rectangle, bool) {
		l, ok := layoutFor(f)
		return l.box, ok
	}}
	s.Field = input.TextField{Max: maxTyped, Accept: acceptName}
	return s
}

var position = scene.PosOf[solver.Position]

// sync notices a new position. A board of another size starts the selection over, hidden in the
// middle cell; a move (or a redo of one) starts the flip animation of its block. Undo, restart, solve
// and new games just show the result.
func (s *Scene) sync(f *scene.Frame, p solver.Position) {
	if size := p.Size(); size != s.hotSize || !size.Interior(s.sel) {
		s.hotSize, s.sel, s.selOn, s.keys = size, p.Middle(), false, false
	}
	if f.Serial == s.serial {
		return
	}
	s.serial, s.anim.On = f.Serial, false
	if _, ok := p.Last(); ok && f.Arrival == scene.Played {
		s.anim.Start(f)
		f.Animate()
	}
}

// Update plays a clicked cell, runs the name box, moves the selection with the pointer and the arrows,
// and plays it with Enter or Space.
func (s *Scene) Update(f *scene.Frame) {
	p, ok := position(f)
	if !ok {
		return
	}
	s.sync(f, p)
	l := newLayout(f.Area, f.Unit, p.Size())
	// ' or :, or a letter or digit that is not a shortcut key, opens the name box; the box then has
	// every key of the event (the letter or digit that opened it too), Enter and the arrows included.
	if r := f.In.Rune; !s.NameBox.On && (r == '\'' || r == ':' || nameRune(r) && !strings.ContainsRune(shortcuts, unicode.ToLower(r))) {
		s.NameBox.Open(f)
	}
	if s.NameBox.On {
		s.NameBox.Edit(f)
	} else {
		s.track(f, p, l)
		s.updateKeys(f, p)
	}
	s.mag.Fits(f, l.e, l.e)
	switch res, col, row := s.mag.Update(f); {
	case res == loupe.Tapped:
		s.NameBox.Close()
		s.playCell(f, p, rules.Cell{Col: col, Row: row})
	case res == loupe.Ignored && f.In.Clicked:
		s.click(f, p, l)
	}
	if s.anim.Due(f) {
		f.Animate()
	}
}

// track moves the selection with the pointer. Only a pointer that moves (or a press held long enough)
// takes it: a mouse resting where it was leaves a selection the arrows moved alone. A pointer that moves
// off the interior, or goes away, hides a selection it owns.
func (s *Scene) track(f *scene.Frame, p solver.Position, l layout) {
	in := f.In
	sel, on, keys := s.sel, s.selOn, s.keys
	switch {
	case in.Hovering() && (in.Moved || in.LongPress):
		c, ok := l.cellAt(in.Pointer)
		if col, row, onLoupe := s.mag.Hover(in); onLoupe {
			c, ok = rules.Cell{Col: col, Row: row}, true // a finger held on a cell of the loupe
		} else if s.mag.On && in.Pointer.In(s.mag.Box) {
			ok = false
		}
		if on, keys = ok && p.Size().Interior(c), false; on {
			sel = c
		}
	case !in.HasPoint && !keys:
		on = false
	}
	s.setSel(f, sel, on, keys)
}

func (s *Scene) setSel(f *scene.Frame, sel rules.Cell, on, keys bool) {
	if sel != s.sel || on != s.selOn || keys != s.keys {
		s.sel, s.selOn, s.keys = sel, on, keys
		f.Redraw()
	}
}

// updateKeys moves the selection one interior cell per arrow key, from wherever it is, and flips its
// block with Enter or Space. Enter with nothing selected shows the cursor without playing.
func (s *Scene) updateKeys(f *scene.Frame, p solver.Position) {
	switch d, arrow := input.Arrows[f.In.Action]; {
	case f.In.Action == input.Select:
		shown := s.selOn // the first Enter only shows where the cursor is
		s.setSel(f, s.sel, true, true)
		if shown {
			f.Play(s.sel.Name())
		}
	case arrow:
		n := int(p.Size())
		s.setSel(f, rules.Cell{Col: min(max(s.sel.Col+d.X, 1), n), Row: min(max(s.sel.Row+d.Y, 1), n)}, true, true)
	}
}

func (s *Scene) click(f *scene.Frame, p solver.Position, l layout) {
	pt := f.In.Pointer
	if pt.In(l.box) {
		s.NameBox.Open(f)
		return
	}
	if s.NameBox.On {
		s.NameBox.Close() // a click elsewhere closes the box
		f.Redraw()
	}
	switch c, on := l.cellAt(pt); {
	case !on:
	case f.In.Touch && loupe.Needed(l.cell, f.Unit):
		// Too small for a finger: the tap opens the loupe on the cell, whose cells then play.
		s.mag.Show(f, l.e, l.e, c.Col, c.Row, l.cellRect(c))
	default:
		s.playCell(f, p, c)
	}
}

// Dismiss closes the loupe (Esc); it reports whether one was open.
func (s *Scene) Dismiss() bool { return s.mag.Dismiss() }

// playCell flips the block centred on c, or says why a cell of the outer ring cannot be played.
func (s *Scene) playCell(f *scene.Frame, p solver.Position, c rules.Cell) {
	if !p.Size().Interior(c) {
		f.Message("That cell is in the outer ring: moves are centred on the cells inside it (columns a..%s, rows 1..%d).",
			rules.ColumnLetters(int(p.Size())), int(p.Size()))
		return
	}
	s.setSel(f, c, f.In.Hovering(), false)
	f.Play(c.Name())
}

func nameRune(r rune) bool { return r < 128 && (unicode.IsLetter(r) || unicode.IsDigit(r)) }

// acceptName takes the characters a cell name can have, in lower case; anything else is ignored.
func acceptName(_ string, r rune) (rune, error) {
	if !nameRune(r) {
		return 0, errors.New("not part of a cell name")
	}
	return unicode.ToLower(r), nil
}

// submit plays the typed cell; a name that is not an interior cell is explained and nothing changes,
// and the box keeps it for editing.
func (s *Scene) submit(f *scene.Frame) {
	p, ok := position(f)
	if !ok {
		return
	}
	c, err := rules.ParseCell(p.Size(), s.Field.Text)
	if err != nil {
		f.Message("Not played: %v.", err)
		return
	}
	s.NameBox.Close()
	s.setSel(f, c, true, true) // the cursor goes on from the cell played
	f.Play(c.Name())
}

// Selected is the move Enter or Space would play now: the selected cell's name ("b2"), or "" while the
// cursor is hidden (then the first Enter only shows it).
func (s *Scene) Selected() string {
	if !s.selOn {
		return ""
	}
	return s.sel.Name()
}

// selected is the cell whose block is previewed: the typed name's while the box is open (when it names
// one), else the selection when it is shown.
func (s *Scene) selected(size rules.Size) (rules.Cell, bool) {
	if !s.NameBox.On {
		return s.sel, s.selOn && size.Interior(s.sel)
	}
	c, err := rules.ParseCell(size, s.Field.Text)
	return c, err == nil
}

// proofLine is lead and what the solver proved for size (it keeps each size's table), or why that was
// not computed: the panel's last paragraph, and the help's line about the board being played.
func proofLine(size rules.Size, lead string) string {
	pr, err := solver.Prove(context.Background(), size)
	if err != nil {
		return fmt.Sprintf("The proof for this size was not computed: %v.", err)
	}
	return lead + solver.ProofLine(pr)
}

// shortcutColumns lists the first letters of this size's column names that are shortcut keys, so
// their names must start with ' (or :). Columns a..z come first; later ones (aa, ab, …) start with them.
func shortcutColumns(s rules.Size) []string {
	var out []string
	for c := byte('a'); c <= 'z' && int(c-'a') < int(s); c++ {
		if strings.IndexByte(shortcuts, c) >= 0 {
			out = append(out, string(c))
		}
	}
	return out
}
