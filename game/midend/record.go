package midend

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"quintet/game/session"
	"quintet/game/stats"
	"quintet/game/store"
	"quintet/rules/puzzle"
)

// StatsName is the statistics' name in the store, beside the saves.
const StatsName = "stats"

// record is the player's statistics and the open game's timer, as the Controller keeps them.
type record struct {
	book      *stats.Book
	timer     stats.Timer
	timerSess *session.Session // the session and game the timer measures
	timerGame string
	timerDone bool // the game ended: its timer stopped for good
	active    bool // the shell shows the puzzle (visible, nothing over it)
	hideTimer bool // the player hid the timer (a setting; it counts anyway)
	shownSec  int64
	hintAt    stamp         // the position a hint was last counted for
	result    *stats.Result // the outcome counted last, and the position it was counted at
	resultAt  stamp
	pars      chan parFound // optimums found after a game ended
	parCtx    context.Context
	parStop   context.CancelFunc
}

type parFound struct {
	id  string
	par int
}

// ReadStats reads the statistics from a store (nothing saved yet is an empty book).
func ReadStats(st store.Store) (*stats.Book, error) {
	data, err := st.Load(StatsName)
	if errors.Is(err, store.ErrNotFound) {
		return stats.New(), nil
	}
	if err != nil {
		return nil, err
	}
	return stats.Parse(data)
}

// loadBook reads the statistics at start. A file that cannot be read is kept (the store moves it
// aside, or refuses to write over it) and the player is told; the games play on with a fresh record.
func (c *Controller) loadBook() {
	c.pars = make(chan parFound, 16)
	c.parCtx, c.parStop = context.WithCancel(context.Background())
	b, err := ReadStats(c.store)
	if err == nil {
		c.book = b
		if len(b.Repaired) > 0 {
			// The file as it was is kept aside, and the record with every count it could trust
			// replaces it at once (a start with no count to save would otherwise leave none).
			where := c.setAside(StatsName)
			c.saveBook()
			c.notice(fmt.Sprintf("The statistics held counts that cannot be true (%s); they count as 0 and every other count is kept. The file as it was is kept (%s).",
				strings.Join(b.Repaired, ", "), where))
		}
		return
	}
	c.book = stats.New()
	if _, ok := store.Unreadable(err); ok {
		c.notice(fmt.Sprintf("The statistics could not be read: %v. A new record starts.", err))
		return
	}
	c.notice(fmt.Sprintf("The statistics could not be read (%v); they were kept (%s) and a new record starts.", err, c.setAside(StatsName)))
}

// setAside keeps a save whose contents are bad under another name and says where (or why not).
func (c *Controller) setAside(name string) string {
	where, err := c.store.SetAside(name)
	if err != nil {
		return "not moved: " + err.Error()
	}
	return where
}

// Stats is the player's record.
func (c *Controller) Stats() *stats.Book { return c.book }

// StatsSummary is the line a puzzle's menu card shows ("" when it has not been played).
func (c *Controller) StatsSummary(i int) string { return c.book.Summary(c.backends[i].Info().Name) }

func (c *Controller) saveBook() { c.writer.Save(StatsName, c.book.Marshal()) }

// gameOf names the open game for the record: its ID, puzzle and row (its preset: stats.RowOf).
func (c *Controller) gameOf() (id, name, row string) {
	s := c.sessions[c.cur]
	e := s.Current()
	return e.Game.String(), s.Backend.Info().Name, stats.RowOf(e.Game)
}

// par is the optimum from the start of game id: found in this run, or kept in the record by an earlier
// one (a won game read back after a reload still knows its par).
func (c *Controller) par(id string) (int, bool) {
	if n, ok := c.startBest[id]; ok {
		return n, true
	}
	if g := c.book.Game(id); g != nil && g.HasPar {
		return g.Par, true
	}
	return 0, false
}

// notePar notes the open game's optimum while it is at its start and the first hint has arrived.
func (c *Controller) notePar() {
	s := c.sessions[c.cur]
	if s.Current().Moves == 0 {
		if _, known := c.startBest[s.Current().Game.String()]; !known {
			if h, err, ok := c.Hint(); ok && err == nil && h.Verdict == puzzle.Solved {
				c.startBest[s.Current().Game.String()] = h.Remaining
			}
		}
	}
}

// counted is called after a player move: the game counts as started at its first, and its end counts.
func (c *Controller) counted() {
	s := c.sessions[c.cur]
	id, name, params := c.gameOf()
	_, started := c.book.Start(id, name, params)
	c.syncTimer()
	switch s.Pos().Status() {
	case puzzle.Won:
		c.finish(stats.Won)
	case puzzle.Lost:
		c.finish(stats.Lost)
	default:
		if started {
			c.saveBook()
		}
	}
}

// hintCounted counts a hint asked for in a position still being played, once per position.
func (c *Controller) hintCounted() {
	here := c.stampNow()
	if c.hintAt == here || c.sessions[c.cur].Pos().Status() != puzzle.Playing {
		return
	}
	c.hintAt = here
	id, name, params := c.gameOf()
	if c.book.Hint(id, name, params) {
		c.saveBook()
	}
}

// finish counts the open game's end (once per game: the book knows) and stops its timer for good.
func (c *Controller) finish(outcome string) {
	s := c.sessions[c.cur]
	id, name, params := c.gameOf()
	c.syncTimer()
	now := c.now()
	ms := c.timer.Ms(now)
	c.timer.Set(now, false)
	c.timerDone = true
	s.SetClock(id, session.Clock{Ms: ms, Done: true})
	par, hasPar := c.par(id)
	res, err := c.book.Finish(id, name, params, outcome, s.Current().Moves, ms, par, hasPar)
	if err != nil {
		return
	}
	c.result, c.resultAt = &res, c.stampNow()
	if res.Counted {
		c.saveBook()
		if !hasPar && outcome == stats.Won {
			c.findPar(s.Backend, id, s.Current().Start)
		}
	}
	c.changed()
}

// findPar asks the solver for the optimum of a game that ended before it was known.
func (c *Controller) findPar(b puzzle.Backend, id string, start puzzle.Position) {
	ctx := c.parCtx
	go func() {
		defer func() { recover() }() // a solver failure leaves the par unknown
		h, err := b.Hint(ctx, start)
		if err != nil || h.Verdict != puzzle.Solved {
			return
		}
		select {
		case c.pars <- parFound{id, h.Remaining}:
			c.wake()
		default:
		}
	}()
}

// takePars notes the optimums found since the last step.
func (c *Controller) takePars() {
	for {
		select {
		case p := <-c.pars:
			c.startBest[p.id] = p.par
			c.book.SetPar(p.id, p.par)
			c.saveBook()
			c.changed()
		default:
			return
		}
	}
}

// SetActive is the shell's word, every step, on whether the open puzzle is in view (the window or tab
// visible, and no menu, help or dialog over it): the timer runs only then, and only while the game is
// being played.
func (c *Controller) SetActive(on bool) {
	was := c.active
	c.active = on
	c.syncTimer()
	if was && !on {
		c.keepTimer(true)
	}
	if sec := c.timer.Ms(c.now()) / 1000; sec != c.shownSec {
		c.shownSec = sec
		if !c.hideTimer {
			c.changed()
		}
	}
}

// StopTimerAt stops the timer at t (when the page was hidden), if it ran then; the next SetActive
// starts it again if the puzzle is in view.
func (c *Controller) StopTimerAt(t time.Time) {
	if c.timer.StopAt(t) {
		c.active = false
		c.keepTimer(true)
	}
}

// syncTimer brings the timer up to now, switching it to the game on screen when that changed.
func (c *Controller) syncTimer() {
	now := c.now()
	var s *session.Session
	id := ""
	if c.cur >= 0 {
		s = c.sessions[c.cur]
		id = s.Current().Game.String()
	}
	if s != c.timerSess || id != c.timerGame {
		c.keepTimer(true)
		c.timerSess, c.timerGame = s, id
		c.timer, c.timerDone = stats.Timer{}, false
		if s != nil {
			ck := s.Clock(id)
			c.timer, c.timerDone = stats.NewTimer(ck.Ms), ck.Done
		}
	}
	// A game's timer runs from when it is first shown, while it is in view: the thinking before the
	// first move is part of the game (a one-move game is not "0:00").
	c.timer.Set(now, s != nil && c.active && !c.timerDone && s.Pos().Status() == puzzle.Playing)
}

// keepTimer writes the timer into its session; write also saves that session when the timer moved
// and the puzzle has a game the player touched (the timer alone does not make one).
func (c *Controller) keepTimer(write bool) {
	s := c.timerSess
	if s == nil {
		return
	}
	ck := session.Clock{Ms: c.timer.Ms(c.now()), Done: c.timerDone}
	if s.Clock(c.timerGame) == ck {
		return
	}
	s.SetClock(c.timerGame, ck)
	for i, t := range c.sessions {
		if t == s && write && c.Played(i) {
			if data, err := s.Marshal(); err == nil {
				c.writer.Save(s.Backend.Info().Name, data)
			}
		}
	}
}

// Timer is the open game's time played, whether it runs, and whether the player hid it from view.
func (c *Controller) Timer() (ms int64, running, hidden bool) {
	if c.cur < 0 {
		return 0, false, c.hideTimer
	}
	return c.timer.Ms(c.now()), c.timer.Running(), c.hideTimer
}

// ToggleTimer shows or hides the timer in the status bar (it counts either way).
func (c *Controller) ToggleTimer() {
	c.hideTimer = !c.hideTimer
	c.saveSettings()
	c.changed()
}

// timerWake is when the shown time turns over next, while the timer runs and shows: a hidden timer
// counts without frames (nothing on screen changes when its second turns over).
func (c *Controller) timerWake() time.Time {
	if c.hideTimer || c.cur < 0 {
		return time.Time{}
	}
	return c.timer.NextSecond(c.now())
}

// TimerText is the time the status bar adds after the move count ("  ·  0:41"), or "" when hidden.
func (c *Controller) TimerText() string {
	if c.hideTimer || c.cur < 0 {
		return ""
	}
	return "  ·  " + stats.Clock(c.timer.Ms(c.now()))
}

// winText is what the status bar says at a win: the moves against par, the time, and a new best. A
// game counts at its first end, so a board won after that end was undone says what the record keeps
// instead of claiming a win it does not hold.
func (c *Controller) winText() string {
	if w := c.winStands(); w != "" {
		return w
	}
	s := c.sessions[c.cur]
	e := s.Current()
	id := e.Game.String()
	moves := e.Moves
	text := "Won in " + Count(moves, "move", "moves")
	if par, ok := c.par(id); ok {
		if moves <= par {
			text += " — par!"
		} else {
			text += fmt.Sprintf(", par %d.", par)
		}
	} else {
		text += "."
	}
	text += " Time " + stats.Clock(c.timer.Ms(c.now()))
	if r := c.result; r != nil && c.resultAt == c.stampNow() && r.Counted && r.Record.Won > 1 {
		switch {
		case r.BestTime:
			text += ", a new best"
		case r.BestMove:
			text += "; your fewest moves yet"
		}
	}
	text += c.words(". Tap New for a new game", ". N for a new game")
	if s.Current().Game.Daily != "" {
		text += c.words(", Stats to share", ", F3 to share")
	}
	return text + "."
}

// winStands is what the status bar says at a win the record does not keep as it is on the board (a
// game counts at its first end: an earlier loss, Solve or win stands), or "" when the record keeps
// this win.
func (c *Controller) winStands() string {
	e := c.sessions[c.cur].Current()
	id := e.Game.String()
	moves := e.Moves
	next := c.words(". Tap New for a new game, Undo to undo.", ". N for a new game, U to undo.")
	solved := e.Kind == session.KindSolve // the computer played the end
	board := "Won in " + Count(moves, "move", "moves")
	if solved {
		board = "Solved by the computer"
	}
	g := c.book.Game(id)
	switch {
	case g != nil && g.Outcome == stats.Solved && solved:
		return "Solved by the computer: played, not won" + next
	case g != nil && g.Outcome == stats.Solved:
		return board + ", but this game counts as solved by the computer (played, not won): a game counts at its first end" + next
	case g != nil && g.Outcome == stats.Lost:
		return board + ", but this game counts as lost: a game counts at its first end" + next
	case g != nil && g.Outcome == stats.Won && (solved || g.Moves != moves):
		again := "Won again, in " + Count(moves, "move", "moves")
		if solved {
			again = board
		}
		return again + "; the record keeps the first win: " + c.parWords(id, g.Moves) + ", time " + stats.Clock(g.Ms) + next
	}
	return ""
}

// parWords writes a win's moves against the game's par: "14 moves — par!", "19 moves, par 14".
func (c *Controller) parWords(id string, moves int) string {
	text := Count(moves, "move", "moves")
	par, ok := c.startBest[id]
	if g := c.book.Game(id); g != nil && g.HasPar {
		par, ok = g.Par, true
	}
	switch {
	case ok && moves <= par:
		text += " — par!"
	case ok:
		text += fmt.Sprintf(", par %d", par)
	}
	return text
}

// lostText is what the status bar says at a loss; a game that ended before with another outcome
// (which stands) says so.
func (c *Controller) lostText() string {
	if w := c.lossStands(); w != "" {
		return w
	}
	return c.words("Lost. Tap Undo, Restart or New.", "Lost. U to undo, Shift+R to restart, N for a new game.")
}

// lossStands is what the status bar says at a loss when an earlier win or Solve of the game stands,
// or "" when the record keeps this loss.
func (c *Controller) lossStands() string {
	lost := c.words("Lost. Tap Undo, Restart or New.", "Lost. U to undo, Shift+R to restart, N for a new game.")
	switch g := c.book.Game(c.sessions[c.cur].Current().Game.String()); {
	case g != nil && g.Outcome == stats.Won:
		return "Lost, but this game counts as won (" + c.parWords(g.ID, g.Moves) + "): a game counts at its first end. " + lost[len("Lost. "):]
	case g != nil && g.Outcome == stats.Solved:
		return "Lost, but this game counts as solved by the computer: a game counts at its first end. " + lost[len("Lost. "):]
	}
	return ""
}

// EndStands is what the status bar says when the board's end is not the one the record keeps (a game
// counts at its first end): the words a screen reader hears at that end instead of the board's. It is
// "" while the game is played or when the record keeps the board's end.
func (c *Controller) EndStands() string {
	if c.cur < 0 {
		return ""
	}
	switch c.sessions[c.cur].Pos().Status() {
	case puzzle.Won:
		return c.winStands()
	case puzzle.Lost:
		return c.lossStands()
	}
	return ""
}

// statsElsewhere takes the statistics another tab wrote (tabs share the browser's storage): its record
// is the newer, and this tab's next count goes on top of it. One that does not read changes nothing.
func (c *Controller) statsElsewhere() {
	data, err := c.store.Load(StatsName)
	if _, ok := store.Unreadable(err); ok {
		c.notice(fmt.Sprintf("The statistics another tab saved could not be read: %v. This tab's record goes on.", err))
	}
	if err == nil {
		if b, err := stats.Parse(data); err == nil {
			c.book = b
			c.changed()
		}
	}
}
