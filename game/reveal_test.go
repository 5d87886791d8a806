package game_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"quintet/game/gametest"
	"quintet/game/kit"
	"quintet/game/scene"
	"quintet/scenes/dials"
)

// slowReveal wraps the Dials scene and claims to be revealing the ending for a while.
type slowReveal struct {
	scene.Scene
	busy bool
}

func (s *slowReveal) Revealing() bool { return s.busy }

func TestFlashWaitsForTheScenesReveal(t *testing.T) {
	sc := &slowReveal{Scene: dials.Puzzle.NewScene(), busy: true}
	p := dials.Puzzle
	p.NewScene = func() scene.Scene { return sc }
	d := gametest.New(t, []scene.Puzzle{p}, specID, 1024, 720)
	d.Key("Digit3")
	d.Key("Digit3") // wins
	d.Ticks(3)
	if d.Probe.FlashShown() {
		t.Fatal("the completion flash showed while the scene was still revealing the ending")
	}
	sc.busy = false
	d.Ticks(2)
	if !d.Probe.FlashShown() {
		t.Fatal("no completion flash after the reveal ended")
	}
}

func TestEllipsizeNeverSplitsACharacter(t *testing.T) {
	face := kit.Face(kit.Regular, 15)
	s := "Hint: 3 — press button 3 · optimal presses left… ✓ — " + strings.Repeat("é·—…", 20)
	for w := 5.0; w < 600; w += 7 {
		got := kit.Ellipsize(nil, s, face, w)
		if !utf8.ValidString(got) {
			t.Fatalf("width %v: %q is not valid UTF-8", w, got)
		}
		if got != s && !strings.HasSuffix(got, "…") {
			t.Fatalf("width %v: shortened text %q lacks the ellipsis", w, got)
		}
	}
}

// probe records how each new position arrived.
type probe struct {
	scene.Scene
	serial int
	seen   []scene.Arrival
}

func (p *probe) Update(f *scene.Frame) {
	if f.Serial != p.serial {
		p.serial = f.Serial
		p.seen = append(p.seen, f.Arrival)
	}
	p.Scene.Update(f)
}

func TestArrivalTellsMovesFromUndo(t *testing.T) {
	pr := &probe{Scene: dials.Puzzle.NewScene()}
	p := dials.Puzzle
	p.NewScene = func() scene.Scene { return pr }
	d := gametest.New(t, []scene.Puzzle{p}, specID, 1024, 720)
	d.Probe.Open("dials")
	d.Tick()
	pr.seen = nil
	steps := []struct {
		key   string
		shift bool
		want  scene.Arrival
	}{
		{"Digit1", false, scene.Played},
		{"U", false, scene.Shown},
		{"R", false, scene.Played}, // redo replays the move
		{"R", true, scene.Restarted},
		{"N", false, scene.Started},
	}
	for i, st := range steps {
		d.Probe.InjectMods(false, st.shift)
		d.Key(st.key)
		d.Tick()
		if len(pr.seen) != i+1 || pr.seen[i] != st.want {
			t.Fatalf("step %d (%v): arrivals %v, want the last to be %v", i, st.key, pr.seen, st.want)
		}
	}
}
