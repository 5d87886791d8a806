//go:build js

package initgap

import (
	"syscall/js"
	_ "text/template/parse" // the package's place in the order: see doc.go
)

func init() {
	mark("initGap")
	Yield()
	mark("initResumed")
}

// mark notes a moment in the page's quintetPerf, for the start-up test.
func mark(name string) {
	if p := js.Global().Get("quintetPerf"); p.Type() == js.TypeObject {
		p.Call("mark", name)
	}
}

// Yield ends the browser's task and waits for a new one: a message posted to a MessageChannel (or,
// without one, setTimeout 0) runs a callback in a later task, and until it comes every goroutine is
// waiting, so Go hands the thread back to the page. A timer of Go's own may not: one already due when
// the scheduler looks is run at once, in the same task.
func Yield() {
	done := make(chan struct{})
	cb := js.FuncOf(func(js.Value, []js.Value) any {
		close(done)
		return nil
	})
	defer cb.Release()
	if mc := js.Global().Get("MessageChannel"); mc.Type() == js.TypeFunction {
		ch := mc.New()
		port := ch.Get("port1")
		port.Set("onmessage", cb)
		ch.Get("port2").Call("postMessage", 0)
		<-done
		port.Set("onmessage", js.Null())
		port.Call("close")
		return
	}
	js.Global().Call("setTimeout", cb, 0)
	<-done
}
