package game

import (
	"fmt"
	"strings"

	"quintet/game/midend"
	"quintet/game/session"
	"quintet/rules/puzzle"
)

// What a screen reader hears: the announcer compares what is on screen with what it last described and
// says, in words, what a sighted player sees change — the screen or puzzle opened, each move with the
// machine's answer, the hint and its reason, messages, a win or a loss against the optimum, and the
// cell under the board cursor with what Enter would do. The browser publishes the lines to the page's
// live regions (platform_js.go); the words for a position come from the puzzle's own position type.

// speaker is what a puzzle's position may say of itself (the solver packages' words.go).
type speaker interface {
	Words() string                // the whole position
	MoveWords(move string) string // what the move just played did, with the machine's answer
	CellWords(move string) string // the cursor's cell and what Enter would do there
}

// Announcement is one line for the live regions: Assertive only for a win or a loss.
type Announcement struct {
	Text      string
	Assertive bool
}

type announcer struct {
	started  bool
	screen   string // "menu", "help", "dialog" or the open puzzle's name
	serial   int
	pos      puzzle.Position
	status   puzzle.Status
	msg      string
	hint     string
	cursor   string
	helpPage string
	out      []Announcement
	pending  []Announcement // asked for (the read-position key), said at the next call
}

func (an *announcer) say(s string)   { an.out = append(an.out, Announcement{Text: s}) }
func (an *announcer) shout(s string) { an.out = append(an.out, Announcement{Text: s, Assertive: true}) }

// announce says what changed since the last call and returns the lines (nil when nothing changed).
func (a *App) announce() []Announcement {
	if a.said == nil {
		a.said = &announcer{}
	}
	an := a.said
	an.out, an.pending = an.pending, nil
	screen := "menu"
	cur := a.mid.Current()
	if cur >= 0 {
		screen = a.puzzles[cur].Backend.Info().Name
	}
	switch a.overlay.(type) {
	case *helpScreen:
		screen = "help"
	case *idDialog:
		screen = "dialog"
	}
	if screen != an.screen {
		an.screen = screen
		an.cursor, an.helpPage = "", ""
		switch screen {
		case "menu":
			an.say(a.menuWords())
		case "dialog":
			an.say("Game ID dialog. Type or paste a game ID and press Enter to open it; Esc closes. The ID now: " + a.currentID() + ".")
		case "help":
			an.say("Help. Arrows or Page Up and Page Down turn the pages; Esc closes.")
		default:
			an.say(a.openedWords())
		}
	}
	if h, ok := a.helpState(); ok && screen == "help" {
		if page := fmt.Sprintf("%s %d", h.Title, h.Step); page != an.helpPage {
			an.helpPage = page
			an.say(fmt.Sprintf("Page %d of %d, %s. %s", h.Page+1, h.Pages, h.Title, h.Text))
		}
	}
	if cur >= 0 {
		a.announcePosition(an, cur)
	}
	if m := a.mid.Note(); m != an.msg {
		an.msg = m
		if m != "" {
			an.say(m)
		}
	}
	an.started = true
	return an.out
}

// announcePosition says what happened to the open puzzle's position: a move, a new game, an undo, the
// end of the game, the hint, the cursor.
func (a *App) announcePosition(an *announcer, cur int) {
	s := a.mid.Session(cur)
	serial, arrival := a.mid.Serial()
	pos := s.Pos()
	if serial != an.serial {
		first := an.pos == nil
		an.serial, an.pos, an.hint = serial, pos, ""
		if !first || an.started {
			switch arrival {
			case midend.Played:
				an.say(a.moveWords(s))
			case midend.Started:
				an.say("New game " + s.Current().Game.String() + ". " + a.countWords(s))
			case midend.Restarted:
				an.say("Restarted. " + a.countWords(s))
			case midend.SolvedBy:
				an.say("Solved by the optimal line. " + a.countWords(s))
			default:
				if an.status == pos.Status() || s.Current().Kind != session.KindMove {
					an.say("Position " + s.Current().Game.String() + ". " + a.countWords(s))
				}
			}
		}
		if st := pos.Status(); st != an.status {
			an.status = st
			switch st {
			case puzzle.Won:
				an.shout(a.endWords(s, "Won"))
			case puzzle.Lost:
				an.shout(a.endWords(s, "Lost"))
			}
		}
	}
	if h := a.mid.HintShown(); h != nil {
		w := hintWords(h)
		if a.mid.HintWhole() {
			w = midend.HintWords(*h, true, false) // Shift+H: the whole solution
		}
		if w != an.hint {
			an.hint = w
			an.say(w)
		}
	}
	if sel, ok := a.scenes[cur].(interface{ Selected() string }); ok {
		c := sel.Selected()
		if c != an.cursor {
			an.cursor = c
			if c != "" {
				an.say(cellWords(pos, c))
			}
		}
	}
}

func hintWords(h *puzzle.Hint) string {
	switch h.Verdict {
	case puzzle.Solved:
		if h.Move == "" {
			return "Hint: the game is over."
		}
		s := fmt.Sprintf("Hint: play %s; %s to go at best.", h.Move, midend.Count(h.Remaining, "move", "moves"))
		if h.Reason != "" {
			s += " " + puzzle.Title(h.Reason) + "."
		}
		return s + " H again plays it."
	case puzzle.NoWin:
		return "Hint: no win from here. " + h.Reason
	}
	return "Hint: undecided. " + h.Reason
}

// cellWords is the cursor's cell in the puzzle's own words, or the move Enter would play.
func cellWords(pos puzzle.Position, move string) string {
	if sp, ok := pos.(speaker); ok {
		if w := sp.CellWords(move); w != "" {
			return w
		}
	}
	return "Selected " + move + ": Enter plays it."
}

// moveWords says the move just played, the machine's answer and the count against the optimum.
func (a *App) moveWords(s *session.Session) string {
	e := s.Current()
	w := "You played " + e.Move + "."
	if sp, ok := s.Pos().(speaker); ok {
		if t := sp.MoveWords(e.Move); t != "" {
			w = t
		}
	}
	return w + " " + a.countWords(s)
}

// countWords is the move count against the optimal game.
func (a *App) countWords(s *session.Session) string {
	w := "Moves: " + midend.Number(s.Current().Moves)
	if best, ok := a.mid.StartBest(); ok {
		w += fmt.Sprintf("; the optimal game takes %d", best)
	}
	return w + "."
}

func (a *App) endWords(s *session.Session, how string) string {
	n := s.Current().Moves
	w := fmt.Sprintf("%s after %s.", how, midend.Count(n, "move", "moves"))
	if how == "Won" {
		w = fmt.Sprintf("Won in %s", midend.Count(n, "move", "moves"))
		if best, ok := a.mid.StartBest(); ok {
			if n <= best {
				w += fmt.Sprintf(", the fewest possible (%d)", best)
			} else {
				w += fmt.Sprintf("; the fewest possible is %d", best)
			}
		}
		return w + ". N for a new game, U to undo."
	}
	return w + " U to undo, Shift+R to restart, N for a new game."
}

// openedWords introduces a puzzle just opened.
func (a *App) openedWords() string {
	cur := a.mid.Current()
	info := a.puzzles[cur].Backend.Info()
	s := a.mid.Session(cur)
	w := fmt.Sprintf("%s, game %s. %s %s", info.Title, s.Current().Game.String(), info.Rules, a.countWords(s))
	switch s.Pos().Status() {
	case puzzle.Won:
		w += " This game is won."
	case puzzle.Lost:
		w += " This game is lost."
	}
	return w + " F2 reads the position; F4 the status message whole; arrows move the cursor; H hints; Esc goes back to the menu."
}

// menuWords describes the menu.
func (a *App) menuWords() string {
	var parts []string
	for i, p := range a.puzzles {
		state := "new"
		if a.mid.Played(i) {
			state = "continue: " + midend.Count(a.mid.Session(i).Current().Moves, "move", "moves")
		}
		parts = append(parts, fmt.Sprintf("%d %s (%s)", i+1, p.Backend.Info().Title, state))
	}
	return "Quintet menu. " + strings.Join(parts, "; ") + ". Press a number to open a puzzle; G for a game ID; F1 for help."
}

func (a *App) currentID() string {
	if c := a.mid.Current(); c >= 0 {
		return a.mid.Session(c).Current().Game.String()
	}
	return "none"
}

// positionWords is the whole open position in words (the read-position key, F2), or the menu.
func (a *App) positionWords() string {
	c := a.mid.Current()
	if c < 0 {
		return a.menuWords()
	}
	s := a.mid.Session(c)
	w := "Position " + puzzle.PositionID(s.Backend, s.Pos()).String() + "."
	if sp, ok := s.Pos().(speaker); ok {
		w = sp.Words()
	}
	return w + " " + a.countWords(s)
}
