// Package initgap splits the browser's package initialisation in two tasks. Go initialises the
// packages in one run before main, which the page cannot interrupt; Ebitengine's share of it (its
// shaders compiled from source in package atlas's init, with go/parser and text/template) comes
// last, after text/template. Since Go 1.21 the order is fixed: each step takes the first package, by
// import path, whose imports are all initialised. This package imports text/template/parse, so it
// becomes ready together with text/template and, sorting before it, runs first: its init waits for
// a JavaScript callback in a later task (a MessageChannel message), and with every goroutine
// waiting Go hands the thread back to the page, ending the task. The rest of the initialisation then
// runs in a task of its own.
//
// The game imports it only in the browser build; if a future Ebitengine changed its imports, the
// gap would move or add nothing, never change what the game does.
//
// Yield, the way the gap ends its task, is also how the game's later start-up steps hand the thread
// back to the page (the command's main, between its steps).
package initgap
