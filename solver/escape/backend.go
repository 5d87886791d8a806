package escape

import (
	"context"
	"fmt"

	"quintet/rules/escape"
	"quintet/rules/puzzle"
)

// Backend is Escape as the midend sees it. Game IDs are "escape:64p1#seed" for a random game and
// "escape:64p1:<desc>" for a specific one, the params being the number of squares, "p" and the player's
// role, the description as escape.Game.Desc writes it.
var Backend puzzle.Backend = &backend{puzzle.Adapter[escape.Params, Position]{
	Params: escape.ParseParams,
	New:    func(p escape.Params, seed uint64) (Position, error) { return start(escape.Generate(p, seed)) },
	Read: func(p escape.Params, desc string) (Position, error) {
		g, err := escape.ParseGame(p, desc)
		if err != nil {
			return Position{}, err
		}
		return complete(g)
	},
	Wrap: func(_ escape.Params, p Position) puzzle.Position { return p },
}}

type backend struct {
	puzzle.Adapter[escape.Params, Position]
}

// Info declares the puzzle: its name, presets, rules and worked example come from the rules package
// (the strategy and its mathematics are on the scene's help pages).
func (backend) Info() puzzle.Info { return escape.Info }

// start makes the computer's opening move: as prisoner 2 the player arrives after prisoner 1's flip.
func start(g escape.Game) (Position, error) {
	if g.Role() == escape.Prisoner2 {
		var err error
		if g, err = g.FlipCoin(Flip(g.Start(), g.Key())); err != nil {
			return Position{}, err
		}
	}
	return Position{g}, nil
}

// complete fills in the computer's moves a typed description may leave out and refuses ones it would
// not have made, so every position is one the game can reach.
func complete(g escape.Game) (Position, error) {
	s := g.Shape()
	switch g.Role() {
	case escape.Prisoner1:
		if g.Flipped() == escape.None {
			return Position{g}, nil
		}
		answer := Find(g.Board())
		if g.Answer() == escape.None {
			g, _ = g.PointAt(answer)
		} else if g.Answer() != answer {
			return Position{}, fmt.Errorf("prisoner 2 (the computer) answers %s on that board, not %s", s.Name(answer), s.Name(g.Answer()))
		}
	case escape.Prisoner2:
		flip := Flip(g.Start(), g.Key())
		if g.Flipped() == escape.None {
			return start(g)
		}
		if g.Flipped() != flip {
			return Position{}, fmt.Errorf("prisoner 1 (the computer) flips %s on that board and key, not %s", s.Name(flip), s.Name(g.Flipped()))
		}
	}
	return Position{g}, nil
}

func (backend) Hint(ctx context.Context, sp puzzle.Position) (puzzle.Hint, error) {
	if err := ctx.Err(); err != nil {
		return puzzle.Hint{}, err
	}
	p, ok := sp.(Position)
	if !ok {
		return puzzle.Hint{}, fmt.Errorf("escape: not an Escape position: %T", sp)
	}
	g := p.game
	s := g.Shape()
	switch g.Outcome() {
	case escape.Free:
		return puzzle.Hint{Verdict: puzzle.Solved, Remaining: 0,
			Reason: fmt.Sprintf("free: prisoner 2 pointed at the key, %s", s.Name(g.Key()))}, nil
	case escape.Caught:
		return puzzle.Hint{Verdict: puzzle.NoWin, Remaining: -1,
			Reason: fmt.Sprintf("caught: the key was under %s, prisoner 2 pointed at %s", s.Name(g.Key()), s.Name(g.Answer()))}, nil
	}
	e := p.Explain()
	move := e.Flip
	if g.Role() == escape.Prisoner2 {
		move = e.Parity
	}
	name := s.Name(move)
	return puzzle.Hint{Verdict: puzzle.Solved, Move: name, Remaining: 1, Reason: plainReason(e), Line: []string{name}}, nil
}

// plainReason is the hint's reason in a player's words; the bits and the arithmetic behind it are on
// the help pages and in the panel (Explanation.Reason writes them for the command line).
func plainReason(e Explanation) string {
	name := e.Shape.Name
	switch {
	case e.Key == escape.None:
		return fmt.Sprintf("the parity groups with an odd count of heads spell %s", name(e.Parity))
	case e.Flip == 0:
		return fmt.Sprintf("the coins already spell the key, %s, and %s is in no parity group", name(e.Key), name(0))
	}
	return fmt.Sprintf("%s is in just the parity groups that are wrong for the key, %s", name(e.Flip), name(e.Key))
}

// Position is one position of Escape. Besides the puzzle.Position methods it tells a scene what to
// draw: View for what the player may see, Explain for the parity groups behind a hint.
type Position struct{ game escape.Game }

// Params is "64p1": the number of squares, p and the player's role.
func (p Position) Params() string { return p.game.Params().String() }

// Desc is the position's description, e.g. "9c00…-kC2-fA8-aC2" (see escape.Game.Desc).
func (p Position) Desc() string { return p.game.Desc() }

// Status is Won once the prisoners go free and Lost once prisoner 2 pointed elsewhere.
func (p Position) Status() puzzle.Status {
	switch p.game.Outcome() {
	case escape.Free:
		return puzzle.Won
	case escape.Caught:
		return puzzle.Lost
	}
	return puzzle.Playing
}

// Play takes a square name such as "C2": as prisoner 1 the coin to flip, after which the computer
// answers as prisoner 2; as prisoner 2 the square that hides the key.
func (p Position) Play(move string) (puzzle.Position, error) {
	g := p.game
	if g.Outcome() != escape.Pending {
		return p, escape.ErrOver
	}
	sq, err := g.Shape().ParseSquare(move)
	if err != nil {
		return p, err
	}
	if g.Role() == escape.Prisoner1 {
		if g, err = g.FlipCoin(sq); err != nil {
			return p, err
		}
		sq = Find(g.Board())
	}
	if g, err = g.PointAt(sq); err != nil {
		return p, err
	}
	return Position{g}, nil
}

// Game is the whole game, hidden parts included; a scene should draw View instead.
func (p Position) Game() escape.Game { return p.game }

// View is what the player may see of a position.
type View struct {
	Role    escape.Role
	Shape   escape.Shape
	Board   escape.Board   // the coins as they lie now (prisoner 1's flip included once made)
	Start   escape.Board   // the warden's board before the flip; while prisoner 2 is still looking, the board they see
	Key     int            // the key's square; escape.None while prisoner 2 is still looking
	Flipped int            // the coin prisoner 1 flipped; escape.None before the flip, and hidden from prisoner 2 until the end
	Answer  int            // the square prisoner 2 pointed at (the computer's answer for prisoner 1); escape.None before
	Outcome escape.Outcome // Free or Caught once prisoner 2 has pointed, else Pending
}

// View hides from prisoner 2 what prisoner 2 cannot know until the game is over: the key, the flipped
// coin and the warden's board.
func (p Position) View() View {
	g := p.game
	v := View{Role: g.Role(), Shape: g.Shape(), Board: g.Board(), Start: g.Start(), Key: g.Key(),
		Flipped: g.Flipped(), Answer: g.Answer(), Outcome: g.Outcome()}
	if g.Role() == escape.Prisoner2 && g.Outcome() == escape.Pending {
		v.Start, v.Key, v.Flipped = g.Board(), escape.None, escape.None
	}
	return v
}

// Explain is the parity-group reasoning for the player's decision: as prisoner 1 (and as prisoner 2
// once the game is over) the warden's board against the key, that is, how the flip is chosen; as
// prisoner 2 while looking, the visible board alone, whose parity is the key's square. It gives the
// answer away, so a scene shows it with a hint or at the end. To explain prisoner 2's answer on any
// board, call Explain(board, escape.None).
func (p Position) Explain() Explanation {
	g := p.game
	if g.Role() == escape.Prisoner2 && g.Outcome() == escape.Pending {
		return Explain(g.Board(), escape.None)
	}
	return Explain(g.Start(), g.Key())
}
