package hash

import "fmt"

// Outcome says how a game stands.
type Outcome uint8

// The three outcomes.
const (
	Playing Outcome = iota
	Won
	Lost
)

func (o Outcome) String() string {
	switch o {
	case Won:
		return "win"
	case Lost:
		return "lose"
	}
	return "continue"
}

// State is everything that decides the rest of a game apart from the salt: which tiles are white and
// which black. It is a small value (copy it to branch) and every query is a few word operations,
// because the solver visits millions of them.
type State struct {
	white, black Set
	// nonRed holds the tiles that are not red, bit k standing for the k-th tile the spiral reads, so
	// the machine's m is one trailing-zero count away.
	nonRed Set
	whites int // |white|: t in the machine's recipe
}

// Start is the position before the first move: every tile red but (8,16).
func Start() State {
	var s State
	s.whiten(StartTile)
	return s
}

// White is the set of white tiles.
func (s *State) White() Set { return s.white }

// Black is the set of black tiles.
func (s *State) Black() Set { return s.black }

// Red is the set of red tiles.
func (s *State) Red() Set { return s.white.Or(s.black).Complement() }

// Whites is the number of white tiles.
func (s *State) Whites() int { return s.whites }

// Colour is the colour of tile t.
func (s *State) Colour(t Tile) Colour {
	switch {
	case s.white.Has(t):
		return White
	case s.black.Has(t):
		return Black
	}
	return Red
}

// ReadColour is what the rules see when they look at (x, y), on the board or off it.
func (s *State) ReadColour(x, y int) Colour {
	t, ok := Read(x, y)
	if !ok {
		return Red
	}
	return s.Colour(t)
}

func (s *State) whiten(t Tile) {
	s.white.Add(t)
	s.nonRed.Add(Tile(spiralRank[t]))
	s.whites++
}

func (s *State) blacken(t Tile) {
	if s.white.Has(t) {
		s.white.Remove(t)
		s.whites--
	}
	s.black.Add(t)
	s.nonRed.Add(Tile(spiralRank[t]))
}

// LegalMoves is every red tile that touches a white tile under the reading rule: the white tiles'
// neighbours (Set.Neighbours, written out on the words in locals, as the solver calls this at every
// position it searches) less the tiles that are not red.
func (s *State) LegalMoves() Set {
	a0, a1, a2, a3 := s.white[0], s.white[1], s.white[2], s.white[3]
	return Set{
		(a0<<1 | a0>>1 | a1<<63 | a0<<16 | a0>>16 | a1<<48) &^ (a0 | s.black[0]),
		(a1<<1 | a0>>63 | a1>>1 | a2<<63 | a1<<16 | a0>>48 | a1>>16 | a2<<48) &^ (a1 | s.black[1]),
		(a2<<1 | a1>>63 | a2>>1 | a3<<63 | a2<<16 | a1>>48 | a2>>16 | a3<<48) &^ (a2 | s.black[2]),
		(a3<<1 | a2>>63 | a3>>1 | a3<<16 | a2>>48 | a3>>16) &^ (a3 | s.black[3]),
	}
}

// Legal reports whether the player may whiten t.
func (s *State) Legal(t Tile) bool {
	return !s.white.Has(t) && !s.black.Has(t) && s.white.Neighbours().Has(t)
}

// CheckMove explains why t is not a legal move, or returns nil.
func (s *State) CheckMove(t Tile) error {
	switch {
	case s.white.Has(t):
		return fmt.Errorf("%v is already white", t)
	case s.black.Has(t):
		return fmt.Errorf("%v is black", t)
	case !s.white.Neighbours().Has(t):
		return fmt.Errorf("%v touches no white tile (left, right, above or below, read with the reading rule)", t)
	}
	return nil
}

// SpiralRun is the machine's m: how many spiral positions in a row, from the star, read as red.
// It is 0 when the star is not red, and -1 if every tile were red (which no game reaches).
func (s *State) SpiralRun() int {
	k, ok := s.nonRed.First()
	if !ok {
		return -1
	}
	return runAt[k]
}

// Outcome is Won when the star is white, Lost when it is black or no move is left, else Playing.
func (s *State) Outcome() Outcome {
	switch {
	case s.white.Has(Star):
		return Won
	case s.black.Has(Star), s.LegalMoves().Empty():
		return Lost
	}
	return Playing
}

// Step plays the legal move t and the machine's answer, and returns the outcome. It allocates
// nothing; the caller must have checked that the game is on and t is legal.
func (s *State) Step(salt string, t Tile) Outcome {
	s.whiten(t)
	if t == Star {
		return Won
	}
	s.blacken(answer(salt, t, s.whites, s.SpiralRun()))
	return s.Outcome()
}

// Advance is Step without the outcome: it plays the legal move t (not the star) and the machine's
// answer, for a solver that judges the position by its LowerBound anyway (a lost position has none:
// a black star or no red tile touching a white one both leave the star Unreachable).
func (s *State) Advance(salt string, t Tile) {
	s.whiten(t)
	s.blacken(answer(salt, t, s.whites, s.SpiralRun()))
}

// Turn records one player move and the machine's answer to it.
type Turn struct {
	Move   Tile    // the tile the player whitened
	Whites int     // t: the white tiles right after the player's move
	Work   Work    // the machine's answer; zero when the move won (the machine does not move)
	Result Outcome // how the game stands after the turn
}

// Play checks and plays the move t with the machine's answer, and records the machine's work.
func (s *State) Play(salt string, t Tile) (Turn, error) {
	if o := s.Outcome(); o != Playing {
		return Turn{}, fmt.Errorf("the game is over (%s); no more moves", map[Outcome]string{Won: "won", Lost: "lost"}[o])
	}
	if err := s.CheckMove(t); err != nil {
		return Turn{}, err
	}
	s.whiten(t)
	turn := Turn{Move: t, Whites: s.whites}
	if t == Star {
		turn.Result = Won
		return turn, nil
	}
	turn.Work = work(salt, t, s.whites, s.SpiralRun())
	s.blacken(turn.Work.Black())
	turn.Result = s.Outcome()
	return turn, nil
}

// LowerBound is the fewest player moves that could still win: the fewest red tiles on a path of
// non-black tiles from a white tile to the star, the star included, with the reading rule's
// neighbours. Every tile whitened on the way to a win touches one that was white before it, so a win
// whitens every red tile of a path from a tile white now to the star; black tiles never come back, so
// that path is not black now, and no win is shorter. It is 0 when the star is white and Unreachable when
// black tiles wall the star off from every white tile (then no win exists at all).
func (s *State) LowerBound() int {
	if s.white.Has(Star) {
		return 0
	}
	red := s.Red()
	if !red.Has(Star) {
		return Unreachable
	}
	return distance(s.white, red, Star)
}

// distance is the fewest steps that grow from into target, each step adding the red tiles that touch
// what has been reached, or Unreachable.
func distance(from, red Set, target Tile) int {
	var stop Set
	stop.Add(target)
	if _, k := Grow(from, red, stop, Tiles); k > 0 {
		return k
	}
	return Unreachable
}

// Unreachable is LowerBound's answer when the star cannot be reached.
const Unreachable = 1 << 20

// Key is the state as a comparable value: two states with equal keys play out identically.
type Key [8]uint64

// Key returns the state's key (its white and black sets; the rest follows from them).
func (s *State) Key() Key {
	return Key{s.white[0], s.white[1], s.white[2], s.white[3], s.black[0], s.black[1], s.black[2], s.black[3]}
}

// FromSets builds a position from its white and black tiles, for tests, puzzles set by hand and
// overlays. Any such position plays by the same rules; it need not be reachable from the start.
func FromSets(white, black Set) (State, error) {
	if both := white.And(black); !both.Empty() {
		t, _ := both.First()
		return State{}, fmt.Errorf("%v cannot be both white and black", t)
	}
	var s State
	for _, t := range white.Tiles() {
		s.whiten(t)
	}
	for _, t := range black.Tiles() {
		s.blacken(t)
	}
	return s, nil
}
