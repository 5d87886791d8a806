// Package midend is the part of the game written once for every puzzle that needs no window: a session
// (with undo history) per puzzle, the open puzzle, typed actions, game IDs, the hint worker, the Solve
// player, each game's optimum, saving and resuming, settings, the address's game ID and the messages and
// completion flash the player sees. The Ebitengine side is a thin shell that draws what this says and
// feeds it actions; its tests run with plain go test and as WebAssembly under Node.
//
// One change signal replaces every detector: Version grows whenever anything the player could see
// changes, so the shell redraws exactly then.
package midend

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"quintet/game/session"
	"quintet/game/store"
	"quintet/rules/puzzle"
)

// Page is the browser page's address and status, or nothing natively.
type Page interface {
	// Fragment is the game ID after '#' in the address ("" when none).
	Fragment() string
	// SetFragment shows id in the address without adding a history entry.
	SetFragment(id string)
	// SetTitle names the open puzzle in the page's title.
	SetTitle(title string)
}

// Linker is a Page that has an address of its own (the browser's site): Link is the address that opens
// game id there, which the share text gives instead of the bare ID.
type Linker interface {
	Link(id string) string
}

type noPage struct{}

func (noPage) Fragment() string   { return "" }
func (noPage) SetFragment(string) {}
func (noPage) SetTitle(string)    {}

// Options configure a Controller.
type Options struct {
	Puzzles []puzzle.Backend
	// Store keeps saved games; nil keeps them in memory.
	Store store.Store
	// StoreNote is a message about the store to show once at start (it could not be opened, say).
	StoreNote string
	// StartID is a game ID to open at start (from the command line); the page's address is read too.
	StartID string
	Page    Page
	// Seed returns fresh seeds for new games; nil uses the clock.
	Seed func() uint64
	// Now is the clock; nil uses time.Now.
	Now func() time.Time
	// SaveInBackground writes saves from a goroutine of their own, off the frame loop (natively); Close
	// then writes what is still waiting. Without it each save is written at once (the browser's
	// localStorage is quick, and a page can be closed before another goroutine runs).
	SaveInBackground bool
	// Wake is called, from any goroutine, when something finished in the background (a hint, a solve)
	// and the shell should run a step soon.
	Wake func()
	// LastTouch reports whether the player last used a finger: the status line then names the
	// toolbar's buttons ("tap Hint again") instead of keys (input.Words). nil: keys.
	LastTouch func() bool
}

// MessageFor is how long a status message stays.
const MessageFor = 4 * time.Second

// FlashFor is how long the completion flash lasts.
const FlashFor = 900 * time.Millisecond

// SolveLimit is the longest line Solve plays in one step.
const SolveLimit = 200000

// Controller is the midend.
type Controller struct {
	opts     Options
	backends []puzzle.Backend
	sessions []*session.Session
	cur      int
	theme    string
	access   access // text size and motion
	chosen   chosen // which settings the player chose (the others follow the system's: Prefer)
	store    store.Store
	writer   *store.Writer // saves off the frame loop
	page     Page
	worker   *session.Worker
	version  atomic.Uint64

	wanted  stamp  // the position the worker was last asked about
	posNew  bool   // the position on screen changed since the last AwaitHint
	late    int    // the AwaitHint waits that ended before the hint came (it then has a frame of its own)
	hintGen uint64 // the worker's result last taken by a frame (session.Worker.Gen)
	shownAt stamp  // the position for which the player asked to see the hint (its next move)
	wholeAt stamp  // the position for which the player then asked to see the whole solution
	solving *solveJob

	msg       string
	msgUntil  time.Time
	msgAt     stamp    // the position the message speaks of
	msgSticky bool     // the message is not about a position
	notices   []string // messages shown until the player dismisses them

	flashAt     time.Time
	flashWait   bool // the game ended; the flash waits until the scene has revealed the ending
	lastStatus  puzzle.Status
	lastPos     stamp
	arrivalSeen stamp
	serial      int
	arrival     Arrival
	shownIdx    int

	startBest  map[string]int          // optimal moves from the start, per game ID
	savedAt    map[int]uint64          // the session version last saved, per puzzle
	fragment   string                  // the address as last written or read
	started    map[int]time.Time       // when each puzzle was last opened, for "Continue" in the menu
	played     map[int]bool            // puzzles with a saved game (not a fresh one)
	summaries  map[int]session.Summary // what the saves of puzzles not read yet say of their games
	unsavedWas string                  // the names Unsaved gave at the last Step (unsaved.go)
	peeked     map[string]loaded       // saves read for the menu's summary and not yet resumed
	startErr   error                   // why the start's game ID did not open (StartError)

	record // the statistics and the timer: record.go
}

// stamp identifies a position without looking at it: the open puzzle, its session and its version.
type stamp struct {
	cur  int
	sess *session.Session
	ver  uint64
}

type solveJob struct {
	at     stamp
	cancel context.CancelFunc
	mu     sync.Mutex
	done   bool
	line   []string
	err    error
}

// Arrival says how the position on screen came to be there.
type Arrival int

const (
	Shown     Arrival = iota // first shown, resumed, another puzzle opened, or reached by undo
	Played                   // a player move, played or redone
	Started                  // a new game (random or from an ID), started or redone
	Restarted                // Restart
	SolvedBy                 // the solver's line, played by Solve
)

// New makes the controller, resuming every puzzle's saved game.
func New(opts Options) *Controller {
	c := &Controller{opts: opts, backends: opts.Puzzles, cur: -1, theme: "dark", startBest: map[string]int{},
		savedAt: map[int]uint64{}, started: map[int]time.Time{}, played: map[int]bool{}}
	if c.opts.Seed == nil {
		c.opts.Seed = func() uint64 { return uint64(time.Now().UnixNano()) * 0x9e3779b97f4a7c15 }
	}
	if c.opts.Now == nil {
		c.opts.Now = time.Now
	}
	c.page = opts.Page
	if c.page == nil {
		c.page = noPage{}
	}
	c.store = opts.Store
	if c.store == nil {
		c.store = store.NewMemory()
	}
	// A hint found asks for a frame, and the frame's Step takes it (see AwaitHint).
	c.worker = session.NewWorker(c.wake)
	c.writer = store.NewWriter(c.store)
	c.hookStore()
	if !opts.SaveInBackground {
		c.writer.Close() // after Close, the writer writes each save at once
	}
	c.sessions = make([]*session.Session, len(c.backends))
	c.summaries = map[int]session.Summary{}
	c.peeked = map[string]loaded{}
	if opts.StoreNote != "" {
		c.notice(opts.StoreNote)
	}
	// Only what the first screen needs is read here: the settings, and the game the address, the
	// command line or the settings open. Every other puzzle's save is read and its game built when it
	// is first opened (or by Prepare, in idle time).
	c.loadSettings()
	c.loadBook()
	if c.cur >= 0 {
		c.sess(c.cur)
	}
	start := opts.StartID
	fromPage := false
	if start == "" {
		start, fromPage = c.page.Fragment(), true
	}
	if start != "" {
		c.startErr = c.openAddress(start, fromPage)
	}
	c.storeNotes()
	c.settle()
	return c
}

// sess is puzzle i's session, read from its save (or started afresh) the first time it is asked for.
func (c *Controller) sess(i int) *session.Session {
	if s := c.sessions[i]; s != nil {
		return s
	}
	s, saved, note := c.resume(c.backends[i])
	c.sessions[i] = s
	c.savedAt[i] = s.Version()
	c.played[i] = saved
	delete(c.summaries, i)
	if note != "" {
		c.notice(note)
	}
	c.storeNotes()
	return s
}

// Prepare reads and builds one more puzzle's game that nobody has asked for yet, and reports whether
// any remain; the shell may call it in idle time after the first frame so opening a puzzle is instant.
func (c *Controller) Prepare() bool {
	for i, s := range c.sessions {
		if s == nil {
			c.sess(i)
			return c.Pending()
		}
	}
	return false
}

// Pending reports whether some puzzle's game is not read yet.
func (c *Controller) Pending() bool {
	for _, s := range c.sessions {
		if s == nil {
			return true
		}
	}
	return false
}

// Summary is what the menu shows of puzzle i's game: its move count and outcome, and whether the
// player has a game there (a save, or moves this run). A puzzle not read yet is summed up from the
// first bytes of its save (format 3), without reading its history; an older save is read in full.
func (c *Controller) Summary(i int) (session.Summary, bool) {
	if s := c.sessions[i]; s != nil {
		return session.Summary{Moves: s.Current().Moves, State: s.Pos().Status()}, c.Played(i)
	}
	if sum, ok := c.summaries[i]; ok {
		return sum, true
	}
	name := c.backends[i].Info().Name
	data, err := c.store.Load(name)
	if errors.Is(err, store.ErrNotFound) {
		return session.Summary{}, false
	}
	if sum, ok := session.PeekSummary(data); err == nil && ok {
		c.summaries[i] = sum
		return sum, true
	}
	// Unreadable, or an older format: read it now and say so if it cannot be. The store may have set
	// the file aside already, so resume takes what this read found rather than reading again (and
	// finding nothing to report).
	c.peeked[name] = loaded{data, err}
	s := c.sess(i)
	return session.Summary{Moves: s.Current().Moves, State: s.Pos().Status()}, c.Played(i)
}

// storeNotes shows what the store has to say (another copy of the game holds the saves, a save was
// moved aside while saving).
func (c *Controller) storeNotes() {
	for _, n := range c.store.Notes() {
		c.notice(n)
	}
}

// SavesKept reports whether the games are written where the next start finds them: nil when they
// are, else why not (they are in memory only, or the saves folder only reads). Ask before Close,
// which ends a folder's writing.
func (c *Controller) SavesKept() error {
	if _, ok := c.store.(*store.Memory); ok {
		return errors.New("they were kept in memory only, with no folder to save them in")
	}
	if ro, ok := c.store.(interface{ ReadOnly() error }); ok {
		if err := ro.ReadOnly(); err != nil {
			return err
		}
	}
	return nil
}

func (c *Controller) wake() {
	if c.opts.Wake != nil {
		c.opts.Wake()
	}
}

func (c *Controller) changed() { c.version.Add(1) }

// Version grows whenever anything the player could see changes.
func (c *Controller) Version() uint64 { return c.version.Load() }

func (c *Controller) now() time.Time { return c.opts.Now() }

// resume loads a puzzle's saved session, or starts a new game. An unreadable save is set aside.
func (c *Controller) resume(b puzzle.Backend) (*session.Session, bool, string) {
	info := b.Info()
	note := ""
	if data, err := c.load(info.Name); err == nil {
		s, err := session.Unmarshal(b, data)
		if err == nil {
			return s, true, ""
		}
		where, aerr := c.store.SetAside(info.Name)
		if pe := (*session.PartialError)(nil); errors.As(err, &pe) && s != nil {
			if aerr != nil {
				where = "not moved: " + aerr.Error()
			} else if out, err := s.Marshal(); err == nil {
				c.writer.Save(info.Name, out) // what was kept, in place of the file moved aside
			}
			return s, true, fmt.Sprintf("The saved %s goes wrong after %s (%v); the game resumes from there and the whole file was kept (%s).",
				info.AGame(), Count(pe.Kept, "step", "steps"), pe.Err, where)
		}
		if aerr != nil {
			where = "not moved: " + aerr.Error()
		}
		note = fmt.Sprintf("The saved %s could not be read (%v); it was kept (%s) and a new game started.", info.AGame(), err, where)
	} else if _, ok := store.Unreadable(err); ok {
		// The store has already moved the file aside, or keeps it and refuses to save over it.
		note = fmt.Sprintf("The saved %s could not be read: %v. A new game started.", info.AGame(), err)
	} else if !errors.Is(err, store.ErrNotFound) {
		note = fmt.Sprintf("The saved %s could not be loaded: %v.", info.AGame(), err)
	}
	s, err := session.New(b, puzzle.ID{Puzzle: info.Name}, c.opts.Seed())
	if err != nil {
		panic(fmt.Sprintf("%s: the default preset does not generate: %v", info.Name, err)) // a backend bug; the conformance tests catch it
	}
	return s, false, note
}

// loaded is what one read of a save found.
type loaded struct {
	data []byte
	err  error
}

// load reads a save, taking what the menu's summary read of it first if it did (see Summary).
func (c *Controller) load(name string) ([]byte, error) {
	if l, ok := c.peeked[name]; ok {
		delete(c.peeked, name)
		return l.data, l.err
	}
	return c.store.Load(name)
}

// settings is what the settings save holds. From format 2 on, a setting the system's preferences may
// decide (the theme, reduced motion) is written only once the player chose it; absent, it follows the
// system's. An older save wrote the theme and motion whether chosen or not, and a first visit wrote the
// defaults: there the default theme and full motion count as not chosen.
type settings struct {
	Format    int    `json:"format,omitempty"`
	Puzzle    string `json:"puzzle"`
	Theme     string `json:"theme,omitempty"`
	TextSize  int    `json:"text_size,omitempty"`      // percent; 0 is 100
	Reduced   *bool  `json:"reduced_motion,omitempty"` // animations are instant
	HideTimer bool   `json:"hide_timer,omitempty"`     // the timer is not shown (record.go)
}

// settingsFormat is the format saveSettings writes.
const settingsFormat = 2

func (c *Controller) loadSettings() {
	data, err := c.store.Load("settings")
	if _, ok := store.Unreadable(err); ok {
		c.notice(fmt.Sprintf("The saved settings could not be read: %v.", err))
	}
	if err != nil {
		return
	}
	var s settings
	if err := json.Unmarshal(data, &s); err != nil {
		// Kept like any save that cannot be read: moved aside, never written over.
		c.notice(fmt.Sprintf("The saved settings could not be read (%v); they were kept (%s) and the defaults are used.", err, c.setAside("settings")))
		return
	}
	for _, n := range TextSizes {
		if s.TextSize == n {
			c.access.TextSize = n
		}
	}
	if s.Reduced != nil && (s.Format >= settingsFormat || *s.Reduced) {
		c.access.Reduced, c.chosen.reduced = *s.Reduced, true
	}
	c.hideTimer = s.HideTimer
	for _, n := range ThemeNames {
		if s.Theme == n && (s.Format >= settingsFormat || n != ThemeNames[0]) {
			c.theme, c.chosen.theme = s.Theme, true
		}
	}
	for i, b := range c.backends {
		if b.Info().Name == s.Puzzle {
			c.cur = i
		}
	}
}

// saveSettings writes the player's settings: what the player chose, and the open puzzle.
func (c *Controller) saveSettings() {
	s := settings{Format: settingsFormat, TextSize: c.access.TextSize, HideTimer: c.hideTimer}
	if c.chosen.theme {
		s.Theme = c.theme
	}
	if c.chosen.reduced {
		s.Reduced = &c.access.Reduced
	}
	if c.cur >= 0 {
		s.Puzzle = c.backends[c.cur].Info().Name
	}
	data, _ := json.Marshal(s)
	c.writer.Save("settings", data)
}

// --- what the shell reads -------------------------------------------------------------------------------

// Puzzles is every registered puzzle, in menu order.
func (c *Controller) Puzzles() []puzzle.Backend { return c.backends }

// Current is the open puzzle's index, or -1 for the menu.
func (c *Controller) Current() int { return c.cur }

// Session is puzzle i's session.
func (c *Controller) Session(i int) *session.Session { return c.sess(i) }

// SessionNamed is the named puzzle's session, or nil.
func (c *Controller) SessionNamed(name string) *session.Session {
	if i := c.index(name); i >= 0 {
		return c.sess(i)
	}
	return nil
}

func (c *Controller) index(name string) int {
	for i, b := range c.backends {
		if b.Info().Name == name {
			return i
		}
	}
	return -1
}

// Played reports whether puzzle i has a game the player has touched (saved or played this run).
func (c *Controller) Played(i int) bool {
	if c.sessions[i] == nil {
		_, played := c.Summary(i)
		return played
	}
	return c.played[i] || c.sessions[i].Len() > 1 || c.sessions[i].Current().Moves > 0
}

// ThemeNames are the themes in the order the theme key cycles them; the first is the default.
var ThemeNames = []string{"dark", "light", "contrast"}

// Theme is the theme's name, one of ThemeNames.
func (c *Controller) Theme() string { return c.theme }

// NextWake is when something on screen changes by itself next (a message expires, the flash ends), or
// the zero time when nothing will.
func (c *Controller) NextWake() time.Time {
	var t time.Time
	now := c.now()
	if c.msg != "" && c.msgUntil.After(now) {
		t = c.msgUntil
	}
	if w := c.timerWake(); !w.IsZero() && (t.IsZero() || w.Before(t)) {
		t = w
	}
	if end := c.flashAt.Add(FlashFor); !c.flashAt.IsZero() && end.After(now) && (t.IsZero() || end.Before(t)) {
		t = end
	}
	return t
}

// AwaitHint waits up to d for the hint of the position on screen when the position changed in this
// frame and the worker is still on it, and reports whether a result the frames have not taken is ready
// (Step then takes it, whether or not the worker's wake-up has run yet). So
// a move and the hint the status line shows with it ("Optimal from here: …") are drawn in one frame,
// not one frame each, when the solver is quick.
func (c *Controller) AwaitHint(d time.Duration) bool {
	if !c.posNew || c.cur < 0 {
		return false
	}
	c.posNew = false
	for end := time.Now().Add(d); ; time.Sleep(time.Millisecond / 2) {
		if gen, ready := c.worker.Gen(); ready && c.wanted == c.stampNow() {
			return gen != c.hintGen
		}
		if !time.Now().Before(end) {
			c.late++
			return false
		}
	}
}

// LateHints is how many times AwaitHint's wait ended before the solver's hint came: each such hint is
// drawn in a frame after its move's (on a busy machine; the -state hook reports it to the tests).
func (c *Controller) LateHints() int { return c.late }

// FlashAge is how far into the completion flash we are, and whether it shows now.
func (c *Controller) FlashAge() (time.Duration, bool) {
	if c.flashAt.IsZero() {
		return 0, false
	}
	age := c.now().Sub(c.flashAt)
	return age, age >= 0 && age < FlashFor
}

// stampNow identifies the position on screen.
func (c *Controller) stampNow() stamp {
	if c.cur < 0 {
		return stamp{cur: -1}
	}
	s := c.sessions[c.cur]
	return stamp{c.cur, s, s.Version()}
}

// Hint is the open position's hint when it is ready, bound to the position: a hint computed for any
// other position is never returned.
func (c *Controller) Hint() (puzzle.Hint, error, bool) {
	if c.cur < 0 || c.wanted != c.stampNow() {
		return puzzle.Hint{}, nil, false
	}
	return c.worker.Result()
}

// HintShown is the hint when the player asked to see it for this position and it is ready. It nudges
// before it tells: its Line is the next move alone until the player asks for the whole solution
// (HintWhole), so a scene that draws the line draws only what the player asked to see.
func (c *Controller) HintShown() *puzzle.Hint {
	if c.shownAt != c.stampNow() {
		return nil
	}
	h, err, ok := c.Hint()
	if !ok || err != nil {
		return nil
	}
	if !c.HintWhole() && len(h.Line) > 1 {
		h.Line = []string{h.Move}
	}
	return &h
}

// HintWhole reports whether the player asked for the whole solution of this position (after its
// hint).
func (c *Controller) HintWhole() bool { return c.cur >= 0 && c.wholeAt == c.stampNow() }

// HintAsked reports whether the player asked for the hint of this position.
func (c *Controller) HintAsked() bool { return c.cur >= 0 && c.shownAt == c.stampNow() }

// StartBest is the optimal number of moves from the start of the open game, once known.
func (c *Controller) StartBest() (int, bool) {
	if c.cur < 0 {
		return 0, false
	}
	s := c.sessions[c.cur]
	if n, ok := c.par(s.Current().Game.String()); ok {
		return n, true
	}
	// At the start, the hint for the position on screen is the optimum, before settle notes it.
	if s.Current().Moves == 0 {
		if h, err, ok := c.Hint(); ok && err == nil && h.Verdict == puzzle.Solved {
			return h.Remaining, true
		}
	}
	return 0, false
}

// Solving reports whether Solve is searching.
func (c *Controller) Solving() bool { return c.solving != nil }

// Serial changes whenever the position on screen changes; Arrival says how it came.
func (c *Controller) Serial() (int, Arrival) {
	c.track()
	return c.serial, c.arrival
}

// track gives each new position on screen a serial number and says how it arrived: a step forward
// through the history is a move, a new game, a restart or a solve; anything else is just shown.
func (c *Controller) track() {
	st := c.stampNow()
	if st == c.arrivalSeen {
		return
	}
	c.arrival = Shown
	if st.cur >= 0 && c.arrivalSeen.sess == st.sess && st.sess.Index() == c.shownIdx+1 {
		switch st.sess.Current().Kind {
		case session.KindMove:
			c.arrival = Played
		case session.KindNew:
			c.arrival = Started
		case session.KindRestart:
			c.arrival = Restarted
		case session.KindSolve:
			c.arrival = SolvedBy
		}
	}
	c.serial++
	c.arrivalSeen = st
	if st.cur >= 0 {
		c.shownIdx = st.sess.Index()
	}
}
