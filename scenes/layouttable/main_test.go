// Package layouttable holds the size table (layout_table_test.go), in a package of its own so that
// go test runs its long walk beside the other scene tests.
package layouttable

import (
	"testing"

	"quintet/game/gametest"
	"quintet/scenes"
	"quintet/scenes/template"
)

func TestMain(m *testing.M) { gametest.Main(m) }

// The template puzzle registered as one more, as in the scenes package's tests: the table walks it too.
func init() { scenes.Register(template.Puzzle) }
