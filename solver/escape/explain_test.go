package escape

import (
	"encoding/json"
	"strings"
	"testing"

	"quintet/rules/escape"
)

// Prisoner 1's explanation names the flip that makes the parity the key, and says which groups it
// lies in; prisoner 2's has no flip: the parity alone is the answer.
func TestExplainedForBothPrisoners(t *testing.T) {
	p, err := Backend.Generate("16p1", 3)
	if err != nil {
		t.Fatal(err)
	}
	g := p.(Position).game
	e := Explain(g.Board(), g.Key()).JSON()
	if e.Flip == nil || (e.Parity^*e.Flip) != g.Key() || len(e.Groups) != g.Shape().Bits() {
		t.Fatalf("prisoner 1: %+v for key %d", e, g.Key())
	}
	for _, gr := range e.Groups {
		if gr.Flips == nil || *gr.Flips != (*e.Flip>>gr.Bit&1 == 1) {
			t.Fatalf("group %d: flips %v, the flip %d", gr.Bit, gr.Flips, *e.Flip)
		}
	}
	two := Explain(g.Board(), escape.None).JSON()
	data, _ := json.Marshal(two)
	if two.Flip != nil || strings.Contains(string(data), "flip") {
		t.Fatalf("prisoner 2's explanation mentions a flip: %s", data)
	}
}
