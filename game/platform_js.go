//go:build js

package game

import (
	"net/url"
	"slices"
	"strings"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/initgap"
	"quintet/game/input"
	"quintet/game/midend"
	"quintet/game/scene"
)

// guard turns a JavaScript exception into a no-op: the page is an observer, never a way to crash the game.
func guard(f func()) {
	defer func() { recover() }()
	f()
}

// browserPage is the page's address, title and status.
type browserPage struct {
	app  *App
	last string // the game ID last shown in the address
	hist pageHistory
	// unsavedSaid is whether the live region has said that the games are not saved (once each time
	// they stop being saved). The page's beforeunload handler reads window.quintet.unsaved (index.html).
	unsavedSaid bool
}

func page(a *App) midend.Page {
	p := &browserPage{app: a}
	appPage = p
	p.hist.listen(a, p)
	guard(func() {
		// The player may edit the address: open that game on the next frame.
		js.Global().Call("addEventListener", "hashchange", js.FuncOf(func(js.Value, []js.Value) any {
			a.hashChanged = true
			ebiten.ScheduleFrame()
			return nil
		}))
		// Another tab saved a game (tabs share localStorage): take it on the next frame, so the two
		// tabs never write over each other's moves. A hidden tab runs no frames, so events gather:
		// each save is named once however often it was written (the next frame reads its latest),
		// and none is ever dropped.
		js.Global().Call("addEventListener", "storage", js.FuncOf(func(_ js.Value, args []js.Value) any {
			guard(func() {
				k := args[0].Get("key")
				if k.Type() != js.TypeString {
					return
				}
				if name, ok := strings.CutPrefix(k.String(), "quintet/"); ok && saveName(name) && !slices.Contains(a.savedElsewhere, name) {
					a.savedElsewhere = append(a.savedElsewhere, name)
					ebiten.ScheduleFrame()
				}
			})
			return nil
		}))
	})
	return p
}

// saveName reports whether a storage key's name (after "quintet/") can name a save the game reads: a
// short plain name, not one set aside ("dials.unreadable-…"). Only such names are remembered between
// frames, so what is remembered stays as small as the list of saves.
func saveName(name string) bool {
	if name == "" || len(name) > 32 {
		return false
	}
	for _, r := range name {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' && r != '_' {
			return false
		}
	}
	return true
}

// Fragment returns the game ID after '#' in the address, unescaped.
func (p *browserPage) Fragment() (s string) {
	guard(func() {
		h := js.Global().Get("location").Get("hash").String()
		h = strings.TrimPrefix(h, "#")
		if u, err := url.PathUnescape(h); err == nil {
			h = u
		}
		s = h
	})
	return s
}

// SetFragment mirrors the current game ID in the address without adding a browser history entry.
func (p *browserPage) SetFragment(id string) {
	p.last = id
	guard(func() {
		h := js.Global().Get("history")
		h.Call("replaceState", h.Get("state"), "", "#"+id) // the entry's state is the Back button's
	})
}

// Link is the address that opens game id on this site (midend.Linker): the page's own address with
// the ID in its fragment, escaped ('#' as %23) so that the whole link survives being pasted anywhere.
func (p *browserPage) Link(id string) (s string) {
	s = id
	guard(func() {
		loc := js.Global().Get("location")
		s = loc.Get("origin").String() + loc.Get("pathname").String() + "#" + url.PathEscape(id)
	})
	return s
}

// SetTitle names the open puzzle in the tab.
func (p *browserPage) SetTitle(title string) {
	guard(func() {
		if js.Global().Get("document").Get("title").String() != title {
			js.Global().Get("document").Set("title", title)
		}
	})
}

// publishStatus sets window.quintet to the game's status, for the page and its tests, and keeps the
// page's text input over the open text box.
func publishStatus(a *App) {
	status := a.mid.Status()
	status["layout"] = a.layoutReport()
	switch a.overlay.(type) {
	case nil:
		status["overlay"] = ""
	case *idDialog:
		status["overlay"] = "dialog"
	case *statsScreen:
		status["overlay"] = "stats"
	default:
		status["overlay"] = "help"
	}
	if appPage != nil {
		appPage.hist.sync(a, appPage)
	}
	status["text_size"], status["reduced_motion"] = a.mid.TextSize(), a.mid.ReducedMotion()
	// The wording chosen by the input last used, and the status line said with it (its left side
	// begins with the "not saved" mark while a save waits for room).
	status["words"] = a.words("touch", "keys")
	if c := a.mid.Current(); c >= 0 {
		narration := ""
		if n, ok := a.scenes[c].(scene.Narrator); ok {
			narration = n.Narration()
		}
		status["status_left"], status["status_right"] = a.mid.StatusLine(a.revealing(), narration)
	}
	if appPage != nil {
		appPage.sayUnsaved()
	}
	guard(func() {
		obj := js.ValueOf(toJS(status))
		js.Global().Set("quintet", obj)
		if f := js.Global().Get("quintetStatusChanged"); f.Type() == js.TypeFunction {
			f.Invoke(obj)
		}
	})
	a.syncTextBox()
	publishAnnouncements(a)
}

// sayUnsaved speaks the midend's "not saved" words once when saves stop being written.
func (p *browserPage) sayUnsaved() {
	w := p.app.mid.UnsavedWords()
	if w == "" || p.unsavedSaid {
		p.unsavedSaid = w != ""
		return
	}
	p.unsavedSaid = true
	guard(func() {
		if f := js.Global().Get("quintetSay"); f.Type() == js.TypeFunction {
			f.Invoke(w, false)
		}
	})
}

// toJS turns the status into values js.ValueOf accepts.
func toJS(v any) any {
	switch x := v.(type) {
	case map[string]any:
		m := map[string]any{}
		for k, e := range x {
			m[k] = toJS(e)
		}
		return m
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = toJS(e)
		}
		return out
	case []map[string]any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = toJS(e)
		}
		return out
	}
	return v
}

// syncTextBox puts the page's real <input> over the text box on screen (so a phone's keyboard can
// type into it), or removes it when there is none.
func (a *App) syncTextBox() {
	r, text, label, ok := a.textBox()
	guard(func() {
		qt := js.Global().Get("quintetText")
		if qt.Type() != js.TypeObject {
			return
		}
		if !ok {
			if a.boxShown {
				qt.Call("remove", "box")
				a.boxShown = false
			}
			return
		}
		s := a.scale
		qt.Call("set", "box", float64(r.Min.X)/s, float64(r.Min.Y)/s, float64(r.Dx())/s, float64(r.Dy())/s, text, label)
		a.boxShown = true
	})
}

// readTextBox takes what was typed into the page's input since the last frame.
func (a *App) readTextBox() {
	if !a.boxShown {
		return
	}
	guard(func() {
		st := js.Global().Get("quintetText").Call("get", "box")
		if st.Type() != js.TypeObject {
			return
		}
		value := st.Get("value").String()
		submits := st.Get("submits").Int()
		submit := submits > a.boxSubmits
		a.boxSubmits = submits
		tabs, backTabs := 0, 0
		if v := st.Get("tabs"); v.Type() == js.TypeNumber {
			tabs, backTabs = v.Int(), st.Get("backTabs").Int()
		}
		forward, back := tabs-a.boxTabs, backTabs-a.boxBackTabs
		a.boxTabs, a.boxBackTabs = tabs, backTabs
		if st.Get("focused").Bool() || submit || forward > 0 || back > 0 {
			a.setTextBox(value, submit)
		}
		// Tab in the page's input leaves it for the next part of the dialog, as it does in the game.
		for i := 0; i < forward+back && i < 8; i++ {
			in := input.Input{Digit: -1, Key: input.Key{Code: "Tab", Shift: i >= forward}}
			a.dispatch(&in)
		}
	})
}

// saveInBackground: in the browser each save is written at once (localStorage is quick, and the page
// may be closed before another goroutine runs).
const saveInBackground = false

// PerfMark records a start-up mark in the page's window.quintetPerf (main, firstFrame, ...), where the
// browser tests read it.
func PerfMark(name string) {
	guard(func() {
		if p := js.Global().Get("quintetPerf"); p.Type() == js.TypeObject {
			p.Call("mark", name)
		}
	})
}

// yieldToPage gives the thread back to the page between two steps of a staged start: it ends the
// browser's task and resumes in a later one. (A time.Sleep does not always: a timer already due when
// Go's scheduler looks runs at once, in the same task.)
func yieldToPage() { initgap.Yield() }

// appPage is the page of the running App (one per page).
var appPage *browserPage

// pageHistory gives the phone's Back button (and the browser's) the game's own meaning: it closes help
// or the game-ID dialog, then returns from a puzzle to the menu, and only then leaves the page. Each
// screen level (a puzzle open, an overlay over it) has a history entry of its own, pushed when the
// level is entered and taken back when the game leaves it by itself (Esc, a button); a Back press pops
// one, and the game answers it as it answers Esc.
type pageHistory struct {
	depth  int // the level of the current history entry (its state's quintetDepth; 0 for the first)
	expect int // the depth a history.go of our own is going to, or -1
}

func screenLevel(a *App) int {
	level := 0
	if a.mid.Current() >= 0 {
		level++
	}
	if a.overlay != nil {
		level++
	}
	return level
}

func (h *pageHistory) listen(a *App, p *browserPage) {
	h.expect = -1
	guard(func() {
		hist := js.Global().Get("history")
		depthOf := func(st js.Value) (int, bool) {
			if st.Type() == js.TypeObject {
				if d := st.Get("quintetDepth"); d.Type() == js.TypeNumber {
					return d.Int(), true
				}
			}
			return 0, false
		}
		// The entry the page was opened in is level 0 (or, after a reload, the level it had).
		if d, ok := depthOf(hist.Get("state")); ok {
			h.depth = d
		} else {
			hist.Call("replaceState", map[string]any{"quintetDepth": 0}, "", js.Global().Get("location").Get("href"))
		}
		js.Global().Call("addEventListener", "popstate", js.FuncOf(func(_ js.Value, args []js.Value) any {
			guard(func() {
				d, ours := depthOf(args[0].Get("state"))
				if !ours {
					// The player edited the address (a new entry, no state): the hashchange that
					// follows opens that game. The entry joins the current level.
					hist.Call("replaceState", map[string]any{"quintetDepth": h.depth}, "", js.Global().Get("location").Get("href"))
					return
				}
				// The entry's address may name an older game: keep the open game's (so the
				// hashchange that follows changes nothing).
				if p.last != "" {
					js.Global().Get("history").Call("replaceState", args[0].Get("state"), "", "#"+p.last)
				}
				h.depth = d
				if h.expect >= 0 {
					if d == h.expect {
						h.expect = -1
					}
					return
				}
				if d < screenLevel(a) {
					a.pending = append(a.pending, input.Event{Kind: input.KeyDown, Key: input.Key{Code: "Escape"}, At: time.Now(), Sent: true})
				}
				ebiten.ScheduleFrame()
			})
			return nil
		}))
	})
}

// platformPreferences reads the browser's prefers-contrast, prefers-color-scheme and
// prefers-reduced-motion, which choose the theme and the motion the player has not chosen, at every start.
func platformPreferences() (theme string, reduced, ok bool) {
	guard(func() {
		mm := js.Global().Get("matchMedia")
		if mm.Type() != js.TypeFunction {
			return
		}
		q := func(s string) bool { return js.Global().Call("matchMedia", s).Get("matches").Bool() }
		switch {
		case q("(prefers-contrast: more)") || q("(forced-colors: active)"):
			theme = "contrast"
		case q("(prefers-color-scheme: light)"):
			theme = "light"
		default:
			theme = "dark"
		}
		reduced = q("(prefers-reduced-motion: reduce)")
		ok = true
	})
	return theme, reduced, ok
}

// platformTouchFirst reports whether the browser's main pointer is a finger (a phone or a tablet), so
// the first screen reads touch words before any input (the input last used decides after that).
func platformTouchFirst() (touch bool) {
	guard(func() {
		if js.Global().Get("matchMedia").Type() == js.TypeFunction {
			touch = js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool()
		}
	})
	return touch
}

// publishAnnouncements hands what changed, in words, to the page's live regions (window.quintetSay in
// index.html), and installs the page's controls' way in (window.quintetAction) once.
func publishAnnouncements(a *App) {
	listenActions(a)
	for _, an := range a.announce() {
		guard(func() {
			if f := js.Global().Get("quintetSay"); f.Type() == js.TypeFunction {
				f.Invoke(an.Text, an.Assertive)
			}
		})
	}
	guard(func() { js.Global().Set("quintetTakesTab", a.overlay != nil) })
}

var actionsListening bool

// listenActions gives the page's buttons window.quintetAction(name): each sends the key the game's own
// toolbar and keyboard use (so a button does exactly what its key does), and "motion" switches less
// motion on or off.
func listenActions(a *App) {
	if actionsListening {
		return
	}
	actionsListening = true
	keys := map[string]input.Key{
		"menu": {Code: "Escape"}, "new": {Code: "N", Char: "n"}, "restart": {Code: "R", Char: "r", Shift: true},
		"undo": {Code: "U", Char: "u"}, "redo": {Code: "R", Char: "r"}, "hint": {Code: "H", Char: "h"},
		"solve": {Code: "S", Char: "s"}, "gameid": {Code: "G", Char: "g"}, "help": {Code: "F1"}, "stats": {Code: "F3"},
		"theme": {Code: "T", Char: "t"}, "read": {Code: "F2"}, "bigger": {Code: "Equal", Char: "=", Ctrl: true},
		"smaller": {Code: "Minus", Char: "-", Ctrl: true},
	}
	guard(func() {
		js.Global().Set("quintetAction", js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) < 1 || args[0].Type() != js.TypeString {
				return nil
			}
			name := args[0].String()
			if name == "motion" {
				a.mid.SetReducedMotion(!a.mid.ReducedMotion())
			} else if k, ok := keys[name]; ok {
				pageEvents = append(pageEvents, input.Event{Kind: input.KeyDown, Key: k, At: time.Now(), Sent: true})
			}
			ebiten.ScheduleFrame()
			return nil
		}))
	})
}

// sync brings the history entries in line with the screen level after a frame.
func (h *pageHistory) sync(a *App, p *browserPage) {
	if h.expect >= 0 {
		return // our own step back is under way
	}
	level := screenLevel(a)
	guard(func() {
		hist := js.Global().Get("history")
		for h.depth < level {
			h.depth++
			hist.Call("pushState", map[string]any{"quintetDepth": h.depth}, "", js.Global().Get("location").Get("href"))
		}
		if h.depth > level {
			h.expect = level
			hist.Call("go", level-h.depth)
		}
	})
}
