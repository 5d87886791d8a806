// Package pace lets long searches share the thread with the frame loop. In the browser a Go program
// has one thread and goroutines are not preempted, so a search must hand control back regularly;
// natively the pacer only checks for cancellation.
package pace

import (
	"context"
	"time"
)

// every is how many steps pass between checks; a power of two so the test is a mask.
const every = 1 << 12

// Pacer counts the steps of one search. It is not safe for concurrent use: give each goroutine its own.
type Pacer struct {
	ctx   context.Context
	steps uint64
	slice time.Time // when the current run of work began (browser only)
}

// New returns a pacer for a search that ends when ctx is cancelled. A nil ctx never cancels.
func New(ctx context.Context) *Pacer {
	if ctx == nil {
		ctx = context.Background()
	}
	return &Pacer{ctx: ctx}
}

// Step records one unit of work. Every few thousand steps it yields the thread (in the browser) and
// reports whether the search has been cancelled; a non-nil error means stop now.
func (p *Pacer) Step() error {
	p.steps++
	if p.steps&(every-1) != 0 {
		return nil
	}
	p.yield()
	return p.ctx.Err()
}

// Steps is the number of steps recorded so far.
func (p *Pacer) Steps() uint64 { return p.steps }
