package loupe

import (
	"image"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/scene"
)

// Loupe is a scene's loupe: closed, or open on a View.
type Loupe struct {
	View
	On       bool
	dragging bool // a finger went down on the loupe and is held
}

// Result is what one step of input did to an open loupe.
type Result int

const (
	Ignored Result = iota // the loupe is closed, or the step was nothing to it: the scene goes on as usual
	Taken                 // the loupe took the step (a press or drag on it, a tap on its frame, a close)
	Tapped                // a cell of the loupe was tapped: the scene plays it
)

// Show opens the loupe on the cell (col, row) of a cols×rows board, whose rectangle on the board is at.
func (l *Loupe) Show(f *scene.Frame, cols, rows, col, row int, at image.Rectangle) {
	l.View, l.On, l.dragging = Open(f.Area, f.Unit, cols, rows, col, row, at), true, false
	f.Redraw()
}

// Hide closes the loupe.
func (l *Loupe) Hide(f *scene.Frame) {
	if l.Dismiss() {
		f.Redraw()
	}
}

// Fits closes the loupe when it no longer fits the frame: the area or its scale changed (the screen
// turned), or the board has another size. It reports whether the loupe is still open.
func (l *Loupe) Fits(f *scene.Frame, cols, rows int) bool {
	if l.On && (l.Area != f.Area || l.Unit != f.Unit || l.Cols != cols || l.Rows != rows) {
		l.Hide(f)
	}
	return l.On
}

// Dismiss closes an open loupe (Esc); it reports whether there was one.
func (l *Loupe) Dismiss() bool {
	was := l.On
	l.On, l.dragging = false, false
	return was
}

// Update reads one step of input for an open loupe. A press on the loupe starts a drag that pans it; a
// tap on one of its cells is Tapped (with the cell); a tap on the close button or outside the loupe
// closes it and is Taken, so the tap does nothing else. Keys are left to the scene.
func (l *Loupe) Update(f *scene.Frame) (r Result, col, row int) {
	if !l.On {
		return Ignored, 0, 0
	}
	in := f.In
	r = Ignored
	if in.Pressed && in.Pointer.In(l.Box) {
		l.dragging, l.drag = true, image.Point{}
		r = Taken
	}
	if l.dragging && in.Down && in.Drag != (image.Point{}) {
		if l.View.Drag(in.Drag) {
			f.Redraw()
		}
		r = Taken
	}
	if !in.Down {
		l.dragging = false
	}
	if in.Clicked {
		switch c, rw, ok := l.CellAt(in.Pointer); {
		case in.Pointer.In(l.Close):
			l.Hide(f)
			return Taken, 0, 0
		case ok:
			return Tapped, c, rw
		case in.Pointer.In(l.Box):
			return Taken, 0, 0
		default:
			l.Hide(f)
			return Taken, 0, 0
		}
	}
	return r, 0, 0
}

// Hover is the loupe's cell under a hovering pointer (a finger held still on it), if any.
func (l *Loupe) Hover(in *input.Input) (col, row int, ok bool) {
	if !l.On || !in.Hovering() {
		return 0, 0, false
	}
	return l.CellAt(in.Pointer)
}

// DrawFrame draws the loupe's backing, frame and close button; the scene then draws the cells into
// Cells(dst). caption, when it fits beside the close button, says what a tap does.
func (l *Loupe) DrawFrame(dst *kit.Canvas, f *scene.Frame, caption string) {
	t := f.Theme
	shadow := l.Box.Add(image.Pt(int(f.U(3)), int(f.U(4))))
	kit.DrawPanel(dst, "panel", shadow, f.U(10), kit.Fade(t.Bg, 0.6))
	kit.DrawPanel(dst, "panel", l.Box, f.U(10), t.Panel)
	kit.DrawPanel(dst, "frame", l.Box, f.U(10), t.Accent)
	c := l.Close.Inset(int(f.U(6)))
	kit.DrawPanel(dst, "panel", c, f.U(6), t.PanelHi)
	kit.DrawText(dst, "×", kit.Face(kit.Bold, f.U(24)), float64(c.Min.X+c.Max.X)/2, float64(c.Min.Y+c.Max.Y)/2, kit.Center, t.Text)
	if caption == "" || l.Close.Min.Y != l.Box.Min.Y || l.Close.Max.Y > l.Grid.Min.Y {
		return // the close button is beside the cells: no bar for a caption
	}
	face := kit.Face(kit.Regular, f.U(CaptionSize))
	x := float64(l.Grid.Min.X)
	if kit.TextWidth(caption, face) <= float64(l.Close.Min.X)-x-f.U(4) {
		kit.DrawText(dst, caption, face, x, float64(l.Close.Min.Y+l.Close.Max.Y)/2, kit.Left, t.Dim)
	}
}

// CaptionSize is the caption's font size in layout units.
const CaptionSize = 14

// TapGrid is where the open loupe's cells are (a scene's TapGrids, under "loupe").
func (l *Loupe) TapGrid() scene.TapGrid {
	return scene.TapGrid{Rect: l.Grid, Col0: l.Col0, Row0: l.Row0, Cols: l.N, Rows: l.M}
}

// Cells is the part of dst the loupe's cells are drawn into (drawing outside it is clipped).
func (l *Loupe) Cells(dst *kit.Canvas) *kit.Canvas {
	return dst.Sub(l.Grid)
}
