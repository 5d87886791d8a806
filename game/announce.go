package game

import (
	"quintet/game/midend"
	"quintet/game/session"
	"quintet/game/ui"
	"quintet/rules/puzzle"
)

// What a screen reader hears: the announcer compares what is on screen with what it last described and
// says, in words, what a sighted player sees change — the screen or puzzle opened, each move with the
// machine's answer, the hint and its reason, messages, a win or a loss against the optimum, and the
// cell under the board cursor with what Enter would do. The browser publishes the lines to the page's
// live regions (platform_js.go); the words for a position come from the puzzle's own position type.

// Announcement is one line for the live regions: Assertive only for a win or a loss.
type Announcement = ui.Line

type announcer struct {
	started bool
	heard   ui.Heard      // the screen and focus last said
	board   ui.BoardHeard // the open puzzle's position last said
	msg     string
	base    string // the screen under any overlay, last heard
	out     []Announcement
	pending []Announcement // asked for (the read-position key), said at the next call
}

func (an *announcer) say(s string) { an.out = append(an.out, Announcement{Text: s}) }

// announce says what changed since the last call and returns the lines (nil when nothing changed).
func (a *App) announce() []Announcement {
	if a.said == nil {
		a.said = &announcer{}
	}
	an := a.said
	an.out, an.pending = an.pending, nil
	cur := a.mid.Current()
	sp := a.top().speech(a)
	base := sp.Screen
	if a.overlay != nil {
		base = a.baseName()
		sp.Under = base
	}
	if base != an.base {
		an.base = base
		an.board.Moved() // another screen under: the board's cursor is said again
	}
	opened := an.heard.Introduces(sp)
	for _, line := range an.heard.Next(sp) {
		an.say(line)
	}
	if cur >= 0 {
		a.announcePosition(an, cur, opened)
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

// baseName names the screen under an overlay as its speech does ("menu", or the open puzzle's name),
// without making the rest of that speech (its opening words, the menu's layout) every frame.
func (a *App) baseName() string {
	if c := a.mid.Current(); c >= 0 {
		return a.puzzles[c].Backend.Info().Name
	}
	return "menu"
}

// announcePosition says what happened to the open puzzle's position (ui.BoardHeard). opened is set
// when the screen was just introduced, which says the game already.
func (a *App) announcePosition(an *announcer, cur int, opened bool) {
	s := a.mid.Session(cur)
	serial, arrival := a.mid.Serial()
	e := s.Current()
	now := ui.BoardNow{Serial: serial, Arrival: arrival, Pos: s.Pos(), Move: e.Move, IsMove: e.Kind == session.KindMove,
		Moves: e.Moves, Best: a.best(), Game: a.gameWords(cur), Covered: a.overlay != nil, Opened: opened, First: !an.started,
		Stands: a.mid.EndStands()}
	if h := a.mid.HintShown(); h != nil {
		now.Hint = ui.HintWords(h)
		if a.mid.HintWhole() {
			now.Hint = midend.HintWords(*h, true, false) // Shift+H: the whole solution
		}
	}
	if sel, ok := a.scenes[cur].(interface{ Selected() string }); ok {
		now.Cursor = sel.Selected()
	}
	an.out = append(an.out, an.board.Next(now)...)
}

// best is the open game's fewest moves from its start, when known.
func (a *App) best() ui.Best {
	n, ok := a.mid.StartBest()
	return ui.Best{Moves: n, Known: ok}
}

// countWords is the move count against the optimal game.
func (a *App) countWords(s *session.Session) string {
	return ui.CountWords(s.Current().Moves, a.best())
}

// gameWords names puzzle cur's game shortly (ui.GameWords).
func (a *App) gameWords(cur int) string {
	return ui.GameWords(a.puzzles[cur].Backend.Info(), a.mid.Session(cur).Current().Game)
}

// openedWords introduces a puzzle just opened.
func (a *App) openedWords() string {
	cur := a.mid.Current()
	s := a.mid.Session(cur)
	return ui.OpenedWords(a.puzzles[cur].Backend.Info(), s.Current().Game, s.Pos().Status(), a.countWords(s))
}

func (a *App) currentID() string {
	if c := a.mid.Current(); c >= 0 {
		return a.mid.Session(c).Current().Game.String()
	}
	return "none"
}

// positionWords is the whole open position in words with the whole game ID (the read-position key,
// F2), or the menu.
func (a *App) positionWords() string {
	c := a.mid.Current()
	if c < 0 {
		return ui.MenuOpened(a.menuCards())
	}
	s := a.mid.Session(c)
	return ui.PositionWords(s.Pos(), puzzle.PositionID(s.Backend, s.Pos()).String(), s.Current().Game.String(), a.countWords(s))
}
