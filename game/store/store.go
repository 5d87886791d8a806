// Package store keeps each puzzle's saved game: files under the user's config folder natively,
// localStorage in the browser. It needs no window, so it is tested anywhere.
//
// The promise it keeps: a save is never lost. A save is replaced only by a complete new one (atomic
// replace); a save the game cannot read — for any reason: bad contents, no permission, an I/O error,
// not a regular file, too large — is moved aside, or, when even that fails, kept where it is and never
// written over; and a second copy of the game on the same folder only reads.
package store

import (
	"errors"
	"fmt"
	"sync"
)

// Store holds saved games by name (a puzzle's name, or "settings"). Its methods are safe to call from
// several goroutines (a Writer saves from its own).
type Store interface {
	// Load returns the saved bytes, or ErrNotFound when nothing is saved under the name. When the save
	// exists but cannot be read (no permission, an I/O error, not a regular file, larger than
	// MaxSaveBytes) the error is an *UnreadableError: the store has already moved the save aside or, if
	// it could not, will refuse to save over it; the error's message says which and where, for the
	// player.
	Load(name string) ([]byte, error)
	// Save replaces the saved bytes atomically: a crash leaves the old save or the new, never half. It
	// refuses (and changes nothing) when the store is read-only (errors.Is(err, ErrReadOnly)), when the
	// old save could not be read nor moved aside (an *UnreadableError), or when data is larger than
	// MaxSaveBytes.
	Save(name string, data []byte) error
	// SetAside keeps a save whose contents are bad under another name, so nothing is lost, and returns
	// that name (a path for files). If it fails, the store refuses to save over the old save.
	SetAside(name string) (string, error)
	// Notes returns, once each, sentences the player should read about the saves that no call returned
	// as an error: that another copy of the game uses the same folder so this one only reads, or that a
	// save found unreadable while saving was moved aside. Call it after loading and now and then.
	Notes() []string
}

// MaxSaveBytes bounds one save. Load refuses (and sets aside) anything larger without reading it, and
// Save refuses to write more, so every save written can be read back. A 10,000-entry history takes
// about 300 KB in save format 2; even a Hash Game of 10,000 new games, each stored with its position,
// stays far below the bound.
const MaxSaveBytes = 16 << 20

// ErrNotFound is returned by Load when nothing is saved under the name.
var ErrNotFound = errors.New("no saved game")

// ErrReadOnly is wrapped by Save and SetAside when this store must not write (another copy of the game
// holds the folder, or the folder cannot be written).
var ErrReadOnly = errors.New("the saves are read-only")

// UnreadableError says that a save exists but could not be read, and what the store did about it.
type UnreadableError struct {
	Name    string // the save's name ("dials")
	Path    string // where it is (a file path, or the localStorage key)
	Err     error  // why it could not be read
	MovedTo string // where it was moved, or "" if it stays at Path
	MoveErr error  // why it could not be moved (nil when moved)
}

func (e *UnreadableError) Error() string {
	if e.MovedTo != "" {
		return fmt.Sprintf("the save %s could not be read (%v); it was moved to %s", e.Path, e.Err, e.MovedTo)
	}
	return fmt.Sprintf("the save %s could not be read (%v) nor moved aside (%v); it is kept as it is and this game will not be saved over it until it is moved or removed",
		e.Path, e.Err, e.MoveErr)
}

func (e *UnreadableError) Unwrap() error { return e.Err }

// Kept reports whether the unreadable save stays in place (so the store refuses to save over it).
func (e *UnreadableError) Kept() bool { return e.MovedTo == "" }

// Unreadable is err as an *UnreadableError, when it is or wraps one. A save not found, the usual
// answer at a first start, is told at once: errors.As's reflection over it was a third of the
// browser's task that makes the game (game.New).
func Unreadable(err error) (*UnreadableError, bool) {
	if err == nil || err == ErrNotFound {
		return nil, false
	}
	if u, ok := err.(*UnreadableError); ok {
		return u, true
	}
	var u *UnreadableError
	if errors.As(err, &u) {
		return u, true
	}
	return nil, false
}

// validName reports whether name is a save's name: a lower-case letter, then up to 31 lower-case
// letters, digits and hyphens (^[a-z][a-z0-9-]{0,31}$, checked without compiling a regular expression
// at start-up).
func validName(name string) bool {
	if len(name) == 0 || len(name) > 32 || name[0] < 'a' || name[0] > 'z' {
		return false
	}
	for i := 1; i < len(name); i++ {
		if c := name[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

func checkName(name string) error {
	if !validName(name) {
		return fmt.Errorf("store: bad name %q", name)
	}
	return nil
}

func checkSize(name string, data []byte) error {
	if len(data) > MaxSaveBytes {
		return fmt.Errorf("store: the %s save is %d bytes; at most %d are written", name, len(data), MaxSaveBytes)
	}
	return nil
}

// Memory is a Store in memory, for tests and as a last resort when nothing can be saved.
type Memory struct {
	mu sync.Mutex
	m  map[string][]byte
}

// NewMemory returns an empty memory store.
func NewMemory() *Memory { return &Memory{m: map[string][]byte{}} }

func (s *Memory) Load(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.m[name]
	if !ok {
		return nil, ErrNotFound
	}
	return append([]byte(nil), b...), nil
}

func (s *Memory) Save(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	if err := checkSize(name, data); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[name] = append([]byte(nil), data...)
	return nil
}

// SetAside moves the save to "<name>-unreadable-<n>", the first n free.
func (s *Memory) SetAside(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	b, ok := s.m[name]
	if !ok {
		return "", ErrNotFound
	}
	for i := 1; ; i++ {
		aside := fmt.Sprintf("%s-unreadable-%d", name, i)
		if _, ok := s.m[aside]; !ok {
			s.m[aside] = b
			delete(s.m, name)
			return aside, nil
		}
	}
}

// Notes is always empty: a memory store has no folder to share and nothing it cannot read.
func (s *Memory) Notes() []string { return nil }
