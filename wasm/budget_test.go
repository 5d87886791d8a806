package wasm

import "testing"

func TestBudgetCheck(t *testing.T) {
	for _, c := range []struct {
		br      int64
		quality int
		ok      bool
	}{
		{3_859_897, 11, false}, // with text/v2's go-text shaper
		{3_293_185, 11, false}, // without it, with the statistics, two-step hints and the layout report
		{3_230_378, 11, false}, // with the machine's own MD5 (3,270,315 before)
		{3_088_068, 11, false}, // with the game's glyph package instead of text/v2
		{2_836_690, 11, true},  // with the standard library's inlining left out
		{2_939_890, 11, false}, // main at 455d51a, over the 2.9 MB of issue 38
		{2_832_102, 11, true},  // with the sprites, fonts, flags, sessions and store cut
		{WasmBudget, 11, true},
		{WasmBudget + 1, 11, false},
		{3_395_750, 10, false}, // that build at quality 5 is not judged as if it were quality 10
		{3_395_750, 5, true},   // that build at quality 5
		{3_499_115, 5, false},  // main at 455d51a at quality 5
		{3_905_734, 5, false},  // the build with the statistics at quality 5
		{4_575_510, 5, false},  // with the shaper
		{2_000_000, 7, false},  // no ratio known: not judged
	} {
		line, err := BudgetCheck(c.br, c.quality)
		if (err == nil) != c.ok {
			t.Errorf("BudgetCheck(%d, %d) = %q, %v; want ok=%v", c.br, c.quality, line, err, c.ok)
		}
	}
}
