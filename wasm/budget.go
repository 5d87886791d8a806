package wasm

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// WasmBudget is the most the game may weigh on the wire: its wasm at brotli quality 11, in bytes: 2.9 MB
// (issue 38; it was 3.0 MB). Measured: 3,859,897 with text/v2's go-text shaper, 3,199,167 without it
// (a bare Ebitengine program built alike: about 2.09 MB), 3,293,185 with the statistics, the daily
// game, two-step hints and the layout report; then, one cut at a time (the site's window, 2^24; the
// last is make site's build, the others without its version stamp): 3,270,315 before, 3,230,378 with
// the machine's own MD5 in place of crypto/md5, 3,088,068 with the game's glyph package in place of
// text/v2, 2,836,690 with the standard library compiled without inlining but for the runtime, its
// internal packages and sync (WASM_GCFLAGS in the Makefile). Later 2,939,890 (main at 455d51a); then
// 2,854,157 with the sprites as raw alpha masks instead of PNG, the fonts cut to the characters the
// game draws and the flags left out of the browser build, and 2,832,102 with game/session and
// game/store compiled without inlining.
const WasmBudget = 2_900_000

// qualityRatio is, for a quick brotli quality, a lower bound on size(quality)/size(11) for the game's
// wasm: a quick build whose wasm is larger than WasmBudget times this ratio would be over the budget at
// quality 11 too. Measured (brotli 5 over brotli 11): 1.185 with the go-text shaper linked, 1.193
// without, 1.182 later, 1.201 without text/v2 and the standard library's inlining; then 1.190, 1.194
// and 1.199 for the builds of the cuts above, 1.193 to 1.205 for eight other builds (the sixth
// puzzle's among them) tried on the way, and 1.195 with the glyph sheets (3,403,991 over 2,849,567).
// The bound sits below every build of the last three sessions (1.190 up), so a quick build is judged
// strictly rather than leniently; 1.182 was a build that still linked the go-text shaper. (Both qualities can move by 10 KB either way with a small change
// to the code, not always in step: a build within 1% of its limit is best judged by make site at
// quality 11.)
var qualityRatio = map[int]float64{5: 1.185}

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
