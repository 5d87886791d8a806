//go:build xdo

// Tests of the real binary driven by real X input: each test starts its own Xvfb (-displayfd picks a free
// display), the game on it with a fresh -config folder and the -state hook, and sends clicks and keys with
// xdotool, which go through the X server, GLFW and Ebitengine exactly as a player's would. The game's
// state is read from the file the -state hook writes after every frame that changed it.
//
//	make xdo      (or: QUINTET_BIN=$PWD/bin/quintet go test -tags xdo -count=1 -v ./cmd/quintet)
//
// The tests spend most of their time waiting for the game (its timed effects, the windows its CPU is
// measured over), so every test that only waits calls t.Parallel and runs beside the others, each on
// its own X server with its own game (make xdo sets how many at once with -parallel). TestBusyInput and
// TestMoveCost, which load both cores or time the game's work, do not: Go runs them first, alone.
//
// QUINTET_BIN names the binary under test; without it the test builds one. QUINTET_XDO_SHOTS names a
// folder for the screenshots it takes (default: a temporary folder). Needs Xvfb, xdotool, setxkbmap
// (x11-xkb-utils) and import (imagemagick).
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	_ "image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// status is the part of the -state file the tests read.
type status struct {
	Puzzle    string  `json:"puzzle"`
	Game      string  `json:"game"`
	Position  string  `json:"position"`
	Moves     int     `json:"moves"`
	State     string  `json:"state"`
	Message   string  `json:"message"`
	HintShown bool    `json:"hint_shown"`
	Board     []int   `json:"board"`
	Unit      float64 `json:"unit"`
	Frames    int     `json:"frames"`     // frames redrawn
	Animating bool    `json:"animating"`  // another frame is asked for: an animation or a replay runs
	Updates   int     `json:"updates"`    // frames run (Update calls), redrawn or not
	LateHints int     `json:"late_hints"` // moves drawn before their hint came, each hint then in a frame of its own
	Hint      string  `json:"hint"`       // the solver's optimal next move, once computed
	Verdict   string  `json:"verdict"`    // what the solver established
	Left      int     `json:"remaining"`  // optimal moves still needed
	Selected  string  `json:"selected"`   // the move Enter would play now
	Notices   int     `json:"notices"`    // notices shown until dismissed
	// Grids are the scene's tap grids: x0, y0, x1, y1, first column and row, columns, rows.
	Grids map[string][]int `json:"grids"`
	// Cells are where the cursor stands for the selection and for the hint's move (game.Cursor): x
	// grows with the Right arrow, y with Down.
	Cells   map[string][]int `json:"cells"`
	XClicks bool             `json:"xclicks"` // clicks counted from the X server's events
	Help    *helpStatus      `json:"help"`    // the help, when it is open
}

// helpStatus is the open help: its page (from 0) of pages, the page's title, and where its parts are
// (x0, y0, x1, y1): each control a tap acts on ("tab <title>", "back", "next", "close") and the text.
type helpStatus struct {
	Page  int              `json:"page"`
	Pages int              `json:"pages"`
	Title string           `json:"title"`
	Parts map[string][]int `json:"parts"`
}

var (
	buildOnce sync.Once
	builtBin  string
	buildErr  error
)

// binary is the game under test: $QUINTET_BIN, or one built once for this run.
func binary(t *testing.T) string {
	t.Helper()
	if b := os.Getenv("QUINTET_BIN"); b != "" {
		if _, err := os.Stat(b); err != nil {
			t.Fatalf("QUINTET_BIN: %v", err)
		}
		return b
	}
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "quintet-xdo-")
		if err != nil {
			buildErr = err
			return
		}
		builtBin = filepath.Join(dir, "quintet")
		out, err := exec.Command("go", "build", "-o", builtBin, ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return builtBin
}

// shotDir is where screenshots go.
func shotDir(t *testing.T) string {
	t.Helper()
	if d := os.Getenv("QUINTET_XDO_SHOTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

// xEnv is the environment with DISPLAY set to the test's own server and no other display.
func xEnv(display string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if k != "DISPLAY" && k != "WAYLAND_DISPLAY" && k != "XAUTHORITY" {
			env = append(env, kv)
		}
	}
	return append(env, "DISPLAY="+display)
}

// startX starts an Xvfb on a display it picks itself and returns the display (":N"). -noreset keeps
// the server (and a keyboard layout set on it) as it is when the last client leaves. With
// QUINTET_XDO_XWAYLAND=1 the game runs on Xwayland instead: weston (its X11 backend, which gives it a
// seat) inside that Xvfb, and the display returned is weston's Xwayland (docs/input.md).
func startX(t *testing.T) string {
	t.Helper()
	d := startXvfb(t)
	if os.Getenv("QUINTET_XDO_XWAYLAND") != "1" {
		return d
	}
	return startXwayland(t, d)
}

// startXwayland starts weston with Xwayland in the X server on display d and returns Xwayland's
// display, once an X client can connect to it.
func startXwayland(t *testing.T, d string) string {
	t.Helper()
	run := t.TempDir()
	if err := os.Chmod(run, 0o700); err != nil {
		t.Fatal(err)
	}
	logf := filepath.Join(run, "weston.log")
	cmd := exec.Command("weston", "--backend=x11-backend.so", "--xwayland", "--idle-time=0", "--socket=wl-xdo",
		"--width=1280", "--height=1000", "--log="+logf)
	cmd.Env = append(xEnv(d), "XDG_RUNTIME_DIR="+run)
	if err := cmd.Start(); err != nil {
		t.Fatalf("weston: %v (apt-get install weston xwayland)", err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	re := regexp.MustCompile(`xserver listening on display (:[0-9]+)`)
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		b, _ := os.ReadFile(logf)
		if m := re.FindSubmatch(b); m != nil {
			x := string(m[1])
			// Xwayland starts with its first client: wait until one gets an answer.
			probe := exec.Command("xdotool", "getmouselocation")
			probe.Env = xEnv(x)
			if probe.Run() == nil {
				return x
			}
		}
	}
	b, _ := os.ReadFile(logf)
	t.Fatalf("weston's Xwayland did not start within 30 s:\n%s", b)
	return ""
}

// startXvfb starts an Xvfb on a display it picks itself and returns the display (":N").
func startXvfb(t *testing.T) string {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-noreset", "-nolisten", "tcp", "-screen", "0", "1280x1024x24")
	cmd.ExtraFiles = []*os.File{w}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("Xvfb: %v (install it: .ci/install-deps test)", err)
	}
	w.Close()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	got := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		got <- strings.TrimSpace(line)
		r.Close()
	}()
	select {
	case n := <-got:
		if _, err := strconv.Atoi(n); err != nil {
			t.Fatalf("Xvfb did not start (display %q): %s", n, stderr.String())
		}
		return ":" + n
	case <-time.After(20 * time.Second):
		t.Fatalf("Xvfb did not say its display within 20 s: %s", stderr.String())
	}
	return ""
}

// player is one game on its own X server.
type player struct {
	t       *testing.T
	display string
	cmd     *exec.Cmd
	log     *bytes.Buffer
	exited  chan struct{}
	state   string
	win     string
}

// play starts the game with a fresh config folder on a new X server whose keyboard layout is layout
// ("us", "de"), with the given arguments, and waits for its window and its first state.
func play(t *testing.T, layout string, args ...string) *player {
	t.Helper()
	return playBin(t, binary(t), layout, args...)
}

// playBin is play with the build bin.
func playBin(t *testing.T, bin, layout string, args ...string) *player {
	t.Helper()
	return playEnv(t, bin, nil, layout, args...)
}

// playEnv is playBin with variables added to the game's environment ("NAME=value").
func playEnv(t *testing.T, bin string, env []string, layout string, args ...string) *player {
	t.Helper()
	p := &player{t: t, display: startX(t), log: &bytes.Buffer{}, exited: make(chan struct{})}
	p.run("setxkbmap", layout)
	if q := p.run("setxkbmap", "-query"); !regexp.MustCompile(`(?m)^layout:\s+` + layout + `$`).MatchString(q) {
		t.Fatalf("setxkbmap %s did not take:\n%s", layout, q)
	}
	dir := t.TempDir()
	p.state = filepath.Join(dir, "state.json")
	args = append([]string{"-config", filepath.Join(dir, "config"), "-state", p.state}, args...)
	p.cmd = exec.Command(bin, args...)
	p.cmd.Env = append(xEnv(p.display), env...)
	p.cmd.Stdout, p.cmd.Stderr = p.log, p.log
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.cmd.Wait(); close(p.exited) }()
	t.Cleanup(func() {
		select {
		case <-p.exited:
		default:
			p.cmd.Process.Kill()
			<-p.exited
		}
	})
	p.win = strings.Fields(p.run("xdotool", "search", "--sync", "--name", "^Quintet$"))[0]
	p.waitFor("the first frame drawn", func(s status) bool { return len(s.Board) == 4 && s.Frames > 0 })
	return p
}

// run runs an X client on the player's display and returns its output; a failure ends the test.
func (p *player) run(name string, args ...string) string {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = xEnv(p.display)
	out, err := cmd.CombinedOutput()
	if err != nil {
		p.t.Fatalf("%s %s: %v\n%s\ngame's output:\n%s", name, strings.Join(args, " "), err, out, p.log.String())
	}
	return string(out)
}

// xdo runs one xdotool command.
func (p *player) xdo(args ...string) { p.t.Helper(); p.run("xdotool", args...) }

// read returns the state the game wrote last.
func (p *player) read() (status, error) {
	var s status
	data, err := os.ReadFile(p.state)
	if err != nil {
		return s, err
	}
	return s, json.Unmarshal(data, &s)
}

// waitFor polls the state until ok holds, for up to 15 s.
func (p *player) waitFor(what string, ok func(status) bool) status {
	p.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	var last status
	var err error
	for {
		select {
		case <-p.exited:
			p.t.Fatalf("waiting for %s: the game exited (%v):\n%s", what, p.cmd.ProcessState, p.log.String())
		default:
		}
		if last, err = p.read(); err == nil && ok(last) {
			return last
		}
		if time.Now().After(deadline) {
			focus, _ := exec.Command("sh", "-c", "DISPLAY="+p.display+" xdotool getwindowfocus getmouselocation").CombinedOutput()
			p.cmd.Process.Signal(syscall.SIGQUIT) // the game's goroutines, for the log
			time.Sleep(time.Second)
			p.t.Fatalf("waiting for %s: not within 15 s; last state %+v (read error %v)\nfocus and pointer: %s (the game's window %s)\ngame's output:\n%s",
				what, last, err, focus, p.win, p.log.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// settle waits until the move count has not changed for a second (or 15 s pass) and returns the state.
func (p *player) settle() status {
	p.t.Helper()
	s := p.waitFor("the state", func(status) bool { return true })
	since := time.Now()
	for deadline := time.Now().Add(15 * time.Second); time.Since(since) < time.Second && time.Now().Before(deadline); {
		time.Sleep(50 * time.Millisecond)
		n, err := p.read()
		if err != nil {
			continue
		}
		if n.Moves != s.Moves || n.Position != s.Position {
			since = time.Now()
		}
		s = n
	}
	return s
}

// paced sends the same xdotool command n times, each gap or more after the last, and after each
// waits (up to a second) for the game to show one more move than before it. Ebitengine keeps one
// press and one release time per button and key per tick, so two clicks inside one tick are one click
// whatever the game does; on a machine so busy that the game misses a tenth of a second, a bare
// 100 ms rhythm would test that, not the game. Clicks and keys that the game loses or counts twice
// still show in the final count.
func (p *player) paced(from status, n int, gap time.Duration, args ...string) {
	p.t.Helper()
	slow, worst := 0, time.Duration(0)
	for i := 1; i <= n; i++ {
		sent := time.Now()
		p.xdo(args...)
		for time.Since(sent) < time.Second {
			if s, err := p.read(); err == nil && s.Moves >= from.Moves+i {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		took := time.Since(sent)
		if took > 100*time.Millisecond {
			slow++
		}
		worst = max(worst, took)
		time.Sleep(gap - took)
	}
	p.t.Logf("xdotool %s ×%d, %v apart: the slowest took %v to show, %d took over 100 ms", strings.Join(args, " "), n, gap,
		worst.Round(time.Millisecond), slow)
}

// expectMoves checks that the game settles at want moves, still playing the same game.
func (p *player) expectMoves(what string, before status, want int) status {
	p.t.Helper()
	// A busy machine may hold the game's frames back for over a second, so the count is first awaited
	// (up to 15 s) and only then left to settle: a move lost never comes, and one counted twice comes
	// within the settling second as before.
	p.within(15*time.Second, func(n status) bool { return n.Moves == want })
	s := p.settle()
	if s.Moves != want || s.Game != before.Game || s.Puzzle != before.Puzzle {
		p.t.Errorf("%s: %s %s at %d moves, want %s at %d moves (%d before)", what, s.Puzzle, s.Game, s.Moves,
			before.Game, want, before.Moves)
	} else {
		p.t.Logf("%s: %d moves (%+d), as wanted", what, s.Moves, s.Moves-before.Moves)
	}
	return s
}

// screenshot saves the game's window as a PNG and returns it.
func (p *player) screenshot(name string) image.Image {
	p.t.Helper()
	name = regexp.MustCompile(`[^A-Za-z0-9_-]+`).ReplaceAllString(name, "-")
	path := filepath.Join(shotDir(p.t), name+".png")
	p.run("import", "-window", p.win, path)
	f, err := os.Open(path)
	if err != nil {
		p.t.Fatal(err)
	}
	defer f.Close()
	img, _, err := image.Decode(f)
	if err != nil {
		p.t.Fatalf("%s: %v", path, err)
	}
	p.t.Logf("screenshot: %s", path)
	return img
}

// dialsButton is Dials button b (0-based), from the tap grid the -state hook reports (the grid's cells
// are centred on the buttons, one row of them; the buttons are square, as tall as the grid).
func (p *player) dialsButton(s status, b int) image.Rectangle {
	p.t.Helper()
	g, ok := s.Grids["buttons"]
	if !ok || len(g) != 8 || g[7] != 1 || b >= g[6] {
		p.t.Fatalf("no row of Dials buttons in the -state hook's grids %v (button %d wanted)", s.Grids, b+1)
	}
	pitch := (g[2] - g[0]) / g[6]
	x := g[0] + b*pitch + pitch/2
	side := g[3] - g[1]
	return image.Rect(x-side/2, g[1], x+side/2, g[3])
}

// far reports whether two colours differ clearly.
func far(a, b color.Color) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) int { return max(int(x)-int(y), int(y)-int(x)) >> 8 }
	return d(ar, br)+d(ag, bg)+d(ab, bb) > 24
}

// changed is the share of pixels that differ clearly between two screenshots of one size.
func changed(a, b image.Image) float64 { return changedIn(a, b, a.Bounds()) }

// changedIn is the share of the pixels of r that differ clearly between two screenshots.
func changedIn(a, b image.Image, r image.Rectangle) float64 {
	r = r.Intersect(a.Bounds()).Intersect(b.Bounds())
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if far(a.At(x, y), b.At(x, y)) {
				n++
			}
		}
	}
	return float64(n) / float64(max(1, r.Dx()*r.Dy()))
}

// helpMissing lists the parts of the open help h that the screenshot shot, taken after before (the game
// without the help), does not show; parts is what was measured of every part. A part shows when the
// screen changed there (at least 2% of its pixels differ clearly from before) into what the help draws:
// a control is a button unlike the help's panel (the commonest colour of the text's area) over at least
// half its rectangle (all but its rounded corners: a tab not chosen is in the background's colour, the
// others lighter than the panel), and the text has letters unlike the panel (at least 1% of its area).
func helpMissing(before, shot image.Image, h *helpStatus) (missing, parts []string) {
	rect := func(v []int) image.Rectangle { return image.Rect(v[0], v[1], v[2], v[3]) }
	panel := commonest(shot, rect(h.Parts["text"]))
	for name, v := range h.Parts {
		r := rect(v)
		c, unlike := changedIn(before, shot, r), unlikeIn(shot, r, panel)
		want := 0.5
		if name == "text" {
			want = 0.01
		}
		m := fmt.Sprintf("%s: %.0f%% changed, %.0f%% unlike the panel", name, c*100, unlike*100)
		parts = append(parts, m)
		if c < 0.02 || unlike < want {
			missing = append(missing, m)
		}
	}
	slices.Sort(parts)
	slices.Sort(missing)
	return missing, parts
}

// commonest is the colour most pixels of r have.
func commonest(img image.Image, r image.Rectangle) color.Color {
	n := map[color.RGBA64]int{}
	var best color.RGBA64
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := color.RGBA64Model.Convert(img.At(x, y)).(color.RGBA64)
			if n[c]++; n[c] > n[best] {
				best = c
			}
		}
	}
	return best
}

// unlikeIn is the share of the pixels of r that differ clearly from the colour c.
func unlikeIn(img image.Image, r image.Rectangle, c color.Color) float64 {
	r = r.Intersect(img.Bounds())
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if far(img.At(x, y), c) {
				n++
			}
		}
	}
	return float64(n) / float64(max(1, r.Dx()*r.Dy()))
}

// aimAtButton puts the pointer on the centre of Dials button b (0-based), after checking on a
// screenshot that a button is drawn there.
func (p *player) aimAtButton(s status, b int) image.Point {
	p.t.Helper()
	r := p.dialsButton(s, b)
	c := image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
	// The state is written before the frame is presented, and until its first frame is the window is
	// black: wait (up to 10 s) for a picture.
	var img image.Image
	var bg color.Color
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(250 * time.Millisecond) {
		img = p.screenshot(fmt.Sprintf("%s-button%d", p.t.Name(), b+1))
		bg = img.At(s.Board[0]+2, s.Board[1]+2)
		if cr, cg, cb, _ := bg.RGBA(); cr|cg|cb != 0 || time.Now().After(deadline) {
			break
		}
	}
	if in := img.At(c.X-r.Dx()/3, c.Y); !far(in, bg) {
		p.t.Fatalf("no button at %v (the pixel at %d,%d is the background %v): the hook's grid is not where the buttons are",
			r, c.X-r.Dx()/3, c.Y, bg)
	}
	p.xdo("mousemove", "--window", p.win, "--sync", strconv.Itoa(c.X), strconv.Itoa(c.Y))
	return c
}

// focus puts the pointer over the top bar (no button there) and the keyboard focus on the game.
func (p *player) focus() {
	p.t.Helper()
	p.xdo("mousemove", "--window", p.win, "--sync", "300", "20")
	p.xdo("windowfocus", p.win)
}

// Ten quick clicks (press and release together: xdotool click) on a Dials button are ten moves, and so
// are ten slow ones (press, 80 ms, release).
func TestClicks(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	for _, tc := range []struct {
		id     string
		button int
		slow   bool
		gap    time.Duration // from one click to the next, at least
	}{
		{"dials:n5q5#1", 0, false, 100 * time.Millisecond},
		{"dials:n5q5#1", 0, true, 100 * time.Millisecond},
		{"dials:n4q7#3", 2, false, 100 * time.Millisecond},
		// Each click on a game at rest (the press animation over): the frame the press wakes catches up
		// several ticks, and a release right after it may come in a frame too soon for another tick.
		{"dials:n5q5#1", 0, false, 700 * time.Millisecond},
	} {
		name := fmt.Sprintf("%s/quick/%v", tc.id, tc.gap)
		if tc.slow {
			name = fmt.Sprintf("%s/slow/%v", tc.id, tc.gap)
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			p := play(t, "us", "-id", tc.id)
			s := p.settle()
			if s.Puzzle != "dials" || s.Moves != 0 || s.State != "playing" {
				t.Fatalf("start: %+v", s)
			}
			p.aimAtButton(s, tc.button)
			click := []string{"click", "1"}
			if tc.slow { // one xdotool call, so the press lasts 80 ms however busy the machine is
				click = []string{"mousedown", "1", "sleep", "0.08", "mouseup", "1"}
			}
			p.paced(s, 10, tc.gap, click...)
			end := p.expectMoves(fmt.Sprintf("ten %s clicks on button %d", name, tc.button+1), s, 10)
			if end.State != "playing" {
				t.Errorf("the game ended (%s): pick a button that cannot win in ten presses", end.State)
			}
		})
	}
}

// Ten quick key presses (xdotool key 1) are ten moves.
func TestKeys(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	p := play(t, "us", "-id", "dials:n5q5#1")
	s := p.settle()
	p.focus()
	p.paced(s, 10, 100*time.Millisecond, "key", "1")
	p.expectMoves("ten presses of the key 1", s, 10)
}

// With the X server's reader switched off (QUINTET_X11_INPUT=off, docs/input.md) the game plays on
// Ebitengine's per-frame state alone: keys, clicks and arrows, each paced so no two fall in one frame,
// count once each, and the -state hook says neither keys nor clicks come from the X server.
func TestXReaderOff(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	p := playEnv(t, binary(t), []string{"QUINTET_X11_INPUT=off"}, "us", "-id", "dials:n5q5#1")
	s := p.settle()
	if f, err := p.readFrames(); err != nil || f.XKeys || f.XClicks {
		t.Errorf("switched off, the state says xkeys %v, xclicks %v (%v)", f.XKeys, f.XClicks, err)
	}
	p.focus()
	p.paced(s, 5, 150*time.Millisecond, "key", "1")
	k := p.expectMoves("five presses of the key 1, the reader off", s, s.Moves+5)
	p.aimAtButton(k, 0)
	p.paced(k, 5, 150*time.Millisecond, "click", "1")
	c := p.expectMoves("five clicks on button 1, the reader off", k, k.Moves+5)
	p.xdo("key", "ctrl+z")
	p.expectMoves("Ctrl+Z, the reader off", c, c.Moves-1)
	if f, err := p.readFrames(); err != nil || f.XKeys || f.XClicks {
		t.Errorf("switched off, after playing the state says xkeys %v, xclicks %v (%v)", f.XKeys, f.XClicks, err)
	}
}

// Under a German layout (QWERTZ) letter shortcuts follow the character a key types: Ctrl+Z (the key at
// the US Y position) undoes and Ctrl+Y (at the US Z position) redoes, and "?" (Shift+ß) opens help.
func TestGermanLayout(t *testing.T) {
	t.Parallel() // with the other waiting tests (xdo_test.go)
	p := play(t, "de", "-id", "dials:n5q5#1")
	if km := p.run("xkbcomp", p.display, "-"); !regexp.MustCompile(`key <AD06> \{[^}]*\[\s*z,`).MatchString(km) {
		t.Fatalf("under setxkbmap de the key <AD06> (US Y) does not type z:\n%.2000s", km)
	}
	s := p.settle()
	p.focus()
	p.paced(s, 3, 100*time.Millisecond, "key", "1")
	s = p.expectMoves("three presses of 1", s, 3)
	for want := 2; want >= 1; want-- {
		p.xdo("key", "ctrl+z") // xdotool types the keysym z: the key at the US Y position
		s = p.expectMoves("Ctrl+Z", s, want)
	}
	p.xdo("key", "ctrl+y") // the key at the US Z position: redo, not undo
	s = p.expectMoves("Ctrl+Y", s, 2)

	// "?" opens help: the hook says so, every part of it shows on the screen where the hook says it is
	// (helpMissing), it swallows a digit, and Esc closes it rather than going to the menu. (Not the share
	// of the whole screen that changes, which sat at 50%: the help's panels take the colours of the game's
	// background and cards, so half the pixels under the help keep theirs; and a help drawn without its
	// tabs changed 54%.)
	before := p.screenshot("de-before-help")
	p.xdo("key", "shift+ssharp")
	help := p.waitFor("the help to open", func(s status) bool { return s.Help != nil }).Help
	if help.Page != 0 || help.Pages < 2 || help.Parts["tab "+help.Title] == nil || help.Parts["next"] == nil ||
		help.Parts["text"] == nil {
		t.Fatalf("the help opened at page %d of %d (%q) with parts %v; want the first of several, with tabs, Next and text",
			help.Page+1, help.Pages, help.Title, help.Parts)
	}
	// Until it is drawn (a busy machine may take more than a moment to show the frame), for up to 10 s.
	var missing, parts []string
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(250 * time.Millisecond) {
		missing, parts = helpMissing(before, p.screenshot("de-help"), help)
		if len(missing) == 0 || time.Now().After(deadline) {
			break
		}
	}
	t.Logf("after Shift+ß (?), the help's parts: %s", strings.Join(parts, "; "))
	if len(missing) > 0 {
		t.Errorf("after Shift+ß (?) the help is open but not all on screen; missing: %s", strings.Join(missing, "; "))
	}
	p.xdo("key", "1")
	s = p.expectMoves("the key 1 under help", s, 2)
	p.xdo("key", "Escape")
	// The frame that takes Esc closes the help: awaited, however late a busy machine draws it.
	if got := p.waitFor("the help closed by Esc", func(s status) bool { return s.Help == nil }); got.Puzzle != "dials" {
		t.Errorf("Esc went to %q: help was not open", got.Puzzle)
	}
	p.xdo("key", "1")
	p.expectMoves("the key 1 after help closed", s, 3)
}

// cpuTicks is the CPU time (user and system, in clock ticks of 1/100 s) a process has used.
func cpuTicks(t *testing.T, pid int) int {
	t.Helper()
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		t.Fatal(err)
	}
	// After the command name in parentheses: state is field 3, utime 14, stime 15.
	f := strings.Fields(string(data[bytes.LastIndexByte(data, ')')+1:]))
	u, err1 := strconv.Atoi(f[11])
	s, err2 := strconv.Atoi(f[12])
	if err1 != nil || err2 != nil {
		t.Fatalf("/proc/%d/stat: %q", pid, data)
	}
	return u + s
}

// timerHidden is the game's arguments for a config folder whose settings hide the timer (the statistics'
// setting: it still counts): a shown puzzle's timer ticks every second, which a test comparing the
// picture at rest with a fresh frame, or measuring an idle game, must not see.
func timerHidden(t *testing.T) []string {
	dir := filepath.Join(t.TempDir(), "config")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "settings.json"), []byte(`{"hide_timer":true}`), 0o644); err != nil {
		t.Fatal(err)
	}
	return []string{"-config", dir} // the last -config is the one taken
}

// The game at rest costs (almost) nothing: on a puzzle, on the menu and with a hint shown, it uses under
// 2% of one core over 10 s (the goal is 0.5%; the figures are logged). A puzzle's timer runs from when
// it is shown, so on a puzzle the timer is hidden (the statistics' setting: it counts, and asks for
// no drawing); shown, it ticks, and costs one redraw a second, no more ("ticking").
func TestIdleCPU(t *testing.T) {
	t.Parallel()       // with the other waiting tests (xdo_test.go)
	const userHZ = 100 // /proc's clock ticks a second (USER_HZ) on Linux
	hidden := timerHidden
	for _, tc := range []struct {
		name    string
		hide    bool
		args    []string
		setup   func(p *player)
		ready   func(s status) bool
		ticking bool
	}{
		{"puzzle", true, []string{"-id", "dials:n5q5#1"}, nil, func(s status) bool { return s.Puzzle == "dials" }, false},
		{"menu", false, nil, nil, func(s status) bool { return s.Puzzle == "menu" }, false},
		{"hint", true, []string{"-id", "dials:n5q5#1"}, func(p *player) { p.focus(); p.xdo("key", "h") },
			func(s status) bool { return s.Puzzle == "dials" && s.HintShown }, false},
		{"ticking", false, []string{"-id", "dials:n5q5#1"}, nil, func(s status) bool { return s.Puzzle == "dials" }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			args := tc.args
			if tc.hide {
				args = append(hidden(t), args...)
			}
			p := play(t, "us", args...)
			if tc.setup != nil {
				tc.setup(p)
			}
			p.waitFor(tc.name, tc.ready)
			time.Sleep(3 * time.Second)
			s0 := p.waitFor(tc.name, tc.ready)
			c0, t0 := cpuTicks(t, p.cmd.Process.Pid), time.Now()
			time.Sleep(10 * time.Second)
			c1, t1 := cpuTicks(t, p.cmd.Process.Pid), time.Now()
			s1 := p.waitFor(tc.name, tc.ready)
			pct := float64(c1-c0) / userHZ / t1.Sub(t0).Seconds() * 100
			t.Logf("idle CPU, %s: %.2f%% of one core (%d ticks of 10 ms in %.1f s); %d updates, %d redraws",
				tc.name, pct, c1-c0, t1.Sub(t0).Seconds(), s1.Updates-s0.Updates, s1.Frames-s0.Frames)
			if tc.ticking {
				// The timer's second turns over ten times: ten redraws, give or take the edges.
				if n := s1.Frames - s0.Frames; n < 8 || n > 12 {
					t.Errorf("the shown timer, 10 s: %d redraws, want one a second", n)
				}
				return
			}
			if pct >= 2 {
				t.Errorf("idle CPU, %s: %.2f%% of one core, want under 2%% (goal 0.5%%)", tc.name, pct)
			}
		})
	}
}
