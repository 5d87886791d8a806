package kit

import (
	"image"
	"image/color"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/assets"
)

// Every sprite, and a mask of every alpha in three colours, comes out of spriteImage with the pixels
// Ebitengine's NewImageFromImage gives it.
func TestSpriteImageAsEbitengine(t *testing.T) {
	entries, err := os.ReadDir("../../assets/sprites")
	if err != nil {
		t.Fatal(err)
	}
	imgs := map[string]image.Image{}
	for _, e := range entries {
		if name, ok := strings.CutSuffix(e.Name(), ".mask"); ok {
			imgs[name] = assets.Sprite(name)
		}
	}
	if len(imgs) < 10 {
		t.Fatalf("%d sprites found", len(imgs))
	}
	ramp := image.NewNRGBA(image.Rect(0, 0, 256, 3))
	for a := 0; a < 256; a++ {
		for y, c := range []color.NRGBA{{255, 255, 255, 0}, {200, 17, 90, 0}, {0, 128, 255, 0}} {
			c.A = uint8(a)
			ramp.SetNRGBA(a, y, c)
		}
	}
	imgs["ramp"] = ramp
	for name, src := range imgs {
		b := src.Bounds()
		got, want := make([]byte, 4*b.Dx()*b.Dy()), make([]byte, 4*b.Dx()*b.Dy())
		spriteImage(src).ReadPixels(got)
		ebiten.NewImageFromImage(src).ReadPixels(want)
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s: byte %d (pixel %d, %d) is %d, Ebitengine's %d", name, i, i/4%b.Dx(), i/4/b.Dx(), got[i], want[i])
				break
			}
		}
	}
}
