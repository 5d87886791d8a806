package escape

import (
	"context"
	"fmt"

	"quintet/game/session"
	"quintet/rules/escape"
)

// Backend is Escape as the midend sees it. Game IDs are "escape:64p1#seed" for a random game and
// "escape:64p1:<desc>" for a specific one, the params being the number of squares, "p" and the player's
// role, the description as escape.Game.Desc writes it.
var Backend session.Backend = backend{}

type backend struct{}

func (backend) Name() string  { return "escape" }
func (backend) Title() string { return "Escape" }

func (backend) Presets() []session.Preset {
	return []session.Preset{
		{Name: "8×8, you flip a coin (prisoner 1)", Params: "64p1"},
		{Name: "8×8, you find the key (prisoner 2)", Params: "64p2"},
		{Name: "4×4, you flip a coin (prisoner 1)", Params: "16p1"},
		{Name: "4×4, you find the key (prisoner 2)", Params: "16p2"},
		{Name: "16×16, you flip a coin (prisoner 1)", Params: "256p1"},
		{Name: "16×16, you find the key (prisoner 2)", Params: "256p2"},
		{Name: "2×2, you flip a coin (prisoner 1)", Params: "4p1"},
	}
}

func (backend) Generate(params string, seed uint64) (session.Position, error) {
	p, err := escape.ParseParams(params)
	if err != nil {
		return nil, err
	}
	return start(escape.Generate(p, seed))
}

func (backend) Decode(params, desc string) (session.Position, error) {
	p, err := escape.ParseParams(params)
	if err != nil {
		return nil, err
	}
	g, err := escape.ParseGame(p, desc)
	if err != nil {
		return nil, err
	}
	return complete(g)
}

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

func (backend) Hint(ctx context.Context, sp session.Position) (session.Hint, error) {
	if err := ctx.Err(); err != nil {
		return session.Hint{}, err
	}
	p, ok := sp.(Position)
	if !ok {
		return session.Hint{}, fmt.Errorf("escape: not an Escape position: %T", sp)
	}
	g := p.game
	s := g.Shape()
	switch g.Outcome() {
	case escape.Free:
		return session.Hint{Verdict: session.Solved, Remaining: 0,
			Reason: fmt.Sprintf("free: prisoner 2 pointed at the key, %s", s.Name(g.Key()))}, nil
	case escape.Caught:
		return session.Hint{Verdict: session.NoWin, Remaining: -1,
			Reason: fmt.Sprintf("caught: the key was under %s, prisoner 2 pointed at %s", s.Name(g.Key()), s.Name(g.Answer()))}, nil
	}
	e := p.Explain()
	move := e.Flip
	if g.Role() == escape.Prisoner2 {
		move = e.Parity
	}
	name := s.Name(move)
	return session.Hint{Verdict: session.Solved, Move: name, Remaining: 1, Reason: e.Reason(), Line: []string{name}}, nil
}

func (backend) Rules() string {
	return `A warden lays a coin on every square of a board, heads or tails at random, and hides a key under one square. Prisoner 1 sees the board and the key and must turn over exactly one coin, then leaves. Prisoner 2 comes in, sees only the coins, and must point at the key's square. If they are right both go free. They agreed a strategy beforehand, and there is one that always works.

As prisoner 1 you see the key (marked) and click the one coin to flip; that is final, and the computer, as prisoner 2, answers. As prisoner 2 the computer has already flipped its coin out of sight; you click the square you believe hides the key.

Number the squares 0 to N−1 in reading order, from the top left. Prisoner 2 answers the XOR of the numbers of all heads-up squares: write the numbers in binary and, bit by bit, count whether an odd number of heads have that bit set.

That splits the board into parity groups, one per bit: group b is the squares whose number has bit b set — half the board each. On 8×8 the three low bits are the columns (B, D, F, H; C, D, G, H; E, F, G, H) and the three high bits the rows (1, 3, 5, 7; 1, 2, 5, 6; 1, 2, 3, 4). Prisoner 2's answer has bit b set exactly when group b holds an odd number of heads.

Prisoner 1 compares each group's parity with the key's bit. Flipping a coin changes the parity of exactly the groups the coin lies in, so prisoner 1 flips the one square that lies in exactly the wrong groups: square f = (XOR of heads) XOR key. If every group already agrees, f is square 0, which lies in no group and changes nothing. The hint shows the groups and which of them are odd.

Why the number of squares matters: the trick needs every combination of groups to be a real square, so N must be a power of two (4, 16, 64, 256 here). Seen as a whole, a strategy colours each of the 2^N boards with the square prisoner 2 would name, and prisoner 1 needs every colour among the N boards one flip away. Such a colouring exists exactly when N is a power of two: every board with an odd number of heads has N neighbours, all with an even number, and must see each colour among them exactly once; counting the pairs (even board of colour c, odd neighbour) both ways gives N × (boards of colour c) = 2^(N−1), so N divides a power of two. An exhaustive search (quintet-solve escape prove) confirms it for small boards: strategies for 1, 2, 4 and 8 squares, none for 3, 5, 6 or 7.`
}

// Position is one position of Escape. Besides the session.Position methods it tells a scene what to
// draw: View for what the player may see, Explain for the parity groups behind a hint.
type Position struct{ game escape.Game }

// Params is "64p1": the number of squares, p and the player's role.
func (p Position) Params() string { return p.game.Params().String() }

// Desc is the position's description, e.g. "9c00…-kC2-fA8-aC2" (see escape.Game.Desc).
func (p Position) Desc() string { return p.game.Desc() }

// Status is Won once the prisoners go free and Lost once prisoner 2 pointed elsewhere.
func (p Position) Status() session.Status {
	switch p.game.Outcome() {
	case escape.Free:
		return session.Won
	case escape.Caught:
		return session.Lost
	}
	return session.Playing
}

// Play takes a square name such as "C2": as prisoner 1 the coin to flip, after which the computer
// answers as prisoner 2; as prisoner 2 the square that hides the key.
func (p Position) Play(move string) (session.Position, error) {
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
