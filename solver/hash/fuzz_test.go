package hash

import (
	"strings"
	"testing"

	"quintet/rules/puzzle"
)

// FuzzGameID feeds whole game IDs through the midend's parser and this backend: no panic, and every
// position that decodes writes an ID that decodes to the same position.
func FuzzGameID(f *testing.F) {
	for _, s := range []string{"hash:random#42", "hash:number#17", "hash:random:abc_8.15-8.14", "hash:number:(1,2)",
		"hash:random:", "hash:salty:abc", "hash:random:abc_8.15-9.9", "hash:random:a#b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id, err := puzzle.ParseID(s)
		if err != nil || id.Puzzle != "hash" {
			return
		}
		var p puzzle.Position
		switch {
		case id.HasSeed:
			p, err = Backend.Generate(id.Params, id.Seed)
		case id.HasDesc:
			p, err = Backend.Decode(id.Params, id.Desc)
		default:
			return
		}
		if err != nil {
			return
		}
		again := puzzle.PositionID(Backend, p).String()
		back, err := puzzle.ParseID(again)
		if err != nil {
			t.Fatalf("ID %q of %q does not parse: %v", again, s, err)
		}
		q, err := Backend.Decode(back.Params, back.Desc)
		if err != nil || q.Desc() != p.Desc() || q.Params() != p.Params() || q.Status() != p.Status() {
			t.Fatalf("%q -> %q does not round-trip: %v", s, again, err)
		}
		if strings.ContainsAny(p.Desc(), "#% \t\n") {
			t.Fatalf("desc %q is not fragment-safe", p.Desc())
		}
	})
}
