package clock

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	rules "quintet/rules/clock"
)

// A preset whose random games run past 100,000 moves says so in its name: "very long" and a range of
// moves that holds every game drawn from it (and no wider than the line allows).
func TestLongPresetSaysHowLong(t *testing.T) {
	ctx := context.Background()
	number := regexp.MustCompile(`\d[\d,]*`)
	long := 0
	for _, p := range rules.Presets {
		z, random, err := rules.ParseGameParams(p.Params)
		if err != nil {
			t.Fatal(err)
		}
		if !random {
			continue
		}
		total, err := LineLength(ctx, z)
		if err != nil {
			t.Fatal(err)
		}
		least, most := total, 0
		for seed := uint64(1); seed <= 12; seed++ {
			c, err := RandomPoint(ctx, z, seed)
			if err != nil {
				t.Fatal(err)
			}
			n, err := Remaining(ctx, c)
			if err != nil {
				t.Fatal(err)
			}
			least, most = min(least, n), max(most, n)
		}
		if most < 100_000 {
			continue
		}
		long++
		if !strings.Contains(p.Name, "very long") {
			t.Errorf("preset %q deals games of %d to %d moves but does not say it is very long", p.Name, least, most)
		}
		var nums []int
		for _, s := range number.FindAllString(p.Name, -1) {
			v, _ := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
			nums = append(nums, v)
		}
		if len(nums) < 2 {
			t.Errorf("preset %q names no range of moves (drawn: %d to %d)", p.Name, least, most)
			continue
		}
		lo, hi := nums[len(nums)-2], nums[len(nums)-1]
		if lo > least || hi < most || hi > total+total/100 || lo < total/4-total/100 {
			t.Errorf("preset %q: range %d–%d, but games drawn run %d to %d on a line of %d", p.Name, lo, hi, least, most, total)
		}
	}
	if long == 0 {
		t.Error("no preset deals games past 100,000 moves; the test checks nothing")
	}
}
