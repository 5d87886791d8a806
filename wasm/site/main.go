// Command site writes the static site of the browser build (see wasm.BuildSite):
//
//	go run ./wasm/site -out dist/web -wasm dist/build/quintet.wasm
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"quintet/version"
	"quintet/wasm"
)

func main() {
	out := flag.String("out", "dist/web", "folder to write the site into")
	game := flag.String("wasm", "", "the game built with GOOS=js GOARCH=wasm (required)")
	exec := flag.String("wasmexec", "", "Go's wasm_exec.js (default: $GOROOT/lib/wasm/wasm_exec.js of this Go)")
	quality := flag.Int("brotli", 11, "brotli quality, 1 (fast) to 11 (smallest, about two minutes for the game)")
	release := flag.String("version", version.Version, "the game's version, for version.json")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(), "usage: site -wasm quintet.wasm [-out dist/web] [-wasmexec wasm_exec.js] [-brotli 11]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *game == "" || flag.NArg() > 0 {
		flag.Usage()
		os.Exit(2)
	}
	if *quality < 1 || *quality > 11 {
		fmt.Fprintf(os.Stderr, "site: -brotli %d: want 1 to 11\n", *quality)
		os.Exit(2)
	}
	if *exec == "" {
		*exec = filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec.js")
	}
	start := time.Now()
	site, err := wasm.BuildSite(wasm.SiteConfig{Out: *out, Wasm: *game, WasmExec: *exec, BrotliQuality: *quality, Log: os.Stdout, Version: *release})
	if err != nil {
		fmt.Fprintf(os.Stderr, "site: %v\n", err)
		os.Exit(1)
	}
	var raw, br, gz int64
	for _, f := range site.Files {
		raw += f.Size
		br += pick(f.Br, f.Size)
		gz += pick(f.Gz, f.Size)
	}
	g, _ := site.File(site.Wasm)
	fmt.Printf("site: %s (build %s, %d files) in %.1f s: game %d bytes raw, %d brotli, %d gzip; whole site %d raw, %d brotli, %d gzip\n",
		*out, site.Hash, len(site.Files), time.Since(start).Seconds(), g.Size, g.Br, g.Gz, raw, br, gz)
	budget, err := wasm.BudgetCheck(g.Br, *quality)
	fmt.Println("site:", budget)
	if err != nil {
		fmt.Fprintf(os.Stderr, "site: warning: %v\n", err)
	}
}

// pick is the size sent for a representation: the stored one, or the file itself if none is stored.
func pick(stored, size int64) int64 {
	if stored > 0 {
		return stored
	}
	return size
}
