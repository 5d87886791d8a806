package hash

import (
	"encoding/binary"
	"math/big"
	"slices"

	"quintet/solver/pace"
)

// dstate is one term of the running sum: the product of the weights of the strings already summed
// out (num / total^den) times the indicator that each live string's residue lies in its set.
type dstate struct {
	live []drawn // by string index
	num  *big.Int
	den  int
}

type drawn struct {
	u   int32
	set residues
}

func (s *dstate) get(u int32) (residues, int) {
	i, ok := slices.BinarySearchFunc(s.live, u, func(d drawn, u int32) int { return int(d.u - u) })
	if ok {
		return s.live[i].set, i
	}
	return allResidues, -1 - i
}

// oddsDP sums over an odds tree. Its states are the terms of a sum over classes of joint draws:
// each holds the residue sets of the strings still live (hashed again later) and the weight of
// everything already summed out. Two states with the same live sets add into one.
type oddsDP struct {
	o         *odds // weights
	pace      *pace.Pacer
	states    uint64 // states carried through an answer
	maxStates uint64
	peak      int // the most states one answer returned
	powT      []*big.Int
}

func (dp *oddsDP) step() error {
	dp.states++
	if dp.states > dp.maxStates {
		return errSteps
	}
	return dp.pace.Step()
}

func (dp *oddsDP) pow(n int) *big.Int {
	for len(dp.powT) <= n {
		if len(dp.powT) == 0 {
			dp.powT = append(dp.powT, big.NewInt(1))
			continue
		}
		dp.powT = append(dp.powT, new(big.Int).Mul(dp.powT[len(dp.powT)-1], dp.o.total))
	}
	return dp.powT[n]
}

// merger sums states with equal live sets.
type merger struct {
	dp   *oddsDP
	byK  map[string]*dstate
	list []*dstate
	key  []byte
}

func (dp *oddsDP) newMerger() *merger { return &merger{dp: dp, byK: map[string]*dstate{}} }

// keyOf writes the live sets as a map key.
func keyOf(buf []byte, live []drawn) []byte {
	buf = buf[:0]
	for _, d := range live {
		buf = binary.LittleEndian.AppendUint32(buf, uint32(d.u))
		for _, w := range d.set {
			buf = binary.LittleEndian.AppendUint64(buf, w)
		}
	}
	return buf
}

func (m *merger) add(s *dstate) {
	m.key = keyOf(m.key, s.live)
	e, ok := m.byK[string(m.key)]
	if !ok {
		m.byK[string(m.key)] = s
		m.list = append(m.list, s)
		return
	}
	switch {
	case e.den < s.den:
		e.num.Mul(e.num, m.dp.pow(s.den-e.den))
		e.den = s.den
	case s.den < e.den:
		s.num.Mul(s.num, m.dp.pow(e.den-s.den))
	}
	e.num.Add(e.num, s.num)
}

// with is s with u's set replaced (a new state; num is copied).
func (s *dstate) with(u int32, set residues) *dstate {
	_, i := s.get(u)
	var live []drawn
	if i >= 0 {
		live = slices.Clone(s.live)
		live[i].set = set
	} else {
		i = -1 - i
		live = make([]drawn, 0, len(s.live)+1)
		live = append(append(append(live, s.live[:i]...), drawn{u, set}), s.live[i:]...)
	}
	return &dstate{live: live, num: new(big.Int).Set(s.num), den: s.den}
}

// settle sums out every live string not in cont (nothing later hashes it).
func (dp *oddsDP) settle(s *dstate, cont strset) {
	j := 0
	for _, d := range s.live {
		if cont.has(d.u) {
			s.live[j] = d
			j++
			continue
		}
		s.num.Mul(s.num, dp.o.weight(d.set))
		s.den++
	}
	s.live = s.live[:j]
}

// position applies the P-node p to the states in: its moves' answers one after another, since all
// must hold. cont holds the strings that something after p still hashes; a move's answer is
// followed by the later moves and then by cont.
func (dp *oddsDP) position(p *pnode, in []*dstate, cont strset) ([]*dstate, error) {
	suffix := make([]strset, len(p.moves)+1)
	suffix[len(p.moves)] = cont
	for i := len(p.moves) - 1; i > 0; i-- {
		suffix[i] = suffix[i+1].or(p.moves[i].fp)
	}
	states := in
	for i, a := range p.moves {
		var err error
		if states, err = dp.answer(a, states, suffix[i+1]); err != nil || len(states) == 0 {
			return nil, err
		}
	}
	return states, nil
}

// answer applies the A-node a to the states in: each state splits by the residue class of a's string.
func (dp *oddsDP) answer(a *anode, in []*dstate, cont strset) ([]*dstate, error) {
	out := dp.newMerger()
	subs := make([][]*dstate, len(a.groups))
	var buf []drawn
	for _, s := range in {
		was, _ := s.get(a.u)
		if set := was.and(a.lose); !set.empty() {
			n := s.with(a.u, set)
			dp.settle(n, cont)
			out.add(n)
		}
		for gi, g := range a.groups {
			set := was.and(g.set)
			if set.empty() {
				continue
			}
			if err := dp.step(); err != nil {
				return nil, err
			}
			if g.next.atoms == nil {
				subs[gi] = append(subs[gi], s.with(a.u, set))
				continue
			}
			// The machine's last turn: a conjunction of residue sets, one per move.
			var ok bool
			if buf, ok = restrict(buf[:0], s.live, a.u, set, g.next.atoms); ok {
				n := &dstate{live: slices.Clone(buf), num: new(big.Int).Set(s.num), den: s.den}
				dp.settle(n, cont)
				out.add(n)
			}
		}
	}
	for gi, sub := range subs {
		if len(sub) == 0 {
			continue
		}
		res, err := dp.position(a.groups[gi].next, sub, cont)
		if err != nil {
			return nil, err
		}
		for _, n := range res {
			dp.settle(n, cont)
			out.add(n)
		}
	}
	dp.peak = max(dp.peak, len(out.list))
	return out.list, nil
}

// restrict writes to buf the live sets with u's set replaced by set and every atom's string
// intersected with its set (atoms by string index); false when some intersection is empty.
func restrict(buf, live []drawn, u int32, set residues, atoms []drawn) ([]drawn, bool) {
	i, j := 0, 0
	uDone := false
	for i < len(live) || j < len(atoms) || !uDone {
		// The next string in order among live, atoms and u.
		next := int32(1<<31 - 1)
		if i < len(live) {
			next = live[i].u
		}
		if j < len(atoms) && atoms[j].u < next {
			next = atoms[j].u
		}
		if !uDone && u < next {
			next = u
		}
		cur := allResidues
		if i < len(live) && live[i].u == next {
			cur = live[i].set
			i++
		}
		if !uDone && u == next {
			cur = set
			uDone = true
		}
		for j < len(atoms) && atoms[j].u == next {
			cur = cur.and(atoms[j].set)
			j++
		}
		if cur.empty() {
			return buf, false
		}
		buf = append(buf, drawn{next, cur})
	}
	return buf, true
}
