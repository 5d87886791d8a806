package wasm

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// WasmBudget is the most the game may weigh on the wire: its wasm at brotli quality 11, in bytes.
// Measured: 3,859,897 with text/v2's go-text shaper, 3,199,167 without it (a bare Ebitengine program
// built alike: about 2.09 MB), 3,292,462 with the screen reader's words and the help's derivations
// added, 3,229,365 with the fonts cut to the glyphs the game draws, 3,293,185 with the statistics,
// the daily game, two-step hints and the layout report. The goal is 3.0 MB; this budget holds what is
// reached (with 2% to spare), so the download cannot grow back unnoticed.
const WasmBudget = 3_360_000

// qualityRatio is, for a quick brotli quality, a lower bound on size(quality)/size(11) for the game's
// wasm: a quick build whose wasm is larger than WasmBudget times this ratio would be over the budget at
// quality 11 too. Measured (brotli 5 over brotli 11): 1.185 with the go-text shaper linked, 1.193
// without, 1.182 later; the bound sits below both, so a quick build is judged strictly rather than leniently.
var qualityRatio = map[int]float64{5: 1.17}

// BudgetCheck says whether a wasm whose brotli file at that quality is br bytes keeps within
// WasmBudget: at quality 10 or 11 directly, at a quick quality through its ratio. It returns a line
// for the build's log, and an error when the budget is exceeded or cannot be judged at that quality.
func BudgetCheck(br int64, quality int) (string, error) {
	limit := int64(WasmBudget)
	if quality < 10 {
		r, ok := qualityRatio[quality]
		if !ok {
			return "", fmt.Errorf("wasm budget: no ratio known for brotli quality %d (use 5 or 11)", quality)
		}
		limit = int64(float64(WasmBudget) * r)
	}
	line := fmt.Sprintf("wasm budget: brotli %d: %d bytes of %d allowed (%.1f%%; the budget is %d at quality 11)",
		quality, br, limit, 100*float64(br)/float64(limit), WasmBudget)
	if br > limit {
		return line, fmt.Errorf("the game's wasm is %d bytes at brotli %d, over the budget of %d", br, quality, limit)
	}
	return line, nil
}

// SiteBudget applies BudgetCheck to the site BuildSite wrote into dir, reading the quality it used.
func SiteBudget(dir string) (string, error) {
	state, err := os.ReadFile(filepath.Join(dir, stateName))
	if err != nil {
		return "", fmt.Errorf("wasm budget: %w", err)
	}
	q, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(string(state), "brotli quality ")))
	if err != nil {
		return "", fmt.Errorf("wasm budget: unreadable %s: %q", stateName, state)
	}
	names, err := filepath.Glob(filepath.Join(dir, "quintet.*.wasm.br"))
	if err != nil || len(names) != 1 {
		return "", fmt.Errorf("wasm budget: want one quintet.*.wasm.br in %s, found %d", dir, len(names))
	}
	fi, err := os.Stat(names[0])
	if err != nil {
		return "", fmt.Errorf("wasm budget: %w", err)
	}
	return BudgetCheck(fi.Size(), q)
}
