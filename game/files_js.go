//go:build js

package game

import (
	"fmt"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/input"
	"quintet/game/session"
)

// The page's Open (index.html: the file input #q-open) hands each file it read to
// window.quintetOpenFile(name, bytes, size): bytes a Uint8Array, or null when the file was larger than
// session.MaxFileBytes (size says how large) or could not be read (the fourth argument says why). The
// files wait here for the next frame, which opens them in turn.
type pageFile struct {
	name string
	data []byte
	err  error
}

var (
	pageFiles        []pageFile
	pageFilesWaiting bool
)

// listenFiles installs window.quintetOpenFile once.
func listenFiles() {
	if pageFilesWaiting {
		return
	}
	pageFilesWaiting = true
	guard(func() {
		js.Global().Set("quintetMaxFile", session.MaxFileBytes)
		js.Global().Set("quintetOpenFile", js.FuncOf(func(_ js.Value, args []js.Value) any {
			f := pageFile{name: "the file"}
			guard(func() {
				if len(args) > 0 && args[0].Type() == js.TypeString {
					f.name = args[0].String()
				}
				switch {
				case len(args) > 3 && args[3].Type() == js.TypeString:
					f.err = fmt.Errorf("the browser could not read it (%s)", args[3].String())
				case len(args) > 1 && args[1].Type() == js.TypeObject && args[1].Get("length").Int() <= session.MaxFileBytes:
					f.data = make([]byte, args[1].Get("length").Int())
					js.CopyBytesToGo(f.data, args[1])
				case len(args) > 2 && args[2].Type() == js.TypeNumber:
					f.err = fmt.Errorf("it is %d bytes; a game file is at most %d", int64(args[2].Float()), session.MaxFileBytes)
				default:
					f.err = fmt.Errorf("the page handed over no contents")
				}
			})
			pageFiles = append(pageFiles, f)
			ebiten.ScheduleFrame()
			return nil
		}))
		// Files the page read before the game was ready.
		w := js.Global().Get("quintetFilesWaiting")
		if w.Type() == js.TypeObject {
			open := js.Global().Get("quintetOpenFile")
			for i := 0; i < w.Length(); i++ {
				open.Call("apply", js.Null(), w.Index(i))
			}
			w.Set("length", 0)
		}
	})
}

// fileKey reports whether k is Ctrl+S or Ctrl+O, which save and open a game file here rather than the
// page (the browser's own would save the page or open another).
func fileKey(k input.Key) bool {
	return k.Ctrl && !k.Shift && !k.Alt && (k.Char == "s" || k.Char == "o" || k.Char == "" && (k.Code == "S" || k.Code == "O"))
}

// takeFiles opens the files the page handed over since the last frame.
func (a *App) takeFiles() {
	listenFiles()
	files := pageFiles
	pageFiles = nil
	for _, f := range files {
		a.OpenFile(f.name, f.data, f.err)
	}
}

// platformOpenFile opens the browser's file chooser (the page's file input), as the key asked: a key
// press is the user's gesture the browser requires, and it is recent.
func platformOpenFile() (opened bool) {
	guard(func() {
		in := js.Global().Get("document").Call("getElementById", "q-open")
		if in.Truthy() {
			in.Call("click")
			opened = true
		}
	})
	return opened
}
