package hash

import (
	"context"
	"fmt"
	"strconv"

	"quintet/game/session"
	rules "quintet/rules/hash"
	"quintet/rules/rng"
)

// Backend is the Hash Game as the midend sees it.
//
// Game IDs. Params say how a new game's salt is drawn from its seed:
//
//	random  eight letters and digits drawn from the seed with the project's SplitMix64 (rules/rng),
//	        the same on every platform: hash:random#42
//	number  the seed itself written in decimal, the salts the census counts: hash:number#17 is salt "17"
//
// A specific position is hash:<params>:<salt>[_<moves>], the moves as x.y joined by '-':
// hash:random:abc_8.15-8.14 is salt abc after the player's moves (8,15) and (8,14) (each with the
// machine's answer, which follows from the salt). Salts hold only letters, digits, '(', ')' and ',',
// so '_', '.' and '-' cannot be mistaken for part of one, and every character is safe in a URL
// fragment. The params of a specific ID only record which preset it came from; any valid salt is
// accepted under either.
var Backend session.Backend = backend{}

type backend struct{}

// The params names.
const (
	ParamsRandom = "random"
	ParamsNumber = "number"
)

// RandomSaltLen is the length of a salt drawn for params "random".
const RandomSaltLen = 8

func (backend) Name() string  { return "hash" }
func (backend) Title() string { return "Hash Game" }

func (backend) Presets() []session.Preset {
	return []session.Preset{
		{Name: "Random salt (8 letters and digits)", Params: ParamsRandom},
		{Name: "Numbered salt (the seed in decimal)", Params: ParamsNumber},
	}
}

func checkParams(params string) error {
	if params != ParamsRandom && params != ParamsNumber {
		return fmt.Errorf("hash params %q: want %q or %q", clipped(params), ParamsRandom, ParamsNumber)
	}
	return nil
}

// SaltFor is the salt a new game with these params and seed plays with.
func SaltFor(params string, seed uint64) (string, error) {
	if err := checkParams(params); err != nil {
		return "", err
	}
	if params == ParamsNumber {
		return strconv.FormatUint(seed, 10), nil
	}
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	r := rng.New(seed)
	b := make([]byte, RandomSaltLen)
	for i := range b {
		b[i] = alphabet[r.Intn(len(alphabet))]
	}
	return string(b), nil
}

func (backend) Generate(params string, seed uint64) (session.Position, error) {
	salt, err := SaltFor(params, seed)
	if err != nil {
		return nil, err
	}
	g, err := rules.New(salt)
	if err != nil {
		return nil, err
	}
	return Position{params: params, g: g}, nil
}

func (backend) Decode(params, desc string) (session.Position, error) {
	if err := checkParams(params); err != nil {
		return nil, err
	}
	g, err := rules.ParseDesc(desc)
	if err != nil {
		return nil, err
	}
	return Position{params: params, g: g}, nil
}

func (backend) Hint(ctx context.Context, p session.Position) (session.Hint, error) {
	pos, ok := p.(Position)
	if !ok {
		return session.Hint{}, fmt.Errorf("hash: not a Hash Game position: %T", p)
	}
	return HintFor(ctx, pos.g.Salt, pos.g.State, Limits{})
}

// HintFor is the hint for a position: the solver's verdict in the midend's words.
func HintFor(ctx context.Context, salt string, s rules.State, lim Limits) (session.Hint, error) {
	r, err := Solve(ctx, salt, s, lim)
	if err != nil {
		return session.Hint{}, err
	}
	switch r.Verdict {
	case NoWin:
		return session.Hint{Verdict: session.NoWin, Remaining: -1, Reason: "no win: " + r.Reason}, nil
	case Undecided:
		return session.Hint{Verdict: session.Undecided, Remaining: -1, Reason: "undecided: " + r.Reason}, nil
	}
	h := session.Hint{Verdict: session.Solved, Remaining: r.Length, Reason: r.Reason}
	for _, m := range r.Line {
		h.Line = append(h.Line, rules.FormatMove(m))
	}
	if len(h.Line) > 0 {
		h.Move = h.Line[0]
	}
	return h, nil
}

func (backend) Rules() string {
	return `The board has 16×16 tiles, red at first except one white tile at the bottom, (8,16). Whiten the star, (8,8), in the middle of the board, and you win. Tiles are (x, y): x from 1 on the left to 16 on the right, y from 1 at the top to 16 at the bottom.

Your move: click a red tile that touches a white one on its left, right, top or bottom; it turns white. The board reads like lines of text: the left edge of a row touches the right edge of the row above, so (1,5) touches (16,4), and (16,4) touches (1,5). Off the top and bottom everything counts as red.

After every move the machine answers by blackening one tile, and it may blacken anything: a red tile, a white tile on your path, or the star itself. Its choice is not random but hashed: it writes u = salt + "(x,y)" + t, where (x,y) is your move and t the number of white tiles; it adds up the 32 hexadecimal digits of MD5(u) to get v; it walks a spiral out from the star (right, down, left, up, with runs 1, 1, 2, 2, 3, 3, …, reading positions off the board like text) and counts the red positions in a row, m; and it blackens the tile with reading number d = v·m mod 256 (reading numbers run 0 at the top left to 255 at the bottom right). The game shows every one of these numbers. You lose if the star turns black or no red tile touches a white one.

The salt is chosen before the game: letters, digits, parentheses and commas. Everything after it is determined, so a different order of the same moves, or a detour that changes t, can steer the machine away from your path.

The hint is exact. The solver looks for the shortest winning line by iterative deepening: it tries every line of n moves, then n+1, …, starting from a lower bound n: the fewest red tiles on a path of non-black tiles from a white tile to the star. No win can be shorter than that, because every tile you whiten must touch a tile that was already white, and tiles never turn red again. Lines whose bound exceeds the moves left are cut, and positions already searched remember how many moves they still need. So the first line found is a shortest one, and the hint shows its first move and its length.

If every line ends in a loss, or with black tiles walling the star off, the hint says there is no win and how that was proved. If the search reaches its limit first, the hint says so and how many moves were ruled out. Whether some salt makes the game unwinnable from the start is an open question: the command quintet-solve hash census searches salts for one.`
}

// Position is one Hash Game position. It is immutable: Play returns a new one.
type Position struct {
	params string
	g      *rules.Game
}

// Params is the game-ID params the position came from ("random" or "number").
func (p Position) Params() string { return p.params }

// Desc is the game-ID description: the salt, then '_' and the moves, e.g. abc_8.15-8.14.
func (p Position) Desc() string { return p.g.Desc() }

// Play plays a move written x,y (or x.y, or (x,y)) and the machine's answer.
func (p Position) Play(move string) (session.Position, error) {
	t, err := rules.ParseMove(move)
	if err != nil {
		return nil, err
	}
	g := p.g.Clone()
	if err := g.Play(t); err != nil {
		return nil, err
	}
	return Position{params: p.params, g: g}, nil
}

// Status is Won once the star is white, Lost once it is black or no move is left.
func (p Position) Status() session.Status {
	switch p.g.Outcome() {
	case rules.Won:
		return session.Won
	case rules.Lost:
		return session.Lost
	}
	return session.Playing
}

// Salt is the game's salt.
func (p Position) Salt() string { return p.g.Salt }

// State is the board: white and black tiles, the white count and the rules' queries on them.
func (p Position) State() rules.State { return p.g.State }

// Colour is the colour of the tile at (x, y), 1..16 each; off the board it is what the reading rule sees.
func (p Position) Colour(x, y int) rules.Colour { return p.g.State.ReadColour(x, y) }

// Legal reports whether the player may whiten the tile at (x, y) now.
func (p Position) Legal(x, y int) bool {
	t, ok := rules.TileAt(x, y)
	return ok && p.g.Outcome() == rules.Playing && p.g.State.Legal(t)
}

// MovesPlayed is the number of player moves in this position (session.MoveCounter).
func (p Position) MovesPlayed() int { return len(p.g.Turns) }

// Turns lists every turn so far: the player's move, t and the machine's work (u, digest, v, m, d).
func (p Position) Turns() []rules.Turn { return append([]rules.Turn(nil), p.g.Turns...) }

// LastTurn is the latest turn, to show the machine's work for it; ok is false before the first move.
// When the move won, Turn.Work is zero (the machine did not move).
func (p Position) LastTurn() (rules.Turn, bool) { return p.g.Last() }

// MoveAt is the move notation for the tile at (x, y), as Play and hints write it.
func MoveAt(x, y int) string { return strconv.Itoa(x) + "," + strconv.Itoa(y) }

// SpiralPath is the spiral's first n positions p0 … p(n−1) (on the board or off it), for drawing
// the machine's count m: the positions it found red before it stopped are SpiralPath(m), and the
// one that stopped it is rules.SpiralAt(m).
func SpiralPath(n int) []rules.Point {
	out := make([]rules.Point, 0, max(n, 0))
	for i := 0; i < n; i++ {
		out = append(out, rules.SpiralAt(i))
	}
	return out
}

// ReadingOrder lists the tiles in reading order (0 top left … 255 bottom right), the numbering the
// machine's d refers to.
func ReadingOrder() []rules.Tile {
	out := make([]rules.Tile, rules.Tiles)
	for i := range out {
		out[i] = rules.Tile(i)
	}
	return out
}

func clipped(s string) string {
	if len(s) > 24 {
		return s[:24] + "…"
	}
	return s
}
