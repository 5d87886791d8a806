package game

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is one tick's input with mouse and touch merged into one pointer, so scenes handle a tap and a
// click alike and a long press stands in for hovering.
type Input struct {
	Pointer   image.Point // where the mouse or the current touch is
	HasPoint  bool        // a mouse is over the window or a finger is down
	Moved     bool        // the pointer moved this tick
	Down      bool        // the button or finger is held
	Clicked   bool        // a click or tap ended this tick at Pointer
	LongPress bool        // held still for half a second: show what hovering would show
	Typed     []rune      // characters typed this tick
	Keys      []ebiten.Key
	Ctrl      bool
	Shift     bool
	Wheel     float64

	// Synthetic input, used by tests and the autoplay mode.
	injectedKeys   []ebiten.Key
	injectedTyped  []rune
	injectedClick  *image.Point
	injectedCtrl   bool
	injectedShift  bool
	touch          ebiten.TouchID
	touching       bool
	pressAt        image.Point
	pressTicks     int
	travelled      bool
	lastPointer    image.Point
	touchIDs       []ebiten.TouchID
	justPressedIDs []ebiten.TouchID
}

// JustPressed reports whether key went down this tick.
func (in *Input) JustPressed(k ebiten.Key) bool {
	for _, x := range in.Keys {
		if x == k {
			return true
		}
	}
	return false
}

// In reports whether the pointer is inside r.
func (in *Input) In(r image.Rectangle) bool { return in.HasPoint && in.Pointer.In(r) }

// ClickIn reports whether a click or tap ended inside r this tick.
func (in *Input) ClickIn(r image.Rectangle) bool { return in.Clicked && in.Pointer.In(r) }

// consumeClick stops a click from reaching anything else (a dialog took it).
func (in *Input) consumeClick() { in.Clicked = false }

// read fills the input from Ebitengine's state.
func (in *Input) read() {
	in.Keys = inpututil.AppendJustPressedKeys(in.Keys[:0])
	in.Typed = ebiten.AppendInputChars(in.Typed[:0])
	in.Keys = append(in.Keys, in.injectedKeys...)
	in.Typed = append(in.Typed, in.injectedTyped...)
	in.injectedKeys, in.injectedTyped = in.injectedKeys[:0], in.injectedTyped[:0]
	in.Ctrl = ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta) || in.injectedCtrl
	in.Shift = ebiten.IsKeyPressed(ebiten.KeyShift) || in.injectedShift
	in.injectedCtrl, in.injectedShift = false, false
	_, in.Wheel = ebiten.Wheel()
	in.Clicked, in.LongPress = false, false

	prev := in.Pointer
	in.justPressedIDs = inpututil.AppendJustPressedTouchIDs(in.justPressedIDs[:0])
	in.touchIDs = ebiten.AppendTouchIDs(in.touchIDs[:0])
	switch {
	case len(in.justPressedIDs) > 0 && !in.touching:
		in.touch, in.touching = in.justPressedIDs[0], true
		in.Pointer = image.Pt(ebiten.TouchPosition(in.touch))
		in.startPress()
	case in.touching:
		if inpututil.IsTouchJustReleased(in.touch) {
			in.touching = false
			in.endPress()
		} else {
			in.Pointer = image.Pt(ebiten.TouchPosition(in.touch))
			in.holdPress()
		}
	default:
		x, y := ebiten.CursorPosition()
		in.Pointer = image.Pt(x, y)
		in.HasPoint = true
		switch {
		case inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft):
			in.startPress()
		case inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft):
			in.endPress()
		case ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft):
			in.holdPress()
		}
	}
	if in.injectedClick != nil {
		in.Pointer, in.HasPoint, in.Clicked = *in.injectedClick, true, true
		in.injectedClick = nil
	}
	in.Moved = in.Pointer != prev
}

func (in *Input) startPress() {
	in.Down, in.HasPoint, in.pressAt, in.pressTicks, in.travelled = true, true, in.Pointer, 0, false
}

func (in *Input) holdPress() {
	in.pressTicks++
	d := in.Pointer.Sub(in.pressAt)
	if d.X*d.X+d.Y*d.Y > 20*20 {
		in.travelled = true
	}
	if in.pressTicks >= 30 && !in.travelled {
		in.LongPress = true
	}
}

// endPress turns a short, still press into a click; a long press only showed what hovering shows.
func (in *Input) endPress() {
	in.Down = false
	if in.pressTicks < 30 && !in.travelled {
		in.Clicked = true
	}
}

// InjectMods holds Ctrl and Shift down for the next tick's injected keys.
func (in *Input) InjectMods(ctrl, shift bool) { in.injectedCtrl, in.injectedShift = ctrl, shift }

// Inject queues synthetic input for the next tick (tests and autoplay).
func (in *Input) Inject(keys []ebiten.Key, typed []rune, click *image.Point) {
	in.injectedKeys = append(in.injectedKeys, keys...)
	in.injectedTyped = append(in.injectedTyped, typed...)
	if click != nil {
		c := *click
		in.injectedClick = &c
	}
}
