//go:build js

package initgap

import (
	"syscall/js"
	_ "text/template/parse" // the package's place in the order: see doc.go
	"time"
)

func init() {
	if p := js.Global().Get("quintetPerf"); p.Type() == js.TypeObject {
		p.Call("mark", "initGap")
	}
	time.Sleep(time.Millisecond)
}
