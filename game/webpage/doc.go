// Package webpage is the game's side of the browser page (wasm/index.html): its address and title, the
// input events its listeners queue, the Back button's history entries, the text input over a text box,
// the tab's visibility, the live regions, and window.quintet, where the page and its tests read the
// game's status. Every call into JavaScript is guarded (Guard): the page is an observer, never a way to
// crash the game. It is built only for the browser (GOOS=js); natively the package is empty.
package webpage
