package game

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"quintet/rules/puzzle"
	"strings"
	"sync/atomic"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/session"
	"quintet/game/store"
)

// Options configure an App.
type Options struct {
	Puzzles []Puzzle
	// Store keeps saved games; nil means the platform's default (files or localStorage), falling back
	// to memory when that is unavailable.
	Store store.Store
	// StartID is a game ID to open at start (from the command line or the URL fragment).
	StartID string
	// Autoplay plays the open puzzle to its end using only the hint action, then stops the game.
	Autoplay bool
	// Screenshot is a PNG file written when autoplay ends (native only).
	Screenshot string
	// Seed returns fresh seeds for new games; nil uses the clock.
	Seed func() uint64
}

// App is the ebiten.Game.
type App struct {
	opts     Options
	puzzles  []Puzzle
	sessions []*session.Session
	scenes   []Scene
	cur      int // open puzzle, or -1 for the menu
	theme    int
	store    store.Store
	in       Input
	worker   *session.Worker
	ticks    int
	w, h     int
	unit     float64

	dirty     atomic.Bool
	animating bool

	hintShownFor string // the position key for which the player asked to see the hint
	solveCancel  context.CancelFunc
	solveDone    chan solveResult
	solveFor     string

	dialog   *idDialog
	help     bool
	helpLine int

	msg      string
	msgUntil int

	flashStart   int
	flashPending bool // the game ended; the flash waits until the scene has revealed the ending
	flashSince   int
	serial       int     // see Frame.Serial
	arrival      Arrival // see Frame.Arrival
	shown        stamp   // the position last given a serial
	shownIdx     int
	lastStatus   puzzle.Status
	lastPosKey   string
	startBest    map[string]int // optimal moves from the start, per game ID
	bestPending  bool           // the position is a game's start whose optimum is not noted yet
	savedAt      map[int]uint64 // the session version last saved, per puzzle
	keyAt        stamp          // the position curKey describes
	wanted       string         // the position the hint worker was last asked about
	key          string
	fragment     string // the URL fragment as last written or read
	autoplayEnd  int
	err          error
	screenshot   bool
	menuScroll   int          // how far the menu is scrolled, in pixels
	menuBottom   int          // where the menu's last card ends, unscrolled
	dragFrom     *image.Point // where a drag over the menu was last seen
}

type solveResult struct {
	key  string
	line []string
	err  error
}

// New makes the app, resuming every puzzle's saved game.
func New(opts Options) *App {
	a := &App{opts: opts, puzzles: opts.Puzzles, cur: -1, startBest: map[string]int{}, savedAt: map[int]uint64{}, flashStart: -1000}
	if a.opts.Seed == nil {
		a.opts.Seed = func() uint64 { return uint64(time.Now().UnixNano()) * 0x9e3779b97f4a7c15 }
	}
	a.worker = session.NewWorker(func() { a.dirty.Store(true) })
	a.store = opts.Store
	if a.store == nil {
		s, err := store.Default()
		if err != nil {
			a.message("Games cannot be saved here (" + err.Error() + "); they last until you close the game.")
			s = store.NewMemory()
		}
		a.store = s
	}
	var notes []string
	for i, p := range a.puzzles {
		a.scenes = append(a.scenes, p.NewScene())
		s, note := a.resume(p.Backend)
		a.sessions = append(a.sessions, s)
		a.savedAt[i] = s.Version()
		if note != "" {
			notes = append(notes, note)
		}
	}
	a.loadSettings()
	if len(notes) > 0 {
		a.message(strings.Join(notes, " "))
	}
	start := opts.StartID
	if start == "" {
		start = readFragment()
	}
	if start != "" {
		a.fragment = start
		a.loadID(start)
	}
	a.dirty.Store(true)
	return a
}

// resume loads a puzzle's saved session, or starts a new game. An unreadable save is set aside.
func (a *App) resume(b puzzle.Backend) (*session.Session, string) {
	note := ""
	if data, err := a.store.Load(b.Info().Name); err == nil {
		s, err := session.Unmarshal(b, data)
		if err == nil {
			return s, ""
		}
		where, aerr := a.store.SetAside(b.Info().Name)
		if aerr != nil {
			where = "not moved: " + aerr.Error()
		}
		note = fmt.Sprintf("The saved %s game could not be read (%v); it was kept (%s) and a new game started.", b.Info().Title, err, where)
	} else if !errors.Is(err, store.ErrNotFound) {
		note = fmt.Sprintf("The saved %s game could not be loaded: %v.", b.Info().Title, err)
	}
	s, err := session.New(b, puzzle.ID{Puzzle: b.Info().Name}, a.opts.Seed())
	if err != nil {
		panic(fmt.Sprintf("%s: the default preset does not generate: %v", b.Info().Name, err)) // a backend bug; tests catch it
	}
	return s, note
}

type settings struct {
	Puzzle string `json:"puzzle"`
	Theme  string `json:"theme"`
}

func (a *App) loadSettings() {
	data, err := a.store.Load("settings")
	if err != nil {
		return
	}
	var s settings
	if json.Unmarshal(data, &s) != nil {
		return
	}
	for i, t := range Themes {
		if t.Name == s.Theme {
			a.theme = i
		}
	}
	for i, p := range a.puzzles {
		if p.Backend.Info().Name == s.Puzzle {
			a.cur = i
		}
	}
}

func (a *App) saveSettings() {
	s := settings{Theme: Themes[a.theme].Name}
	if a.cur >= 0 {
		s.Puzzle = a.puzzles[a.cur].Backend.Info().Name
	}
	data, _ := json.Marshal(s)
	a.store.Save("settings", data)
}

// --- actions ---------------------------------------------------------------------------------------

func (a *App) message(s string) {
	a.msg, a.msgUntil = s, a.ticks+240
	a.dirty.Store(true)
}

func (a *App) sess() *session.Session { return a.sessions[a.cur] }

// stamp identifies the position on screen without looking at it: the open puzzle, its session and
// the session's version.
type stamp struct {
	cur  int
	sess *session.Session
	ver  uint64
}

func (a *App) stampNow() stamp {
	if a.cur < 0 {
		return stamp{cur: -1}
	}
	return stamp{a.cur, a.sess(), a.sess().Version()}
}

// curKey names the open puzzle's position (for hints and solves). It is built only when the position
// changes, not on every tick.
func (a *App) curKey() string {
	if st := a.stampNow(); st != a.keyAt {
		s := a.sess()
		a.keyAt, a.key = st, s.Backend.Info().Name+":"+s.Pos().Params()+":"+s.Pos().Desc()
	}
	return a.key
}

func (a *App) play(move string) {
	if a.cur < 0 {
		return
	}
	if err := a.sess().Play(move); err != nil {
		a.message(err.Error())
	}
	a.dirty.Store(true)
}

// loadID opens the game an ID names, switching to its puzzle. A bad ID is explained in the status line
// and nothing changes.
func (a *App) loadID(s string) bool {
	if err := a.openID(s); err != nil {
		a.message("Game ID not loaded: " + err.Error())
		return false
	}
	return true
}

// openID is loadID returning the error, for the dialog to show.
func (a *App) openID(s string) error {
	id, err := puzzle.ParseID(s)
	if err != nil {
		return err
	}
	var names []string
	for i, p := range a.puzzles {
		names = append(names, p.Backend.Info().Name)
		if p.Backend.Info().Name != id.Puzzle {
			continue
		}
		if err := a.sessions[i].Load(id, a.opts.Seed()); err != nil {
			return fmt.Errorf("%s: %v", p.Backend.Info().Title, err)
		}
		a.open(i)
		return nil
	}
	return fmt.Errorf("there is no puzzle %q (puzzles: %s)", id.Puzzle, strings.Join(names, ", "))
}

func (a *App) open(i int) {
	a.cur, a.help, a.dialog = i, false, nil
	a.saveSettings()
	a.dirty.Store(true)
}

// showHint shows the hint for this position; asked again once it is shown, it plays the hinted move.
func (a *App) showHint() {
	key := a.curKey()
	h, err, ready := a.worker.Result()
	if a.hintShownFor == key && ready && err == nil && h.Verdict == puzzle.Solved && h.Move != "" {
		a.play(h.Move)
		return
	}
	a.hintShownFor = key
	if !ready {
		a.message("Thinking… the hint appears as soon as it is found.")
	}
}

func (a *App) solve() {
	s := a.sess()
	if s.Pos().Status() != puzzle.Playing {
		a.message("The game is over; nothing to solve.")
		return
	}
	if a.solveCancel != nil {
		a.solveCancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	key := a.curKey()
	done := make(chan solveResult, 1)
	a.solveCancel, a.solveDone, a.solveFor = cancel, done, key
	b, p := s.Backend, s.Pos()
	go func() {
		var r solveResult
		r.key = key
		func() {
			defer func() {
				if x := recover(); x != nil {
					r.err = fmt.Errorf("the solver failed: %v", x)
				}
			}()
			r.line, r.err = session.SolveLine(ctx, b, p, 200000)
		}()
		done <- r
		a.dirty.Store(true)
	}()
	a.message("Solving…")
}

func (a *App) checkSolve() {
	if a.solveDone == nil {
		return
	}
	select {
	case r := <-a.solveDone:
		a.solveDone, a.solveCancel = nil, nil
		if a.cur < 0 || r.key != a.curKey() {
			return // the position changed meanwhile
		}
		if r.err != nil {
			a.message("Solve: " + r.err.Error())
			return
		}
		if err := a.sess().ApplyLine(r.line); err != nil {
			a.message("Solve: " + err.Error())
			return
		}
		a.message(fmt.Sprintf("Solved by the computer in %d moves (undo to take it back).", len(r.line)))
	default:
	}
}

func (a *App) cancelSolveIfStale() {
	if a.solveCancel != nil && (a.cur < 0 || a.solveFor != a.curKey()) {
		a.solveCancel()
		a.solveCancel, a.solveDone = nil, nil
	}
}

// action runs a toolbar or keyboard action by name.
func (a *App) action(name string) {
	a.dirty.Store(true)
	switch name {
	case "menu":
		a.cur = -1
		a.saveSettings()
		return
	case "help":
		a.help, a.helpLine = !a.help, 0
		return
	case "theme":
		a.theme = (a.theme + 1) % len(Themes)
		a.saveSettings()
		return
	}
	if a.cur < 0 {
		return
	}
	s := a.sess()
	switch name {
	case "new":
		if err := s.NewGame(a.opts.Seed()); err != nil {
			a.message(err.Error())
		}
	case "restart":
		if !s.Restart() {
			a.message("Already at the start.")
		}
	case "undo":
		if !s.Undo() {
			a.message("Nothing to undo.")
		}
	case "redo":
		if !s.Redo() {
			a.message("Nothing to redo.")
		}
	case "hint":
		a.showHint()
	case "solve":
		a.solve()
	case "id":
		a.dialog = &idDialog{}
	}
}

// --- the ebiten.Game -------------------------------------------------------------------------------

// Layout uses the device's pixels, so text and sprites stay crisp on high-DPI screens.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	return math.Ceil(w * s), math.Ceil(h * s)
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (a *App) Layout(w, h int) (int, int) { return w, h }

func (a *App) setSize(w, h int) {
	if w != a.w || h != a.h {
		a.w, a.h = w, h
		s := ebiten.Monitor().DeviceScaleFactor()
		if s <= 0 {
			s = 1
		}
		lw, lh := float64(w)/s, float64(h)/s
		a.unit = s * math.Max(0.6, math.Min(1.6, math.Min(lw/960, lh/700)))
		a.dirty.Store(true)
	}
}

// Update runs one tick.
func (a *App) Update() error {
	if a.err != nil || (a.autoplayEnd > 0 && a.ticks >= a.autoplayEnd && !a.screenshot) {
		return ebiten.Termination
	}
	a.ticks++
	a.animating = false
	a.in.read()
	in := &a.in
	if in.Moved || in.Clicked || in.Down || len(in.Keys) > 0 || len(in.Typed) > 0 || in.Wheel != 0 {
		a.dirty.Store(true)
	}
	if a.msg != "" && a.ticks == a.msgUntil {
		a.msg = ""
		a.dirty.Store(true)
	}
	if a.ticks%30 == 0 {
		if f := readFragment(); f != "" && f != a.fragment {
			a.fragment = f
			a.loadID(f)
		}
	}
	switch {
	case a.dialog != nil:
		a.updateDialog()
	case a.help:
		a.updateHelp()
	case a.cur < 0:
		a.updateMenu()
	default:
		a.updatePuzzle()
	}
	if a.cur >= 0 {
		s := a.sess()
		if a.curKey() != a.wanted {
			a.wanted = a.curKey()
			a.worker.Want(s.Backend, s.Pos())
		}
		a.cancelSolveIfStale()
		a.checkSolve()
		a.noticeChange()
		a.save()
		if a.opts.Autoplay {
			a.autoplay()
		}
	}
	// Animation is decided here, not in Draw: Draw may run more or less often than Update.
	if age := a.ticks - a.flashStart; age >= 0 && age <= flashTicks+1 {
		a.animating = true
	}
	if a.dialog != nil && a.ticks%30 == 0 {
		a.dirty.Store(true) // the blinking cursor
	}
	return nil
}

// noticeChange starts the completion flash and mirrors the game ID when the position changes.
func (a *App) noticeChange() {
	s := a.sess()
	// The scene sees a new position on the tick after the move, so it gets one tick to start revealing.
	if a.flashPending && a.ticks > a.flashSince && !a.sceneBusy() {
		a.flashPending = false
		if s.Pos().Status() != puzzle.Playing {
			a.flashStart = a.ticks
		}
	}
	key := a.curKey()
	if key == a.lastPosKey {
		// At a game's start, its optimum is the first hint; note it once, when the hint arrives.
		if a.bestPending {
			if h, err, ready := a.worker.Result(); ready {
				a.bestPending = false
				if err == nil && h.Verdict == puzzle.Solved {
					a.startBest[s.Current().Game.String()] = h.Remaining
				}
			}
		}
		return
	}
	a.bestPending = s.Current().Moves == 0
	st := s.Pos().Status()
	if st != puzzle.Playing && a.lastStatus == puzzle.Playing && a.lastPosKey != "" && s.Current().Kind != session.KindNew {
		a.flashPending, a.flashSince = true, a.ticks
	}
	a.lastPosKey, a.lastStatus = key, st
	a.dirty.Store(true)
	if id := s.Current().Game.String(); id != a.fragment {
		a.fragment = id
		writeFragment(id)
	}
}

// sceneBusy reports whether the open scene is still revealing how the game ended.
func (a *App) sceneBusy() bool {
	if a.cur < 0 {
		return false
	}
	r, ok := a.scenes[a.cur].(Revealer)
	return ok && r.Revealing()
}

func (a *App) save() {
	v := a.sess().Version()
	if a.savedAt[a.cur] == v {
		return
	}
	a.savedAt[a.cur] = v
	data, err := a.sess().Marshal()
	if err == nil {
		err = a.store.Save(a.sess().Backend.Info().Name, data)
	}
	if err != nil {
		a.message("Could not save the game: " + err.Error())
	}
}

// autoplay uses only the hint action: ask for the hint, then play the move it shows.
func (a *App) autoplay() {
	s := a.sess()
	if a.autoplayEnd > 0 {
		return
	}
	if st := s.Pos().Status(); st != puzzle.Playing {
		if a.flashPending || a.sceneBusy() {
			return // let the scene reveal the ending first
		}
		if st == puzzle.Lost {
			a.err = errors.New("autoplay: the game was lost")
		}
		a.autoplayEnd = a.ticks + 45 // let the win flash show before the screenshot
		a.screenshot = a.opts.Screenshot != ""
		return
	}
	if a.ticks%6 != 0 {
		return
	}
	h, err, ready := a.worker.Result()
	if !ready {
		return
	}
	switch {
	case err != nil:
		a.err = fmt.Errorf("autoplay: hint failed: %v", err)
	case h.Verdict != puzzle.Solved:
		a.err = fmt.Errorf("autoplay: no winning hint (%s)", h.Reason)
	default:
		a.showHint() // show it…
		a.showHint() // …and play it: the hint key twice
	}
}

// Err is the error that stopped an autoplay run, if any.
func (a *App) Err() error { return a.err }

func (a *App) updatePuzzle() {
	in := &a.in
	sc := a.scenes[a.cur]
	capturing := sc.Capturing()
	for _, k := range in.Keys {
		if name := a.keyAction(k, capturing); name != "" {
			a.action(name)
			if a.dialog != nil || a.help || a.cur < 0 {
				return
			}
		}
	}
	for _, b := range a.toolbar() {
		if in.ClickIn(b.r) {
			in.consumeClick()
			a.action(b.action)
			if a.dialog != nil || a.help || a.cur < 0 {
				return
			}
		}
	}
	if in.ClickIn(a.idRect()) {
		in.consumeClick()
		a.action("id")
		return
	}
	f := a.frame()
	sc.Update(f)
	if f.changed {
		a.dirty.Store(true)
	}
}

// keyAction maps a key to an action, following the conventions players know.
func (a *App) keyAction(k ebiten.Key, capturing bool) string {
	in := &a.in
	if in.Ctrl {
		switch k {
		case ebiten.KeyZ:
			if in.Shift {
				return "redo"
			}
			return "undo"
		case ebiten.KeyR, ebiten.KeyY:
			return "redo"
		}
		return ""
	}
	switch k {
	case ebiten.KeyF1:
		return "help"
	case ebiten.KeyEscape:
		if capturing {
			return ""
		}
		return "menu"
	}
	if capturing {
		return ""
	}
	switch k {
	case ebiten.KeyN:
		return "new"
	case ebiten.KeyU:
		return "undo"
	case ebiten.KeyR:
		if in.Shift {
			return "restart"
		}
		return "redo"
	case ebiten.KeyH:
		return "hint"
	case ebiten.KeyS:
		return "solve"
	case ebiten.KeyG:
		return "id"
	case ebiten.KeyT:
		return "theme"
	case ebiten.KeySlash:
		if in.Shift {
			return "help"
		}
	}
	return ""
}

// track gives each new position on screen a serial number and says how it arrived: a step forward
// through the history is a move, a new game, a restart or a solve; anything else is just shown.
func (a *App) track() {
	s := a.sess()
	st := a.stampNow()
	if st == a.shown {
		return
	}
	a.arrival = Shown
	if a.shown.sess == s && s.Index() == a.shownIdx+1 {
		switch s.Current().Kind {
		case session.KindMove:
			a.arrival = Played
		case session.KindNew:
			a.arrival = Started
		case session.KindRestart:
			a.arrival = Restarted
		case session.KindSolve:
			a.arrival = SolvedBy
		}
	}
	a.serial++
	a.shown, a.shownIdx = st, s.Index()
}

func (a *App) frame() *Frame {
	s := a.sess()
	a.track()
	f := &Frame{Pos: s.Pos(), Entry: s.Current(), Area: a.boardRect(), Unit: a.unit, Theme: Themes[a.theme], In: &a.in,
		Ticks: a.ticks, Serial: a.serial, Arrival: a.arrival, app: a}
	if prev, ok := s.Previous(); ok {
		f.Prev = prev.Pos
	}
	if a.hintShownFor == a.curKey() {
		if h, err, ready := a.worker.Result(); ready && err == nil {
			f.Hint = &h
		}
	}
	return f
}

// Draw redraws the screen only when something changed; otherwise the last frame stays (the screen is
// not cleared every frame), so an idle game costs almost nothing.
func (a *App) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	a.setSize(b.Dx(), b.Dy())
	if !a.dirty.Load() && !a.animating && !a.screenshot {
		return
	}
	a.dirty.Store(false)
	t := Themes[a.theme]
	screen.Fill(t.Bg)
	if a.cur < 0 {
		a.drawMenu(screen)
	} else {
		a.drawPuzzle(screen)
	}
	if a.help {
		a.drawHelp(screen)
	}
	if a.dialog != nil {
		a.drawDialog(screen)
	}
	if pagePresent {
		publish(a.statusReport())
	}
	if a.screenshot && a.autoplayEnd > 0 && a.ticks >= a.autoplayEnd-1 {
		a.screenshot = false
		if err := writePNG(screen, a.opts.Screenshot); err != nil {
			a.err = err
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

// statusReport is what the browser page (and its end-to-end test) sees of the game.
func (a *App) statusReport() map[string]any {
	r := map[string]any{"status": "running", "message": a.msg, "puzzle": "menu"}
	if a.cur >= 0 {
		s := a.sess()
		r["puzzle"] = s.Backend.Info().Name
		r["game"] = s.Current().Game.String()
		r["position"] = puzzle.PositionID(s.Backend, s.Pos()).String()
		r["state"] = s.Pos().Status().String()
		r["moves"] = s.Current().Moves
		if h, err, ready := a.worker.Result(); ready && err == nil {
			r["remaining"] = h.Remaining
			r["hint"] = h.Move
			r["verdict"] = [...]string{"solved", "no win", "undecided"}[h.Verdict]
		}
		r["hint_shown"] = a.hintShownFor == a.curKey()
	}
	return r
}

// --- exported for tests ------------------------------------------------------------------------------

// Inject queues synthetic input for the next Update.
func (a *App) Inject(keys []ebiten.Key, typed []rune, click *image.Point) {
	a.in.Inject(keys, typed, click)
}

// InjectMods holds Ctrl and Shift for the next Update's injected keys.
func (a *App) InjectMods(ctrl, shift bool) { a.in.InjectMods(ctrl, shift) }

// MenuPreset is where the menu shows preset j of the named puzzle now (scrolling moves it).
func (a *App) MenuPreset(name string, j int) image.Rectangle {
	for _, c := range a.menuCards() {
		if a.puzzles[c.puzzle].Backend.Info().Name == name && j < len(c.presets) {
			return c.presets[j]
		}
	}
	return image.Rectangle{}
}

// Unit is the number of screen pixels per layout unit.
func (a *App) Unit() float64 { return a.unit }

// Theme is the palette in use.
func (a *App) Theme() *Theme { return Themes[a.theme] }

// Session returns the session of the named puzzle.
func (a *App) Session(name string) *session.Session {
	for i, p := range a.puzzles {
		if p.Backend.Info().Name == name {
			return a.sessions[i]
		}
	}
	return nil
}

// Open shows the named puzzle.
func (a *App) Open(name string) {
	for i, p := range a.puzzles {
		if p.Backend.Info().Name == name {
			a.open(i)
		}
	}
}

// Message is the status message shown now.
func (a *App) Message() string { return a.msg }

// BoardRect is where the open puzzle's scene draws.
func (a *App) BoardRect() image.Rectangle { return a.boardRect() }

// HintReady reports the open puzzle's hint, once computed.
func (a *App) HintReady() (puzzle.Hint, bool) {
	h, err, ready := a.worker.Result()
	return h, ready && err == nil
}

// FlashShown reports whether the completion flash is on screen.
func (a *App) FlashShown() bool { age := a.ticks - a.flashStart; return age >= 0 && age <= flashTicks }

// Dirty reports whether the next Draw will redraw.
func (a *App) Dirty() bool { return a.dirty.Load() || a.animating }
