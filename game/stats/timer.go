package stats

import "time"

// MaxGap is the most one step of a running timer counts. The shell ticks a running timer every second;
// a longer gap means no frames ran (a hidden browser tab gets none, and says nothing as it hides), and
// that time was not play.
const MaxGap = 2 * time.Second

// Timer is one game's play time, measured by the wall clock while it runs (never by counting frames).
type Timer struct {
	ms      int64
	running bool
	last    time.Time
}

// NewTimer is a stopped timer at ms milliseconds.
func NewTimer(ms int64) Timer { return Timer{ms: max(ms, 0)} }

// Set brings the timer up to now and then runs it or not.
func (t *Timer) Set(now time.Time, run bool) {
	if t.running {
		d := now.Sub(t.last)
		if d > MaxGap {
			d = MaxGap
		}
		if d > 0 {
			t.ms += d.Milliseconds()
		}
	}
	t.running, t.last = run, now
}

// StopAt stops a running timer at a moment after its last step (when the page was hidden, say) and
// reports whether it did.
func (t *Timer) StopAt(at time.Time) bool {
	if !t.running || !at.After(t.last) {
		return false
	}
	t.Set(at, false)
	return true
}

// Ms is the time played, up to now.
func (t *Timer) Ms(now time.Time) int64 {
	if !t.running {
		return t.ms
	}
	d := now.Sub(t.last)
	if d > MaxGap {
		d = MaxGap
	}
	return t.ms + max(d.Milliseconds(), 0)
}

// Running reports whether the timer runs.
func (t *Timer) Running() bool { return t.running }

// NextSecond is when the shown time turns over next (zero when stopped).
func (t *Timer) NextSecond(now time.Time) time.Time {
	if !t.running {
		return time.Time{}
	}
	ms := t.Ms(now)
	return now.Add(time.Duration(1000-ms%1000) * time.Millisecond)
}
