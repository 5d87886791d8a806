package hash

import (
	"fmt"
	"strings"
	"testing"

	"quintet/game/midend"
	solver "quintet/solver/hash"
)

// The Question page says what the random-function model forecasts for every salt the game allows and
// what a hunt would cost, with the numbers worked out by solver.Forecast, and that it is no proof.
func TestQuestionForecast(t *testing.T) {
	f := solver.Forecast()
	text := pageText("Question")
	for _, want := range []string{
		"hash hunt", "(8,15)", "(9,16)", "(7,16)", fmt.Sprintf("65^%d", f.SaltsPower), fmt.Sprintf("10^%d lost", f.LostPower),
		"not a proof", solver.Roughly(solver.HuntSaltsPerCPUSecond), midend.Number(f.Years) + " CPU-years",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the question page lacks %q", want)
		}
	}
}

// pageText is the whole text of the help page with that title, every step of it, a line each.
func pageText(title string) string {
	var text string
	for _, p := range NewScene().HelpPages() {
		if p.Title == title {
			for s := 0; s < p.Steps; s++ {
				text += p.Text(s) + "\n"
			}
		}
	}
	return text
}
