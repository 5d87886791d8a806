package glyph_test

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"

	"quintet/assets"
	"quintet/game/gametest"
	"quintet/game/glyph"
)

func TestMain(m *testing.M) { gametest.Main(m) }

// The faces draw what Ebitengine's text/v2 draws through a GoXFace of the same opentype face, pixel for
// pixel, and measure the same advances: every font, small to large sizes (every sub-pixel step), each
// alignment, one and several lines, kerned pairs and symbols, at fractional positions, part off the
// image. text/v2 is imported here only, so the comparison costs the game nothing.
func TestDrawsAsTextV2(t *testing.T) {
	texts := []string{
		"AVAWAY To Ty Wo Yo P. F, L’",
		"Hash — m = 82 · n ≤ 12 ½ ∑ → ✓ ✗ ×÷ αβγ",
		"two lines\nthe second, longer one",
		"a\r\nb\n\nafter a blank line\n",
		"Öffne «Zürich» ¿qué? 0123456789 (x,y)",
		"bad \xff byte and a tab\there",
	}
	fonts := map[string][]byte{"regular": assets.Regular, "bold": assets.Bold, "mono": assets.Mono}
	const w, h = 420, 150
	ours, theirs := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	a, b := make([]byte, 4*w*h), make([]byte, 4*w*h)
	checked := 0
	for name, data := range fonts {
		src, err := opentype.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		for _, size := range []float64{9, 11.5, 14, 17.25, 26, 41, 63} {
			of, err := opentype.NewFace(src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
			if err != nil {
				t.Fatal(err)
			}
			gx := text.NewGoXFace(of)
			g, err := glyph.New(src, size, glyph.HasKerning(data))
			if err != nil {
				t.Fatal(err)
			}
			for ti, s := range texts {
				if got, want := g.Advance(s), text.Advance(s, gx); got != want {
					t.Errorf("%s %g: Advance(%q) = %g, text/v2 says %g", name, size, s, got, want)
				}
				for align := 0; align < 3; align++ {
					for _, middle := range []bool{false, true} {
						x := []float64{3.3, w / 2, w - 4.6}[align] + float64(ti)*0.13
						y := 2.7 + float64(ti)*0.29
						if middle {
							y = h/2 + 0.41
						}
						if ti == 2 {
							y -= size // partly above the image
						}
						ours.Clear()
						theirs.Clear()
						l := glyph.Layout{Align: align, Middle: middle, LineSpacing: size * 1.3}
						op := &ebiten.DrawImageOptions{}
						op.ColorScale.ScaleWithColor(color.NRGBA{200, 230, 40, 255})
						g.Draw(ours, s, x, y, l, op)
						top := &text.DrawOptions{}
						top.LineSpacing = size * 1.3
						top.PrimaryAlign = text.Align(align)
						if middle {
							top.SecondaryAlign = text.AlignCenter
						}
						top.GeoM.Translate(x, y)
						top.ColorScale.ScaleWithColor(color.NRGBA{200, 230, 40, 255})
						text.Draw(theirs, s, gx, top)
						ours.ReadPixels(a)
						theirs.ReadPixels(b)
						if d := differ(a, b, w); d != "" {
							t.Fatalf("%s %g, %q, align %d, middle %v at (%g, %g): %s", name, size, s, align, middle, x, y, d)
						}
						checked++
					}
				}
			}
		}
	}
	if checked != 3*7*len(texts)*6 {
		t.Fatalf("compared %d drawings", checked)
	}
	// Something was drawn: the last drawing is not blank.
	blank := true
	for _, v := range a {
		blank = blank && v == 0
	}
	if blank {
		t.Fatal("the drawings are blank")
	}
}

func differ(a, b []byte, w int) string {
	n, first := 0, image.Point{-1, -1}
	for i := range a {
		if a[i] != b[i] {
			if n == 0 {
				first = image.Pt(i/4%w, i/4/w)
			}
			n++
		}
	}
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d bytes differ, the first at pixel %v", n, first)
}

// A space the font lacks is blank and narrower than a digit: the Go fonts have no thin space, with which
// the game groups the digits of large numbers ("507 131"), and drew the "missing" box there.
func TestSpacesTheFontLacks(t *testing.T) {
	img := ebiten.NewImage(120, 60)
	pix := make([]byte, 4*120*60)
	for name, data := range map[string][]byte{"regular": assets.Regular, "bold": assets.Bold, "mono": assets.Mono} {
		src, err := opentype.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		g, err := glyph.New(src, 26, true)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range []rune{'\u2009', '\u202f', '\u2002'} {
			s := string(r)
			if w, digit := g.Advance(s), g.Advance("0"); w <= 0 || w > digit {
				t.Errorf("%s: %U is %g wide; want more than 0 and at most a digit's %g", name, r, w, digit)
			}
			img.Clear()
			g.Draw(img, s+s+s, 10, 10, glyph.Layout{LineSpacing: 30}, &ebiten.DrawImageOptions{})
			img.ReadPixels(pix)
			for i := 3; i < len(pix); i += 4 {
				if pix[i] != 0 {
					t.Errorf("%s: %U draws something (a pixel at %d, %d); want nothing", name, r, (i/4)%120, (i/4)/120)
					break
				}
			}
		}
	}
}

// A face whose glyphs fill more sheets than it keeps lets the least recently drawn go at the next frame,
// and draws every glyph as a new face does afterwards: those let go are made again, those kept are
// where they were.
func TestSheetsLetGo(t *testing.T) {
	src, err := opentype.Parse(assets.Regular)
	if err != nil {
		t.Fatal(err)
	}
	g, err := glyph.New(src, 9, true)
	if err != nil {
		t.Fatal(err)
	}
	const w, h = 200, 40
	img := ebiten.NewImage(w, h)
	// Every rune from U+0021 to U+04FF after none to seven full stops, which move it through the
	// sub-pixel steps of 9 px text.
	var many []string
	for r := rune(0x21); r < 0x500; r++ {
		many = append(many, string(r))
	}
	for _, s := range many {
		for k := 0; k < 8; k++ {
			g.Draw(img, strings.Repeat(".", k)+s, 5, 5, glyph.Layout{LineSpacing: 12}, &ebiten.DrawImageOptions{})
		}
	}
	if n := g.Sheets(); n <= glyph.MaxSheets {
		t.Fatalf("%d runes at eight steps fill %d sheets; the test needs more than %d", len(many), n, glyph.MaxSheets)
	}
	g.NewFrame()
	if n := g.Sheets(); n > glyph.MaxSheets {
		t.Errorf("after a new frame the face keeps %d sheets, want at most %d", n, glyph.MaxSheets)
	}
	fresh, err := glyph.New(src, 9, true)
	if err != nil {
		t.Fatal(err)
	}
	a, b := make([]byte, 4*w*h), make([]byte, 4*w*h)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(color.NRGBA{30, 60, 200, 255})
	for _, s := range []string{"!\"#$%&'()", "ÀÁÂÃÄ ĀĂĄ", "ЀЁЂЃЄ ӿӾ", "Ωω ψ"} {
		for _, x := range []float64{3.25, 4.5, 7.875} {
			img.Clear()
			g.Draw(img, s, x, 9.5, glyph.Layout{LineSpacing: 12}, op)
			img.ReadPixels(a)
			img.Clear()
			fresh.Draw(img, s, x, 9.5, glyph.Layout{LineSpacing: 12}, op)
			img.ReadPixels(b)
			if d := differ(a, b, w); d != "" {
				t.Errorf("%q at x %g after sheets were let go: %s from a new face's", s, x, d)
			}
		}
	}
}

// RuneAdvance and Kern say what Advance says of one rune and of a pair less their advances, exactly,
// for letters, symbols, a space the font lacks and a rune it lacks. (The game's fonts do not kern:
// TestGameFontsDoNotKern.)
func TestRuneAdvanceAndKernAgreeWithAdvance(t *testing.T) {
	for name, data := range map[string][]byte{"regular": assets.Regular, "mono": assets.Mono} {
		src, err := opentype.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		for _, kerning := range []bool{true, false} {
			g, err := glyph.New(src, 17.25, kerning)
			if err != nil {
				t.Fatal(err)
			}
			runes := []rune("AVWYTo.,’ ½→✓\u2009\U0001F600x")
			for _, a := range runes {
				if got, want := g.RuneAdvance(a), g.Advance(string(a)); got != want {
					t.Errorf("%s: RuneAdvance(%q) = %g, Advance says %g", name, a, got, want)
				}
				for _, b := range runes {
					want := g.Advance(string([]rune{a, b})) - g.Advance(string(a)) - g.Advance(string(b))
					if got := g.Kern(a, b); got != want {
						t.Errorf("%s: Kern(%q, %q) = %g, Advance says %g", name, a, b, got, want)
					}
				}
			}
		}
	}
}

// The game's fonts have no kerning tables, so their faces skip kerning; and they draw as text/v2 does
// with them (TestDrawsAsTextV2). A font with a kern or GPOS table, or data that is not a font, is
// taken to kern.
func TestGameFontsDoNotKern(t *testing.T) {
	for name, data := range map[string][]byte{"regular": assets.Regular, "bold": assets.Bold, "mono": assets.Mono} {
		if glyph.HasKerning(data) {
			t.Errorf("%s: HasKerning says yes", name)
		}
		src, err := opentype.Parse(data)
		if err != nil {
			t.Fatal(err)
		}
		of, err := opentype.NewFace(src, &opentype.FaceOptions{Size: 20, DPI: 72})
		if err != nil {
			t.Fatal(err)
		}
		for a := rune(0x20); a < 0x100; a++ {
			for b := rune(0x20); b < 0x100; b++ {
				if k := of.Kern(a, b); k != 0 {
					t.Fatalf("%s kerns %q and %q by %v, yet HasKerning says no", name, a, b, k)
				}
			}
		}
	}
	directory := func(tags ...string) []byte {
		b := []byte{0, 1, 0, 0, 0, byte(len(tags)), 0, 0, 0, 0, 0, 0}
		for _, tag := range tags {
			b = append(append(b, tag...), make([]byte, 12)...)
		}
		return b
	}
	for _, c := range []struct {
		data []byte
		want bool
	}{
		{directory("cmap", "glyf", "kern"), true},
		{directory("GPOS", "cmap"), true},
		{directory("cmap", "glyf", "hmtx"), false},
		{directory("cmap", "kern")[:20], true}, // cut short: unknown
		{[]byte("no font"), true},
	} {
		if got := glyph.HasKerning(c.data); got != c.want {
			t.Errorf("HasKerning(%q) = %v, want %v", c.data, got, c.want)
		}
	}
}
