package session

import (
	"context"
	"fmt"
	"strconv"
	"sync"

	"quintet/rules/puzzle"
)

// Worker computes hints off the frame loop. Ask for the current position every frame with Want; the
// worker starts a search when the position changes and cancels the search for the old one. Result
// never blocks.
type Worker struct {
	mu     sync.Mutex
	key    string
	gen    uint64
	cancel context.CancelFunc
	ready  bool
	hint   puzzle.Hint
	err    error
	notify func() // called (from the worker's goroutine) when a result arrives
}

// NewWorker returns a worker that calls notify whenever a result arrives (to request a redraw).
func NewWorker(notify func()) *Worker { return &Worker{notify: notify} }

// Want makes sure the hint for p is being computed or known.
func (w *Worker) Want(b puzzle.Backend, p puzzle.Position) {
	key := b.Info().Name + ":" + p.Params() + ":" + p.Desc()
	w.mu.Lock()
	if key == w.key {
		w.mu.Unlock()
		return
	}
	if w.cancel != nil {
		w.cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	w.key, w.cancel, w.ready, w.err = key, cancel, false, nil
	w.gen++
	gen := w.gen
	w.mu.Unlock()
	go w.run(ctx, gen, b, p)
}

func (w *Worker) run(ctx context.Context, gen uint64, b puzzle.Backend, p puzzle.Position) {
	var h puzzle.Hint
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("the solver failed: %v", r)
			}
		}()
		h, err = b.Hint(ctx, p)
	}()
	w.mu.Lock()
	if gen != w.gen || ctx.Err() != nil {
		w.mu.Unlock()
		return // a newer position replaced this one
	}
	w.ready, w.hint, w.err = true, h, err
	notify := w.notify
	w.mu.Unlock()
	if notify != nil {
		notify()
	}
}

// Result returns the hint for the position last wanted, and whether it is ready yet.
func (w *Worker) Result() (puzzle.Hint, error, bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.hint, w.err, w.ready
}

// Gen identifies the result Result returns: it changes whenever the position wanted changes, and a
// result is ready for it or not. A frame that remembers the Gen it drew knows, without the notify
// callback (which may run after the frame has read the result), whether a result is new to it.
func (w *Worker) Gen() (gen uint64, ready bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.gen, w.ready
}

// Stop cancels any search under way.
func (w *Worker) Stop() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.cancel != nil {
		w.cancel()
	}
	w.key = ""
	w.gen++
}

// LineWalker is a backend that plays its optimal line from a position without a search (Clock reads
// each move off the view): SolveLine takes the line from it instead of asking hint after hint.
type LineWalker interface {
	WalkLine(ctx context.Context, p puzzle.Position, yield func(move string) error) error
}

// LongLine is SolveLine's refusal of a line longer than its limit: the hint's count of moves and the
// limit (the game words it with its own number format).
type LongLine struct{ Remaining, Limit int }

func (e *LongLine) Error() string {
	return fmt.Sprintf("the optimal line is %s moves, more than the %s Solve plays; the hint plays it move by move", grouped(e.Remaining), grouped(e.Limit))
}

// grouped writes n with commas between groups of three digits: 507,131.
func grouped(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// SolveLine finds a whole optimal line from p by following hints (or the hint's own Line, or the
// line a LineWalker plays), up to limit moves. A line the first hint counts as longer than limit is
// refused at once with a *LongLine. It is meant to run in its own goroutine, and stops when ctx is
// cancelled.
func SolveLine(ctx context.Context, b puzzle.Backend, p puzzle.Position, limit int) ([]string, error) {
	var line []string
	for p.Status() == puzzle.Playing {
		h, err := b.Hint(ctx, p)
		if err != nil {
			return nil, err
		}
		switch h.Verdict {
		case puzzle.NoWin:
			return nil, fmt.Errorf("no win from here: %s", h.Reason)
		case puzzle.Undecided:
			return nil, fmt.Errorf("the solver could not decide this position: %s", h.Reason)
		}
		if h.Move != "" && len(line)+h.Remaining > limit {
			return nil, &LongLine{len(line) + h.Remaining, limit}
		}
		if w, ok := b.(LineWalker); ok && h.Move != "" && len(h.Line) == 0 {
			err := w.WalkLine(ctx, p, func(m string) error {
				if len(line) >= limit {
					return &LongLine{len(line) + 1, limit}
				}
				line = append(line, m)
				return nil
			})
			if err != nil {
				return nil, err
			}
			return line, nil
		}
		if len(h.Line) > 0 && len(line)+len(h.Line) <= limit {
			return append(line, h.Line...), nil
		}
		if h.Move == "" {
			return nil, fmt.Errorf("the solver gave no move")
		}
		if len(line) >= limit {
			return nil, fmt.Errorf("the optimal line is longer than %d moves; use the hint instead", limit)
		}
		if p, err = p.Play(h.Move); err != nil {
			return nil, fmt.Errorf("the solver's move %q is illegal: %v", h.Move, err)
		}
		line = append(line, h.Move)
	}
	return line, nil
}
