//go:build !js

package midend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"quintet/game/input"
	"quintet/game/store"
)

// Save writes the open game into the saves folder, never over another file, and says the path; Open
// brings it back over another game as undoable steps, in another copy of the game too.
func TestSaveAndOpenAFile(t *testing.T) {
	dir := t.TempDir()
	c := newController(store.Open(dir), &fakePage{fragment: "dials:n5q5#abc"})
	for _, m := range []string{"1", "2", "3"} {
		if !c.Play(m) {
			t.Fatal(c.Note())
		}
	}
	c.Do(input.Undo)
	want := c.Session(c.Current()).Current()
	for range 2 { // twice: the second file goes beside the first
		if !c.Do(input.SaveFile) {
			t.Fatalf("not saved: %s", c.Note())
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "dials-*.quintet"))
	if len(files) != 2 {
		t.Fatalf("files %v: want two, the second beside the first", files)
	}
	if !strings.Contains(c.Note(), files[0]) && !strings.Contains(c.Note(), files[1]) {
		t.Fatalf("the path is not said: %q", c.Note())
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	c.Close()

	// Another start, elsewhere, playing Flip: the file opens Dials at the saved step, redo and all.
	o := newController(store.Open(t.TempDir()), &fakePage{fragment: "flip:i3#1"})
	defer o.Close()
	if err := o.OpenFile("mine.quintet", data); err != nil {
		t.Fatal(err)
	}
	s := o.Session(o.Current())
	if s.Backend.Info().Name != "dials" || s.Current().Game.String() != "dials:n5q5#abc" || s.Current().Moves != 2 || !s.CanRedo() {
		t.Fatalf("opened %s at %d moves (redo %v)", s.Current().Game, s.Current().Moves, s.CanRedo())
	}
	if s.Pos().Desc() != want.Pos.Desc() {
		t.Fatal("not the saved position")
	}
	if !strings.Contains(o.Note(), "Opened mine.quintet: Dials, 2 moves") {
		t.Fatalf("said %q", o.Note())
	}
}

// A file that is not a game this build can open changes nothing, and says so in one line, on the
// screen until seen.
func TestOpenABadFileKeepsTheGame(t *testing.T) {
	c := newController(store.NewMemory(), &fakePage{fragment: "dials:n5q5#1"})
	defer c.Close()
	c.Play("1")
	before := c.Session(c.Current()).Current()
	ver := c.Session(c.Current()).Version()
	for name, data := range map[string][]byte{
		"empty.quintet": nil,
		"photo.png":     []byte("\x89PNG\r\n\x1a\n"),
		"cut.quintet":   []byte(`{"format":"quintet game","version":3,"puzzle":"dials","current":0,"entries":[{"kind":"start","game":"dials:n5q5#1"`),
		"other.quintet": []byte(`{"format":"quintet game","version":3,"puzzle":"sudoku","current":0,"entries":[]}`),
	} {
		c.DismissNotices()
		err := c.OpenFile(name, data)
		if err == nil {
			t.Fatalf("%s opened", name)
		}
		if s := c.Session(c.Current()); s.Version() != ver || s.Current() != before || c.Current() != c.index("dials") {
			t.Fatalf("%s changed the game", name)
		}
		if n := c.Notices(); len(n) != 1 || !strings.HasPrefix(n[0], "The file "+name+" was not opened: ") || strings.Contains(n[0], "\n") {
			t.Fatalf("%s: said %q", name, n)
		}
	}
	// With no folder, Save says it cannot, and nothing is lost.
	c.DismissNotices()
	if c.Do(input.SaveFile) || !strings.Contains(c.Note(), "not saved to a file: the games are kept in memory only") {
		t.Fatalf("said %q", c.Note())
	}
}
