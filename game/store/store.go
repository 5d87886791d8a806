// Package store keeps each puzzle's saved game: files under the user's config folder natively,
// localStorage in the browser. It needs no window, so it is tested anywhere.
package store

import (
	"errors"
	"fmt"
	"regexp"
)

// Store holds saved games by name (a puzzle's name).
type Store interface {
	// Load returns the saved bytes, or ErrNotFound.
	Load(name string) ([]byte, error)
	// Save replaces the saved bytes atomically: a crash leaves the old save or the new, never half.
	Save(name string, data []byte) error
	// SetAside keeps an unreadable save under another name, so nothing is lost, and returns that name.
	SetAside(name string) (string, error)
}

// ErrNotFound is returned by Load when nothing is saved under the name.
var ErrNotFound = errors.New("no saved game")

var validName = regexp.MustCompile(`^[a-z][a-z0-9-]{0,31}$`)

func checkName(name string) error {
	if !validName.MatchString(name) {
		return fmt.Errorf("store: bad name %q", name)
	}
	return nil
}

// Memory is a Store in memory, for tests and as a last resort when nothing can be saved.
type Memory struct{ m map[string][]byte }

// NewMemory returns an empty memory store.
func NewMemory() *Memory { return &Memory{m: map[string][]byte{}} }

func (s *Memory) Load(name string) ([]byte, error) {
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
	s.m[name] = append([]byte(nil), data...)
	return nil
}

func (s *Memory) SetAside(name string) (string, error) {
	for i := 1; ; i++ {
		aside := fmt.Sprintf("%s-unreadable-%d", name, i)
		if _, ok := s.m[aside]; !ok {
			s.m[aside] = s.m[name]
			delete(s.m, name)
			return aside, nil
		}
	}
}
