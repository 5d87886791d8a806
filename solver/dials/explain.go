package dials

import (
	"context"
	"fmt"

	"quintet/rules/dials"
	"quintet/rules/puzzle"
)

// Explanation is the linear algebra behind a Dials position, the data the help's pages draw: the
// buttons as the columns of A over Z_q, d = target − now, and the presses x with A·x = d — by the
// inverse x = A⁻¹·d when A has one, and for a two-button game without one, every press vector, the
// kernel and the solutions. quintet-solve dials explain prints it.
type Explanation struct {
	N int `json:"n"`
	Q int `json:"q"`
	// A has button b's signature as column b.
	A   [][]int `json:"a"`
	Det int     `json:"det"` // det A mod q
	// DetInverse is det⁻¹ mod q and Inverse is A⁻¹ = det⁻¹ · adj A; both absent when det is no unit.
	DetInverse int     `json:"det_inverse,omitempty"`
	Inverse    [][]int `json:"inverse,omitempty"`
	Start      []int   `json:"start"` // the word now
	Target     []int   `json:"target"`
	D          []int   `json:"d"` // target − start, mod q
	// Reachable says some presses reach the target; X is then the fewest (A⁻¹·d when A is
	// invertible, the solver's otherwise), Total their sum and Steps the presses added button by button.
	Reachable bool   `json:"reachable"`
	X         []int  `json:"x,omitempty"`
	Total     int    `json:"total"`
	Steps     []Step `json:"steps,omitempty"`
	// Kernel is every press vector of a two-button game whose A has no inverse.
	Kernel *Kernel `json:"kernel,omitempty"`
}

// Step is one button's presses added to the word: Presses × Column = Added, giving Word.
type Step struct {
	Button  int   `json:"button"` // 0-based
	Presses int   `json:"presses"`
	Column  []int `json:"column"`
	Added   []int `json:"added"`
	Word    []int `json:"word"` // the word after this button's presses
}

// Kernel is every press vector (x₁, x₂) of a two-button game: those that change nothing, and those that
// reach the target with their totals; Best is the least total (the lowest buttons first on a tie).
type Kernel struct {
	Zero      [][2]int `json:"zero"`
	Solutions []Press2 `json:"solutions"`
	Best      [2]int   `json:"best"`
	Least     int      `json:"least"`
	Most      int      `json:"most"`
}

// Press2 is a press vector of a two-button game that reaches the target, and its total.
type Press2 struct {
	X     [2]int `json:"x"`
	Total int    `json:"total"`
}

// Explain explains a Dials position (registry.Explainer).
func (backend) Explain(p puzzle.Position) (any, error) {
	pos, ok := p.(Position)
	if !ok {
		return nil, fmt.Errorf("dials: not a Dials position: %T", p)
	}
	return Explain(pos.Game)
}

// Explain works out g's linear algebra. The presses are checked against the solver's: an error says
// they differ (a bug).
func Explain(g *dials.Game) (*Explanation, error) {
	n, q := g.N, g.Q
	e := &Explanation{N: n, Q: q, A: make([][]int, n), Start: append([]int(nil), g.Now...),
		Target: append([]int(nil), g.Target...), D: g.Diff()}
	for i := range e.A {
		e.A[i] = make([]int, n)
		for j := range e.A[i] {
			e.A[i][j] = g.M[j][i]
		}
	}
	e.Det = dials.Det(e.A, q)
	t, err := For(context.Background(), g)
	if err != nil {
		return nil, err
	}
	sol := t.Solve(g)
	e.Reachable = sol.Reachable
	if gcd(e.Det, q) == 1 {
		e.DetInverse = inverse(e.Det, q)
		e.Inverse = adjugate(e.A, q)
		for i := range e.Inverse {
			for j := range e.Inverse[i] {
				e.Inverse[i][j] = e.Inverse[i][j] * e.DetInverse % q
			}
		}
		e.X = MulVec(e.Inverse, e.D, q)
		if !sol.Reachable || fmt.Sprint(sol.Presses) != fmt.Sprint(e.X) {
			return nil, fmt.Errorf("the presses A⁻¹·d = %v differ from the solver's %v", e.X, sol.Presses)
		}
	} else if sol.Reachable {
		e.X = sol.Presses
	}
	if n == 2 && e.Inverse == nil {
		e.Kernel = kernel(e, q)
		if sol.Reachable != (len(e.Kernel.Solutions) > 0) || sol.Reachable && sol.Total != e.Kernel.Least {
			return nil, fmt.Errorf("the least total is %d, the solver says %d", e.Kernel.Least, sol.Total)
		}
	}
	word := append([]int(nil), e.Start...)
	for b, x := range e.X {
		e.Total += x
		s := Step{Button: b, Presses: x, Column: make([]int, n), Added: make([]int, n)}
		for j := range word {
			s.Column[j] = e.A[j][b]
			s.Added[j] = e.A[j][b] * x % q
			word[j] = (word[j] + s.Added[j]) % q
		}
		s.Word = append([]int(nil), word...)
		e.Steps = append(e.Steps, s)
	}
	return e, nil
}

// WordAfter is the word once buttons 1..b have had their presses (the start for b = 0).
func (e *Explanation) WordAfter(b int) []int {
	if b == 0 {
		return e.Start
	}
	return e.Steps[b-1].Word
}

// adjugate is adj m mod q: the cofactors (determinants of the minors, signed), transposed.
func adjugate(m [][]int, q int) [][]int {
	n := len(m)
	adj := make([][]int, n)
	for i := range adj {
		adj[i] = make([]int, n)
	}
	if n == 1 {
		adj[0][0] = 1 % q
		return adj
	}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			minor := make([][]int, 0, n-1)
			for i := 0; i < n; i++ {
				if i == r {
					continue
				}
				row := make([]int, 0, n-1)
				for j := 0; j < n; j++ {
					if j != c {
						row = append(row, m[i][j])
					}
				}
				minor = append(minor, row)
			}
			cof := dials.Det(minor, q)
			if (r+c)%2 == 1 {
				cof = (q - cof) % q
			}
			adj[c][r] = cof
		}
	}
	return adj
}

// kernel tries every press vector of a two-button game.
func kernel(e *Explanation, q int) *Kernel {
	k := &Kernel{Zero: [][2]int{}, Solutions: []Press2{}, Least: -1}
	for x1 := 0; x1 < q; x1++ {
		for x0 := 0; x0 < q; x0++ {
			zero, hit := true, true
			for j := 0; j < 2; j++ {
				v := (x0*e.A[j][0] + x1*e.A[j][1]) % q
				zero = zero && v == 0
				hit = hit && v == e.D[j]
			}
			x := [2]int{x0, x1}
			if zero {
				k.Zero = append(k.Zero, x)
			}
			if hit {
				k.Solutions = append(k.Solutions, Press2{x, x0 + x1})
				if k.Least < 0 || x0+x1 < k.Least {
					k.Best, k.Least = x, x0+x1
				}
				k.Most = max(k.Most, x0+x1)
			}
		}
	}
	return k
}

// MulVec is m·v mod q.
func MulVec(m [][]int, v []int, q int) []int {
	out := make([]int, len(m))
	for i := range m {
		s := 0
		for j := range v {
			s += m[i][j] * v[j]
		}
		out[i] = s % q
	}
	return out
}

// MulMat is a·b mod q.
func MulMat(a, b [][]int, q int) [][]int {
	out := make([][]int, len(a))
	for i := range out {
		out[i] = make([]int, len(b[0]))
		for j := range out[i] {
			s := 0
			for k := range b {
				s += a[i][k] * b[k][j]
			}
			out[i][j] = s % q
		}
	}
	return out
}

// KernelID is the help's two-button game over Z_6 whose matrix has no inverse: the buttons turn the
// first display by 2 and by 3, and the target needs it turned by 1.
const KernelID = "dials:n2q6:20/30-AA-BA"

// Work explains the help's two games: the worked example (Info.Example), whose matrix must have an
// inverse, and KernelID's, which must have none.
func Work() (example, kernel *Explanation, err error) {
	ps, err := puzzle.ExamplePositions(Backend)
	if err != nil {
		return nil, nil, err
	}
	if example, err = Explain(ps[0].(Position).Game); err != nil {
		return nil, nil, err
	}
	if example.Inverse == nil {
		return nil, nil, fmt.Errorf("the example's matrix has no inverse mod %d (det %d)", example.Q, example.Det)
	}
	k, err := puzzle.OpenID(Backend, KernelID)
	if err != nil {
		return nil, nil, err
	}
	if kernel, err = Explain(k.(Position).Game); err != nil {
		return nil, nil, err
	}
	if kernel.Kernel == nil {
		return nil, nil, fmt.Errorf("%s has an inverse: no kernel to show", KernelID)
	}
	return example, kernel, nil
}
