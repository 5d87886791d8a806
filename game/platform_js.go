//go:build js

package game

import (
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/input"
	"quintet/game/midend"
	"quintet/game/probe"
	"quintet/game/scene"
	"quintet/game/webpage"
)

// pageState is the App's state of the browser page (game/webpage does the talking to it): its
// address, the saves other tabs wrote, its text input over the game's text box, the input events its
// listeners queued, the tab's visibility and the status it publishes.
type pageState struct {
	page        *browserPage // the page's address, title and history
	hashChanged bool         // the browser's address changed
	// savedElsewhere names the puzzles whose saves another browser tab wrote since the last frame.
	savedElsewhere   []string
	box              webpage.TextBox    // the page's text input over a text box
	events           webpage.Input      // the page's input events since the last frame
	visibility       webpage.Visibility // when the tab was last hidden
	status           webpage.Status     // window.quintet
	actionsListening bool               // window.quintetAction is installed
	files            webpage.Files      // game files the page's Open read, for the next frame
}

// browserPage is the page's address, title and status.
type browserPage struct {
	app  *App
	last string // the game ID last shown in the address
	hist webpage.History
	// unsavedSaid is whether the live region has said that the games are not saved (once each time
	// they stop being saved). The page's beforeunload handler reads window.quintet.unsaved (index.html).
	unsavedSaid bool
	// spokenLate is whether the first frame's words wait for the next frame (sayLate).
	spokenLate bool
}

func page(a *App) midend.Page {
	p := &browserPage{app: a}
	a.page = p
	a.visibility.Listen()
	a.status.Layout = func() map[string]any { return probe.Report((*inspection)(a)) }
	p.hist.Listen(func() int { return screenLevel(a) }, func() string { return p.last }, func(back bool) {
		if back {
			a.pending = append(a.pending, input.Event{Kind: input.KeyDown, Key: input.Key{Code: "Escape"}, At: time.Now(), Sent: true})
		}
		ebiten.ScheduleFrame()
	})
	// The player may edit the address: open that game on the next frame.
	webpage.ListenAddress(func() {
		a.hashChanged = true
		ebiten.ScheduleFrame()
	})
	// Another tab saved a game (tabs share localStorage): take it on the next frame, so the two tabs
	// never write over each other's moves. Each save is named once however often it was written (the
	// next frame reads its latest), and none is ever dropped.
	webpage.ListenSaves(func(name string) {
		if !slices.Contains(a.savedElsewhere, name) {
			a.savedElsewhere = append(a.savedElsewhere, name)
			ebiten.ScheduleFrame()
		}
	})
	return p
}

// pageEvents takes the events the page queued since the last frame.
func (p *pageState) pageEvents() []input.Event {
	p.events.Listen(ebiten.ScheduleFrame)
	return p.events.Take()
}

// savedInOtherTabs takes the saves another tab wrote since the last frame, first: a key pressed in the
// same frame plays on the game that tab saved, not on an older one that would then be written over it.
func (a *App) savedInOtherTabs() {
	for _, name := range a.savedElsewhere {
		a.mid.SavedElsewhere(name)
	}
	a.savedElsewhere = a.savedElsewhere[:0]
}

// readAddress opens the game the player typed into the address, if it changed.
func (a *App) readAddress() {
	if a.hashChanged {
		a.hashChanged = false
		a.mid.AddressChanged()
	}
}

// Fragment returns the game ID after '#' in the address, unescaped.
func (p *browserPage) Fragment() string { return webpage.Fragment() }

// SetFragment mirrors the current game ID in the address without adding a browser history entry.
func (p *browserPage) SetFragment(id string) {
	p.last = id
	webpage.SetFragment(id)
}

// Link is the address that opens game id on this site (midend.Linker): the page's own address with
// the ID in its fragment, escaped ('#' as %23) so that the whole link survives being pasted anywhere.
func (p *browserPage) Link(id string) string { return webpage.Link(id) }

// SetTitle names the open puzzle in the tab.
func (p *browserPage) SetTitle(title string) { webpage.SetTitle(title) }

// publishStatus sets window.quintet to the game's status, for the page and its tests (the layout report
// only when read), and keeps the page's text input over the open text box.
func publishStatus(a *App) {
	status := a.mid.Status()
	status["overlay"] = a.overlayName()
	if a.page != nil {
		a.page.hist.Sync(screenLevel(a))
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
	if a.page != nil {
		a.page.sayUnsaved()
	}
	a.status.Publish(status)
	a.syncTextBox()
	if a.frames == 1 && a.page != nil {
		// The first screen's words go to the live region a frame later, after the browser has shown
		// the first frame (a tenth of that frame's work was saying them).
		a.page.spokenLate = true
		ebiten.ScheduleFrame()
		return
	}
	publishAnnouncements(a)
}

// sayLate says the first frame's words on the frame after it (publishStatus).
func sayLate(a *App) {
	if a.page != nil && a.page.spokenLate {
		a.page.spokenLate = false
		publishAnnouncements(a)
	}
}

// sayUnsaved speaks the midend's "not saved" words once when saves stop being written.
func (p *browserPage) sayUnsaved() {
	w := p.app.mid.UnsavedWords()
	if w == "" || p.unsavedSaid {
		p.unsavedSaid = w != ""
		return
	}
	p.unsavedSaid = true
	webpage.Say(w, false)
}

// syncTextBox puts the page's real <input> over the text box on screen (so a phone's keyboard can
// type into it), or removes it when there is none.
func (a *App) syncTextBox() {
	r, text, label, ok := a.textBox()
	if !ok {
		a.box.Hide()
		return
	}
	s := a.scale
	a.box.Show(float64(r.Min.X)/s, float64(r.Min.Y)/s, float64(r.Dx())/s, float64(r.Dy())/s, text, label)
}

// readTextBox takes what was typed into the page's input since the last frame.
func (a *App) readTextBox() {
	value, focused, submit, forward, back, ok := a.box.Typed()
	if !ok {
		return
	}
	webpage.Guard(func() {
		if focused || submit || forward > 0 || back > 0 {
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
func PerfMark(name string) { webpage.PerfMark(name) }

// screenLevel is the level of the screen in view, for the page's history (webpage.History): 0 the
// menu, 1 a puzzle or an overlay over the menu, 2 an overlay over a puzzle.
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

// platformPreferences reads the browser's prefers-contrast, prefers-color-scheme and
// prefers-reduced-motion, which choose the theme and the motion the player has not chosen, at every start.
func platformPreferences() (theme string, reduced, ok bool) { return webpage.Preferences() }

// platformTouchFirst reports whether the browser's main pointer is a finger (a phone or a tablet), so
// the first screen reads touch words before any input (the input last used decides after that).
func platformTouchFirst() bool { return webpage.TouchFirst() }

// publishAnnouncements hands what changed, in words, to the page's live regions (window.quintetSay in
// index.html), and installs the page's controls' way in (window.quintetAction) once.
func publishAnnouncements(a *App) {
	listenActions(a)
	for _, an := range a.announce() {
		webpage.Say(an.Text, an.Assertive)
	}
	webpage.TakesTab(a.overlay != nil)
}

// listenActions gives the page's buttons window.quintetAction(name): each sends the key the game's own
// toolbar and keyboard use (so a button does exactly what its key does), and "motion" switches less
// motion on or off.
func listenActions(a *App) {
	if a.actionsListening {
		return
	}
	a.actionsListening = true
	webpage.ListenActions(func(name string) {
		if name == "motion" {
			a.mid.SetReducedMotion(!a.mid.ReducedMotion())
		} else if k, ok := webpage.ActionKey(name); ok {
			a.events.Push(input.Event{Kind: input.KeyDown, Key: k, At: time.Now(), Sent: true})
		}
		ebiten.ScheduleFrame()
	})
}

// windowShown reports whether the player can see the game: in the browser, the tab is not hidden.
func windowShown() bool { return webpage.Shown() }

// lastHidden is when the tab was last hidden (zero if never), once: it is taken.
func (a *App) lastHidden() time.Time { return a.visibility.LastHidden() }
