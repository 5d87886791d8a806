package contrast

import (
	"image/color"
	"math"
	"testing"
)

// TestSharmaPairs checks DeltaE2000 against the test data Sharma, Wu and Dalal published with their
// notes on implementing CIEDE2000 (2005): all 34 pairs, to their four decimals.
func TestSharmaPairs(t *testing.T) {
	pairs := []struct {
		a, b Lab
		want float64
	}{
		{Lab{50, 2.6772, -79.7751}, Lab{50, 0, -82.7485}, 2.0425},
		{Lab{50, 3.1571, -77.2803}, Lab{50, 0, -82.7485}, 2.8615},
		{Lab{50, 2.8361, -74.0200}, Lab{50, 0, -82.7485}, 3.4412},
		{Lab{50, -1.3802, -84.2814}, Lab{50, 0, -82.7485}, 1.0000},
		{Lab{50, -1.1848, -84.8006}, Lab{50, 0, -82.7485}, 1.0000},
		{Lab{50, -0.9009, -85.5211}, Lab{50, 0, -82.7485}, 1.0000},
		{Lab{50, 0, 0}, Lab{50, -1, 2}, 2.3669},
		{Lab{50, -1, 2}, Lab{50, 0, 0}, 2.3669},
		{Lab{50, 2.4900, -0.0010}, Lab{50, -2.4900, 0.0009}, 7.1792},
		{Lab{50, 2.4900, -0.0010}, Lab{50, -2.4900, 0.0010}, 7.1792},
		{Lab{50, 2.4900, -0.0010}, Lab{50, -2.4900, 0.0011}, 7.2195},
		{Lab{50, 2.4900, -0.0010}, Lab{50, -2.4900, 0.0012}, 7.2195},
		{Lab{50, -0.0010, 2.4900}, Lab{50, 0.0009, -2.4900}, 4.8045},
		{Lab{50, -0.0010, 2.4900}, Lab{50, 0.0010, -2.4900}, 4.8045},
		{Lab{50, -0.0010, 2.4900}, Lab{50, 0.0011, -2.4900}, 4.7461},
		{Lab{50, 2.5, 0}, Lab{50, 0, -2.5}, 4.3065},
		{Lab{50, 2.5, 0}, Lab{73, 25, -18}, 27.1492},
		{Lab{50, 2.5, 0}, Lab{61, -5, 29}, 22.8977},
		{Lab{50, 2.5, 0}, Lab{56, -27, -3}, 31.9030},
		{Lab{50, 2.5, 0}, Lab{58, 24, 15}, 19.4535},
		{Lab{50, 2.5, 0}, Lab{50, 3.1736, 0.5854}, 1.0000},
		{Lab{50, 2.5, 0}, Lab{50, 3.2972, 0}, 1.0000},
		{Lab{50, 2.5, 0}, Lab{50, 1.8634, 0.5757}, 1.0000},
		{Lab{50, 2.5, 0}, Lab{50, 3.2592, 0.3350}, 1.0000},
		{Lab{60.2574, -34.0099, 36.2677}, Lab{60.4626, -34.1751, 39.4387}, 1.2644},
		{Lab{63.0109, -31.0961, -5.8663}, Lab{62.8187, -29.7946, -4.0864}, 1.2630},
		{Lab{61.2901, 3.7196, -5.3901}, Lab{61.4292, 2.2480, -4.9620}, 1.8731},
		{Lab{35.0831, -44.1164, 3.7933}, Lab{35.0232, -40.0716, 1.5901}, 1.8645},
		{Lab{22.7233, 20.0904, -46.6940}, Lab{23.0331, 14.9730, -42.5619}, 2.0373},
		{Lab{36.4612, 47.8580, 18.3852}, Lab{36.2715, 50.5065, 21.2231}, 1.4146},
		{Lab{90.8027, -2.0831, 1.4410}, Lab{91.1528, -1.6435, 0.0447}, 1.4441},
		{Lab{90.9257, -0.5406, -0.9208}, Lab{88.6381, -0.8985, -0.7239}, 1.5381},
		{Lab{6.7747, -0.2908, -2.4247}, Lab{5.8714, -0.0985, -2.2286}, 0.6377},
		{Lab{2.0776, 0.0795, -1.1350}, Lab{0.9033, -0.0636, -0.5514}, 0.9082},
	}
	for i, p := range pairs {
		got := DeltaE2000(p.a, p.b)
		if math.Abs(got-p.want) > 0.00005 {
			t.Errorf("pair %d: ΔE00(%v, %v) = %.5f; want %.4f", i+1, p.a, p.b, got, p.want)
		}
		if back := DeltaE2000(p.b, p.a); math.Abs(back-got) > 1e-9 {
			t.Errorf("pair %d: not symmetric: %.6f vs %.6f", i+1, got, back)
		}
	}
}

// TestLab checks the sRGB to CIELAB conversion at the white point, black and the primaries' well-known
// values.
func TestLab(t *testing.T) {
	cases := []struct {
		c    color.NRGBA
		want Lab
	}{
		{color.NRGBA{255, 255, 255, 255}, Lab{100, 0, 0}},
		{color.NRGBA{0, 0, 0, 255}, Lab{0, 0, 0}},
		{color.NRGBA{255, 0, 0, 255}, Lab{53.24, 80.09, 67.20}},
		{color.NRGBA{0, 255, 0, 255}, Lab{87.73, -86.18, 83.18}},
		{color.NRGBA{0, 0, 255, 255}, Lab{32.30, 79.19, -107.86}},
	}
	for _, c := range cases {
		got := ToLab(c.c)
		if math.Abs(got.L-c.want.L) > 0.05 || math.Abs(got.A-c.want.A) > 0.1 || math.Abs(got.B-c.want.B) > 0.1 {
			t.Errorf("ToLab(%v) = %.2f; want %.2f", c.c, got, c.want)
		}
	}
}

// TestVisions checks the simulations' fixed points and the confusions they model: a grey stays grey in
// each, red and green merge for a protanope and a deuteranope (but not with normal vision), and blue
// and green come closer for a tritanope.
func TestVisions(t *testing.T) {
	grey := color.NRGBA{128, 128, 128, 255}
	for _, v := range Visions {
		if d := v.Difference(grey, v.See(grey)); d > 1.5 {
			t.Errorf("%s moves mid grey by ΔE00 %.2f", v.Name, d)
		}
	}
	red, green := color.NRGBA{200, 60, 40, 255}, color.NRGBA{90, 140, 40, 255}
	normal := Visions[0].Difference(red, green)
	for _, v := range Visions[1:3] {
		if d := v.Difference(red, green); d > normal/3 {
			t.Errorf("%s: red/green ΔE00 %.1f, normal %.1f; want them confused", v.Name, d, normal)
		}
	}
	blue, teal := color.NRGBA{40, 90, 220, 255}, color.NRGBA{40, 160, 160, 255}
	if d, n := Visions[3].Difference(blue, teal), Visions[0].Difference(blue, teal); d >= n {
		t.Errorf("tritanopia: blue/teal ΔE00 %.1f, not below normal %.1f", d, n)
	}
}
