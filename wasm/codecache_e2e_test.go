//go:build e2e

package wasm_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"

	"quintet/wasm"
)

// wasmTrace records the names of the browser's WebAssembly trace events (category v8.wasm) while on.
type wasmTrace struct {
	mu       sync.Mutex
	names    map[string]int
	done     chan struct{}
	finished bool // the trace completed: later events belong to another trace
}

func (w *wasmTrace) start(t *testing.T, ctx context.Context) {
	w.names, w.done = map[string]int{}, make(chan struct{})
	err := chromedp.Listen(ctx, func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			w.mu.Lock()
			defer w.mu.Unlock()
			if w.finished {
				return
			}
			for _, v := range e.Value {
				var ev struct{ Name, Cat string }
				if json.Unmarshal(v, &ev) == nil && strings.Contains(ev.Cat, "wasm") {
					w.names[ev.Name]++
				}
			}
		case *tracing.EventTracingComplete:
			w.mu.Lock()
			defer w.mu.Unlock()
			if !w.finished {
				w.finished = true
				close(w.done)
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	err = chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.Start, tracing.StartParams{TransferMode: tracing.StartTransferModeReportEvents,
			TraceConfig: &tracing.TraceConfig{IncludedCategories: []string{"v8.wasm", "disabled-by-default-v8.wasm.detailed"}}})
		return err
	}))
	if err != nil {
		t.Fatalf("starting a trace: %v", err)
	}
}

func (w *wasmTrace) stop(t *testing.T, ctx context.Context) map[string]int {
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.End, cdp.Empty{})
		return err
	}))
	if err != nil {
		t.Fatalf("ending the trace: %v", err)
	}
	select {
	case <-w.done:
	case <-time.After(30 * time.Second):
		t.Fatal("the trace never completed")
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.names
}

// A repeat visit takes the game's compiled code from the browser's code cache instead of compiling the
// module again (the browser's trace shows wasm.Deserialize); the first frame and the longest task of
// the first and the repeat visit are logged side by side.
func TestCodeCache(t *testing.T) {
	srv := httptest.NewServer(wasm.Handler(siteDir(t)))
	defer srv.Close()
	ctx := chromium(t)
	visit := func(n int) (perf, map[string]int) {
		tr := &wasmTrace{}
		tr.start(t, ctx)
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate("about:blank"), chromedp.Navigate(srv.URL+"/#dials:n5q5#1")); err != nil {
			t.Fatal(err)
		}
		waitJS(t, ctx, fmt.Sprintf("visit %d's first frame", n), `window.quintetPerf.firstFrame > 0`)
		// The code is cached a few seconds after the module is compiled; the long tasks arrive late.
		time.Sleep(4 * time.Second)
		p := readPerf(t, ctx)
		return p, tr.stop(t, ctx)
	}
	longest := func(p perf) (l float64) {
		for _, lt := range p.LongTasks {
			if lt.Start+lt.Duration >= p.Downloaded {
				l = max(l, lt.Duration)
			}
		}
		return l
	}
	// The first visit compiles and caches the code beside the file fetched from the network; the
	// second is served by the service worker from its own cache, compiles again and caches the code
	// beside that copy; from the third visit on the code comes from the cache.
	first, firstTrace := visit(1)
	_, secondTrace := visit(2)
	repeat, repeatTrace := visit(3)
	t.Logf("first visit: first frame %.0f ms, longest task after the download %.0f ms; module serialized %d, deserialized %d",
		first.FirstFrame, longest(first), firstTrace["wasm.SerializeModule"], deserialized(firstTrace))
	t.Logf("second visit: module serialized %d, deserialized %d", secondTrace["wasm.SerializeModule"], deserialized(secondTrace))
	t.Logf("third visit: first frame %.0f ms, longest task after the download %.0f ms; module serialized %d, deserialized %d",
		repeat.FirstFrame, longest(repeat), repeatTrace["wasm.SerializeModule"], deserialized(repeatTrace))
	if deserialized(repeatTrace) == 0 {
		t.Errorf("the third visit compiled the whole module again, none of it from the code cache (%v)", repeatTrace)
	}
}

// deserialized counts the trace's events of a module read from the code cache.
func deserialized(names map[string]int) int {
	n := 0
	for name, c := range names {
		if strings.Contains(name, "Deserialize") {
			n += c
		}
	}
	return n
}
