//go:build e2e

package wasm_test

import (
	"context"
	"sort"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// clipDialog is the game-ID dialog as the page publishes it in window.quintet.layout.dialog (CSS pixels).
type clipDialog struct {
	Buttons []struct {
		Label      string
		X, Y, W, H float64
	} `json:"buttons"`
	Field   string `json:"field"`
	Focus   string `json:"focus"`
	Note    string `json:"note"`
	Error   string `json:"error"`
	Waiting bool   `json:"waiting"`
}

type clipState struct {
	Game   string `json:"game"`
	Layout struct {
		MinText float64     `json:"min_text"`
		Dialog  *clipDialog `json:"dialog"`
		// TextProblems are the last frame's texts not shown whole or outside their part.
		TextProblems []string `json:"text_problems"`
	} `json:"layout"`
}

// clipWait polls the page until ok holds (60 s at most: software GL on a loaded machine is slow).
func (b *browser) clipWait(what string, ok func(clipState) bool) clipState {
	b.t.Helper()
	var s clipState
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		var err error
		s, err = chromedp.Run(b.ctx, chromedp.Evaluate[clipState](`window.quintet || {}`))
		if err != nil {
			b.t.Fatalf("reading window.quintet: %v", err)
		}
		if ok(s) {
			return s
		}
		if time.Now().After(deadline) {
			b.t.Fatalf("waiting for %s: gave up; game %s, dialog %+v", what, s.Game, s.Layout.Dialog)
		}
	}
}

// button is the middle of the dialog's button with the given label.
func (b *browser) button(s clipState, label string) (x, y float64) {
	b.t.Helper()
	for _, bt := range s.Layout.Dialog.Buttons {
		if bt.Label == label {
			return bt.X + bt.W/2, bt.Y + bt.H/2
		}
	}
	b.t.Fatalf("the dialog has no %s button: %+v", label, s.Layout.Dialog)
	return 0, 0
}

func (b *browser) click(x, y float64) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.MouseClickXY(x, y)); err != nil {
		b.t.Fatalf("click at %.0f,%.0f: %v", x, y, err)
	}
}

// tap touches the screen at x, y and lifts the finger.
func (b *browser) tap(x, y float64) {
	b.t.Helper()
	err := chromedp.Do(b.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart,
			TouchPoints: []*input.TouchPoint{{X: x, Y: y}}}); err != nil {
			return err
		}
		_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd,
			TouchPoints: []*input.TouchPoint{}})
		return err
	}))
	if err != nil {
		b.t.Fatalf("tap at %.0f,%.0f: %v", x, y, err)
	}
}

func (b *browser) ctrlKey(k string) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, chromedp.KeyEvent(k, chromedp.KeyModifiers(chromedp.ModifierCtrl))); err != nil {
		b.t.Fatalf("Ctrl+%s: %v", k, err)
	}
}

// setClipboardPermission grants or denies the page's reading and writing of the clipboard.
func (b *browser) setClipboardPermission(setting cdpbrowser.PermissionSetting) {
	b.t.Helper()
	origin := strings.TrimSuffix(b.url, "/")
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		_, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
			Permission: &cdpbrowser.PermissionDescriptor{Name: name, AllowWithoutSanitization: name == "clipboard-write"},
			Setting:    setting, Origin: origin})
		if err != nil {
			b.t.Fatalf("setting %s %s: %v", name, setting, err)
		}
	}
}

// clipboard reads the clipboard from the page, as another page or program would.
func (b *browser) clipboard() string {
	b.t.Helper()
	s, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("reading the clipboard from the page: %v", err)
	}
	return s
}

func (b *browser) setClipboard(text string) {
	b.t.Helper()
	_, err := chromedp.Run(b.ctx, chromedp.Evaluate[any](`navigator.clipboard.writeText(`+jsString(text)+`).then(() => true)`, chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("writing the clipboard from the page: %v", err)
	}
}

func jsString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`, "\r", `\r`, "\t", `\t`)
	return `"` + r.Replace(s) + `"`
}

// The game-ID dialog's Copy and Paste use navigator.clipboard: Copy puts the game's ID on the
// clipboard, Paste puts the clipboard's text in the field and Enter opens it; Ctrl+C and Ctrl+V do the
// same; a refused permission is said and the field kept; on a phone the buttons are large enough to tap.
func TestClipboard(t *testing.T) {
	t.Parallel() // beside the other tests (e2e_test.go)
	b := newBrowser(t)
	if err := chromedp.Do(b.ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	// Headless Chromium's page is not focused unless told; the clipboard serves focused pages only.
	if _, err := chromedp.Run(b.ctx, chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
		_, err := chromedp.Call(ctx, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	const first, second, third = "dials:n5q5#1", "dials:n3q7#5", "flip:i4#2"
	b.setClipboardPermission(cdpbrowser.PermissionSettingGranted)
	b.open(first)
	// How long each pointer event waited for the page's thread before its listeners ran.
	if _, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`window.lag_ = [];
		for (const k of ["pointerdown", "pointerup"]) addEventListener(k, e => lag_.push(performance.now() - e.timeStamp), true);
		true`)); err != nil {
		t.Fatal(err)
	}
	open := func(want string) clipState {
		b.key("g")
		return b.clipWait("the dialog", func(s clipState) bool { return s.Layout.Dialog != nil && s.Layout.Dialog.Field == want })
	}

	t.Run("the buttons", func(t *testing.T) {
		b.t = t
		s := open(first)
		b.click(b.button(s, "Copy"))
		b.clipWait("Copied", func(s clipState) bool { return s.Layout.Dialog.Note == "Copied "+first })
		if got := b.clipboard(); got != first {
			t.Fatalf("after Copy the clipboard holds %q; want %q", got, first)
		}
		b.screenshot("e2e-clip-copied.png")
		b.setClipboard(second + "\n")
		b.click(b.button(s, "Paste"))
		s = b.clipWait("the pasted ID", func(s clipState) bool { return s.Layout.Dialog.Field == second })
		if s.Game != first || s.Layout.Dialog.Note != "Pasted "+second+"; Enter opens it" {
			t.Fatalf("after Paste: game %s, dialog %+v; want the game kept and a note", s.Game, s.Layout.Dialog)
		}
		b.screenshot("e2e-clip-pasted.png")
		b.key("\r")
		b.clipWait("the pasted game", func(s clipState) bool { return s.Layout.Dialog == nil && s.Game == second })
	})

	t.Run("Ctrl+C and Ctrl+V", func(t *testing.T) {
		b.t = t
		open(second)
		b.ctrlKey("c")
		b.clipWait("Copied", func(s clipState) bool { return s.Layout.Dialog.Note == "Copied "+second })
		if got := b.clipboard(); got != second {
			t.Fatalf("after Ctrl+C the clipboard holds %q; want %q", got, second)
		}
		b.setClipboard("\t" + third + "\u200b\r\n")
		b.ctrlKey("v")
		b.clipWait("the pasted ID", func(s clipState) bool {
			return s.Layout.Dialog.Field == third && s.Layout.Dialog.Note == "Pasted "+third+" (1 character removed); Enter opens it"
		})
		b.key("\r")
		b.clipWait("the pasted game", func(s clipState) bool { return s.Layout.Dialog == nil && s.Game == third })
	})

	t.Run("Tab to Paste, Enter", func(t *testing.T) {
		b.t = t
		open(third)
		b.setClipboard(first)
		b.key("\t")
		b.key("\t")
		s := b.clipWait("Paste focused", func(s clipState) bool { return s.Layout.Dialog.Focus == "Paste" })
		b.screenshot("e2e-clip-focus.png")
		b.key("\r")
		s = b.clipWait("the pasted ID", func(s clipState) bool { return s.Layout.Dialog.Field == first })
		if s.Game != third {
			t.Fatalf("Enter on Paste opened %s", s.Game)
		}
		b.key("\x1b")
		b.clipWait("the dialog closed", func(s clipState) bool { return s.Layout.Dialog == nil && s.Game == third })
	})

	t.Run("Tab from the page's input", func(t *testing.T) {
		b.t = t
		open(third)
		// A click on the field puts the keyboard in the page's real <input> over it; Tab leaves it for Copy.
		if err := chromedp.Do(b.ctx, chromedp.Click(chromedp.CSS("#qt-box"))); err != nil {
			t.Fatal(err)
		}
		if in, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`document.activeElement.id === "qt-box"`)); err != nil || !in {
			t.Fatalf("the click did not focus the page's input (%v)", err)
		}
		b.key("\t")
		b.clipWait("Copy focused", func(s clipState) bool { return s.Layout.Dialog.Focus == "Copy" })
		if in, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`document.activeElement.id === "qt-box"`)); err != nil || in {
			t.Fatalf("after Tab the page's input still has the keyboard (%v)", err)
		}
		b.key("\x1b")
		b.clipWait("the dialog closed", func(s clipState) bool { return s.Layout.Dialog == nil })
	})

	t.Run("a refused permission keeps the field", func(t *testing.T) {
		b.t = t
		b.setClipboardPermission(cdpbrowser.PermissionSettingDenied)
		defer b.setClipboardPermission(cdpbrowser.PermissionSettingGranted)
		s := open(third)
		b.click(b.button(s, "Paste"))
		s = b.clipWait("the refusal", func(s clipState) bool { return s.Layout.Dialog.Error != "" })
		if s.Layout.Dialog.Error != "Clipboard permission refused" || s.Layout.Dialog.Field != third {
			t.Fatalf("after a refused paste: %+v; want the refusal said and the field %q kept", s.Layout.Dialog, third)
		}
		b.screenshot("e2e-clip-refused.png")
		b.key("\x1b")
		b.clipWait("the dialog closed", func(s clipState) bool { return s.Layout.Dialog == nil })
	})

	t.Run("today's game, solved and shared", func(t *testing.T) {
		b.t = t
		b.shareDaily(t) // stats_e2e_test.go
	})

	if lags, err := chromedp.Run(b.ctx, chromedp.Evaluate[[]float64](`lag_`)); err == nil && len(lags) > 0 {
		sort.Float64s(lags)
		t.Logf("%d pointer events waited for the page's thread: median %.0f ms, longest %.0f ms", len(lags), lags[len(lags)/2], lags[len(lags)-1])
	}

	// The first tab's game is left for a blank page while the tabs below run: a game's page draws its
	// frames whether or not anyone looks at it.
	if err := chromedp.Do(b.ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	t.Run("a browser without navigator.clipboard", func(t *testing.T) {
		tab, cancel := b.tabWith(t, `Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined });`, second)
		defer cancel()
		if err := chromedp.Do(tab.ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
			t.Fatal(err)
		}
		tab.waitFor("the game to run", func(s status) bool { return s.Status == "running" && s.Puzzle != "" })
		tab.key("g")
		tab.clipWait("the dialog", func(s clipState) bool { return s.Layout.Dialog != nil })
		tab.ctrlKey("v")
		s := tab.clipWait("the message", func(s clipState) bool { return s.Layout.Dialog.Error != "" })
		if want := "Clipboard not available in this browser (it needs a page served over https)"; s.Layout.Dialog.Error != want || s.Layout.Dialog.Field != second {
			t.Fatalf("without navigator.clipboard: %+v; want %q and the field kept", s.Layout.Dialog, want)
		}
	})

	t.Run("a phone", func(t *testing.T) {
		tab, _, cancel := b.tabSized(t, 390, 844, first, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch)
		defer cancel()
		if _, err := chromedp.Run(tab.ctx, chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			_, err := chromedp.Call(ctx, emulation.SetFocusEmulationEnabled, emulation.SetFocusEmulationEnabledParams{Enabled: true})
			return err
		})); err != nil {
			t.Fatal(err)
		}
		tab.key("g")
		s := tab.clipWait("the dialog", func(s clipState) bool { return s.Layout.Dialog != nil })
		for _, bt := range s.Layout.Dialog.Buttons {
			if bt.W < 44 || bt.H < 44 || bt.X < 0 || bt.X+bt.W > 390 {
				t.Errorf("on a phone the %s button is %.0f×%.0f CSS px at x %.0f; want at least 44×44, on screen", bt.Label, bt.W, bt.H, bt.X)
			}
		}
		if s.Layout.MinText < 14 {
			t.Errorf("on a phone the smallest text is %.1f px; want 14 or more", s.Layout.MinText)
		}
		t.Logf("phone dialog buttons: %+v", s.Layout.Dialog.Buttons)
		tab.tap(tab.button(s, "Copy"))
		tab.clipWait("Copied", func(s clipState) bool { return s.Layout.Dialog.Note == "Copied "+first })
		if got := tab.clipboard(); got != first {
			t.Fatalf("after tapping Copy the clipboard holds %q; want %q", got, first)
		}
		tab.screenshot("e2e-clip-phone.png")
		// A bad ID's error, then the puzzle with its status line: every text whole and in its part on
		// the phone (the layout report of the frame drawn last).
		tab.key("%") // no seed has a % (a text seed takes letters, digits and URL-safe marks)
		tab.key(kb.Enter)
		s = tab.clipWait("the error", func(s clipState) bool { return s.Layout.Dialog != nil && s.Layout.Dialog.Error != "" })
		for _, p := range s.Layout.TextProblems {
			t.Errorf("on a phone, the dialog with the error %q: %s", s.Layout.Dialog.Error, p)
		}
		tab.key(kb.Escape)
		s = tab.clipWait("the dialog closed", func(s clipState) bool { return s.Layout.Dialog == nil })
		for _, p := range s.Layout.TextProblems {
			t.Errorf("on a phone, the puzzle %s: %s", s.Game, p)
		}
	})
}
