package hash

import (
	"fmt"
	"strconv"
	"strings"
)

// Game is a game in progress: the salt, the position and every turn played so far.
type Game struct {
	Salt  string
	State State
	Turns []Turn
}

// New starts a game with the given salt.
func New(salt string) (*Game, error) {
	if err := CheckSalt(salt); err != nil {
		return nil, err
	}
	return &Game{Salt: salt, State: Start()}, nil
}

// Clone is an independent copy.
func (g *Game) Clone() *Game {
	h := *g
	h.Turns = append([]Turn(nil), g.Turns...)
	return &h
}

// Outcome is how the game stands.
func (g *Game) Outcome() Outcome { return g.State.Outcome() }

// Play plays t and the machine's answer; an illegal move or a move after the end is an error and
// changes nothing.
func (g *Game) Play(t Tile) error {
	s := g.State
	turn, err := s.Play(g.Salt, t)
	if err != nil {
		return err
	}
	g.State = s
	g.Turns = append(g.Turns, turn)
	return nil
}

// Last is the latest turn; ok is false before the first move.
func (g *Game) Last() (turn Turn, ok bool) {
	if len(g.Turns) == 0 {
		return Turn{}, false
	}
	return g.Turns[len(g.Turns)-1], true
}

// Moves lists the player's moves so far.
func (g *Game) Moves() []Tile {
	out := make([]Tile, len(g.Turns))
	for i, t := range g.Turns {
		out[i] = t.Move
	}
	return out
}

// FormatMove writes a move the way players type it: "8,15".
func FormatMove(t Tile) string { return strconv.Itoa(t.X()) + "," + strconv.Itoa(t.Y()) }

// ParseMove reads a move: "x,y", "(x,y)" or "x.y" with x, y whole numbers from 1 to 16 (no sign, no
// leading zero). Surrounding spaces are ignored.
func ParseMove(s string) (Tile, error) {
	body := strings.TrimSpace(s)
	if len(body) > 2 && body[0] == '(' && body[len(body)-1] == ')' {
		body = body[1 : len(body)-1]
	}
	xs, ys, ok := strings.Cut(body, ",")
	if !ok {
		xs, ys, ok = strings.Cut(body, ".")
	}
	if !ok {
		return 0, fmt.Errorf("move %q: want x,y with x and y from 1 to 16, e.g. 8,15", clip(s))
	}
	x, err := coordinate(xs)
	if err != nil {
		return 0, fmt.Errorf("move %q: x %v", clip(s), err)
	}
	y, err := coordinate(ys)
	if err != nil {
		return 0, fmt.Errorf("move %q: y %v", clip(s), err)
	}
	t, _ := TileAt(x, y)
	return t, nil
}

// coordinate reads x or y: a whole number from 1 to Size, with no leading zero (one spelling per
// tile). Digits of any length are a number, and one past the board is told so.
func coordinate(s string) (int, error) {
	if s == "" || s[0] == '0' || strings.Trim(s, "0123456789") != "" {
		return 0, fmt.Errorf("%q is not a whole number from 1 to %d", clip(s), Size)
	}
	if len(s) > 2 {
		return 0, fmt.Errorf("%s is off the board (1 to %d)", clip(s), Size)
	}
	n := int(s[0] - '0')
	if len(s) == 2 {
		n = n*10 + int(s[1]-'0')
	}
	if n > Size {
		return 0, fmt.Errorf("%d is off the board (1 to %d)", n, Size)
	}
	return n, nil
}

// clip shortens what is quoted back in an error message.
func clip(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}

// Desc writes the game as a game-ID description: the salt, then, if any move was played, '_' and the
// moves as x.y joined by '-', e.g. "abc_8.15-8.14". Salts hold no '_', '.' or '-', so the form is
// unambiguous, and every character is safe in a URL fragment.
func (g *Game) Desc() string {
	var b strings.Builder
	b.WriteString(g.Salt)
	for i, t := range g.Turns {
		if i == 0 {
			b.WriteByte('_')
		} else {
			b.WriteByte('-')
		}
		fmt.Fprintf(&b, "%d.%d", t.Move.X(), t.Move.Y())
	}
	return b.String()
}

// ParseDesc reads a description written by Desc and replays its moves.
func ParseDesc(desc string) (*Game, error) {
	salt, moves, hasMoves := strings.Cut(desc, "_")
	g, err := New(salt)
	if err != nil {
		return nil, err
	}
	if !hasMoves {
		return g, nil
	}
	if moves == "" {
		return nil, fmt.Errorf("no moves after '_' in %q; leave out the '_' when no move was played", clip(desc))
	}
	for i, m := range strings.Split(moves, "-") {
		if strings.Contains(m, ",") || strings.TrimSpace(m) != m {
			return nil, fmt.Errorf("move %d %q: write moves as x.y joined by '-', e.g. 8.15-8.14", i+1, clip(m))
		}
		t, err := ParseMove(m)
		if err != nil {
			return nil, fmt.Errorf("move %d: %v", i+1, err)
		}
		if err := g.Play(t); err != nil {
			return nil, fmt.Errorf("move %d %s: %v", i+1, FormatMove(t), err)
		}
	}
	return g, nil
}
