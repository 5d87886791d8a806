//go:build js

package webpage

import (
	"image"
	"strings"
	"syscall/js"
	"time"

	"quintet/game/input"
)

// Input is the page's input events, queued by its listeners as they happen and taken by the next frame.
// Go runs on the page's one thread, so the listeners and the frame never run at once.
type Input struct {
	queued    []input.Event
	listening bool
}

// Listen installs the listeners once: keys on the window (so a focused text input's keys, which stop
// there, are not seen twice), pointers on the canvas. Each event calls wake, to ask for a frame.
func (in *Input) Listen(wake func()) {
	if in.listening {
		return
	}
	in.listening = true
	Guard(func() {
		win := js.Global()
		// The page's own text inputs ask for a frame when they change (see quintetText in index.html).
		win.Set("quintetWake", js.FuncOf(func(js.Value, []js.Value) any {
			wake()
			return nil
		}))
		win.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
			e := args[0]
			if t := e.Get("target"); t.Truthy() && t.Get("tagName").Truthy() && t.Get("tagName").String() == "INPUT" {
				return nil
			}
			code := e.Get("code").String()
			key := e.Get("key").String()
			ctrl, meta := e.Get("ctrlKey").Bool(), e.Get("metaKey").Bool()
			k := input.Key{Code: strings.TrimPrefix(code, "Key"), Ctrl: ctrl || meta, Shift: e.Get("shiftKey").Bool(),
				Alt: e.Get("altKey").Bool(), Repeat: e.Get("repeat").Bool()}
			if len([]rune(key)) == 1 {
				k.Char = strings.ToLower(key)
				if k.Shift && !strings.HasPrefix(code, "Key") {
					k.Char = "" // Shift changed the character (Shift+/ is "?"); the position still names it
				}
			}
			if code == "" {
				return nil
			}
			if code == "Tab" && js.Global().Get("quintetTakesTab").Truthy() {
				e.Call("preventDefault") // Tab moves the game's own focus (the dialog's buttons), not the page's
			}
			if t := e.Get("target"); (code == "Enter" || code == "Space") && t.Truthy() && t.Get("tagName").Truthy() && t.Get("tagName").String() == "BUTTON" {
				return nil // the page's own button takes its Enter and Space
			}
			if textSizeKey(k) || fileKey(k) {
				e.Call("preventDefault") // Ctrl+= and Ctrl+− size the game's text rather than zoom the page
			}
			now := time.Now()
			in.queued = append(in.queued, input.Event{Kind: input.KeyDown, Key: k, At: now})
			if r := []rune(key); len(r) == 1 && !k.Ctrl && !k.Alt {
				in.queued = append(in.queued, input.Event{Kind: input.Text, Rune: r[0], At: now})
			}
			wake()
			return nil
		}), true) // the capture phase: before anything on the page can stop the event
		canvas := js.Global().Get("document").Call("querySelector", "canvas")
		if !canvas.Truthy() {
			return
		}
		pointer := func(kind input.Kind) js.Func {
			return js.FuncOf(func(_ js.Value, args []js.Value) any {
				e := args[0]
				rect := canvas.Call("getBoundingClientRect")
				s := js.Global().Get("devicePixelRatio").Float()
				if s <= 0 {
					s = 1
				}
				x := (e.Get("clientX").Float() - rect.Get("left").Float()) * s
				y := (e.Get("clientY").Float() - rect.Get("top").Float()) * s
				touch := e.Get("pointerType").String() != "mouse"
				id := 0
				if touch {
					id = e.Get("pointerId").Int() + 1
				} else if kind != input.PointerMove && e.Get("button").Int() != 0 {
					return nil // only the main button plays
				}
				in.queued = append(in.queued, input.Event{Kind: kind, Pos: image.Pt(int(x), int(y)), ID: id, Touch: touch, At: happened(e)})
				wake()
				return nil
			})
		}
		canvas.Call("addEventListener", "pointerdown", pointer(input.PointerDown), true)
		canvas.Call("addEventListener", "pointermove", pointer(input.PointerMove), true)
		win.Call("addEventListener", "pointerup", pointer(input.PointerUp), true)
		canvas.Call("addEventListener", "pointerleave", js.FuncOf(func(js.Value, []js.Value) any {
			in.queued = append(in.queued, input.Event{Kind: input.PointerLeave, At: time.Now()})
			return nil
		}))
	})
}

// happened is when the page's event e happened: now, less how long it waited for the page's thread.
// A click whose release waited behind a slow frame is still a click, not a long press.
func happened(e js.Value) time.Time {
	now := time.Now()
	ts, perf := e.Get("timeStamp"), js.Global().Get("performance")
	if ts.Type() != js.TypeNumber || !perf.Truthy() || perf.Get("now").Type() != js.TypeFunction {
		return now
	}
	// Both on the page's monotonic clock, so a computer's sleep or a clock change cannot skew it.
	lag := perf.Call("now").Float() - ts.Float()
	if lag <= 0 || lag > 60_000 {
		return now
	}
	return now.Add(-time.Duration(lag * float64(time.Millisecond)))
}

// Take takes the events queued since the last call.
func (in *Input) Take() []input.Event {
	out := in.queued
	in.queued = nil
	return out
}

// Push queues an event as the listeners do (the page's own buttons).
func (in *Input) Push(e input.Event) { in.queued = append(in.queued, e) }

// textSizeKey reports whether k is Ctrl+= or Ctrl+− (the browser's own zoom keys, which the page then
// leaves to the game).
func textSizeKey(k input.Key) bool {
	act, _, _ := (&input.Keymap{}).Resolve(k, false)
	return act == input.TextBigger || act == input.TextSmaller
}
