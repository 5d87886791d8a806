//go:build js

package webpage

import (
	"fmt"
	"syscall/js"

	"quintet/game/input"
)

// Files are the game files the page's Open handed over, waiting for the next frame. The page's file
// input (index.html: #q-open) hands each file it read to window.quintetOpenFile(name, bytes, size,
// error): bytes a Uint8Array, or null when the file was larger than the bound given to Take (size says
// how large) or could not be read (error says why).
type Files struct {
	waiting   []File
	listening bool
}

// File is one file the page read: its name and contents, or why it has none.
type File struct {
	Name string
	Data []byte
	Err  error
}

// Take returns the files handed over since the last call, in order; the first call installs
// window.quintetOpenFile and takes the files the page read before the game was ready. max is the most
// bytes a file may have; wake asks the game for a frame when a file arrives.
func (f *Files) Take(max int, wake func()) []File {
	if !f.listening {
		f.listening = true
		f.listen(max, wake)
	}
	out := f.waiting
	f.waiting = nil
	return out
}

func (f *Files) listen(max int, wake func()) {
	Guard(func() {
		js.Global().Set("quintetMaxFile", max)
		js.Global().Set("quintetOpenFile", js.FuncOf(func(_ js.Value, args []js.Value) any {
			file := File{Name: "the file"}
			Guard(func() {
				if len(args) > 0 && args[0].Type() == js.TypeString {
					file.Name = args[0].String()
				}
				switch {
				case len(args) > 3 && args[3].Type() == js.TypeString:
					file.Err = fmt.Errorf("the browser could not read it (%s)", args[3].String())
				case len(args) > 1 && args[1].Type() == js.TypeObject && args[1].Get("length").Int() <= max:
					file.Data = make([]byte, args[1].Get("length").Int())
					js.CopyBytesToGo(file.Data, args[1])
				case len(args) > 2 && args[2].Type() == js.TypeNumber:
					file.Err = fmt.Errorf("it is %d bytes; a game file is at most %d", int64(args[2].Float()), max)
				default:
					file.Err = fmt.Errorf("the page handed over no contents")
				}
			})
			f.waiting = append(f.waiting, file)
			wake()
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

// OpenChooser opens the page's file chooser (its file input), as a key asked: a key press is the
// user's gesture the browser requires, and it is recent. It reports whether there was one.
func OpenChooser() (opened bool) {
	Guard(func() {
		in := js.Global().Get("document").Call("getElementById", "q-open")
		if in.Truthy() {
			in.Call("click")
			opened = true
		}
	})
	return opened
}

// fileKey reports whether k is Ctrl+S or Ctrl+O, which save and open a game file in the game rather
// than the page (the browser's own would save the page or open another).
func fileKey(k input.Key) bool {
	return k.Ctrl && !k.Shift && !k.Alt && (k.Char == "s" || k.Char == "o" || k.Char == "" && (k.Code == "S" || k.Code == "O"))
}
