// Command serve serves the browser build on the loopback address (see wasm.Handler).
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"

	"quintet/wasm"
)

func main() {
	dir := flag.String("dir", "dist/web", "folder with index.html, wasm_exec.js and quintet.wasm")
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*dir, "quintet.wasm")); err != nil {
		log.Fatalf("serve: %v (run make wasm first)", err)
	}
	fmt.Printf("Quintet is at http://%s/ — press Ctrl+C to stop.\n", *addr)
	log.Fatal(http.ListenAndServe(*addr, wasm.Handler(*dir)))
}
