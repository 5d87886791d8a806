package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// The manual names every puzzle's every verb and each of its flags, as the verb's own -h prints them.
func TestManPageHasEveryVerbAndFlag(t *testing.T) {
	var out, errs bytes.Buffer
	if st := run([]string{"man"}, &out, &errs); st != 0 {
		t.Fatalf("man: status %d, %s", st, errs.String())
	}
	page := out.String()
	if !strings.HasPrefix(page, ".TH QUINTET-SOLVE 6 ") {
		t.Fatalf("not a man page: %.80q", page)
	}
	n := 0
	for _, name := range names() {
		for _, v := range verbNames(puzzles[name]) {
			if !strings.Contains(page, `\fBquintet\-solve `+name+" "+v+`\fR`) {
				t.Errorf("no entry for %s %s", name, v)
			}
			// The verb's flags, read from a fresh flag set the way the verb defines them.
			var help bytes.Buffer
			puzzles[name].verbs[v].run([]string{"-h"}, &output{stdout: &help, stderr: io.Discard})
			for _, l := range strings.Split(help.String(), "\n") {
				if f, ok := strings.CutPrefix(strings.TrimSpace(l), "-"); ok && f != "" {
					flagName := strings.Fields(f)[0]
					if !strings.Contains(page, `\-`+strings.ReplaceAll(flagName, "-", `\-`)) {
						t.Errorf("%s %s: flag -%s missing", name, v, flagName)
					}
					n++
				}
			}
		}
	}
	if n < 20 {
		t.Fatalf("only %d flags seen: the verbs' -h printed nothing the test could read", n)
	}
	if st := run([]string{"man", "--x"}, io.Discard, io.Discard); st != 2 {
		t.Errorf("man --x: status %d, want 2", st)
	}
}
