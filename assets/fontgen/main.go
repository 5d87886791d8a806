// Command fontgen writes the game's fonts: the Go fonts (golang.org/x/image/font/gofont) with the
// outlines of glyphs the game never draws left out. Every table but glyf and loca is kept as it is,
// and so are the glyph numbers, so the character map, advances, kerning and metrics are the
// originals; a glyph left out is an empty one. The glyph names, the font's names (the name table,
// which only sfnt's Name reads) and the hinting programs, which the game does not use, are left out
// too. Kept: ASCII and Latin-1 (the game's text, and whatever a player types into a seed), general
// punctuation, super- and subscripts, arrows, and the few mathematical symbols and shapes the game
// draws with a neighbour or two (assets' test checks that every character in the game's strings keeps
// its outline: a new symbol in a string fails it until it is added here), and the glyphs those are
// built from. Greek and the other mathematical and technical symbols, which no string uses, cost the
// browser's download 19 KB at brotli 11.
//
//	go run ./fontgen -out fonts
package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	mbits "math/bits"
	"os"
	"path/filepath"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// Kept are the character ranges whose glyphs keep their outlines (first and last, inclusive).
var Kept = [][2]rune{
	{0x20, 0x7e},     // ASCII
	{0xa0, 0xff},     // Latin-1
	{0x2000, 0x209f}, // general punctuation, superscripts and subscripts
	{0x2190, 0x21ff}, // arrows
	{0x2212, 0x2212}, // minus
	{0x2248, 0x2248}, // almost equal
	{0x2260, 0x2265}, // not equal, identical, less and greater or equal
	{0x25a0, 0x25a1}, // squares
	{0x25b2, 0x25bc}, // triangles (pointing up, right, down)
	{0x25c4, 0x25c4}, // triangle pointing left
	{0x25cb, 0x25cb}, // circle
	{0x25cf, 0x25cf}, // black circle
	{0xfffd, 0xfffd}, // the replacement character
}

func main() {
	out := flag.String("out", "fonts", "the directory to write the fonts to")
	flag.Parse()
	for name, src := range map[string][]byte{"regular.ttf": goregular.TTF, "bold.ttf": gobold.TTF, "mono.ttf": gomono.TTF} {
		b, err := Subset(src, Kept)
		if err != nil {
			fmt.Fprintf(os.Stderr, "fontgen: %s: %v\n", name, err)
			os.Exit(1)
		}
		if err := os.WriteFile(filepath.Join(*out, name), b, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "fontgen:", err)
			os.Exit(1)
		}
		fmt.Printf("%s: %d bytes of %d\n", name, len(b), len(src))
	}
}

type table struct {
	tag  string
	data []byte
}

// Subset is the font src with the outlines of glyphs outside the kept ranges (and not used by a kept
// composite glyph) left out.
func Subset(src []byte, kept [][2]rune) ([]byte, error) {
	f, err := sfnt.Parse(src)
	if err != nil {
		return nil, err
	}
	if len(src) < 12 {
		return nil, errors.New("too short")
	}
	be := binary.BigEndian
	n := int(be.Uint16(src[4:]))
	var tables []table
	byTag := map[string][]byte{}
	for i := 0; i < n; i++ {
		r := src[12+16*i:]
		off, l := be.Uint32(r[8:]), be.Uint32(r[12:])
		if int(off)+int(l) > len(src) {
			return nil, fmt.Errorf("table %q out of the file", r[:4])
		}
		t := table{tag: string(r[:4]), data: src[off : off+l]}
		tables = append(tables, t)
		byTag[t.tag] = t.data
	}
	head, maxp, loca, glyf := byTag["head"], byTag["maxp"], byTag["loca"], byTag["glyf"]
	if len(head) < 54 || len(maxp) < 6 || loca == nil || glyf == nil {
		return nil, errors.New("not a TrueType-outline font")
	}
	long := be.Uint16(head[50:]) == 1
	glyphs := int(be.Uint16(maxp[4:]))
	at := func(g int) int {
		if long {
			return int(be.Uint32(loca[4*g:]))
		}
		return 2 * int(be.Uint16(loca[2*g:]))
	}
	if need := (glyphs + 1) * map[bool]int{true: 4, false: 2}[long]; len(loca) < need {
		return nil, errors.New("loca too short")
	}
	glyph := func(g int) []byte { return glyf[at(g):at(g+1)] }

	keep := make([]bool, glyphs)
	var add func(g int) error
	add = func(g int) error {
		if g >= glyphs || keep[g] {
			return nil
		}
		keep[g] = true
		d := glyph(g)
		if len(d) < 10 || int16(be.Uint16(d)) >= 0 {
			return nil // empty or simple
		}
		for p := 10; ; { // a composite: keep its components
			if p+4 > len(d) {
				return fmt.Errorf("glyph %d: a broken composite", g)
			}
			flags, comp := be.Uint16(d[p:]), int(be.Uint16(d[p+2:]))
			if err := add(comp); err != nil {
				return err
			}
			p += 4
			if flags&0x1 != 0 { // the arguments are words
				p += 4
			} else {
				p += 2
			}
			switch {
			case flags&0x8 != 0: // one scale
				p += 2
			case flags&0x40 != 0: // x and y scales
				p += 4
			case flags&0x80 != 0: // a two-by-two matrix
				p += 8
			}
			if flags&0x20 == 0 { // no more components
				return nil
			}
		}
	}
	if err := add(0); err != nil { // .notdef
		return nil, err
	}
	var buf sfnt.Buffer
	for _, r := range kept {
		for c := r[0]; c <= r[1]; c++ {
			g, err := f.GlyphIndex(&buf, c)
			if err != nil {
				return nil, err
			}
			if g != 0 {
				if err := add(int(g)); err != nil {
					return nil, err
				}
			}
		}
	}

	var newGlyf, newLoca bytes.Buffer
	putLoca := func(off int) {
		if long {
			binary.Write(&newLoca, be, uint32(off))
		} else {
			binary.Write(&newLoca, be, uint16(off/2))
		}
	}
	for g := 0; g < glyphs; g++ {
		putLoca(newGlyf.Len())
		if keep[g] {
			newGlyf.Write(glyph(g))
			for newGlyf.Len()%4 != 0 {
				newGlyf.WriteByte(0)
			}
		}
	}
	putLoca(newGlyf.Len())

	head = bytes.Clone(head)
	be.PutUint32(head[8:], 0) // checkSumAdjustment, set below
	var out []table
	for _, t := range tables {
		switch t.tag {
		case "glyf":
			t.data = newGlyf.Bytes()
		case "loca":
			t.data = newLoca.Bytes()
		case "head":
			t.data = head
		case "post":
			if len(t.data) < 32 {
				return nil, errors.New("post too short")
			}
			t.data = bytes.Clone(t.data[:32]) // version 3: the same metrics, no glyph names
			be.PutUint32(t.data, 0x00030000)
		case "fpgm", "prep", "cvt ":
			continue // hinting programs: the game draws unhinted (font.HintingNone)
		case "name":
			continue // the font's names: only sfnt's Name reads them, and the game does not
		}
		out = append(out, t)
	}
	header := bytes.Clone(src[:12])
	be.PutUint16(header[4:], uint16(len(out)))
	sel := 1 // the directory's search fields, from the number of tables
	for sel*2 <= len(out) {
		sel *= 2
	}
	be.PutUint16(header[6:], uint16(16*sel))
	be.PutUint16(header[8:], uint16(mbits.Len(uint(sel))-1))
	be.PutUint16(header[10:], uint16(16*len(out)-16*sel))
	return write(header, out), nil
}

// write lays the tables out after the directory, each on a four-byte boundary, with their checksums
// and the head table's whole-file adjustment.
func write(header []byte, tables []table) []byte {
	be := binary.BigEndian
	out := bytes.Clone(header)
	dir := len(out)
	out = append(out, make([]byte, 16*len(tables))...)
	headAt := -1
	for i, t := range tables {
		off := len(out)
		out = append(out, t.data...)
		for len(out)%4 != 0 {
			out = append(out, 0)
		}
		r := out[dir+16*i:]
		copy(r, t.tag)
		be.PutUint32(r[4:], checksum(out[off:]))
		be.PutUint32(r[8:], uint32(off))
		be.PutUint32(r[12:], uint32(len(t.data)))
		if t.tag == "head" {
			headAt = off
		}
	}
	if headAt >= 0 {
		be.PutUint32(out[headAt+8:], 0xb1b0afba-checksum(out))
	}
	return out
}

// checksum is the sum of b's big-endian 32-bit words (b's length is a multiple of four).
func checksum(b []byte) uint32 {
	var s uint32
	for i := 0; i+4 <= len(b); i += 4 {
		s += binary.BigEndian.Uint32(b[i:])
	}
	return s
}
