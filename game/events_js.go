//go:build js

package game

import (
	"image"
	"strings"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/input"
)

// The page's input events are queued by listeners as they happen (pageState.queued) and taken by the
// next frame.

// listen installs the listeners once: keys on the window (so a focused text input's keys, which stop
// there, are not seen twice), pointers on the canvas.
func (a *App) listen() {
	if a.listening {
		return
	}
	a.listening = true
	guard(func() {
		win := js.Global()
		// The page's own text inputs ask for a frame when they change (see quintetText in index.html).
		win.Set("quintetWake", js.FuncOf(func(js.Value, []js.Value) any {
			ebiten.ScheduleFrame()
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
			if textSizeKey(k) {
				e.Call("preventDefault") // Ctrl+= and Ctrl+− size the game's text rather than zoom the page
			}
			now := time.Now()
			a.queued = append(a.queued, input.Event{Kind: input.KeyDown, Key: k, At: now})
			if r := []rune(key); len(r) == 1 && !k.Ctrl && !k.Alt {
				a.queued = append(a.queued, input.Event{Kind: input.Text, Rune: r[0], At: now})
			}
			ebiten.ScheduleFrame()
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
				a.queued = append(a.queued, input.Event{Kind: kind, Pos: image.Pt(int(x), int(y)), ID: id, Touch: touch, At: happened(e)})
				ebiten.ScheduleFrame()
				return nil
			})
		}
		canvas.Call("addEventListener", "pointerdown", pointer(input.PointerDown), true)
		canvas.Call("addEventListener", "pointermove", pointer(input.PointerMove), true)
		win.Call("addEventListener", "pointerup", pointer(input.PointerUp), true)
		canvas.Call("addEventListener", "pointerleave", js.FuncOf(func(js.Value, []js.Value) any {
			a.queued = append(a.queued, input.Event{Kind: input.PointerLeave, At: time.Now()})
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

// pageEvents takes the events the page queued since the last frame.
func (a *App) pageEvents() []input.Event {
	a.listen()
	out := a.queued
	a.queued = nil
	return out
}

// browserEvents reports that the page hands over every key and pointer event itself (App.pageEvents
// takes them): a key or a tap that goes down and up between two frames never shows in Ebitengine's
// per-frame state.
func browserEvents(time.Time) ([]input.Event, bool) { return nil, true }
