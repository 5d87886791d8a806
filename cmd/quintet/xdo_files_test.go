//go:build xdo

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Ctrl+S, a real key through the X server, saves the game (a text seed's, two moves in) to a file in
// the saves folder and says its path; -open of that file in another start opens it at its two moves;
// -open of a file that is not a game says so in the window and on standard error, and the game starts.
func TestSaveAndOpenFiles(t *testing.T) {
	t.Parallel()
	const game = "dials:n5q5#hello"
	p := play(t, "us", "-id", game)
	p.focus()
	before := p.waitFor("the text seed's game", func(s status) bool { return s.Game == game })
	p.xdo("key", "1", "2")
	p.expectMoves("two keys", before, 2)
	p.xdo("key", "ctrl+s")
	s := p.waitFor("the path said", func(s status) bool { return strings.Contains(s.Message, ".quintet") })
	path := regexp.MustCompile(`saved to (/\S+\.quintet) `).FindStringSubmatch(s.Message)
	if path == nil {
		t.Fatalf("the window says %q", s.Message)
	}
	if data, err := os.ReadFile(path[1]); err != nil || !strings.HasPrefix(string(data), `{"format":"quintet game"`) {
		t.Fatalf("%s: %v %.80s", path[1], err, data)
	}
	if !strings.Contains(p.log.String(), path[1]) {
		t.Errorf("standard error does not say the path:\n%s", p.log.String())
	}

	q := play(t, "us", "-id", "flip:i3#1", "-open", path[1])
	s = q.waitFor("the file's game", func(s status) bool { return s.Game == game && s.Moves == 2 })

	bad := filepath.Join(t.TempDir(), "bad.quintet")
	os.WriteFile(bad, []byte(`{"format":"quintet game","version":3,"puzzle":"dials","current":0,"entries":[{"kind":"start"`), 0o644)
	r := play(t, "us", "-open", bad)
	s = r.waitFor("the refusal", func(s status) bool { return s.Notices > 0 && s.Puzzle != "" })
	if !strings.Contains(s.Message, "bad.quintet was not opened: it is cut short or damaged") {
		t.Errorf("the window says %q", s.Message)
	}
	if !strings.Contains(r.log.String(), "bad.quintet was not opened: it is cut short or damaged") {
		t.Errorf("standard error says:\n%s", r.log.String())
	}
}
