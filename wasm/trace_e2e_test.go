//go:build e2e

package wasm_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// pageTrace records a DevTools trace of a tab with the JavaScript sampler on (WebAssembly frames are
// named after their Go functions in a build without -s -w): the tasks of the page's main thread, what
// the browser did in each (a commit, a frame's callbacks, a message) and what code ran.
type pageTrace struct {
	mu     sync.Mutex
	events []json.RawMessage
	done   chan struct{}
}

// startTrace begins tracing the tab; call it before the navigation to trace.
func startTrace(t *testing.T, tab context.Context) *pageTrace {
	t.Helper()
	tr := &pageTrace{done: make(chan struct{})}
	err := chromedp.Listen(tab, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			tr.mu.Lock()
			for _, v := range ev.Value {
				tr.events = append(tr.events, json.RawMessage(v))
			}
			tr.mu.Unlock()
		case *tracing.EventTracingComplete:
			close(tr.done)
		}
	})
	if err == nil {
		err = chromedp.Do(tab, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, tracing.Start, tracing.StartParams{
				TransferMode: tracing.StartTransferModeReportEvents,
				TraceConfig: &tracing.TraceConfig{EnableSampling: true, IncludedCategories: []string{
					"toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute",
					"disabled-by-default-v8.cpu_profiler", "blink", "blink.user_timing", "loading"}}})
			return err
		}))
	}
	if err != nil {
		t.Fatalf("starting a trace: %v", err)
	}
	return tr
}

// stop ends the trace and returns it in the trace event format DevTools' Performance panel loads.
func (tr *pageTrace) stop(t *testing.T, tab context.Context) []byte {
	t.Helper()
	err := chromedp.Do(tab, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, tracing.End, cdp.Empty{})
		return err
	}))
	if err != nil {
		t.Fatalf("ending the trace: %v", err)
	}
	<-tr.done
	tr.mu.Lock()
	defer tr.mu.Unlock()
	b, err := json.Marshal(map[string]any{"traceEvents": tr.events})
	if err != nil {
		t.Fatalf("writing the trace: %v", err)
	}
	return b
}

type traceEvent struct {
	Name string  `json:"name"`
	Ph   string  `json:"ph"`
	Pid  int     `json:"pid"`
	Tid  int     `json:"tid"`
	Ts   float64 `json:"ts"`
	Dur  float64 `json:"dur"`
	ID   string  `json:"id"`
	Args struct {
		Name string `json:"name"`
		Data struct {
			StartTime  float64 `json:"startTime"`
			CPUProfile struct {
				Nodes []struct {
					ID        int `json:"id"`
					Parent    int `json:"parent"`
					CallFrame struct {
						FunctionName string `json:"functionName"`
					} `json:"callFrame"`
				} `json:"nodes"`
				Samples []int `json:"samples"`
			} `json:"cpuProfile"`
			TimeDeltas []float64 `json:"timeDeltas"`
		} `json:"data"`
	} `json:"args"`
}

// traceTasks describes each main-thread task of the page over minMs that began after from (ms since
// the navigation): when and how long, the browser's largest parts of it, and the code on its hottest
// call path with the share of the task's samples under it.
func traceTasks(raw []byte, from, minMs float64) []string {
	var file struct {
		TraceEvents []json.RawMessage `json:"traceEvents"`
	}
	if json.Unmarshal(raw, &file) != nil {
		return nil
	}
	var evs []traceEvent
	main := map[[2]int]bool{}
	for _, r := range file.TraceEvents {
		var e traceEvent
		if json.Unmarshal(r, &e) != nil {
			continue
		}
		if e.Ph == "M" && e.Name == "thread_name" && e.Args.Name == "CrRendererMain" {
			main[[2]int{e.Pid, e.Tid}] = true
		}
		evs = append(evs, e)
	}
	// The page's main thread is the renderer main thread that ran the most.
	busy := map[[2]int]float64{}
	for _, e := range evs {
		if k := [2]int{e.Pid, e.Tid}; main[k] && e.Ph == "X" && e.Name == "ThreadControllerImpl::RunTask" {
			busy[k] += e.Dur
		}
	}
	var page [2]int
	for k, d := range busy {
		if d > busy[page] {
			page = k
		}
	}
	var t0 float64
	var tasks, inner []traceEvent
	for _, e := range evs {
		if e.Pid != page[0] {
			continue
		}
		switch {
		case e.Name == "navigationStart":
			t0 = e.Ts
		case e.Tid == page[1] && e.Ph == "X" && e.Name == "ThreadControllerImpl::RunTask":
			tasks = append(tasks, e)
		case e.Tid == page[1] && e.Ph == "X":
			inner = append(inner, e)
		}
	}
	// The sampler's profile: a tree of call frames and, over time, the node each sample was in.
	type node struct {
		parent int
		name   string
	}
	nodes := map[int]node{}
	start := map[string]float64{}
	type sample struct {
		ts   float64
		node int
	}
	var samples []sample
	for _, e := range evs {
		if e.Pid == page[0] && e.Name == "Profile" {
			start[e.ID] = e.Args.Data.StartTime
		}
	}
	for _, e := range evs {
		if e.Pid != page[0] || e.Name != "ProfileChunk" {
			continue
		}
		for _, n := range e.Args.Data.CPUProfile.Nodes {
			nodes[n.ID] = node{n.Parent, n.CallFrame.FunctionName}
		}
		ts := start[e.ID]
		for i, s := range e.Args.Data.CPUProfile.Samples {
			if i < len(e.Args.Data.TimeDeltas) {
				ts += e.Args.Data.TimeDeltas[i]
			}
			samples = append(samples, sample{ts, s})
		}
		start[e.ID] = ts
	}
	sort.Slice(samples, func(i, j int) bool { return samples[i].ts < samples[j].ts })
	sort.Slice(tasks, func(i, j int) bool { return tasks[i].Ts < tasks[j].Ts })
	if t0 == 0 && len(tasks) > 0 {
		t0 = tasks[0].Ts // no navigationStart recorded: times from the first task
	}
	var out []string
	for _, task := range tasks {
		at, end := (task.Ts-t0)/1000, task.Ts+task.Dur
		if task.Dur < minMs*1000 || at < from {
			continue
		}
		// The browser's own parts: the largest named events inside the task, wrappers left out.
		parts := map[string]float64{}
		for _, e := range inner {
			if e.Ts >= task.Ts && e.Ts+e.Dur <= end && browserPart[e.Name] {
				parts[e.Name] += e.Dur / 1000
			}
		}
		var names []string
		for n := range parts {
			names = append(names, n)
		}
		slices.SortFunc(names, func(a, b string) int { return int(parts[b] - parts[a]) })
		var said []string
		for _, n := range names[:min(2, len(names))] {
			said = append(said, fmt.Sprintf("%s %.0f ms", n, parts[n]))
		}
		// The code: the hottest call path from the root, as far as one frame holds a fifth of the
		// task's samples.
		weight := map[int]int{}
		n := 0
		lo := sort.Search(len(samples), func(i int) bool { return samples[i].ts >= task.Ts })
		for _, s := range samples[lo:] {
			if s.ts > end {
				break
			}
			if name := nodes[s.node].name; name == "(idle)" || name == "(program)" || name == "(garbage collector)" {
				continue
			}
			n++
			for id, seen := s.node, 0; id != 0 && seen < 1000; id, seen = nodes[id].parent, seen+1 {
				weight[id]++
			}
		}
		children := map[int][]int{}
		for id, w := range weight {
			if w > 0 {
				children[nodes[id].parent] = append(children[nodes[id].parent], id)
			}
		}
		var path []string
		for id := 0; n > 0; {
			best := -1
			for _, c := range children[id] {
				if best < 0 || weight[c] > weight[best] {
					best = c
				}
			}
			if best < 0 || weight[best]*5 < n {
				break
			}
			if name := nodes[best].name; name != "" && name != "(root)" && !strings.HasPrefix(name, "wasm_") &&
				!strings.Contains(name, "js-to-wasm") && name != "(anon)" {
				path = append(path, fmt.Sprintf("%s %d%%", goName(name), 100*weight[best]/n))
			}
			id = best
		}
		if len(path) > 4 {
			path = path[len(path)-4:]
		}
		out = append(out, fmt.Sprintf("%.0f+%.0f ms: %s; code (%d samples): %s", at, task.Dur/1000,
			strings.Join(said, ", "), n, strings.Join(path, " > ")))
	}
	return out
}

// browserPart names the trace events that tell what a main-thread task was: a compositor commit (in
// a browser without a graphics card it waits for the WebGL canvas's pixels), an animation frame's
// callbacks, a message, the module's compilation.
var browserPart = map[string]bool{
	"Commit": true, "FireAnimationFrame": true, "MessagePort::Accept": true, "TimerBase::run": true,
	"v8.wasm.compileConsume": true, "ResponseBodyLoader::DidFinishLoadingBody": true, "EvaluateScript": true,
	"ParseHTML": true, "UpdateLayoutTree": true, "Layout": true, "Paint": true, "V8.GC_MARK_COMPACTOR": true,
}

// goName turns a WebAssembly frame's name back into its Go function's (the linker writes '.' in a
// package path as '_' and a receiver (*T) as __T_).
func goName(s string) string {
	s = strings.ReplaceAll(s, "github.com_hajimehoshi_ebiten_v2", "ebiten")
	s = strings.ReplaceAll(s, ".__", ".(*")
	s = strings.ReplaceAll(s, "_.", ").")
	return s
}
