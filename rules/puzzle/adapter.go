package puzzle

// Adapter is the part of a Backend every puzzle writes the same way, written once: Generate and Decode
// read the game ID's parameters, make a new game from a seed or read a description, and wrap the game
// as the puzzle's Position. A backend embeds it and adds Info and Hint:
//
//	var Backend puzzle.Backend = &backend{puzzle.Adapter[rules.Params, rules.Game]{
//		Params: rules.ParseParams, New: rules.Generate, Read: rules.ParseDesc,
//		Wrap: func(_ rules.Params, g rules.Game) puzzle.Position { return Position{g} },
//	}}
//
//	type backend struct{ puzzle.Adapter[rules.Params, rules.Game] }
//
// Its fields are functions, so a backend built on it is not comparable as a value: register a pointer
// (&backend{…}), as above.
type Adapter[P, G any] struct {
	// Params reads the game ID's parameter part; its error is Generate's or Decode's.
	Params func(params string) (P, error)
	// New makes the game the parameters and a seed name: the same pair, the same game everywhere.
	New func(p P, seed uint64) (G, error)
	// Read reads a description that Position.Desc wrote, or a player typed (check everything).
	Read func(p P, desc string) (G, error)
	// Wrap makes a game the puzzle's Position (given the parameters too, for a position that keeps
	// them as written).
	Wrap func(p P, g G) Position
}

// Generate is Backend.Generate: the parameters read, the game made from the seed, wrapped.
func (a Adapter[P, G]) Generate(params string, seed uint64) (Position, error) {
	p, err := a.Params(params)
	if err != nil {
		return nil, err
	}
	g, err := a.New(p, seed)
	if err != nil {
		return nil, err
	}
	return a.Wrap(p, g), nil
}

// Decode is Backend.Decode: the parameters read, the description read under them, wrapped.
func (a Adapter[P, G]) Decode(params, desc string) (Position, error) {
	p, err := a.Params(params)
	if err != nil {
		return nil, err
	}
	g, err := a.Read(p, desc)
	if err != nil {
		return nil, err
	}
	return a.Wrap(p, g), nil
}
