package game

import (
	"math"
	"os"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/clipboard"
	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/midend"
	"quintet/game/rawinput"
	"quintet/game/scene"
	"quintet/game/store"
	"quintet/game/ui"
	"quintet/rules/puzzle"
)

// Options configure an App.
type Options struct {
	Puzzles []scene.Puzzle
	// Store keeps saved games; nil means the platform's default (files or localStorage), falling back
	// to memory when that is unavailable.
	Store store.Store
	// StartID is a game ID to open at start (from the command line); in the browser the address's
	// fragment is read too.
	StartID string
	// Seed returns fresh seeds for new games; nil uses the clock.
	Seed func() uint64
	// Now is the clock; nil uses time.Now (tests step a clock of their own).
	Now func() time.Time
	// Clipboard is the clipboard the game-ID dialog copies to and pastes from; nil means the
	// system's (navigator.clipboard in the browser).
	Clipboard clipboard.Clipboard
}

// screen is one thing the game shows: the menu, a puzzle, or an overlay (help, the game-ID dialog, the
// statistics). What it says to a screen reader is part of it: speech is asked after every frame's input.
type screen interface {
	update(a *App, in *input.Input)
	draw(dst *kit.Canvas)
	speech(a *App) ui.Speech
}

// App is the ebiten.Game: a thin shell over the midend. Its state is grouped by concern, each group a
// struct of its own embedded here (so a.w or a.dirty read as before); TestAppShape keeps the count of
// its fields at 20 at most.
type App struct {
	puzzles []scene.Puzzle
	scenes  []scene.Scene
	mid     *midend.Controller
	keymap  input.Keymap
	tracker input.Tracker
	raw     *rawinput.Reader
	menu    *menuScreen
	game    *puzzleScreen
	overlay screen     // help or the game-ID dialog, over the menu or a puzzle
	said    *announcer // what the screen reader was last told (announce.go)
	start   time.Time
	now     func() time.Time

	view      // the screen's size and the layout's unit
	frameLoop // which frames draw and when the next one comes (frames.go)
	damage    // frames drawn into a part of the screen (drawframe.go)
	pageState // the browser page's: its address, other tabs' saves, its text input (platform_*.go)
	injected  // synthetic input for the next Update (tests: Probe.Inject)
	clipState // the clipboard's requests and answers (clipboard.go)
}

// view is what the game is laid out for (setSize).
type view struct {
	w, h  int
	unit  float64
	scale float64
	textK float64 // the text size the layout was made for (1 to 2)
}

// injected is synthetic input for the next Update (tests).
type injected struct {
	pending []input.Event
}

// New makes the app, resuming every puzzle's saved game.
func New(opts Options) *App {
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	a := &App{puzzles: opts.Puzzles, now: now, start: now()}
	a.dirty = true
	a.clip, a.clipAnswers = opts.Clipboard, make(chan clipAnswer, 4)
	if a.clip == nil {
		a.clip = clipboard.System()
	}
	a.raw = rawinput.New(&a.clock, rawinput.TraceLog(os.Getenv("QUINTET_INPUT_TRACE")))
	var backends []puzzle.Backend
	var infos []puzzle.Info
	for _, p := range a.puzzles {
		infos = append(infos, p.Backend.Info())
		a.scenes = append(a.scenes, p.NewScene())
		backends = append(backends, p.Backend)
	}
	kit.DeclareColours(infos)
	st, note := opts.Store, ""
	if st == nil {
		s, err := store.Default()
		if err != nil {
			note = "Games cannot be saved here (" + err.Error() + "); they last until you close the game."
			s = store.NewMemory()
		}
		st = s
	}
	a.mid = midend.New(midend.Options{Puzzles: backends, Store: st, StoreNote: note, StartID: opts.StartID,
		Page: page(a), Seed: opts.Seed, Wake: a.clock.Wake, Now: now, SaveInBackground: saveInBackground,
		LastTouch: a.tracker.LastTouch})
	a.systemPreferences()
	a.menu = &menuScreen{app: a}
	a.game = &puzzleScreen{app: a, hover: -1}
	a.tracker = input.Tracker{Keymap: &a.keymap, Typing: a.typing}
	a.tracker.Assume(platformTouchFirst()) // a phone's first screen reads touch words
	a.setKeymap()
	return a
}

// typing reports whether a text box has focus, so letters are text rather than shortcuts.
func (a *App) typing() bool {
	if d, ok := a.overlay.(*idDialog); ok && d != nil {
		return true
	}
	if c := a.mid.Current(); c >= 0 && a.overlay == nil {
		return a.scenes[c].Capturing()
	}
	return false
}

// setKeymap gives the keymap the open puzzle's own keys.
func (a *App) setKeymap() {
	a.keymap.Puzzle = nil
	if c := a.mid.Current(); c >= 0 {
		for _, k := range a.puzzles[c].Backend.Info().Keys {
			a.keymap.Puzzle = append(a.keymap.Puzzle, input.Binding{Char: k.Char, Action: k.Action})
		}
	}
}

// top is the screen in front: the overlay, or the screen under it.
func (a *App) top() screen {
	if a.overlay != nil {
		return a.overlay
	}
	return a.base()
}

// base is the screen under any overlay.
func (a *App) base() screen {
	if a.mid.Current() < 0 {
		return a.menu
	}
	return a.game
}

// Update runs one step: every input event that arrived, in order, then one step with none.
func (a *App) Update() error {
	if a.frames == 0 && !a.eventDriven {
		// From the first frame on, frames come only with input or when the game asks for one (an
		// animation, a hint arriving, a message expiring), so a puzzle at rest costs nothing. (Set
		// before the loop starts, the first frame would wait for input.)
		a.eventDriven = true
		a.raw.Start()
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		// One Update per frame: at a fixed rate, an input that wakes a frame soon after the last one
		// gets a Draw with no Update, and a quick press and release then look like a long press.
		ebiten.SetTPS(ebiten.SyncWithFPS)
		// The game handles the window's close button itself, so it can stop asking for frames before
		// the loop ends (see StopFrames).
		ebiten.SetWindowClosingHandled(true)
		a.again = true
	}
	if ebiten.IsWindowBeingClosed() {
		a.StopFrames()
		a.raw.Close()
		return ebiten.Termination
	}
	now := a.now()
	a.animating = false
	a.sceneWake = time.Time{}
	events := append(a.pageEvents(), a.raw.Read(now)...)
	events = append(events, a.pending...)
	a.pending = a.pending[:0]
	a.explained = a.clock.Take() || len(events) > 0
	a.clipDeliver()
	a.savedInOtherTabs()
	a.takeFiles() // game files the page's Open read (files_js.go)
	for _, e := range events {
		in := a.tracker.Step(e)
		a.dispatch(&in)
	}
	a.tracker.EndFrame()
	a.readTextBox()
	a.readAddress()
	idle := a.tracker.Idle(now)
	a.dispatch(&idle)
	if a.animating && a.mid.ReducedMotion() {
		// Less motion: an animation that began is over before this frame draws (a step of the
		// animation clock), so the scene settles now instead of in a frame of its own after it.
		a.jumps++
		a.animating = false
		idle := a.tracker.Idle(now)
		a.dispatch(&idle)
	}
	a.timerStep() // the timer runs while the puzzle is in view (statsscreen.go)
	a.mid.Step(a.revealing())
	if (!a.animating || a.mid.ReducedMotion()) && a.mid.AwaitHint(hintWait()) {
		a.mid.Step(a.revealing()) // the hint came: drawn with the move (a running animation would take it)
	}
	// Timed state the midend shows (the status message, the completion flash) changes the picture
	// with no version change: the frame that sees it change draws.
	_, flash := a.mid.FlashAge()
	if a.fading() || flash != a.shownFlash || a.mid.Note() != a.shownNote {
		a.dirty = true
	}
	a.schedule(now)
	return nil
}

// hintWait is how long a frame whose position changed waits for the solver's hint, so a quick one is
// drawn with the move instead of in a frame of its own; the browser, whose one thread the solver
// shares, does not wait.
func hintWait() time.Duration {
	if runtime.GOOS == "js" {
		return 0
	}
	return 40 * time.Millisecond
}

// dispatch hands one step of input to the overlay, or to the screen under it.
func (a *App) dispatch(in *input.Input) {
	cur, overlay := a.mid.Current(), a.overlay
	defer func() {
		// A key that changed the screen (a digit on the menu opening a puzzle) is not also typed
		// into the screen it opened.
		// (Other shortcuts' characters are swallowed already: input.Tracker.Step.)
		digit := in.Action == input.Digit || in.Action == input.None
		if r := []rune(in.Key.Char); digit && in.Key.Code != "" && !in.Key.Ctrl && len(r) == 1 && (a.mid.Current() != cur || a.overlay != overlay) {
			a.tracker.Swallow(r[0])
		}
	}()
	if in.Clicked || in.Pressed || in.Wheel != 0 || in.Key.Code != "" || in.Rune != 0 && !a.shortcutChar(in) {
		a.dirty = true
	} else if in.Moved && (a.overlay != nil || a.mid.Current() < 0) {
		a.dirty = true // the menu and the overlays redraw on every move
	} else if in.Moved && a.game.hoverChanged(in) {
		// A pointer that moves over a puzzle redraws only when it changes what is drawn hovered: a
		// toolbar button, a chip, a shortened text's tooltip here; the scene's own hover through its
		// Update (Frame.Redraw).
		a.dirty = true
	}
	if a.accessAction(in) {
		return
	}
	if a.overlay != nil {
		a.overlay.update(a, in)
	} else {
		a.base().update(a, in)
	}
	if a.mid.Current() != cur {
		a.setKeymap()
		a.dirty = true
	}
}

// shortcutChar reports whether in is a typed character alone over a puzzle whose scene takes no text:
// a key's character, which on a busy machine can come a frame before or after the key itself, and
// which changes nothing there unless the scene says so (its Update marks the frame changed). Such a
// character draws no frame of its own.
func (a *App) shortcutChar(in *input.Input) bool {
	return in.Key.Code == "" && in.Action == input.None && a.overlay == nil && a.mid.Current() >= 0 &&
		!a.game.scene().Capturing()
}

// openHelp and openDialog put an overlay over the current screen.
func (a *App) openHelp() { a.overlay = newHelp(a); a.dirty = true }

func (a *App) openDialog() { a.overlay = newIDDialog(a); a.dirty = true }

func (a *App) closeOverlay() { a.overlay = nil; a.dirty = true }

// revealing reports whether the open scene is still revealing how the game ended.
func (a *App) revealing() bool {
	c := a.mid.Current()
	if c < 0 {
		return false
	}
	r, ok := a.scenes[c].(scene.Revealer)
	return ok && r.Revealing()
}

// schedule asks for the next frame: right after this one while something moves, the flash fades or a
// key repeats or a long press is still to be made sure of (input.Tracker.LongUnsure); later when a message expires, the flash ends, the scene changes by itself (Frame.After)
// or a press becomes a long press; otherwise frames come only with input.
func (a *App) schedule(now time.Time) {
	if a.fading() || a.animating || a.raw.Repeating() || a.tracker.LongUnsure() {
		a.again = true
		return
	}
	next := a.mid.NextWake()
	if d := a.tracker.PressedFor(now); a.tracker.Held() && d < input.LongPress {
		if t := now.Add(input.LongPress - d); next.IsZero() || t.Before(next) {
			next = t
		}
	}
	if t := a.sceneWake; !t.IsZero() && (next.IsZero() || t.Before(next)) {
		next = t
	}
	if d := a.fadeIn(); d > 0 && (next.IsZero() || now.Add(d).Before(next)) {
		next = now.Add(d)
	}
	if !next.IsZero() {
		a.clock.After(next.Sub(now) + time.Millisecond)
	}
}

// fading reports whether the completion flash is fading now (a frame every 1/60 s); with less motion it
// shows and goes without fading, a frame each (its end is one of the midend's wakes). Before it fades
// the banner does not change, so it asks for no frame but one at the fade's start (fadeIn).
func (a *App) fading() bool {
	age, flash := a.mid.FlashAge()
	return flash && !a.mid.ReducedMotion() && age >= flashHoldFor()
}

// fadeIn is how long until the completion flash starts fading (0: it is not about to).
func (a *App) fadeIn() time.Duration {
	age, flash := a.mid.FlashAge()
	if !flash || a.mid.ReducedMotion() || age >= flashHoldFor() {
		return 0
	}
	return flashHoldFor() - age
}

// flashHold is the part of the completion flash (midend.FlashFor) shown at full strength before it fades.
const flashHold = 0.55

func flashHoldFor() time.Duration {
	hold := flashHold
	return time.Duration(hold * float64(midend.FlashFor))
}

// wakeAt asks for a frame at t (on the game's clock): the open scene changes by itself then.
func (a *App) wakeAt(t time.Time) {
	if a.sceneWake.IsZero() || t.Before(a.sceneWake) {
		a.sceneWake = t
	}
}

// Layout uses the device's pixels, so text and sprites stay crisp on high-DPI screens.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	s := deviceScale()
	return math.Ceil(w * s), math.Ceil(h * s)
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (a *App) Layout(w, h int) (int, int) { return w, h }

func deviceScale() float64 {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	return s
}

// setSize lays the game out for a screen of w×h pixels and reports whether that (or the device's scale
// or the text size) changed since the last frame.
func (a *App) setSize(w, h int) bool {
	s, k := deviceScale(), a.textScale()
	changed := w != a.w || h != a.h || s != a.scale || k != a.textK
	if changed {
		a.w, a.h, a.scale, a.textK = w, h, s, k
		// Larger text: lay out as for a window k times smaller, then draw it k times larger.
		s *= k
		lw, lh := float64(w)/s, float64(h)/s
		// One layout unit is a CSS pixel on a desktop-sized window; on a phone the text keeps at least
		// its CSS size (the layouts rearrange instead of shrinking).
		a.unit = s * math.Max(1, math.Min(1.6, math.Min(lw/960, lh/700)))
		if lw < 700 || lh < 520 {
			a.unit = s // a phone or a small window: text at its CSS size, never smaller
		}
		a.dirty = true
	}
	return changed
}

// Draw redraws the screen only when something changed; otherwise the last frame stays (the screen is
// not cleared every frame), so an idle game costs nothing.
func (a *App) Draw(screen *ebiten.Image) {
	if a.again {
		// From outside the frame: a request made inside it can be swallowed by its own event polling.
		a.clock.After(a.pacer.Next())
		a.again = false
	}
	b := screen.Bounds()
	a.setSize(b.Dx(), b.Dy())
	if a.frames == 0 {
		PerfMark("drawing") // the first real frame begins
	}
	sayLate(a)
	v := a.mid.Version()
	if v == a.drawn && !a.dirty && !a.animating {
		if !a.explained {
			a.present(screen)
		}
		a.explained = true
		return
	}
	a.drawn, a.dirty, a.explained = v, false, true
	a.frames++
	a.shownNote = a.mid.Note()
	_, a.shownFlash = a.mid.FlashAge()
	a.drawFrame(screen)
	publishStatus(a)
	if a.frames == 1 {
		PerfMark("firstFrame")
	}
}

// drawAll draws the whole picture: the background, the screen in view and what is open over it.
func (a *App) drawAll(dst *kit.Canvas) {
	kit.Fill(dst, a.theme().Bg)
	a.base().draw(dst)
	if a.overlay != nil {
		a.overlay.draw(dst)
	}
}

// u converts layout units to whole screen pixels.
func (a *App) u(v float64) int { return int(math.Round(v * a.unit)) }

// theme is the palette in use.
func (a *App) theme() *kit.Theme { return kit.ThemeNamed(a.mid.Theme()) }

// frame is what the open scene sees for one step.
func (a *App) frame(in *input.Input) *scene.Frame {
	c := a.mid.Current()
	s := a.mid.Session(c)
	serial, arrival := a.mid.Serial()
	now := a.now()
	f := &scene.Frame{Pos: s.Pos(), Entry: s.Current(), Area: a.game.boardRect(), Unit: a.unit, Text: a.textK, Theme: a.theme(), In: in,
		Ticks: a.animTicks(now), Now: now, Serial: serial, Arrival: arrival, Host: (*appHost)(a),
		Hint: a.mid.HintShown()}
	if prev, ok := s.Previous(); ok {
		f.Prev = prev.Pos
	}
	return f
}

// present has the last picture shown again in a frame nobody asked for: one woken by the window
// system itself (the window uncovered, restored or focused). Ebitengine stops presenting a screen
// that has not been drawn to for four frames, and tells a game nothing about exposure, so the frame
// draws one transparent pixel: the window gets the picture again for the cost of presenting it.
func (a *App) present(screen *ebiten.Image) {
	if a.blank == nil {
		a.blank = ebiten.NewImage(1, 1)
	}
	screen.DrawImage(a.blank, nil)
	a.presents++
}

// Flush waits until every save handed to the background writer is written; it may be called from any
// goroutine (a stop signal's last resort when the frame loop does not end).
func (a *App) Flush() error { return a.mid.Flush() }

// SavesKept reports whether the games are written where the next start finds them: nil when they are,
// else why not. Ask before Close, which ends a folder's writing.
func (a *App) SavesKept() error { return a.mid.SavesKept() }

// StartError is why the game ID given at start did not open (nil when it did, or none was given).
func (a *App) StartError() error { return a.mid.StartError() }

// Close stops background work (the hint worker, a solve) and writes the saves still waiting; call it
// when the game ends.
func (a *App) Close() error {
	a.StopFrames()
	a.raw.Close()
	return a.mid.Close()
}
