package manpage

import (
	"flag"
	"strings"
	"testing"
)

func TestFlagsTakeTheirUsageAndValueName(t *testing.T) {
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	fs.String("config", "", "keep saves in this `folder`")
	fs.Bool("version", false, "print the version")
	fs.Int("n", 4, "how many")
	got := Flags(fs)
	want := []Item{{Tag: "-config", Arg: "folder", Text: "keep saves in this folder"}, {Tag: "-n", Arg: "int", Text: "how many (default 4)"},
		{Tag: "-version", Text: "print the version"}}
	if len(got) != len(want) {
		t.Fatalf("%d items, want %d: %+v", len(got), len(want), got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("item %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}

// Text that troff would read as a request, an escape or a hyphen is written so it prints as typed.
func TestWriteEscapesWhatTroffWouldRead(t *testing.T) {
	var b strings.Builder
	Page{Name: "q", Section: 6, Version: "1.0", Summary: "a -b", Synopsis: "q [-x]", Sections: []Section{{
		Title: "Options", Text: []string{".not a request", `a \ back`},
		Items: []Item{{Tag: "-x", Arg: "file", Text: "'quoted", Pre: ".dot\n  -y N"}},
	}}}.Write(&b)
	out := b.String()
	for _, want := range []string{".TH Q 6 \"\" \"q 1.0\"", "q \\- a \\-b", "\\&.not a request", `a \e back`,
		"\\fB\\-x\\fR \\fIfile\\fR", "\\&'quoted", ".nf\n\\&.dot\n  \\-y N\n.fi"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, ".") && !strings.HasPrefix(l, ".TH") && !strings.HasPrefix(l, ".SH") && !strings.HasPrefix(l, ".PP") &&
			!strings.HasPrefix(l, ".TP") && !strings.HasPrefix(l, ".RS") && !strings.HasPrefix(l, ".RE") && l != ".nf" && l != ".fi" {
			t.Errorf("text read as a request: %q", l)
		}
	}
}
