//go:build e2e

package wasm_test

import (
	"testing"

	"quintet/wasm"
)

// TestWasmBudget fails when the site's game is over the download budget (wasm.WasmBudget at brotli 11;
// a quick build is judged through a conservative ratio, see wasm.BudgetCheck).
func TestWasmBudget(t *testing.T) {
	line, err := wasm.SiteBudget(siteDir(t))
	t.Log(line)
	if err != nil {
		t.Fatal(err)
	}
}
