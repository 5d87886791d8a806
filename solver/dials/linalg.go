package dials

// Linear algebra over Z_q for any modulus q ≥ 2, prime or not.
//
// Z_q is not a field when q is composite, but it is a principal ideal ring, and every square matrix
// over it can still be brought to diagonal form by invertible row and column operations: the
// elimination below uses only swaps and 2×2 integer transforms of determinant 1, which are invertible
// modulo every q. The diagonal need not form a divisibility chain (a Smith normal form proper); any
// diagonal is enough to read off the solutions of x·M ≡ d.

// diagonal is a factorisation U·M·V ≡ D (mod q) with U, V invertible modulo q and D diagonal.
type diagonal struct {
	q    int
	d    []int   // D's diagonal, each in 0..q−1
	u, v [][]int // n×n, invertible mod q
}

// diagonalise computes U, V and D for the n×n matrix m over Z_q. Entries stay in 0..q−1 throughout, so
// nothing can overflow; the work is O(n³·log q).
func diagonalise(m [][]int, q int) diagonal {
	n := len(m)
	a := make([][]int, n)
	for i := range a {
		a[i] = make([]int, n)
		for j := range a[i] {
			a[i][j] = mod(m[i][j], q)
		}
	}
	u, v := identity(n), identity(n)
	for k := 0; k < n; k++ {
		// Pivot: the nonzero entry of the lower-right block with the fewest steps to go (smallest
		// gcd with q); none means the rest of the diagonal is zero.
		pi, pj, best := -1, -1, q+1
		for i := k; i < n; i++ {
			for j := k; j < n; j++ {
				if a[i][j] != 0 {
					if g := gcd(a[i][j], q); g < best {
						pi, pj, best = i, j, g
					}
				}
			}
		}
		if pi < 0 {
			break
		}
		a[k], a[pi] = a[pi], a[k]
		u[k], u[pi] = u[pi], u[k]
		swapColumns(a, k, pj)
		swapColumns(v, k, pj)
		// Clear column k below the pivot and row k right of it. A 2×2 transform that does not just
		// subtract a multiple replaces the pivot by a proper divisor of it (as an integer), so the
		// pivot shrinks each time clearing one side spoils the other, and the loop ends.
		for dirty := true; dirty; {
			dirty = false
			for i := k + 1; i < n; i++ {
				if a[i][k] != 0 {
					s, t, x, y := combine(a[k][k], a[i][k])
					transformRows(a, k, i, s, t, x, y, q)
					transformRows(u, k, i, s, t, x, y, q)
				}
			}
			for j := k + 1; j < n; j++ {
				if a[k][j] != 0 {
					s, t, x, y := combine(a[k][k], a[k][j])
					transformColumns(a, k, j, s, t, x, y, q)
					transformColumns(v, k, j, s, t, x, y, q)
					dirty = true
				}
			}
			if dirty {
				dirty = false
				for i := k + 1; i < n; i++ {
					if a[i][k] != 0 {
						dirty = true
					}
				}
			}
		}
	}
	d := make([]int, n)
	for i := range d {
		d[i] = a[i][i]
	}
	return diagonal{q: q, d: d, u: u, v: v}
}

// combine returns an integer matrix [s t; x y] of determinant 1 with s·a + t·b = gcd(a, b) and
// x·a + y·b = 0, for a > 0 and b ≥ 0. When a divides b it is the plain elimination [1 0; −b/a 1],
// which leaves the pivot a as it is.
func combine(a, b int) (s, t, x, y int) {
	if b%a == 0 {
		return 1, 0, -(b / a), 1
	}
	g, s, t := extendedGCD(a, b)
	return s, t, -(b / g), a / g
}

// transformRows replaces rows k and i of m by s·row_k + t·row_i and x·row_k + y·row_i (mod q).
func transformRows(m [][]int, k, i, s, t, x, y, q int) {
	rk, ri := m[k], m[i]
	for j := range rk {
		a, b := rk[j], ri[j]
		rk[j] = mod(s*a+t*b, q)
		ri[j] = mod(x*a+y*b, q)
	}
}

// transformColumns is transformRows for columns k and j.
func transformColumns(m [][]int, k, j, s, t, x, y, q int) {
	for _, row := range m {
		a, b := row[k], row[j]
		row[k] = mod(s*a+t*b, q)
		row[j] = mod(x*a+y*b, q)
	}
}

func swapColumns(m [][]int, i, j int) {
	for _, row := range m {
		row[i], row[j] = row[j], row[i]
	}
}

func identity(n int) [][]int {
	m := make([][]int, n)
	for i := range m {
		m[i] = make([]int, n)
		m[i][i] = 1
	}
	return m
}

func mod(a, q int) int {
	a %= q
	if a < 0 {
		a += q
	}
	return a
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// extendedGCD returns g = gcd(a, b) ≥ 0 and s, t with s·a + t·b = g.
func extendedGCD(a, b int) (g, s, t int) {
	s0, t0, s1, t1 := 1, 0, 0, 1
	for b != 0 {
		k := a / b
		a, b = b, a-k*b
		s0, s1 = s1, s0-k*s1
		t0, t1 = t1, t0-k*t1
	}
	return a, s0, t0
}

// inverse returns a⁻¹ mod m for gcd(a, m) = 1 (and 0 when m = 1).
func inverse(a, m int) int {
	if m == 1 {
		return 0
	}
	_, s, _ := extendedGCD(mod(a, m), m)
	return mod(s, m)
}
