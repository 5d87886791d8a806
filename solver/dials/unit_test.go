package dials

import (
	"fmt"
	"testing"

	"quintet/rules/dials"
)

// The rule the help states: A has an inverse mod q exactly when det A is a unit mod q, gcd(det A, q) = 1
// — not merely when det A ≢ 0, which is the same thing only for prime q. Checked on every 2×2 matrix
// for q = 2 … 8 against a brute-force search for an inverse, with the rules' Det; and for q = 6 (the
// kernel page's modulus) on every two-button game, where Explain gives A⁻¹ exactly then and A·A⁻¹ = I.
func TestInverseExactlyWhenDetIsAUnit(t *testing.T) {
	for q := 2; q <= 8; q++ {
		nonzeroNoInverse := 0
		for v := 0; v < q*q*q*q; v++ {
			a := [][]int{{v % q, v / q % q}, {v / (q * q) % q, v / (q * q * q)}}
			det := dials.Det(a, q)
			has := false
			for w := 0; w < q*q*q*q && !has; w++ {
				b00, b01, b10, b11 := w%q, w/q%q, w/(q*q)%q, w/(q*q*q)
				has = (a[0][0]*b00+a[0][1]*b10)%q == 1 && (a[0][0]*b01+a[0][1]*b11)%q == 0 &&
					(a[1][0]*b00+a[1][1]*b10)%q == 0 && (a[1][0]*b01+a[1][1]*b11)%q == 1
			}
			if has != (gcd(det, q) == 1) {
				t.Fatalf("q = %d, A = %v: det %d, inverse %v", q, a, det, has)
			}
			if det != 0 && !has {
				nonzeroNoInverse++
			}
		}
		if prime := q == 2 || q == 3 || q == 5 || q == 7; prime != (nonzeroNoInverse == 0) {
			t.Errorf("q = %d: %d matrices with det ≢ 0 and no inverse", q, nonzeroNoInverse)
		}
	}
	const q = 6
	for v := 0; v < q*q*q*q; v++ {
		desc := fmt.Sprintf("%d%d/%d%d-AA-BA", v%q, v/q%q, v/(q*q)%q, v/(q*q*q))
		p, err := Backend.Decode("n2q6", desc)
		if err != nil {
			t.Fatalf("%s: %v", desc, err)
		}
		e, err := Explain(p.(Position).Game)
		if err != nil {
			t.Fatalf("%s: %v", desc, err)
		}
		if unit := gcd(e.Det, q) == 1; unit != (e.Inverse != nil) {
			t.Fatalf("%s: det %d, inverse %v", desc, e.Det, e.Inverse)
		}
		if e.Inverse != nil {
			if id := MulMat(e.A, e.Inverse, q); fmt.Sprint(id) != "[[1 0] [0 1]]" {
				t.Fatalf("%s: A·A⁻¹ = %v", desc, id)
			}
		}
	}
}
