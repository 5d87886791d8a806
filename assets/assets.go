// Package assets holds the game's embedded sprites and fonts. The sprites are drawn by the program in
// gen/ — change the art there and run `go generate ./assets/...` — as white shapes on transparency, so
// the game tints them with the palette at draw time and one set serves the dark and the light theme.
// They are stored as raw alpha masks (sprites/*.mask, gen/'s format), not PNG: the browser's download
// compresses them to a third of the PNGs' size, and the game needs no PNG decoder.
// The fonts are the Go fonts with only the glyphs the game draws (fontgen/).
package assets

//go:generate go run ./gen -out sprites
//go:generate go run ./fontgen -out fonts

import (
	"embed"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"sync"
)

//go:embed sprites/*.mask
var sprites embed.FS

var (
	mu    sync.Mutex
	cache = map[string]image.Image{}
)

// Sprite returns the named sprite (the file name without .mask). A missing or broken sprite is a
// build mistake that tests catch; at run time it gives a small magenta square rather than a crash.
func Sprite(name string) image.Image {
	mu.Lock()
	defer mu.Unlock()
	if img, ok := cache[name]; ok {
		return img
	}
	img, err := load(name)
	if err != nil {
		m := image.NewNRGBA(image.Rect(0, 0, 4, 4))
		for i := 0; i < 16; i++ {
			m.Set(i%4, i/4, color.NRGBA{255, 0, 255, 255})
		}
		img = m
	}
	cache[name] = img
	return img
}

// Check reports whether the named sprite exists and decodes.
func Check(name string) error {
	_, err := load(name)
	return err
}

func load(name string) (image.Image, error) {
	b, err := sprites.ReadFile("sprites/" + name + ".mask")
	if err != nil {
		return nil, fmt.Errorf("sprite %q: %v", name, err)
	}
	img, err := DecodeMask(b)
	if err != nil {
		return nil, fmt.Errorf("sprite %q: %v", name, err)
	}
	return img, nil
}

// DecodeMask reads a sprite's mask (gen/'s format: the width and height as big-endian 16-bit numbers,
// then one coverage byte per pixel, row by row) as a white image with that alpha.
func DecodeMask(b []byte) (*image.NRGBA, error) {
	if len(b) < 4 {
		return nil, fmt.Errorf("a mask of %d bytes has no size", len(b))
	}
	w, h := int(binary.BigEndian.Uint16(b)), int(binary.BigEndian.Uint16(b[2:]))
	if len(b) != 4+w*h {
		return nil, fmt.Errorf("a %d×%d mask of %d bytes", w, h, len(b))
	}
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i, a := range b[4:] {
		img.Pix[4*i], img.Pix[4*i+1], img.Pix[4*i+2], img.Pix[4*i+3] = 255, 255, 255, a
	}
	return img, nil
}

// Fonts: the Go fonts (golang.org/x/image/font/gofont) under their licence, fonts/LICENSE, with the
// outlines of glyphs the game never draws left out (fontgen/: Latin-1, punctuation, super- and
// subscripts, arrows and the few symbols the game draws are kept), which takes 106 KB off the
// browser's download at brotli 11.
var (
	//go:embed fonts/regular.ttf
	Regular []byte
	//go:embed fonts/bold.ttf
	Bold []byte
	//go:embed fonts/mono.ttf
	Mono []byte
)
