package main

import (
	"bytes"
	"io"
	"maps"
	"slices"
	"strings"

	"quintet/packaging/manpage"
	"quintet/version"
)

func init() {
	command("man", "print this manual page (troff, for man) and exit", func(args []string, out *output) error {
		if len(args) > 0 {
			return bad("man takes no flags (got %s)", excerpt(args[0]))
		}
		return writeMan(out.stdout)
	})
}

// writeMan writes quintet-solve(6) from the program's own words: the usage, each puzzle's and command's
// summary, and every verb's flags exactly as `<verb> -h` prints them.
func writeMan(w io.Writer) error {
	var usageText bytes.Buffer
	usage(&usageText)
	intro := strings.SplitN(usageText.String(), "\n", 3)[1] // the line after "usage: …"
	var sections []manpage.Section
	for _, name := range names() {
		p := puzzles[name]
		s := manpage.Section{Title: name, Text: []string{p.summary + "."}}
		for _, v := range verbNames(p) {
			var help bytes.Buffer
			p.verbs[v].run([]string{"-h"}, &output{stdout: &help, stderr: io.Discard})
			_, flags, _ := strings.Cut(help.String(), "\n") // after "usage: quintet-solve … [flags]"
			s.Items = append(s.Items, manpage.Item{Tag: "quintet-solve " + name + " " + v, Text: p.verbs[v].summary, Pre: flags})
		}
		sections = append(sections, s)
	}
	cmds := manpage.Section{Title: "Commands"}
	for _, n := range slices.Sorted(maps.Keys(commands)) {
		cmds.Items = append(cmds.Items, manpage.Item{Tag: "quintet-solve " + n, Text: commands[n].summary})
	}
	page := manpage.Page{
		Name: "quintet-solve", Section: 6, Version: version.String(),
		Summary:  "the Quintet puzzles' solvers on the command line",
		Synopsis: "quintet-solve <puzzle> <verb> [flags]",
		Sections: append(append([]manpage.Section{{Title: "Description", Text: []string{
			"quintet-solve answers what the game's hint key answers, and more, for any game ID or position: a puzzle's name, then a verb, then the verb's flags. " + intro,
			"Every number a flag takes has a range, said in its text; input outside it is refused with one line on standard error.",
		}}}, sections...), cmds, manpage.Section{Title: "See also", Text: []string{"quintet(6), the game."}}),
	}
	return page.Write(w)
}
