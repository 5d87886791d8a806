package wasm

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"text/template"

	"github.com/andybalholm/brotli"

	"quintet/rules/puzzle"
	"quintet/solver/registry"
)

//go:embed index.html
var indexTemplate string

//go:embed sw.js
var swTemplate string

// SiteConfig says what BuildSite builds.
type SiteConfig struct {
	Out      string // the folder to write; created if missing
	Wasm     string // the game built for GOOS=js GOARCH=wasm
	WasmExec string // Go's wasm_exec.js ($(go env GOROOT)/lib/wasm/wasm_exec.js)
	// BrotliQuality is 1 to 11; zero means 11, the smallest and slowest (about two minutes for the game).
	BrotliQuality int
	Log           io.Writer // progress lines; nil for none
	// Version is the release the game was built as (quintet/version.Version), written to version.json.
	Version string
}

// Site describes a folder BuildSite wrote.
type Site struct {
	Hash     string     // the build's hash: part of the service worker's cache name
	Wasm     string     // the game's file name (content-hashed)
	WasmExec string     // wasm_exec.js's file name (content-hashed)
	Files    []SiteFile // every file the site serves, by name
}

// SiteFile is one served file and the sizes of its representations (0: none stored).
type SiteFile struct {
	Name         string
	Size, Br, Gz int64
}

// File returns the served file of that name.
func (s *Site) File(name string) (SiteFile, bool) {
	for _, f := range s.Files {
		if f.Name == name {
			return f, true
		}
	}
	return SiteFile{}, false
}

// The fixed names: revalidated on every visit, so a new build is found.
const (
	indexName    = "index.html"
	swName       = "sw.js"
	manifestName = "manifest.webmanifest"
	versionName  = "version.json"
)

type siteFile struct {
	name     string
	data     []byte
	compress bool
	br, gz   []byte
}

// BuildSite writes a static site for the browser build into cfg.Out: index.html, the service worker,
// the web manifest, icons, and the game and wasm_exec.js under content-hashed names, each compressible
// file with precompressed .br (brotli) and .gz (gzip -9) neighbours. The precompressed files of a hashed
// name already in cfg.Out are reused when they still decode to the same bytes, so rebuilding an unchanged
// game takes seconds. Files of older builds (recognised by their names) are removed; nothing else is.
func BuildSite(cfg SiteConfig) (*Site, error) {
	q := cfg.BrotliQuality
	if q == 0 {
		q = 11
	}
	if q < 1 || q > 11 {
		return nil, fmt.Errorf("brotli quality %d: want 1 to 11", q)
	}
	logf := func(format string, args ...any) {
		if cfg.Log != nil {
			fmt.Fprintf(cfg.Log, format+"\n", args...)
		}
	}
	game, err := os.ReadFile(cfg.Wasm)
	if err != nil {
		return nil, fmt.Errorf("reading the game: %w", err)
	}
	if !bytes.HasPrefix(game, []byte("\x00asm")) {
		return nil, fmt.Errorf("%s is not a WebAssembly module", cfg.Wasm)
	}
	exec, err := os.ReadFile(cfg.WasmExec)
	if err != nil {
		return nil, fmt.Errorf("reading wasm_exec.js: %w", err)
	}
	if err := os.MkdirAll(cfg.Out, 0o755); err != nil {
		return nil, err
	}

	site := &Site{}
	var files []*siteFile
	hashed := func(stem, ext string, data []byte, compress bool) *siteFile {
		f := &siteFile{name: stem + "." + contentHash(data) + ext, data: data, compress: compress}
		files = append(files, f)
		return f
	}
	wasmFile := hashed("quintet", ".wasm", game, true)
	execFile := hashed("wasm_exec", ".js", exec, true)
	site.Wasm, site.WasmExec = wasmFile.name, execFile.name
	favicon := hashed("favicon-32", ".png", iconPNG(32, false), false)
	apple := hashed("icon-180", ".png", iconPNG(180, false), false)
	icon192 := hashed("icon-192", ".png", iconPNG(192, false), false)
	icon512 := hashed("icon-512", ".png", iconPNG(512, false), false)
	maskable := hashed("icon-maskable-512", ".png", iconPNG(512, true), false)

	// The large files first: index.html carries the game's compressed sizes for its progress bar. Stored
	// .br files are reused only if the last build used the same brotli quality.
	reuseDir := ""
	if last, err := os.ReadFile(filepath.Join(cfg.Out, stateName)); err == nil && string(last) == stateLine(q) {
		reuseDir = cfg.Out
	}
	// Until this build is complete, the folder's state is unknown: a build that stops half way must not
	// leave files of one quality under the note of another.
	if err := os.Remove(filepath.Join(cfg.Out, stateName)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	for _, f := range files {
		if err := compressFile(f, reuseDir, q, logf); err != nil {
			return nil, err
		}
	}

	dark := Palettes[0]
	manifest, err := json.MarshalIndent(map[string]any{
		"name":             "Quintet",
		"short_name":       "Quintet",
		"description":      puzzle.Title(registry.Count()) + " mathematical puzzles, with hints and optimal solutions.",
		"id":               "./",
		"start_url":        "./",
		"scope":            "./",
		"display":          "standalone",
		"background_color": dark.Bg,
		"theme_color":      dark.Bg,
		"icons": []map[string]string{
			{"src": icon192.name, "sizes": "192x192", "type": "image/png", "purpose": "any"},
			{"src": icon512.name, "sizes": "512x512", "type": "image/png", "purpose": "any"},
			{"src": maskable.name, "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
		},
	}, "", "  ")
	if err != nil {
		return nil, err
	}
	build, err := json.Marshal(map[string]any{
		"wasm": wasmFile.name, "wasmSize": len(game), "wasmBr": len(wasmFile.br), "wasmGz": len(wasmFile.gz),
	})
	if err != nil {
		return nil, err
	}
	index, err := render("index.html", indexTemplate, map[string]any{
		"WasmExec": execFile.name, "Favicon": favicon.name, "AppleIcon": apple.name, "Manifest": manifestName,
		"Dark": Palettes[0], "Light": Palettes[1], "Contrast": Palettes[2], "Build": string(build), "Count": registry.Count(),
		"Puzzles": FirstScreen(),
	})
	if err != nil {
		return nil, err
	}

	// The build's hash covers every file: the hashed names stand for their contents.
	var names []string
	for _, f := range files {
		names = append(names, f.name)
	}
	slices.Sort(names)
	h := sha256.New()
	for _, part := range [][]byte{index, manifest, []byte(strings.Join(names, "\n"))} {
		fmt.Fprintf(h, "%d\n", len(part))
		h.Write(part)
	}
	site.Hash = hex.EncodeToString(h.Sum(nil))[:hashLen]
	precache := append([]string{"./", manifestName}, names...)
	fresh := []string{"./", manifestName}
	sw, err := render("sw.js", swTemplate, map[string]any{
		"Hash": site.Hash, "Files": jsonString(precache), "Fresh": jsonString(fresh),
	})
	if err != nil {
		return nil, err
	}
	for _, f := range []*siteFile{{name: indexName, data: index}, {name: swName, data: sw},
		{name: manifestName, data: manifest}} {
		f.compress = true
		if err := compressFile(f, "", q, logf); err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	files = append(files, &siteFile{name: versionName, data: versionJSON(cfg.Version, site.Hash)})

	// Write every file (each atomically), then remove what older builds left.
	keep := map[string]bool{}
	for _, f := range files {
		sf := SiteFile{Name: f.name, Size: int64(len(f.data))}
		for _, v := range []struct {
			suffix string
			data   []byte
			size   *int64
		}{{"", f.data, nil}, {".br", f.br, &sf.Br}, {".gz", f.gz, &sf.Gz}} {
			if v.suffix != "" && v.data == nil {
				continue
			}
			if err := writeAtomic(filepath.Join(cfg.Out, f.name+v.suffix), v.data); err != nil {
				return nil, err
			}
			keep[f.name+v.suffix] = true
			if v.size != nil {
				*v.size = int64(len(v.data))
			}
		}
		site.Files = append(site.Files, sf)
	}
	entries, err := os.ReadDir(cfg.Out)
	if err != nil {
		return nil, err
	}
	for _, e := range entries {
		if !keep[e.Name()] && e.Type().IsRegular() && isBuildFile(e.Name()) {
			if err := os.Remove(filepath.Join(cfg.Out, e.Name())); err != nil {
				return nil, err
			}
		}
	}
	if err := writeAtomic(filepath.Join(cfg.Out, stateName), []byte(stateLine(q))); err != nil {
		return nil, err
	}
	slices.SortFunc(site.Files, func(a, b SiteFile) int { return strings.Compare(a.Name, b.Name) })
	return site, nil
}

// FirstPuzzle is one puzzle's card on the page's first screen, from the puzzle registry: the page shows
// it, in plain HTML, from its first paint, while the game downloads and starts behind it.
type FirstPuzzle struct {
	Name, Title, Blurb string
	Sizes              []FirstSize
	// Daily is the puzzle and size of today's game ("dials:n5q5"), the game's choice (midend's
	// DailyID): the page's script adds the player's date ("#d2026-12-06") to make its game ID.
	Daily string
}

// FirstSize is one of a puzzle's presets: its name and the game ID it opens (a new game of its
// parameters, or the one fixed game it names).
type FirstSize struct{ Name, ID string }

// FirstScreen is the first screen's cards, one per registered puzzle in the menu's order.
func FirstScreen() []FirstPuzzle {
	var out []FirstPuzzle
	for _, b := range registry.All() {
		info := b.Info()
		p := FirstPuzzle{Name: info.Name, Title: info.Title, Blurb: info.Blurb}
		for _, pr := range info.Presets {
			id := pr.Game
			if id == "" {
				id = info.Name + ":" + pr.Params
			}
			p.Sizes = append(p.Sizes, FirstSize{Name: pr.Name, ID: id})
		}
		if len(info.Presets) > 0 {
			params := info.Presets[0].Params
			if r, ok := b.(puzzle.Renewer); ok {
				params = r.RenewParams(params)
			}
			p.Daily = info.Name + ":" + params
		}
		out = append(out, p)
	}
	return out
}

// versionJSON is the site's version.json, {"version":…,"build":…}: the release and the build's hash. It
// is not precached and is served no-cache, so an open page can fetch it and compare with its own.
func versionJSON(release, hash string) []byte {
	if release == "" {
		release = "dev"
	}
	b, _ := json.Marshal(map[string]string{"version": release, "build": hash}) // strings always marshal
	return append(b, '\n')
}

// stateName is the hidden file in which a build notes how it compressed (hidden names are not served).
const stateName = ".quintet-site"

func stateLine(quality int) string { return fmt.Sprintf("brotli quality %d\n", quality) }

// isBuildFile reports whether a name in the output folder is one a build writes (or the unhashed layout
// of old builds wrote): only those are removed when they are not part of the new build.
func isBuildFile(name string) bool {
	for _, suffix := range []string{".br", ".gz", ".tmp"} {
		name = strings.TrimSuffix(name, suffix)
	}
	switch name {
	case indexName, swName, manifestName, versionName, "quintet.wasm", "wasm_exec.js":
		return true
	}
	if !IsHashedName(name) {
		return false
	}
	stem := name[:strings.LastIndexByte(strings.TrimSuffix(name, path.Ext(name)), '.')]
	switch stem {
	case "quintet", "wasm_exec", "favicon-32", "icon-180", "icon-192", "icon-512", "icon-maskable-512":
		return true
	}
	return false
}

// compressFile fills f.br and f.gz for a compressible file, keeping each only when it is smaller than
// the file. With a folder, a hashed file's .br and .gz already stored there are reused if they decode to
// its bytes. Brotli and gzip run side by side.
func compressFile(f *siteFile, reuseDir string, quality int, logf func(string, ...any)) error {
	if !f.compress {
		return nil
	}
	if reuseDir != "" {
		f.br = reuse(filepath.Join(reuseDir, f.name+".br"), f.data, func(r io.Reader) (io.Reader, error) {
			return brotli.NewReader(r), nil
		})
		f.gz = reuse(filepath.Join(reuseDir, f.name+".gz"), f.data, func(r io.Reader) (io.Reader, error) {
			return gzip.NewReader(r)
		})
		if f.br != nil && f.gz != nil {
			logf("site: %s: reusing the stored .br and .gz", f.name)
			return nil
		}
	}
	var wg sync.WaitGroup
	var brErr, gzErr error
	if f.br == nil {
		wg.Go(func() { f.br, brErr = brotliBytes(f.data, quality) })
	}
	if f.gz == nil {
		wg.Go(func() { f.gz, gzErr = gzipBytes(f.data) })
	}
	wg.Wait()
	if err := errors.Join(brErr, gzErr); err != nil {
		return fmt.Errorf("compressing %s: %w", f.name, err)
	}
	if len(f.br) >= len(f.data) {
		f.br = nil
	}
	if len(f.gz) >= len(f.data) {
		f.gz = nil
	}
	if len(f.data) > 1<<20 {
		logf("site: %s: %d bytes, brotli %d, gzip %d", f.name, len(f.data), len(f.br), len(f.gz))
	}
	return nil
}

// reuse returns the stored compressed file if it decodes to want, else nil.
func reuse(name string, want []byte, decoder func(io.Reader) (io.Reader, error)) []byte {
	stored, err := os.ReadFile(name)
	if err != nil {
		return nil
	}
	r, err := decoder(bytes.NewReader(stored))
	if err != nil {
		return nil
	}
	got, err := io.ReadAll(io.LimitReader(r, int64(len(want))+1))
	if err != nil || !bytes.Equal(got, want) {
		return nil
	}
	return stored
}

func brotliBytes(data []byte, quality int) ([]byte, error) {
	// The window: the smallest power of two that holds the file, from 2^16 up to brotli's limit 2^24.
	win := 16
	for win < 24 && 1<<win < len(data) {
		win++
	}
	var b bytes.Buffer
	w := brotli.NewWriterOptions(&b, brotli.WriterOptions{Quality: quality, LGWin: win})
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func gzipBytes(data []byte) ([]byte, error) {
	var b bytes.Buffer
	w, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// contentHash is the first 64 bits of the SHA-256 of data, in hex: the part of a hashed file name.
func contentHash(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])[:hashLen]
}

func render(name, text string, data any) ([]byte, error) {
	t, err := template.New(name).Option("missingkey=error").Parse(text)
	if err != nil {
		return nil, fmt.Errorf("the %s template: %w", name, err)
	}
	var b bytes.Buffer
	if err := t.Execute(&b, data); err != nil {
		return nil, fmt.Errorf("the %s template: %w", name, err)
	}
	return b.Bytes(), nil
}

// jsonString is v as JSON, for a template to place in JavaScript (json.Marshal escapes <, > and &).
func jsonString(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // only string slices and maps of plain values are passed
	}
	return string(b)
}

// writeAtomic writes a file through a temporary neighbour and a rename, so a server reading the folder
// never sees half a file.
func writeAtomic(name string, data []byte) error {
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, name); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}
