package pace

import "time"

// budget is how long a search may hold the browser's only thread before it lets a frame through.
const budget = 8 * time.Millisecond

// yield blocks the goroutine briefly once the search has run for its budget. A blocked goroutine (not
// runtime.Gosched, which keeps it runnable) is what lets the Go runtime return to the JavaScript event
// loop, so requestAnimationFrame fires and the game draws its frame.
func (p *Pacer) yield() {
	now := time.Now()
	if p.slice.IsZero() {
		p.slice = now
		return
	}
	if now.Sub(p.slice) < budget {
		return
	}
	time.Sleep(time.Millisecond)
	p.slice = time.Now()
}
