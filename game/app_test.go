package game_test

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"quintet/game/gametest"
	"quintet/game/scene"
	"quintet/game/store"
	"quintet/scenes/dials"
)

func TestMain(m *testing.M) { gametest.Main(m) }

var puzzles = []scene.Puzzle{dials.Puzzle}

const specID = "dials:n5q5:00000/00000/21200/00000/00000-ABCDE-EDBDE"

func TestKeysUndoRedoRestartNew(t *testing.T) {
	d := gametest.New(t, puzzles, specID, 1024, 720)
	s := d.Probe.Session("dials")
	d.Key("Digit1")
	d.Key("Digit2")
	n := s.Len()
	if s.Current().Moves != 2 {
		t.Fatalf("moves %d", s.Current().Moves)
	}
	d.Key("U")
	if s.Current().Moves != 1 {
		t.Fatal("U did not undo")
	}
	d.Probe.InjectMods(true, false)
	d.Key("Z")
	if s.Current().Moves != 0 {
		t.Fatal("Ctrl+Z did not undo")
	}
	d.Key("R")
	d.Probe.InjectMods(true, false)
	d.Key("Y")
	if s.Current().Moves != 2 {
		t.Fatal("R and Ctrl+Y did not redo")
	}
	d.Probe.InjectMods(false, true)
	d.Key("R")
	if s.Current().Moves != 0 || s.Len() != n+1 {
		t.Fatalf("Shift+R: moves %d, history %d; want a restart step", s.Current().Moves, s.Len())
	}
	d.Key("U")
	if s.Current().Moves != 2 {
		t.Fatal("restart was not undoable")
	}
	d.Key("N")
	if s.Current().Moves != 0 || !s.Current().Game.HasSeed {
		t.Fatalf("N: %v", s.Current().Game)
	}
	d.Key("U")
	if s.Current().Moves != 2 {
		t.Fatal("new game was not undoable")
	}
}

func TestSolveIsOneUndoableStep(t *testing.T) {
	d := gametest.New(t, puzzles, "dials:n5q5#9", 1024, 720)
	s := d.Probe.Session("dials")
	d.Key("S")
	for i := 0; i < 500 && s.Pos().Status().String() != "won"; i++ {
		d.Tick()
	}
	if s.Pos().Status().String() != "won" {
		t.Fatal("S did not solve")
	}
	d.Key("U")
	if s.Current().Moves != 0 || s.Pos().Status().String() != "playing" {
		t.Fatal("undo after solve did not go back to the start")
	}
}

func TestGameIDDialogKeepsGameOnBadInput(t *testing.T) {
	d := gametest.New(t, puzzles, specID, 1024, 720)
	s := d.Probe.Session("dials")
	d.Key("Digit1")
	before := s.Pos().Desc()
	d.Key("G")
	d.Probe.InjectMods(true, false)
	d.Key("U") // clear the field
	d.Type("dials:n5q5:0000-ABCDE-EDBDE")
	d.Key("Enter")
	if s.Pos().Desc() != before {
		t.Fatal("a bad ID changed the game")
	}
	// The dialog is still open: typing goes into it, not to the buttons.
	d.Key("Digit2")
	if s.Current().Moves != 1 {
		t.Fatal("a key reached the game while the dialog was open")
	}
	d.Key("Escape")
	d.Key("G")
	d.Probe.InjectMods(true, false)
	d.Key("U")
	d.Type("dials:n3q7#5")
	d.Key("Enter")
	if got := s.Current().Game.String(); got != "dials:n3q7#5" {
		t.Fatalf("good ID: game %s", got)
	}
	d.Key("U")
	if s.Pos().Desc() != before {
		t.Fatal("loading an ID was not undoable")
	}
}

func TestBadStartIDIsExplained(t *testing.T) {
	d := gametest.New(t, puzzles, "nosuch:x#1", 1024, 720)
	if !strings.Contains(d.Probe.Message(), "no puzzle") {
		t.Fatalf("message %q", d.Probe.Message())
	}
	d = gametest.New(t, puzzles, "dials:n5q5#not%a%number", 1024, 720)
	if !strings.Contains(d.Probe.Message(), "seed") {
		t.Fatalf("message %q", d.Probe.Message())
	}
}

func TestCorruptSaveIsSetAsideAndResumeWorks(t *testing.T) {
	st := store.NewMemory()
	st.Save("dials", []byte(`{"version":1,"puzzle":"dials","current":0,"entries":[{"params":"n5q5","desc":"garbage"}]}`))
	d := gametest.NewWithStore(t, puzzles, "", 1024, 720, st)
	if !strings.Contains(d.Probe.Message(), "could not be read") {
		t.Fatalf("message %q", d.Probe.Message())
	}
	if _, err := st.Load("dials-unreadable-1"); err != nil {
		t.Fatal("the unreadable save was not kept aside")
	}
	d.Probe.Open("dials")
	d.Key("Digit4")
	desc := d.Probe.Session("dials").Pos().Desc()
	d.App.Close() // the game ends: saves still waiting are written
	// A second app on the same store resumes the same position, with its history.
	e := gametest.NewWithStore(t, puzzles, "", 1024, 720, st)
	s := e.Probe.Session("dials")
	if s.Pos().Desc() != desc || !s.CanUndo() {
		t.Fatalf("resume: %q (undo %v), want %q", s.Pos().Desc(), s.CanUndo(), desc)
	}
}

// An idle game does not redraw: after things settle, Draw leaves the screen untouched.
func TestIdleDoesNotRedraw(t *testing.T) {
	d := gametest.New(t, puzzles, specID, 1024, 720)
	d.WaitHint()
	d.Ticks(300) // let messages expire
	marker := color.RGBA{1, 2, 3, 255}
	d.Screen.Set(5, 5, marker)
	d.Ticks(10)
	if d.Probe.Dirty() {
		t.Fatal("still dirty after 300 idle ticks")
	}
	if got := d.Pixel(image.Pt(5, 5)); got != marker {
		t.Fatalf("idle Draw repainted the screen: %v", got)
	}
	d.Probe.Drawn()
	d.Key("Digit1") // a move redraws (only what it changed: damage.go)
	if all, parts := d.Probe.Drawn(); !all && len(parts) == 0 {
		t.Fatal("a move did not redraw")
	}
}

func TestMenuAndHelp(t *testing.T) {
	d := gametest.New(t, puzzles, specID, 1024, 720)
	d.Key("Escape")
	d.Key("F1")
	d.Key("Escape")
	d.Key("Digit1")
	d.Key("Digit3")
	if d.Probe.Session("dials").Current().Moves != 1 {
		t.Fatal("menu → 1 → key 3 did not play in Dials")
	}
}

// Every preset is on the menu; those below the fold are reached by scrolling, then start their game.
func TestMenuScrollsToEveryPreset(t *testing.T) {
	d := gametest.New(t, puzzles, specID, 1024, 420)
	d.Key("Escape")
	last := len(dials.Puzzle.Backend.Info().Presets) - 1
	for i := 0; i < 20 && d.Probe.MenuPreset("dials", last).Max.Y > 420-40; i++ {
		d.Key("ArrowDown")
	}
	r := d.Probe.MenuPreset("dials", last)
	if r.Empty() || r.Max.Y > 420-40 || r.Min.Y < 0 {
		t.Fatalf("the last Dials preset is at %v: not reachable by scrolling", r)
	}
	d.Click(r.Min.Add(r.Max).Div(2))
	if got := d.Probe.Session("dials").Current().Game.Params; got != dials.Puzzle.Backend.Info().Presets[last].Params {
		t.Fatalf("clicking the last preset started %q", got)
	}
}

// The parts the frames drew are kept for the probe only once it has asked for them: a game played
// without one does not gather a rectangle per frame for as long as it runs.
func TestDrawnPartsKeptOnlyOnceAsked(t *testing.T) {
	d := gametest.New(t, puzzles, specID, 1024, 720)
	d.WaitHint()
	d.Ticks(300) // let messages expire
	before, _ := d.Probe.PartialFrames()
	d.Key("Digit1") // a move: drawn in part
	if n, _ := d.Probe.PartialFrames(); n == before {
		t.Fatal("the move drew no partial frame; the test cannot tell")
	}
	if _, parts := d.Probe.Drawn(); len(parts) != 0 {
		t.Errorf("%d parts kept before the probe asked", len(parts))
	}
	d.Key("Digit1")
	if all, parts := d.Probe.Drawn(); !all && len(parts) == 0 {
		t.Error("once asked, the next move's parts are not kept")
	}
}

// A shortcut's character that comes in a frame of its own (on a busy machine the key and its
// character may be a frame apart) draws nothing over a puzzle: the key's frame draws the change. Over
// a text field the character is typed, and drawn.
func TestShortcutCharacterAloneDrawsNothing(t *testing.T) {
	d := gametest.New(t, puzzles, "dials:n5q5#1", 1024, 720)
	d.WaitHint()
	d.Ticks(3)
	before := d.Probe.Frames()
	d.Type("u")
	d.Ticks(2)
	if n := d.Probe.Frames() - before; n != 0 {
		t.Fatalf("the character u alone over a puzzle drew %d frames, want 0", n)
	}
	d.Key("G") // the game-ID dialog: its field takes text
	d.Ticks(2)
	before = d.Probe.Frames()
	d.Type("u")
	if n := d.Probe.Frames() - before; n != 1 {
		t.Fatalf("a character typed into the dialog's field drew %d frames, want 1", n)
	}
}
