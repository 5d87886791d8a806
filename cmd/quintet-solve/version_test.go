package main

import (
	"bytes"
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"quintet/version"
)

func TestVersionVerb(t *testing.T) {
	var out, errOut bytes.Buffer
	if st := run([]string{"version"}, &out, &errOut); st != 0 {
		t.Fatalf("version: exit %d, stderr %q", st, errOut.String())
	}
	printed := out.String()
	if strings.Count(printed, "\n") != 1 || !strings.HasSuffix(printed, "\n") {
		t.Errorf("version printed not exactly one line: %q", printed)
	}
	var got version.Info
	dec := json.NewDecoder(&out)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&got); err != nil {
		t.Fatalf("version: %v in %q", err, out.String())
	}
	if got.Version != version.Version || got.OS != runtime.GOOS || got.Arch != runtime.GOARCH || got.Go != runtime.Version() {
		t.Errorf("version printed %+v", got)
	}

	out.Reset()
	errOut.Reset()
	if st := run([]string{"version", "--json"}, &out, &errOut); st != 2 || out.Len() != 0 ||
		strings.Count(errOut.String(), "\n") != 1 || !strings.HasPrefix(errOut.String(), "quintet-solve: version: ") {
		t.Errorf("version --json: exit %d, stdout %q, stderr %q; want exit 2 and one line", st, out.String(), errOut.String())
	}
	out.Reset()
	if st := run([]string{"help"}, &out, &errOut); st != 0 || !strings.Contains(out.String(), "  version ") {
		t.Errorf("help does not list version: %q", out.String())
	}
}
