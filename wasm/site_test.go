package wasm

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"html"
	"image/color"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"quintet/solver/registry"
)

// fakeGame is a stand-in for quintet.wasm: the module header and some compressible bytes.
func fakeGame(seed byte) []byte {
	b := []byte("\x00asm\x01\x00\x00\x00")
	for i := 0; i < 2000; i++ {
		b = fmt.Appendf(b, "func%d(%d) ", i%97, seed)
	}
	return b
}

type siteInput struct{ dir, wasm, exec string }

func newSiteInput(t *testing.T, game []byte) siteInput {
	t.Helper()
	dir := t.TempDir()
	in := siteInput{dir: dir, wasm: filepath.Join(dir, "quintet.wasm"), exec: filepath.Join(dir, "wasm_exec.js")}
	write(t, in.wasm, game)
	write(t, in.exec, []byte(strings.Repeat("// Go's glue\nglobalThis.Go = class {};\n", 50)))
	return in
}

func build(t *testing.T, in siteInput, out string, quality int) *Site {
	t.Helper()
	site, err := BuildSite(SiteConfig{Out: out, Wasm: in.wasm, WasmExec: in.exec, BrotliQuality: quality, Version: "1.2.3"})
	if err != nil {
		t.Fatalf("BuildSite: %v", err)
	}
	return site
}

func read(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func sha16(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:8])
}

func TestBuildSite(t *testing.T) {
	in := newSiteInput(t, fakeGame(0))
	out := filepath.Join(t.TempDir(), "web")
	site := build(t, in, out, 0)
	game, exec := read(t, in.wasm), read(t, in.exec)

	// Hashed names carry the hash of what they hold.
	if site.Wasm != "quintet."+sha16(game)+".wasm" || site.WasmExec != "wasm_exec."+sha16(exec)+".js" {
		t.Errorf("names %s, %s; want the contents' hashes", site.Wasm, site.WasmExec)
	}
	if !bytes.Equal(read(t, filepath.Join(out, site.Wasm)), game) || !bytes.Equal(read(t, filepath.Join(out, site.WasmExec)), exec) {
		t.Errorf("the hashed files do not hold the game and wasm_exec.js")
	}
	fixed := map[string]bool{"index.html": true, "sw.js": true, "manifest.webmanifest": true, "version.json": true}
	var ver map[string]string
	if err := json.Unmarshal(read(t, filepath.Join(out, "version.json")), &ver); err != nil ||
		len(ver) != 2 || ver["version"] != "1.2.3" || ver["build"] != site.Hash {
		t.Errorf("version.json: %v (err %v); want version 1.2.3 and build %s", ver, err, site.Hash)
	}
	for _, f := range site.Files {
		data := read(t, filepath.Join(out, f.Name))
		if int64(len(data)) != f.Size {
			t.Errorf("%s: %d bytes, Site says %d", f.Name, len(data), f.Size)
		}
		if !fixed[f.Name] {
			if !IsHashedName(f.Name) || !strings.Contains(f.Name, "."+sha16(data)+".") {
				t.Errorf("%s: not named by its content's hash %s", f.Name, sha16(data))
			}
		}
		// Every stored encoding decodes to the file and is smaller; text and the game have both.
		compressible := strings.HasSuffix(f.Name, ".js") || strings.HasSuffix(f.Name, ".wasm") ||
			strings.HasSuffix(f.Name, ".html") || strings.HasSuffix(f.Name, ".webmanifest")
		for _, enc := range []struct {
			suffix string
			size   int64
			open   func(io.Reader) (io.Reader, error)
		}{
			{".br", f.Br, func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }},
			{".gz", f.Gz, func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
		} {
			stored, err := os.ReadFile(filepath.Join(out, f.Name+enc.suffix))
			if !compressible {
				if err == nil || enc.size != 0 {
					t.Errorf("%s%s: stored for a file that does not compress", f.Name, enc.suffix)
				}
				continue
			}
			if err != nil {
				t.Errorf("%s%s: %v", f.Name, enc.suffix, err)
				continue
			}
			r, err := enc.open(bytes.NewReader(stored))
			if err != nil {
				t.Fatal(err)
			}
			got, err := io.ReadAll(r)
			if err != nil || !bytes.Equal(got, data) {
				t.Errorf("%s%s does not decode to the file (%v)", f.Name, enc.suffix, err)
			}
			if int64(len(stored)) != enc.size || len(stored) >= len(data) {
				t.Errorf("%s%s: %d bytes (Site says %d) for %d", f.Name, enc.suffix, len(stored), enc.size, len(data))
			}
		}
	}
	for name := range fixed {
		if _, ok := site.File(name); !ok {
			t.Errorf("no %s", name)
		}
	}

	// index.html refers to this build's files by their hashed names, and to nothing else.
	index := string(read(t, filepath.Join(out, "index.html")))
	for _, want := range []string{`<script src="` + site.WasmExec + `"></script>`, `<link rel="manifest" href="manifest.webmanifest">`,
		`<meta name="theme-color" content="#1b1e24">`, `<title>Quintet</title>`, `rel="icon" type="image/png"`} {
		if !strings.Contains(index, want) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	if strings.Contains(index, `"quintet.wasm"`) || strings.Contains(index, `"wasm_exec.js"`) || strings.Contains(index, "{{") {
		t.Errorf("index.html names an unhashed file or keeps a template action")
	}
	m := regexp.MustCompile(`window\.quintetBuild = (\{.*\});`).FindStringSubmatch(index)
	if m == nil {
		t.Fatal("index.html has no quintetBuild")
	}
	var b struct {
		Wasm                     string
		WasmSize, WasmBr, WasmGz int64
	}
	if err := json.Unmarshal([]byte(m[1]), &b); err != nil {
		t.Fatal(err)
	}
	g, _ := site.File(site.Wasm)
	if b.Wasm != site.Wasm || b.WasmSize != int64(len(game)) || b.WasmBr != g.Br || b.WasmGz != g.Gz || g.Br == 0 || g.Gz == 0 {
		t.Errorf("quintetBuild %+v; want %s, %d bytes, %d brotli, %d gzip", b, site.Wasm, len(game), g.Br, g.Gz)
	}
	for _, ref := range regexp.MustCompile(`(?:href|src)="([^"]+)"`).FindAllStringSubmatch(index, -1) {
		if strings.HasPrefix(ref[1], "#") {
			continue // a game's address on the first screen (TestFirstScreenHTML)
		}
		if _, ok := site.File(ref[1]); !ok {
			t.Errorf("index.html refers to %s, which the site does not have", ref[1])
		}
	}

	// The manifest: installable, with icons that exist at the sizes it says.
	var man struct {
		Name            string
		ShortName       string `json:"short_name"`
		StartURL        string `json:"start_url"`
		Display         string
		ThemeColor      string `json:"theme_color"`
		BackgroundColor string `json:"background_color"`
		Icons           []struct{ Src, Sizes, Type, Purpose string }
	}
	if err := json.Unmarshal(read(t, filepath.Join(out, "manifest.webmanifest")), &man); err != nil {
		t.Fatal(err)
	}
	if man.ShortName != "Quintet" || man.StartURL != "./" || man.Display != "standalone" ||
		man.ThemeColor != Palettes[0].Bg || man.BackgroundColor != Palettes[0].Bg {
		t.Errorf("manifest %+v", man)
	}
	sizes := map[string]bool{}
	for _, ic := range man.Icons {
		img, err := png.Decode(bytes.NewReader(read(t, filepath.Join(out, ic.Src))))
		if err != nil {
			t.Fatalf("icon %s: %v", ic.Src, err)
		}
		bounds := img.Bounds()
		if got := fmt.Sprintf("%dx%d", bounds.Dx(), bounds.Dy()); got != ic.Sizes || ic.Type != "image/png" {
			t.Errorf("icon %s is %v, manifest says %s %s", ic.Src, bounds, ic.Sizes, ic.Type)
		}
		sizes[ic.Sizes+" "+ic.Purpose] = true
	}
	for _, want := range []string{"192x192 any", "512x512 any", "512x512 maskable"} {
		if !sizes[want] {
			t.Errorf("no %s icon in the manifest", want)
		}
	}

	// The service worker caches this build under the build's name: every file, and the page itself.
	sw := string(read(t, filepath.Join(out, "sw.js")))
	if len(site.Hash) != hashLen || !strings.Contains(sw, `const CACHE = "quintet-`+site.Hash+`";`) {
		t.Errorf("sw.js does not name the cache quintet-%s", site.Hash)
	}
	m = regexp.MustCompile(`const FILES = (\[.*\]);`).FindStringSubmatch(sw)
	if m == nil {
		t.Fatal("sw.js has no FILES")
	}
	var files []string
	if err := json.Unmarshal([]byte(m[1]), &files); err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, f := range files {
		listed[f] = true
	}
	for _, f := range site.Files {
		want := f.Name != "sw.js" && f.Name != "index.html" && f.Name != "version.json" // version.json: always asked of the network
		if listed[f.Name] != want {
			t.Errorf("sw.js precaches %s: %v, want %v", f.Name, listed[f.Name], want)
		}
	}
	if !listed["./"] {
		t.Errorf("sw.js does not precache the page (./)")
	}
}

func TestBuildSiteRebuild(t *testing.T) {
	in := newSiteInput(t, fakeGame(0))
	out := filepath.Join(t.TempDir(), "web")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	// Left by the old unhashed layout, and someone else's file.
	write(t, filepath.Join(out, "quintet.wasm"), []byte("old"))
	write(t, filepath.Join(out, "wasm_exec.js"), []byte("old"))
	write(t, filepath.Join(out, "README.txt"), []byte("not ours"))
	first := build(t, in, out, 0)
	for _, name := range []string{"quintet.wasm", "wasm_exec.js"} {
		if _, err := os.Stat(filepath.Join(out, name)); err == nil {
			t.Errorf("the old %s was kept", name)
		}
	}

	// A stored .br of the same bytes is reused (here: a different, faster encoding of them, so reuse shows).
	brName := filepath.Join(out, first.Wasm+".br")
	quick, err := brotliBytes(read(t, in.wasm), 1)
	if err != nil {
		t.Fatal(err)
	}
	write(t, brName, quick)
	same := build(t, in, out, 0)
	if same.Wasm != first.Wasm || !bytes.Equal(read(t, brName), quick) {
		t.Errorf("the unchanged game was compressed again (or renamed: %s, %s)", first.Wasm, same.Wasm)
	}
	// ... but not by a build of another quality, nor when it no longer decodes to the game.
	build(t, in, out, 4)
	if bytes.Equal(read(t, brName), quick) {
		t.Errorf("a quality-4 build reused the .br of a quality-11 build")
	}
	build(t, in, out, 0)
	write(t, brName, []byte("garbage"))
	build(t, in, out, 0)
	if r, err := io.ReadAll(brotli.NewReader(bytes.NewReader(read(t, brName)))); err != nil || !bytes.Equal(r, read(t, in.wasm)) {
		t.Errorf("a corrupt stored .br was kept")
	}

	// A new game: a new name, a new build hash, and the old build's files are gone; other files stay.
	write(t, in.wasm, fakeGame(7))
	second := build(t, in, out, 0)
	if second.Wasm == first.Wasm || second.Hash == first.Hash {
		t.Errorf("a changed game kept its name %s or build hash %s", second.Wasm, second.Hash)
	}
	for _, suffix := range []string{"", ".br", ".gz"} {
		if _, err := os.Stat(filepath.Join(out, first.Wasm+suffix)); err == nil {
			t.Errorf("the old build's %s%s is still there", first.Wasm, suffix)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "README.txt")); err != nil {
		t.Errorf("a file that is not the build's was removed: %v", err)
	}
	entries, _ := os.ReadDir(out)
	for _, e := range entries {
		name := strings.TrimSuffix(strings.TrimSuffix(e.Name(), ".br"), ".gz")
		if _, ok := second.File(name); !ok && e.Name() != "README.txt" && e.Name() != stateName {
			t.Errorf("left in the folder: %s", e.Name())
		}
	}
}

func TestBuildSiteRefuses(t *testing.T) {
	in := newSiteInput(t, fakeGame(0))
	notWasm := filepath.Join(in.dir, "not.wasm")
	write(t, notWasm, []byte("#!/bin/sh\n"))
	out := filepath.Join(t.TempDir(), "web")
	for _, tc := range []struct {
		cfg  SiteConfig
		want string
	}{
		{SiteConfig{Out: out, Wasm: notWasm, WasmExec: in.exec}, "not a WebAssembly module"},
		{SiteConfig{Out: out, Wasm: filepath.Join(in.dir, "none.wasm"), WasmExec: in.exec}, "reading the game"},
		{SiteConfig{Out: out, Wasm: in.wasm, WasmExec: filepath.Join(in.dir, "none.js")}, "reading wasm_exec.js"},
		{SiteConfig{Out: out, Wasm: in.wasm, WasmExec: in.exec, BrotliQuality: 12}, "brotli quality 12"},
		{SiteConfig{Out: out, Wasm: in.wasm, WasmExec: in.exec, BrotliQuality: -1}, "brotli quality -1"},
	} {
		_, err := BuildSite(tc.cfg)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%+v: error %v, want one line with %q", tc.cfg, err, tc.want)
		}
	}
}

// The page's colours are the game's: compare with the palettes in game/kit/theme.go.
func TestPalettesMatchTheGame(t *testing.T) {
	src := string(read(t, filepath.Join("..", "game", "kit", "theme.go")))
	field := regexp.MustCompile(`(\w+): rgb\(0x([0-9a-fA-F]{6})\)`)
	for _, p := range Palettes {
		at := strings.Index(src, `Name: "`+p.Name+`"`)
		if at < 0 {
			t.Fatalf("game/kit/theme.go has no theme %q (update Palettes in wasm/icon.go)", p.Name)
		}
		block := src[at:]
		if end := strings.Index(block[1:], "Name: "); end >= 0 {
			block = block[:end+1]
		}
		game := map[string]string{}
		for _, m := range field.FindAllStringSubmatch(block, -1) {
			game[m[1]] = "#" + strings.ToLower(m[2])
		}
		for name, ours := range map[string]string{"Bg": p.Bg, "Panel": p.Panel, "Line": p.Line, "Text": p.Text,
			"Dim": p.Dim, "Accent": p.Accent, "Bad": p.Bad} {
			if game[name] != ours {
				t.Errorf("theme %s: %s is %s in the game, %s in wasm/icon.go", p.Name, name, game[name], ours)
			}
		}
	}
}

func TestIcon(t *testing.T) {
	dark := Palettes[0]
	bg, text, accent := hexColor(dark.Bg), hexColor(dark.Text), hexColor(dark.Accent)
	for _, tc := range []struct {
		size     int
		maskable bool
	}{{32, false}, {192, false}, {512, false}, {512, true}} {
		img := Icon(tc.size, tc.maskable)
		at := func(fx, fy float64) color.NRGBA {
			return img.NRGBAAt(int(fx*float64(tc.size)), int(fy*float64(tc.size)))
		}
		checks := []struct {
			fx, fy float64
			want   color.NRGBA
			what   string
		}{
			{0.5, 0.5, accent, "the middle dot"},
			{0.3, 0.3, text, "the top-left dot"},
			{0.7, 0.7, text, "the bottom-right dot"},
			{0.5, 0.3, bg, "between the top dots"},
			{0.1, 0.5, bg, "the left margin"},
		}
		corner := color.NRGBA{}
		if tc.maskable {
			corner = bg // a maskable icon fills its square
		}
		checks = append(checks, struct {
			fx, fy float64
			want   color.NRGBA
			what   string
		}{0, 0, corner, "the corner"})
		for _, c := range checks {
			if got := at(c.fx, c.fy); got != c.want {
				t.Errorf("%d px (maskable %v): %s is %v, want %v", tc.size, tc.maskable, c.what, got, c.want)
			}
		}
	}
	// The five dots stay in a maskable icon's safe zone, the central circle of radius 0.4.
	for _, d := range emblemDots {
		if r := math.Hypot(d[0]-0.5, d[1]-0.5) + emblemRadius; r > 0.4 {
			t.Errorf("the dot at %v reaches %.3f from the centre, outside the safe zone", d, r)
		}
	}
	// Edges are smoothed: some pixels lie between the background and a dot.
	img := Icon(192, false)
	blended := 0
	for y := 0; y < 192; y++ {
		for x := 0; x < 192; x++ {
			if c := img.NRGBAAt(x, y); c != bg && c != text && c != accent && c.A == 255 {
				blended++
			}
		}
	}
	if blended == 0 {
		t.Errorf("no anti-aliased pixels in the 192 px icon")
	}
}

// The first screen is in index.html itself, from the puzzle registry: for every puzzle in the menu's
// order a heading with its title, its blurb, a link to today's game of its daily size, and a link to a
// game of each of its sizes by the size's name; and it costs the page only a few KB.
func TestFirstScreenHTML(t *testing.T) {
	in := newSiteInput(t, fakeGame(0))
	out := filepath.Join(t.TempDir(), "web")
	build(t, in, out, 5)
	index := string(read(t, filepath.Join(out, "index.html")))
	at := 0
	for _, p := range FirstScreen() {
		heading := fmt.Sprintf(`<h2><a href="#%s">%s</a></h2>`, html.EscapeString(p.Sizes[0].ID), html.EscapeString(p.Title))
		i := strings.Index(index, heading)
		if i < at {
			t.Errorf("index.html has no heading %s after the previous puzzle's", heading)
			continue
		}
		at = i
		card := index[i:]
		card = card[:strings.Index(card, "</li>\n")]
		for _, want := range []string{`<p class="blurb">` + html.EscapeString(p.Blurb) + "</p>",
			fmt.Sprintf(`data-daily="%s" href="#%s">Today's game`, p.Daily, p.Daily)} {
			if !strings.Contains(card, want) {
				t.Errorf("%s's card lacks %s", p.Name, want)
			}
		}
		for _, size := range p.Sizes {
			if want := fmt.Sprintf(`<a href="#%s">%s</a>`, html.EscapeString(size.ID), html.EscapeString(size.Name)); !strings.Contains(card, want) {
				t.Errorf("%s's card lacks %s", p.Name, want)
			}
		}
	}
	names := registry.Names()
	if got := len(FirstScreen()); got != len(names) || got < 5 {
		t.Errorf("the first screen has %d puzzles; the registry %d", got, len(names))
	}
	// The daily size is the menu's: Clock's classic preset names one fixed game, so its daily game is
	// drawn from the random start instead.
	for _, p := range FirstScreen() {
		if p.Name == "clock" && p.Daily != "clock:n4k2r" {
			t.Errorf("Clock's daily size is %s, want clock:n4k2r", p.Daily)
		}
	}
	start, end := strings.Index(index, `<div id="first">`), strings.Index(index, "</ul>\n</div></div>")
	if start < 0 || end < start {
		t.Fatal("index.html has no first screen")
	}
	var b bytes.Buffer
	w, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	w.Write([]byte(index[start:end]))
	w.Close()
	if b.Len() > 3000 {
		t.Errorf("the first screen's HTML is %d bytes, %d gzipped; want a few KB at most", end-start, b.Len())
	}
	t.Logf("the first screen's HTML: %d bytes, %d gzipped; the whole page %d bytes", end-start, b.Len(), len(index))
}
