package gametest

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"quintet/game/input"
	"quintet/game/kit"
	"quintet/game/scene"
	"quintet/rules/puzzle"
)

// HelpAreas are the picture areas the help screen gives, in layout units: a phone held upright, held
// sideways (about 190 square, or 330×250), a small square, and desktop windows.
var HelpAreas = []image.Point{{350, 330}, {330, 250}, {188, 188}, {200, 200}, {450, 430}, {480, 480}}

// HelpWords is the most words one step of a help page may say: a page says one thing.
const HelpWords = 90

// CheckHelpPages checks a scene's help pages: every step of every page has text of at most HelpWords
// words, and every step's picture, drawn at each of HelpAreas at a unit of 1, 2 and 3 (a phone's
// pixel density), the themes in turn, into a larger image filled with a marker colour, draws nothing
// outside its area and something inside it. pos is the position the pictures may show (nil: none).
func CheckHelpPages(t *testing.T, pages []scene.HelpPage, pos puzzle.Position) {
	t.Helper()
	if len(pages) == 0 {
		t.Fatal("no help pages")
	}
	marker := color.RGBA{1, 254, 3, 255}
	// One image per size, filled with the marker afresh for each picture: a new image per picture (a new
	// texture under software GL) was most of the check's cost.
	imgs := map[image.Point]*checkImage{}
	defer func() {
		for _, c := range imgs {
			c.img.Deallocate()
		}
	}()
	for _, p := range pages {
		for s := 0; s < max(1, p.Steps); s++ {
			if p.Text == nil || strings.TrimSpace(p.Text(s)) == "" {
				t.Errorf("page %q step %d has no text", p.Title, s)
			} else if n := len(strings.Fields(p.Text(s))); n > HelpWords {
				t.Errorf("page %q step %d has %d words: a wall of text", p.Title, s, n)
			}
			if p.Draw == nil {
				t.Errorf("page %q has no picture", p.Title)
				break
			}
			// Where a picture draws does not depend on the theme, so each size is drawn in one theme, the
			// themes taken in turn (every theme meets every unit and every area).
			for ui, unit := range []int{1, 2, 3} {
				for ai, a := range HelpAreas {
					th := kit.Themes[(ui+ai+s)%len(kit.Themes)]
					where := fmt.Sprintf("page %q step %d at %dx%d ×%d, %s theme", p.Title, s, a.X, a.Y, unit, th.Name)
					checkPicture(t, where, p, s, a.Mul(unit), float64(unit), th, pos, marker, imgs)
				}
			}
		}
	}
}

// checkImage is an image a picture is drawn into, with the buffer its pixels are read into.
type checkImage struct {
	img *ebiten.Image
	px  []byte
}

// checkPicture draws one step's picture at one size into the image imgs holds for that size (made the
// first time, a texture of its own that Ebitengine's atlas never moves), filled with the marker first,
// and checks where it drew.
func checkPicture(t *testing.T, where string, p scene.HelpPage, s int, size image.Point, unit float64, th *kit.Theme, pos puzzle.Position, marker color.RGBA, imgs map[image.Point]*checkImage) {
	t.Helper()
	margin := int(24 * unit)
	whole := image.Pt(size.X+2*margin, size.Y+2*margin)
	c := imgs[whole]
	if c == nil {
		c = &checkImage{img: ebiten.NewImageWithOptions(image.Rect(0, 0, whole.X, whole.Y), &ebiten.NewImageOptions{Unmanaged: true}),
			px: make([]byte, 4*whole.X*whole.Y)}
		imgs[whole] = c
	}
	img, px := c.img, c.px
	img.Fill(marker)
	area := image.Rect(margin, margin, margin+size.X, margin+size.Y)
	p.Draw(kit.NewCanvas(img, nil), &scene.Frame{Pos: pos, Area: area, Unit: unit, Theme: th, In: &input.Input{}}, s)
	b := img.Bounds()
	img.ReadPixels(px)
	inside, outside := 0, 0
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			i := 4 * (y*b.Dx() + x)
			if px[i] == marker.R && px[i+1] == marker.G && px[i+2] == marker.B {
				continue
			}
			if image.Pt(x, y).In(area) {
				inside++
			} else {
				outside++
			}
		}
	}
	if outside > 0 {
		t.Errorf("%s: %d pixels drawn outside the area", where, outside)
	}
	if inside < size.X*size.Y/80 { // a picture of a few lines of text covers about this much
		t.Errorf("%s: only %d pixels drawn", where, inside)
	}
}
