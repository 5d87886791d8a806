package midend

import (
	"fmt"
	"strings"

	"quintet/game/stats"
	"quintet/rules/puzzle"
)

// DailyID is the ID of today's game of puzzle i (the player's local date): its first size, drawn
// afresh when that size names one fixed game (Clock's classic start).
func (c *Controller) DailyID(i int) puzzle.ID {
	b := c.backends[i]
	params := b.Info().Presets[0].Params
	if r, ok := b.(puzzle.Renewer); ok {
		params = r.RenewParams(params)
	}
	return puzzle.Daily(b.Info().Name, params, c.now())
}

// OpenDaily opens today's game of puzzle i: as it was left if it is the game there already, else as a
// new, undoable step.
func (c *Controller) OpenDaily(i int) error {
	if i < 0 || i >= len(c.backends) {
		return fmt.Errorf("no puzzle %d", i)
	}
	id := c.DailyID(i)
	if c.sess(i).Current().Game.String() == id.String() {
		c.Open(i)
		return nil
	}
	return c.LoadID(id.String())
}

// ShareText is what the player may share of puzzle i's game once it ended: the puzzle, the daily
// date (or the game ID of another game), the moves against par, the hints and the time, and never a
// move; last, where the page has an address (the browser: Linker), a link that opens the game, and
// else today's game's ID. ok is false while the game on the puzzle has not ended.
func (c *Controller) ShareText(i int) (text string, ok bool) {
	s := c.sess(i)
	e := s.Current()
	g := c.book.Game(e.Game.String())
	if g == nil || g.Outcome == "" {
		return "", false
	}
	info := s.Backend.Info()
	var b strings.Builder
	if e.Game.Daily != "" {
		fmt.Fprintf(&b, "Quintet · %s · daily %s\n", info.Title, e.Game.Daily)
	} else {
		fmt.Fprintf(&b, "Quintet · %s · %s\n", info.Title, e.Game.String())
	}
	switch g.Outcome {
	case stats.Won:
		b.WriteString("Won in " + Count(g.Moves, "move", "moves"))
		switch {
		case g.HasPar && g.Moves <= g.Par:
			b.WriteString(" — par!")
		case g.HasPar:
			fmt.Fprintf(&b, " (par %d)", g.Par)
		}
	case stats.Lost:
		b.WriteString("Lost after " + Count(g.Moves, "move", "moves"))
	default:
		b.WriteString("Solved by the computer")
	}
	fmt.Fprintf(&b, "\nHints: %d · Time %s", g.Hints, stats.Clock(g.Ms))
	if l, ok := c.page.(Linker); ok {
		fmt.Fprintf(&b, "\nPlay it: %s", l.Link(e.Game.String()))
	} else if e.Game.Daily != "" {
		fmt.Fprintf(&b, "\nPlay it: %s", e.Game.String())
	}
	return b.String(), true
}
