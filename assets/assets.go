// Package assets holds the game's embedded sprites and fonts. The sprites are drawn by the program in
// gen/ — change the art there and run `go generate ./assets/...` — as white shapes on transparency, so
// the game tints them with the palette at draw time and one set serves the dark and the light theme.
package assets

//go:generate go run ./gen -out sprites

import (
	"bytes"
	"embed"
	"fmt"
	"image"
	"image/color"
	_ "image/png" // the sprites are PNG
	"sync"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
)

//go:embed sprites/*.png
var sprites embed.FS

var (
	mu    sync.Mutex
	cache = map[string]image.Image{}
)

// Sprite returns the named sprite (the file name without .png). A missing or broken sprite is a
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
	b, err := sprites.ReadFile("sprites/" + name + ".png")
	if err != nil {
		return nil, fmt.Errorf("sprite %q: %v", name, err)
	}
	img, _, err := image.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("sprite %q: %v", name, err)
	}
	return img, nil
}

// Fonts: the Go fonts, under the BSD licence that ships with golang.org/x/image.
var (
	Regular = goregular.TTF
	Bold    = gobold.TTF
	Mono    = gomono.TTF
)
