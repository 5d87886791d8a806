package puzzle

// OpenID opens the position a game ID names with backend b (ParseID, then Open).
func OpenID(b Backend, id string) (Position, error) {
	pid, err := ParseID(id)
	if err != nil {
		return nil, err
	}
	return Open(b, pid)
}

// ExamplePositions is b's worked example (Info.Example) as positions: its start, then the position
// after each of its moves. It is the one loader the help pages and the tests use.
func ExamplePositions(b Backend) ([]Position, error) {
	ex := b.Info().Example
	p, err := OpenID(b, ex.ID)
	if err != nil {
		return nil, err
	}
	out := []Position{p}
	for _, st := range ex.Steps {
		if p, err = p.Play(st.Move); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}
