package puzzle_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"quintet/rules/puzzle"
)

// count is a tiny game for the adapter: params "n<k>", a position the number it holds.
type count struct{ params, n string }

func (c count) Params() string                       { return c.params }
func (c count) Desc() string                         { return c.n }
func (c count) Play(string) (puzzle.Position, error) { return c, nil }
func (c count) Status() puzzle.Status                { return puzzle.Playing }

var counts = puzzle.Adapter[int, int]{
	Params: func(s string) (int, error) {
		k, err := strconv.Atoi(strings.TrimPrefix(s, "n"))
		if err != nil || !strings.HasPrefix(s, "n") {
			return 0, errors.New("bad params")
		}
		return k, nil
	},
	New: func(k int, seed uint64) (int, error) { return int(seed) % k, nil },
	Read: func(k int, desc string) (int, error) {
		n, err := strconv.Atoi(desc)
		if err != nil || n >= k {
			return 0, errors.New("bad desc")
		}
		return n, nil
	},
	Wrap: func(k, n int) puzzle.Position { return count{"n" + strconv.Itoa(k), strconv.Itoa(n)} },
}

// Generate and Decode read the params first, make or read the game under them, and wrap it with the
// params it was read under; an error at either step is theirs, with no position.
func TestAdapter(t *testing.T) {
	p, err := counts.Generate("n5", 7)
	if err != nil || p.Params() != "n5" || p.Desc() != "2" {
		t.Fatalf("Generate(n5, 7) = %v, %v; want n5 2", p, err)
	}
	q, err := counts.Decode(p.Params(), p.Desc())
	if err != nil || q != p {
		t.Fatalf("Decode(n5, 2) = %v, %v; want %v", q, err, p)
	}
	for _, c := range []struct{ params, desc, want string }{{"x5", "", "bad params"}, {"n5", "9", "bad desc"}} {
		if p, err := counts.Decode(c.params, c.desc); p != nil || err == nil || err.Error() != c.want {
			t.Errorf("Decode(%q, %q) = %v, %v; want %s", c.params, c.desc, p, err, c.want)
		}
	}
	if p, err := counts.Generate("5", 1); p != nil || err == nil {
		t.Errorf("Generate(5, 1) = %v, %v; want the params' error", p, err)
	}
}
