package main

import (
	"bytes"
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"quintet/assets"
)

// gameRunes is every character in the string and rune literals of the game's Go files (not tests):
// what it can draw.
func gameRunes(t *testing.T) map[rune]bool {
	runes := map[rune]bool{}
	for _, dir := range []string{"game", "scenes", "rules", "solver", "cmd/quintet"} {
		err := filepath.WalkDir(filepath.Join("..", "..", dir), func(path string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			src, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			var s scanner.Scanner
			fs := token.NewFileSet()
			s.Init(fs.AddFile(path, -1, len(src)), src, nil, 0)
			for {
				_, tok, lit := s.Scan()
				if tok == token.EOF {
					return nil
				}
				if tok != token.STRING && tok != token.CHAR {
					continue
				}
				if tok == token.CHAR {
					lit = `"` + strings.Trim(lit, "'") + `"`
				}
				u, err := strconv.Unquote(lit)
				if err != nil {
					continue // a rune literal of a quote
				}
				for _, r := range u {
					runes[r] = true
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return runes
}

// outline is a glyph's segments and advance, or ok false when the font has no glyph for r.
func outline(t *testing.T, f *sfnt.Font, r rune) (segs sfnt.Segments, adv fixed.Int26_6, ok bool) {
	var b sfnt.Buffer
	g, err := f.GlyphIndex(&b, r)
	if err != nil || g == 0 {
		return nil, 0, false
	}
	segs, err = f.LoadGlyph(&b, g, fixed.I(64), nil)
	if err != nil {
		t.Fatalf("%q: %v", r, err)
	}
	adv, err = f.GlyphAdvance(&b, g, fixed.I(64), 0)
	if err != nil {
		t.Fatalf("%q: %v", r, err)
	}
	return append(sfnt.Segments(nil), segs...), adv, true
}

// The embedded fonts are what fontgen makes of the Go fonts; every character in the game's strings
// that the Go fonts draw is drawn alike by them (outline and advance), and characters of scripts and
// symbols the game does not use (Cyrillic, Greek, integrals, sums) have no outline left.
func TestEmbeddedFontsAreTheSubsets(t *testing.T) {
	runes := gameRunes(t)
	if !runes['…'] || !runes['≤'] || !runes['A'] {
		t.Fatalf("the scan of the game's strings missed characters it uses (%d found)", len(runes))
	}
	for _, c := range []struct {
		name      string
		full, emb []byte
	}{{"regular", goregular.TTF, assets.Regular}, {"bold", gobold.TTF, assets.Bold}, {"mono", gomono.TTF, assets.Mono}} {
		sub, err := Subset(c.full, Kept)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(sub, c.emb) {
			t.Fatalf("%s: the embedded font is not fontgen's output: run go generate ./assets/...", c.name)
		}
		full, err := sfnt.Parse(c.full)
		if err != nil {
			t.Fatal(err)
		}
		emb, err := sfnt.Parse(c.emb)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for r := range runes {
			fs, fa, ok := outline(t, full, r)
			if !ok {
				continue
			}
			es, ea, _ := outline(t, emb, r)
			if len(es) != len(fs) || ea != fa {
				t.Errorf("%s: %q (U+%04X) has %d segments and advance %v, the Go font %d and %v", c.name, r, r, len(es), ea, len(fs), fa)
				continue
			}
			for i := range fs {
				if es[i] != fs[i] {
					t.Errorf("%s: %q differs from the Go font's", c.name, r)
					break
				}
			}
		}
		for _, r := range "Жα∫∑" { // Cyrillic, Greek, mathematical and technical symbols no string uses
			if es, _, ok := outline(t, emb, r); !ok || len(es) != 0 {
				t.Errorf("%s: %c kept its outline (%d segments): nothing was left out", c.name, r, len(es))
			}
		}
		if _, err := emb.Name(nil, sfnt.NameIDFamily); err == nil {
			t.Errorf("%s: the name table was kept", c.name)
		}
	}
}
