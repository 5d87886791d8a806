package midend

import (
	"fmt"
	"strconv"
	"strings"

	"quintet/game/input"
	"quintet/rules/puzzle"
)

// Number writes n with thin groups of three digits ("12 980 092"), the same everywhere in the game.
func Number(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteRune('\u2009')
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// Count writes n with the singular or plural noun: "1 move", "2 moves".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return Number(n) + " " + many
}

// words chooses the status line's wording by the input the player last used (input.Words).
func (c *Controller) words(touch, other string) string {
	return input.Words(c.touched(), touch, other)
}

// touched reports whether the player's last input was a touch.
func (c *Controller) touched() bool { return c.opts.LastTouch != nil && c.opts.LastTouch() }

// StatusLine is the status bar: moves made with the game's optimum, and on the right what the solver
// says, the hint when asked for, or the outcome. revealing is true while the scene still plays out how
// the game ended (the outcome waits for it); revealText is what the scene says meanwhile.
func (c *Controller) StatusLine(revealing bool, revealText string) (left, right string) {
	if c.cur < 0 {
		return "", ""
	}
	s := c.sessions[c.cur]
	e := s.Current()
	left = "Moves " + Number(e.Moves)
	if len(c.Unsaved()) > 0 {
		left = unsavedMark + left
	}
	if best, ok := c.StartBest(); ok {
		left += " (optimal game: " + Number(best) + ")"
	}
	if s.Pos().Status() != puzzle.Playing && revealing {
		if revealText == "" {
			revealText = "The machine is answering…"
		}
		return left, revealText
	}
	switch s.Pos().Status() {
	case puzzle.Won:
		return left, c.winText()
	case puzzle.Lost:
		return left, c.lostText()
	}
	h, err, ready := c.Hint()
	switch {
	case c.solving != nil:
		right = "Solving…"
	case !ready:
		right = "Optimal from here: thinking…"
	case err != nil:
		right = "Solver: " + err.Error()
	case h.Verdict == puzzle.Solved && c.HintAsked():
		right = HintWords(h, c.HintWhole(), c.touched())
	case h.Verdict == puzzle.Solved:
		right = "Optimal from here: " + Count(h.Remaining, "move", "moves")
	case h.Verdict == puzzle.NoWin:
		right = "No win from here: " + h.Reason
	default:
		right = "Undecided: " + h.Reason
	}
	return left, right
}

// HintWords is what the status bar says of a winning hint the player asked for: the next move, how
// many moves are left and why, in that order (the reason is the first part cut on a narrow bar);
// with whole, the whole solution instead. touch words it for a player whose last input was a touch.
func HintWords(h puzzle.Hint, whole, touch bool) string {
	if h.Move == "" {
		return "Solved: no move is left to hint."
	}
	play, first := "H again plays it", "H plays the first."
	if touch {
		play, first = "tap Hint to play it", "Tap Hint to play the first."
	}
	if whole && len(h.Line) > 1 {
		return fmt.Sprintf("Solution, %s: %s. %s", Count(len(h.Line), "move", "moves"), LineWords(h.Line), first)
	}
	s := fmt.Sprintf("Hint: %s, %s left (%s)", h.Move, Count(h.Remaining, "move", "moves"), play)
	if h.Reason != "" {
		s += " — " + h.Reason
	}
	s += "."
	if wholeRefusal(h) == "" {
		if touch {
			s += " Hold Hint for the whole solution."
		} else {
			s += " Hold Hint (Shift+H) for the whole solution."
		}
	}
	return s
}

// lineParts is how many parts of a solution LineWords writes before it sums up the rest.
const lineParts = 14

// LineWords writes a line of moves for the status bar, a run of one move once with its count
// ("1, 2 ×4, 3 ×4, 5"; "8,15; 8,14" where moves have commas), and after lineParts parts how many moves are still to come.
func LineWords(line []string) string {
	sep := ", "
	if strings.Contains(strings.Join(line, ""), ",") {
		sep = "; " // moves written with a comma (Hash's 8,15)
	}
	var parts []string
	for i := 0; i < len(line); {
		j := i
		for j < len(line) && line[j] == line[i] {
			j++
		}
		if len(parts) == lineParts {
			return strings.Join(parts, sep) + " and " + Count(len(line)-i, "move", "moves") + " more"
		}
		if j-i > 1 {
			parts = append(parts, fmt.Sprintf("%s ×%d", line[i], j-i))
		} else {
			parts = append(parts, line[i])
		}
		i = j
	}
	return strings.Join(parts, sep)
}

// Status is what the browser page (and its end-to-end test) sees of the game.
func (c *Controller) Status() map[string]any {
	r := map[string]any{"status": "running", "message": c.Note(), "puzzle": "menu", "theme": c.theme, "notices": len(c.notices)}
	var list []any
	for _, b := range c.backends {
		list = append(list, map[string]any{"name": b.Info().Name, "smoke": b.Info().SmokeID})
	}
	r["puzzles"] = list
	unsaved := []any{}
	for _, n := range c.Unsaved() {
		unsaved = append(unsaved, n)
	}
	r["unsaved"] = unsaved
	if c.cur < 0 {
		return r
	}
	s := c.sessions[c.cur]
	r["puzzle"] = s.Backend.Info().Name
	r["game"] = s.Current().Game.String()
	r["position"] = puzzle.PositionID(s.Backend, s.Pos()).String()
	r["state"] = s.Pos().Status().String()
	r["moves"] = s.Current().Moves
	r["history"] = s.Len()
	if h, err, ready := c.Hint(); ready && err == nil {
		r["remaining"] = h.Remaining
		r["hint"] = h.Move
		r["verdict"] = [...]string{"solved", "no win", "undecided"}[h.Verdict]
	}
	r["hint_shown"] = c.HintAsked()
	r["hint_whole"] = c.HintWhole()
	r["timer_ms"], r["timer_running"], _ = c.Timer()
	return r
}
