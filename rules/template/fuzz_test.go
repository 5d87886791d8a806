package template

import "testing"

// FuzzParse: arbitrary params and descriptions never panic, and whatever parses writes itself back.
func FuzzParse(f *testing.F) {
	f.Add("t100", "37-1")
	f.Add("t2", "2-2")
	f.Add("t9999", "9999-4999")
	f.Fuzz(func(t *testing.T, params, desc string) {
		p, err := ParseParams(params)
		if err != nil {
			return
		}
		if p.String() != params {
			t.Fatalf("params %q written back as %q", params, p.String())
		}
		g, err := ParseDesc(p, desc)
		if err != nil {
			return
		}
		if g.Desc() != desc {
			t.Fatalf("description %q written back as %q", desc, g.Desc())
		}
	})
}

// FuzzPlay: any move on any position either is refused and changes nothing, or stays within 1..target.
func FuzzPlay(f *testing.F) {
	f.Add(37, 5, "+")
	f.Add(10, 6, "x")
	f.Add(10, 3, "xx")
	f.Fuzz(func(t *testing.T, target, value int, move string) {
		g, err := ParseDesc(Params{Max: MaxTarget}, Game{Target: target, Value: value}.Desc())
		if err != nil {
			return
		}
		h, err := g.Play(move)
		if err != nil {
			if h != g {
				t.Fatalf("refused move %q changed %s to %s", move, g.Desc(), h.Desc())
			}
			return
		}
		if h.Value <= g.Value || h.Value > h.Target || h.Target != g.Target {
			t.Fatalf("%s then %q gave %s", g.Desc(), move, h.Desc())
		}
	})
}
