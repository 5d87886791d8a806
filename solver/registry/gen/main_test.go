package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseRefusesWhatNoPackageCanBe(t *testing.T) {
	for src, want := range map[string]string{
		"hash\nHash\n":        `"Hash" is not a puzzle's name`,
		"hash\n# c\nhash\n":   `:3: "hash" is listed twice`,
		"# nothing\n\n":       "lists no puzzle",
		"scene\n":             `"scene" is taken`,
		"9lives\n":            `"9lives" is not a puzzle's name`,
		"two words\n":         `"two words" is not`,
		"hash\nclock\nflip\n": "",
	} {
		names, err := parse([]byte(src))
		switch {
		case want == "" && (err != nil || len(names) != 3):
			t.Errorf("%q: %v, %v; want three names", src, names, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("%q: %v; want an error with %q", src, err, want)
		}
	}
}

// The generated lists follow puzzles.txt's order and import each puzzle's package under its name; the
// files in the tree are what the generator writes for the list in the tree (make vet's check).
func TestGeneratedListsAreCurrent(t *testing.T) {
	if err := toModuleRoot(); err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(listFile)
	if err != nil {
		t.Fatal(err)
	}
	names, err := parse(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range outputs {
		want, err := o.generate(names)
		if err != nil {
			t.Fatal(err)
		}
		have, err := os.ReadFile(filepath.FromSlash(o.file))
		if err != nil {
			t.Fatal(err)
		}
		if string(have) != string(want) {
			t.Errorf("%s is not what %s gives: run make generate", o.file, listFile)
		}
		last := -1
		for _, n := range names {
			i := strings.Index(string(want), "\t"+n+"."+o.entry+",")
			if i < last || !strings.Contains(string(want), n+` "quintet/`+o.from+"/"+n+`"`) {
				t.Errorf("%s: %s out of order or not imported:\n%s", o.file, n, want)
			}
			last = i
		}
	}
}
