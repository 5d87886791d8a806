//go:build !js

package clipboard

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"quintet/rules/puzzle"

	xclip "golang.design/x/clipboard"
)

// clipWait bounds one clipboard call: an X11 owner that never answers must not leave the dialog waiting.
const clipWait = 5 * time.Second

// systemClipboard is the platform's clipboard through golang.design/x/clipboard, which speaks X11 and
// Wayland on Linux and the BSDs, and the system APIs on Windows and macOS, with no cgo. Each call runs
// on a goroutine of its own.
type systemClipboard struct{}

var clipInit = sync.OnceValue(xclip.Init)

// System is the platform's clipboard.
func System() Clipboard { return systemClipboard{} }

func (systemClipboard) WriteText(text string, done func(error)) {
	go func() {
		if err := clipInit(); err != nil {
			done(nativeClipError(err))
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), clipWait)
		defer cancel()
		_, err := xclip.Write(ctx, xclip.FmtText, []byte(text))
		done(nativeClipError(err))
	}()
}

func (systemClipboard) ReadText(done func(string, error)) {
	go func() {
		if err := clipInit(); err != nil {
			done("", nativeClipError(err))
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), clipWait)
		defer cancel()
		// Asked first: an owner whose transfer the library abandons may not survive it (xclip does not).
		offered := offersText(ctx)
		b, err := xclip.Read(ctx, xclip.FmtText)
		if err == nil && len(b) == 0 {
			err = xclip.ErrNoData
		}
		if errors.Is(err, xclip.ErrNoData) && offered {
			// The owner offers text but none arrived: on X11, a text too large for one transfer
			// (from a few hundred kilobytes) comes in pieces (INCR), which the library does not read.
			err = errClipTooLarge
		}
		done(string(b), nativeClipError(err))
	}()
}

// errClipTooLarge is a clipboard whose owner offers text that does not arrive: almost always text too
// large for one X11 transfer, which the library cannot read; X11 has no way to ask its size first, and
// an owner of an empty text answers the same, so the message names both.
var errClipTooLarge = fmt.Errorf("the clipboard's text did not arrive: it is too long to paste here (a game ID has at most %d characters), or empty", puzzle.MaxIDLength)

// offersText reports whether the clipboard's owner lists text among the formats it offers.
func offersText(ctx context.Context) bool {
	formats, err := xclip.Formats(ctx)
	return err == nil && slices.Contains(formats, xclip.FmtText)
}

// nativeClipError turns the library's errors (some of them several lines of advice) into the game's.
func nativeClipError(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, errClipTooLarge):
		return err
	case errors.Is(err, xclip.ErrNoData):
		return fmt.Errorf("%w (or it holds no text)", ErrEmpty)
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("%w: it did not answer within %v", ErrUnavailable, clipWait)
	case errors.Is(err, xclip.ErrUnavailable):
		return fmt.Errorf("%w (no X11 or Wayland display reachable)", ErrUnavailable)
	case errors.Is(err, xclip.ErrUnsupported):
		return fmt.Errorf("%w on this system", ErrUnavailable)
	}
	return fmt.Errorf("%w: %s", ErrUnavailable, OneLine(err))
}
