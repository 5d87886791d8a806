package midend

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"quintet/game/input"
	"quintet/game/session"
	"quintet/game/stats"
	"quintet/game/store"
	"quintet/rules/puzzle"
)

// Open shows puzzle i.
func (c *Controller) Open(i int) {
	if i < 0 || i >= len(c.backends) {
		return
	}
	c.sess(i) // read and built when first opened
	c.cur = i
	c.started[i] = c.now()
	c.saveSettings()
	c.settle()
	c.changed()
}

// OpenNamed shows the named puzzle.
func (c *Controller) OpenNamed(name string) { c.Open(c.index(name)) }

// ToMenu shows the menu.
func (c *Controller) ToMenu() {
	c.cur = -1
	c.saveSettings()
	c.settle()
	c.changed()
}

// ToggleTheme cycles the themes: dark, light, high contrast, dark again.
func (c *Controller) ToggleTheme() {
	old := c.theme
	c.theme = ThemeNames[0]
	for i, n := range ThemeNames {
		if n == old {
			c.theme = ThemeNames[(i+1)%len(ThemeNames)]
		}
	}
	c.chosen.theme = true
	c.saveSettings()
	c.changed()
}

// Play makes a move in the open puzzle; a rejected move shows its reason and changes nothing.
func (c *Controller) Play(move string) bool {
	if c.cur < 0 {
		return false
	}
	c.notePar() // the optimum from the start, if known, before the first move leaves the start
	if err := c.sessions[c.cur].Play(move); err != nil {
		c.Message(err.Error())
		return false
	}
	c.counted()
	c.settle()
	return true
}

// Do runs one of the midend's actions on the open puzzle. It returns false when the action did nothing
// (a message then says why).
func (c *Controller) Do(a input.Action) bool {
	defer c.settle()
	defer c.changed()
	switch a {
	case input.Theme:
		c.ToggleTheme()
		return true
	case input.Menu:
		c.ToMenu()
		return true
	}
	if c.cur < 0 {
		return false
	}
	s := c.sessions[c.cur]
	switch a {
	case input.New:
		if err := c.newGame(s); err != nil {
			c.Message(err.Error())
			return false
		}
	case input.Restart:
		if !s.Restart() {
			c.Message("Already at the start.")
			return false
		}
	case input.Undo:
		if !s.Undo() {
			c.Message("Nothing to undo.")
			return false
		}
	case input.Redo:
		if !s.Redo() {
			c.Message("Nothing to redo.")
			return false
		}
	case input.Hint:
		return c.hint()
	case input.Solution:
		return c.solution()
	case input.Solve:
		return c.solve()
	case input.SaveFile:
		return c.SaveFile()
	default:
		return false
	}
	return true
}

// newGame starts a random game with the current parameters, never the one just played: neither its
// game ID nor its start position (after a win the position on screen is the solved one, so the start
// is what is compared). When the parameters name one fixed game (Clock's classic start), New draws from
// what the backend renews them to. A size with a single game starts it again and says so.
func (c *Controller) newGame(s *session.Session) error {
	last, lastStart := s.Current().Game.String(), s.Current().Start
	name := s.Backend.Info().Name
	params := s.Current().Params
	if u, ok := s.Backend.(puzzle.Upgrader); ok {
		params = u.UpgradeParams(params) // an old spelling's games keep opening; new ones are current
	}
	tries := []string{params}
	if r, ok := s.Backend.(puzzle.Renewer); ok {
		tries = append(tries, r.RenewParams(params))
	}
	for _, params := range tries {
		for try := 0; try < newGameDraws; try++ {
			seed := c.opts.Seed()
			if err := s.Load(puzzle.ID{Puzzle: name, Params: params, Seed: seed, HasSeed: true}, seed); err != nil {
				return err
			}
			if st := s.Pos(); s.Current().Game.String() != last && (st.Params() != lastStart.Params() || st.Desc() != lastStart.Desc()) {
				return nil
			}
			s.Undo() // the same game again: take it back and draw another
		}
	}
	// Every draw dealt the same game: the size has one game only (Flip 3×3), so that game is all there is.
	if err := s.NewGame(c.opts.Seed()); err != nil {
		return err
	}
	size := s.Current().Params
	for _, p := range s.Backend.Info().Presets {
		if p.Params == size {
			size = p.Name
		}
	}
	c.Message(fmt.Sprintf("%s %s has only one game: it starts again.", s.Backend.Info().Title, size))
	return nil
}

// newGameDraws is how many seeds New tries per parameters before it takes the size to have one game
// only: a size with two games deals the same one 16 times with odds of 1 in 65,536.
const newGameDraws = 16

// thinking is said while the hint asked for is still being searched; it goes as soon as the hint comes.
const thinking = "Thinking… the hint appears as soon as it is found."

// hint shows the hint for this position: the next move, the moves left and why, never more; asked
// again once it is shown (or the whole solution is), it plays that move.
func (c *Controller) hint() bool {
	here := c.stampNow()
	h, err, ready := c.Hint()
	if c.shownAt == here && ready && err == nil && h.Verdict == puzzle.Solved && h.Move != "" {
		return c.Play(h.Move)
	}
	c.hintCounted()
	c.shownAt = here
	if !ready && c.sessions[c.cur].Pos().Status() == puzzle.Playing {
		c.Message(thinking)
	}
	return true
}

// solution shows the whole optimal line where the hint has one. It is never the first thing shown:
// asked before the hint, it shows the hint (the next move) alone, and the next ask shows the rest.
func (c *Controller) solution() bool {
	here := c.stampNow()
	if c.shownAt != here || c.sessions[c.cur].Pos().Status() != puzzle.Playing {
		return c.hint()
	}
	h, err, ready := c.Hint()
	if !ready || err != nil || h.Verdict != puzzle.Solved || h.Move == "" {
		return c.hint() // still thinking, or no win to show: the hint says so
	}
	if msg := wholeRefusal(h); msg != "" {
		c.Message(msg)
		return false
	}
	c.wholeAt = here
	return true
}

// wholeRefusal says why the whole solution of hint h cannot be shown, or "" when it can.
func wholeRefusal(h puzzle.Hint) string {
	switch {
	case h.Remaining == 1:
		return "The hint's move wins: it is the whole solution."
	case len(h.Line) != h.Remaining:
		return fmt.Sprintf("The solution is %s long, too long to show: H plays its next move.", Count(h.Remaining, "move", "moves"))
	}
	return ""
}

func (c *Controller) solve() bool {
	s := c.sessions[c.cur]
	if s.Pos().Status() != puzzle.Playing {
		c.Message("The game is over; nothing to solve.")
		return false
	}
	if h, err, ready := c.Hint(); ready && err == nil && h.Verdict == puzzle.Solved && h.Move != "" && h.Remaining > SolveLimit {
		// The hint has counted the line already: refuse at once, not after a search.
		c.Message(longLine(h.Remaining))
		return false
	}
	if c.solving != nil {
		c.solving.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	job := &solveJob{at: c.stampNow(), cancel: cancel}
	c.solving = job
	b, p := s.Backend, s.Pos()
	go func() {
		var line []string
		var err error
		func() {
			defer func() {
				if x := recover(); x != nil {
					err = fmt.Errorf("the solver failed: %v", x)
				}
			}()
			line, err = session.SolveLine(ctx, b, p, SolveLimit)
		}()
		job.mu.Lock()
		job.done, job.line, job.err = true, line, err
		job.mu.Unlock()
		c.changed()
		c.wake()
	}()
	c.Message("Solving…")
	return true
}

// longLine is Solve's refusal of a line of remaining moves, more than SolveLimit.
func longLine(remaining int) string {
	return fmt.Sprintf("Solve: the optimal line is %s long, more than the %s Solve plays; the hint plays it move by move.",
		Count(remaining, "move", "moves"), Number(SolveLimit))
}

// checkSolve plays the solver's line once it is found, if the position has not changed meanwhile.
func (c *Controller) checkSolve() {
	job := c.solving
	if job == nil {
		return
	}
	if job.at != c.stampNow() {
		job.cancel()
		c.solving = nil
		return
	}
	job.mu.Lock()
	done, line, err := job.done, job.line, job.err
	job.mu.Unlock()
	if !done {
		return
	}
	c.solving = nil
	if long := (*session.LongLine)(nil); errors.As(err, &long) {
		c.Message(longLine(long.Remaining))
		return
	}
	if err != nil {
		c.Message("Solve: " + err.Error())
		return
	}
	if err := c.sessions[c.cur].ApplyLine(line); err != nil {
		c.Message("Solve: " + err.Error())
		return
	}
	c.finish(stats.Solved)
	c.Message(fmt.Sprintf("Solved by the computer in %s (undo to take it back).", Count(len(line), "move", "moves")))
}

// LoadID opens the game an ID names, switching to its puzzle, as an undoable step. A bad ID changes
// nothing and the error says why.
func (c *Controller) LoadID(s string) error { return boundErr(c.loadID(s)) }

func (c *Controller) loadID(s string) error {
	id, err := puzzle.ParseID(s)
	if err != nil {
		return err
	}
	i := c.index(id.Puzzle)
	if i < 0 {
		var names []string
		for _, b := range c.backends {
			names = append(names, b.Info().Name)
		}
		return fmt.Errorf("there is no puzzle %q (puzzles: %s)", clip(id.Puzzle), strings.Join(names, ", "))
	}
	if err := c.sess(i).Load(id, c.opts.Seed()); err != nil {
		return fmt.Errorf("%s: %v", c.backends[i].Info().Title, err)
	}
	c.played[i] = true
	c.Open(i)
	return nil
}

// LoadIDHere is LoadID for an ID typed inside a puzzle, which may leave out the puzzle's name: inside
// Hash, "number#17" opens hash:number#17, and a description alone opens it with the current game's
// parameters. An ID that names a puzzle is LoadID's alone. When every reading fails, the error is the
// one for the puzzle's own reading if the text has no colon (so "nuber#17" is told what Hash makes of
// it), else LoadID's.
func (c *Controller) LoadIDHere(s string) error { return boundErr(c.loadIDHere(s)) }

func (c *Controller) loadIDHere(s string) error {
	err := c.loadID(s)
	if err == nil || c.cur < 0 {
		return err
	}
	if id, perr := puzzle.ParseID(s); perr == nil && c.index(id.Puzzle) >= 0 {
		return err
	}
	s = strings.TrimSpace(s)
	name := c.backends[c.cur].Info().Name
	own := c.loadID(name + ":" + s)
	if own == nil {
		return nil
	}
	if c.loadID(name+":"+c.sess(c.cur).Pos().Params()+":"+s) == nil {
		return nil
	}
	if !strings.Contains(s, ":") {
		return own
	}
	return err
}

// openAddress opens the game the address (or the command line) names. The address of the game being
// played resumes it as it was saved, moves and history included; another game opens as an undoable
// step; a rejected one is replaced by the current game's ID.
func (c *Controller) openAddress(s string, fromPage bool) error {
	c.fragment = s
	if id, err := puzzle.ParseID(s); err == nil {
		if i := c.index(id.Puzzle); i >= 0 && c.names(c.sess(i), id) {
			c.Open(i)
			return nil
		}
	}
	err := c.loadID(s)
	if err != nil {
		c.Message("Game ID not loaded: " + err.Error())
		if fromPage {
			c.fragment = "" // settle writes the current game's ID back
		}
	}
	return err
}

// StartError is why the game ID given at start (Options.StartID, or the page's address) did not open,
// or nil: the command line says it on standard error as well as in the window.
func (c *Controller) StartError() error { return c.startErr }

// names reports whether id names the game s is playing: its game ID or its current position.
func (c *Controller) names(s *session.Session, id puzzle.ID) bool {
	cur := s.Current()
	return id.String() == cur.Game.String() || id.String() == puzzle.PositionID(s.Backend, s.Pos()).String()
}

// AddressChanged is called when the player edits the address (the page's hashchange).
func (c *Controller) AddressChanged() {
	if f := c.page.Fragment(); f != "" && f != c.fragment {
		c.openAddress(f, true)
		c.settle()
	}
}

// Step is the midend's part of a tick: it plays a finished Solve, starts the completion flash once the
// scene has revealed the ending (revealing is true while it still is), and saves.
func (c *Controller) Step(revealing bool) {
	if gen, ready := c.worker.Gen(); ready && gen != c.hintGen {
		c.hintGen = gen // a result this frame draws; its wake-up, if still to come, then changes nothing
		c.changed()
	}
	c.checkSolve()
	c.takePars()
	c.saveErrors()
	c.noteUnsaved()
	if c.flashWait && !revealing {
		c.flashWait = false
		if c.cur >= 0 && c.sessions[c.cur].Pos().Status() != puzzle.Playing {
			c.flashAt = c.now()
			c.changed()
		}
	}
	c.settle()
}

// settle brings everything that follows the position up to date: the hint being computed, the game's
// optimum, the flash, the address, the page title and the save.
func (c *Controller) settle() {
	c.syncTimer()
	st := c.stampNow()
	if c.cur < 0 {
		c.page.SetTitle("Quintet")
		c.lastPos = st
		return
	}
	s := c.sessions[c.cur]
	if err := s.CheckGame(); err != nil {
		c.notice(capitalise(err.Error()) + ".")
		st = c.stampNow()
	}
	if st != c.wanted {
		c.wanted = st
		c.worker.Want(s.Backend, s.Pos())
	}
	if st != c.lastPos {
		if c.msg != "" && !c.msgSticky && c.msgAt != st {
			c.msg = "" // it spoke of the position just left
		}
		status := s.Pos().Status()
		if status != puzzle.Playing && c.lastStatus == puzzle.Playing && c.lastPos.sess == s && s.Current().Kind != session.KindNew {
			c.flashWait = true
		}
		if status == puzzle.Playing {
			c.flashWait, c.flashAt = false, c.flashAt.Add(-FlashFor) // an undo ends the flash
		}
		c.lastPos, c.lastStatus, c.posNew = st, status, true
		c.changed()
		c.page.SetTitle(s.Backend.Info().Title + " · Quintet")
		if id := s.Current().Game.String(); id != c.fragment {
			c.fragment = id
			c.page.SetFragment(id)
		}
	}
	if c.fragment == "" {
		c.fragment = s.Current().Game.String()
		c.page.SetFragment(c.fragment)
	}
	// The hint has come: "Thinking…" would only cover it.
	if c.msg == thinking {
		if _, _, ok := c.Hint(); ok {
			c.msg = ""
			c.changed()
		}
	}
	c.notePar()
	c.save()
}

func (c *Controller) save() {
	s := c.sessions[c.cur]
	v := s.Version()
	if c.savedAt[c.cur] == v {
		return
	}
	c.savedAt[c.cur] = v
	c.played[c.cur] = true
	c.keepTimer(false)
	data, err := s.Marshal()
	if err != nil {
		c.Message("Could not save the game: " + err.Error())
		return
	}
	c.writer.Save(s.Backend.Info().Name, data) // written off the frame loop; errors come back below
	c.retryFailed()
}

// saveErrors shows, once each, the saves the background writer could not write.
func (c *Controller) saveErrors() {
	for _, err := range c.writer.Errors() {
		if errors.Is(err, store.ErrReadOnly) {
			continue // the store's notice says so, and stays until seen
		}
		c.notice("Could not save the game: " + err.Error())
	}
	c.storeNotes()
}

// Close stops background work and writes every save still waiting (so the last move is never lost);
// the shell calls it when the game ends.
func (c *Controller) Close() error {
	c.worker.Stop()
	c.parStop()
	c.keepTimer(true)
	if c.solving != nil {
		c.solving.cancel()
	}
	err := c.writer.Close()
	if cl, ok := c.store.(interface{ Close() error }); ok {
		err = errors.Join(err, cl.Close())
	}
	return err
}

// Flush waits until every save handed to the background writer is written.
func (c *Controller) Flush() error { return c.writer.Flush() }

// clip shortens input quoted in a message.
func clip(s string) string {
	r := []rune(s)
	if len(r) > 32 {
		return string(r[:32]) + "…"
	}
	return s
}

// SavedElsewhere takes the saved game another copy of Quintet wrote for the named puzzle (a second
// browser tab: tabs share localStorage). The session is replaced by the save, so whichever tab the
// player moves in next carries on from the latest position and its moves are saved on top of it: two
// tabs never write over each other's moves. A save that does not read, or that is what this tab
// already has, changes nothing.
func (c *Controller) SavedElsewhere(name string) {
	if name == StatsName {
		c.statsElsewhere()
		return
	}
	i := c.index(name)
	if i < 0 {
		return
	}
	data, err := c.store.Load(name)
	if _, ok := store.Unreadable(err); ok {
		// The store set it aside (or keeps it and will not write over it): said, whichever read it.
		c.notice(fmt.Sprintf("The %s another tab saved could not be read: %v.", c.backends[i].Info().AGame(), err))
	}
	if err != nil {
		return
	}
	old := c.sessions[i]
	if old == nil {
		delete(c.summaries, i) // not read yet: it will be read as it is now when opened
		return
	}
	if mine, err := old.Marshal(); err == nil && string(mine) == string(data) {
		return
	}
	s, err := session.Unmarshal(old.Backend, data)
	if err != nil {
		c.foreignUnreadable(i, err)
		return
	}
	if i == c.cur && c.solving != nil {
		c.solving.cancel()
		c.solving = nil
	}
	c.sessions[i] = s
	c.savedAt[i] = s.Version()
	c.played[i] = true
	if i == c.cur {
		c.Message(fmt.Sprintf("Updated from another tab: %s, %s.", s.Backend.Info().Title, Count(s.Current().Moves, "move", "moves")))
	}
	c.settle()
	c.changed()
}

// foreignUnreadable keeps aside a save of puzzle i that another tab wrote and this one cannot read (a
// damaged file, or a format this build reads but whose game it cannot play), says so, and saves this
// tab's game in its place; if it cannot be moved, the store refuses to write over it.
func (c *Controller) foreignUnreadable(i int, why error) {
	info := c.backends[i].Info()
	where, err := c.store.SetAside(info.Name)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return // gone already
	case err != nil:
		c.notice(fmt.Sprintf("Another tab saved a %s game this one cannot read (%v). It could not be kept elsewhere (%v), so it is not written over, and this tab's %s game is not saved until it can be.",
			info.Title, why, err, info.Title))
		return
	}
	c.notice(fmt.Sprintf("Another tab saved a %s game this one cannot read (%v); it was kept under %s, not written over, and this tab's game goes on.",
		info.Title, why, where))
	if data, err := c.sessions[i].Marshal(); err == nil {
		c.writer.Save(info.Name, data)
	}
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
