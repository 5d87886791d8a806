package wasm

import "testing"

func TestBudgetCheck(t *testing.T) {
	for _, c := range []struct {
		br      int64
		quality int
		ok      bool
	}{
		{3_199_167, 11, true}, // the game without text/v2's shaper
		{3_292_462, 11, true}, // with the screen reader's words and the help's derivations, full fonts
		{3_293_185, 11, true}, // cut fonts, with the statistics, two-step hints and the layout report
		{3_229_365, 11, true}, // with the fonts cut to the glyphs the game draws
		{WasmBudget, 11, true},
		{WasmBudget + 1, 11, false},
		{3_893_063, 5, true},   // the full-font build at quality 5
		{3_905_734, 5, true},   // the build with the statistics at quality 5
		{3_796_976, 5, true},   // the cut-font build at quality 5
		{3_859_897, 10, false}, // the game with it
		{3_816_991, 5, true},   // without the shaper: at most 3.27 MB at 11
		{4_575_510, 5, false},  // with it
		{2_000_000, 7, false},  // no ratio known: not judged
	} {
		line, err := BudgetCheck(c.br, c.quality)
		if (err == nil) != c.ok {
			t.Errorf("BudgetCheck(%d, %d) = %q, %v; want ok=%v", c.br, c.quality, line, err, c.ok)
		}
	}
}
