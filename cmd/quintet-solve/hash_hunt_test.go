package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

func huntLine(t *testing.T, args ...string) huntResult {
	t.Helper()
	code, out, stderr := cli(t, append([]string{"hash", "hunt"}, args...)...)
	var r huntResult
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil {
		t.Fatalf("hash hunt %q: exit %d, %q %q", args, code, out, stderr)
	}
	return r
}

// Under the variant "win within 9 moves" the hunt's lost salts are exactly the salts the census finds
// need 10 moves (its hardest: none needs more), end to end; sharded in three and merged, the answer is
// the same; the real game's rule finds no candidate among the same salts.
func TestHashHuntAgreesWithCensus(t *testing.T) {
	_, out, _ := cli(t, "hash", "census", "--from", "0", "--count", "20000")
	var c struct {
		Histogram map[string]int
		Hardest   struct {
			Moves int
			Salts []string
		}
	}
	if json.Unmarshal([]byte(out), &c) != nil || c.Hardest.Moves != 10 {
		t.Fatalf("census: %s", out)
	}
	whole := huntLine(t, "--from", "0", "--count", "20000", "--turns", "0", "--moves", "9")
	if !slices.Equal(whole.Lost, c.Hardest.Salts) || int(whole.Cands) != c.Histogram["10"] || len(whole.Refute) != 0 || len(whole.Undec) != 0 {
		t.Fatalf("hunt lost %v (%d candidates), census's 10-move salts %v", whole.Lost, whole.Cands, c.Hardest.Salts)
	}
	var lines []string
	for i := range 3 {
		_, out, _ := cli(t, "hash", "hunt", "--from", "0", "--count", "20000", "--turns", "0", "--moves", "9", "--shard", string(rune('0'+i))+"/3")
		lines = append(lines, out)
	}
	slices.Reverse(lines) // any order
	var merged huntResult
	out = mergeOut(t, strings.Join(lines, ""))
	if json.Unmarshal([]byte(out), &merged) != nil || merged.Shard != nil || merged.Shards != 3 || merged.Salts != 20000 ||
		!slices.Equal(merged.Lost, whole.Lost) || merged.Cands != whole.Cands || merged.Hashes != whole.Hashes || len(merged.Missing) != 0 {
		t.Fatalf("merged: %s; whole: %+v", out, whole)
	}
	real := huntLine(t, "--from", "0", "--count", "20000")
	if real.Turns != 2 || real.Cands != 0 || len(real.Lost) != 0 || real.Hashes == 0 {
		t.Fatalf("the real game's hunt: %+v", real)
	}
}

func mergeOut(t *testing.T, in string) string {
	t.Helper()
	var b strings.Builder
	if err := mergeHunt(strings.NewReader(in), &output{stdout: &b, stderr: &b}); err != nil {
		t.Fatalf("merge: %v", err)
	}
	return b.String()
}

// merge names a missing shard, and refuses a shard twice, or a line from another hunt.
func TestHashMergeChecksShards(t *testing.T) {
	_, a, _ := cli(t, "hash", "hunt", "--from", "0", "--count", "300", "--shard", "0/3")
	_, b, _ := cli(t, "hash", "hunt", "--from", "0", "--count", "300", "--shard", "2/3")
	_, other, _ := cli(t, "hash", "hunt", "--from", "1", "--count", "300", "--shard", "1/3")
	var m huntResult
	if out := mergeOut(t, a+b); json.Unmarshal([]byte(out), &m) != nil || !slices.Equal(m.Missing, []int{1}) || m.Salts != 200 {
		t.Fatalf("merge of shards 0 and 2: %s", out)
	}
	for _, in := range []string{a + a, a + other, "{}\n", ""} {
		var w strings.Builder
		err := mergeHunt(strings.NewReader(in), &output{stdout: &w, stderr: &w})
		if _, ok := err.(*badInput); !ok || w.Len() != 0 {
			t.Errorf("merge of %.60q: %v, printed %q", in, err, w.String())
		}
	}
}

func TestHashHuntBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--count", "10", "--shard", "3/3"}, "--shard"},
		{[]string{"--count", "10", "--shard", "x"}, "--shard"},
		{[]string{"--count", "10", "--turns", "0"}, "needs a rule"},
		{[]string{"--count", "10", "--turns", "9"}, "--turns"},
		{[]string{"--from", "1"}, "--count is required"},
		{[]string{"--count", "10", "--prefix", "a b"}, "--prefix"},
	} {
		code, out, stderr := cli(t, append([]string{"hash", "hunt"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(stderr, tc.want) {
			t.Errorf("%q: exit %d, %q %q; want %q", tc.args, code, out, stderr, tc.want)
		}
	}
}
