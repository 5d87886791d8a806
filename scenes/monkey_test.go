package scenes

import (
	"image"
	"testing"

	"quintet/game/gametest"
	"quintet/rules/rng"
)

func TestMain(m *testing.M) { gametest.Main(m) }

// keys a player might press: every midend shortcut and each puzzle's own keys.
var monkeyKeys = []string{
	"H", "H", "H", "U", "R", "N", "S", "G",
	"T", "F1", "Escape", "Enter", "Backspace", "Delete",
	"Space", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "PageDown",
	"Digit0", "Digit1", "Digit2", "Digit3", "Digit5", "Digit9", "X", "P",
	"O", "Slash", "A", "B",
}

// Random input never panics and never leaves a session in a state its backend cannot read back.
func TestMonkey(t *testing.T) {
	sizes := []image.Point{{1024, 720}, {420, 860}, {1600, 500}}
	for i, p := range All {
		name := p.Backend.Info().Name
		t.Run(name, func(t *testing.T) {
			r := rng.New(uint64(i + 1))
			steps := 0
			for _, sz := range sizes {
				d := gametest.New(t, All, name, sz.X, sz.Y)
				// Every fourth state is drawn (drawing is most of the walk's cost under software GL),
				// and the last one.
				d.DrawEvery = 4
				for tick := 0; tick < 250; tick++ {
					switch r.Intn(4) {
					case 0:
						pt := image.Pt(r.Intn(sz.X), r.Intn(sz.Y))
						d.Click(pt)
					case 1:
						d.Probe.InjectMods(r.Intn(8) == 0, r.Intn(6) == 0)
						d.Key(monkeyKeys[r.Intn(len(monkeyKeys))])
					case 2:
						d.Type(string(rune("abcdefgh12345678(),x'#:!é"[r.Intn(25)])))
					default:
						d.Tick()
					}
				}
				d.DrawEvery = 1
				d.Tick()
				steps += d.Probe.Session(name).Len() - 2 // the start and the ID's game are not the monkey's
				for _, q := range All {
					s := d.Probe.Session(q.Backend.Info().Name)
					if _, err := q.Backend.Decode(s.Pos().Params(), s.Pos().Desc()); err != nil {
						t.Fatalf("%s at %v: the current position does not read back: %v", q.Backend.Info().Name, sz, err)
					}
					if _, err := s.Marshal(); err != nil {
						t.Fatalf("%s: cannot save: %v", q.Backend.Info().Name, err)
					}
				}
			}
			if steps == 0 {
				t.Errorf("%s: random input made no step in any window size; the test is not reaching the game", name)
			}
		})
	}
}
