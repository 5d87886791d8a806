// Package manpage writes a manual page in troff's man macros (man(7)) from what a command already says
// of itself: its flags' own usage texts and its help. Both commands print theirs (quintet -man,
// quintet-solve man), so the pages the Debian package installs cannot drift from the programs.
package manpage

import (
	"flag"
	"fmt"
	"io"
	"strings"
)

// Page is one manual page.
type Page struct {
	Name     string // the command, e.g. "quintet"
	Section  int    // 6: games
	Version  string // the source shown in the footer
	Summary  string // the NAME line's text, after the dash
	Synopsis string
	// Sections are the page's sections after the synopsis, in order.
	Sections []Section
}

// Section is a titled part of a page: paragraphs of prose, then options or items.
type Section struct {
	Title string
	Text  []string // paragraphs
	Items []Item   // tagged paragraphs: a flag and its meaning, a verb and its use
}

// Item is a tagged paragraph.
type Item struct {
	Tag  string // shown in bold (a flag with its value's name in italics when Arg is set)
	Arg  string
	Text string
	Pre  string // shown as is, indented (a verb's flags as the program prints them)
}

// Flags turns a flag set into items: each flag as -name with its value's name (the back-quoted word of
// its usage, as flag.PrintDefaults shows it) and its usage text, with the default when it is not zero.
func Flags(fs *flag.FlagSet) []Item {
	var items []Item
	fs.VisitAll(func(f *flag.Flag) {
		arg, usage := flag.UnquoteUsage(f)
		text := usage
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" {
			text += fmt.Sprintf(" (default %s)", f.DefValue)
		}
		items = append(items, Item{Tag: "-" + f.Name, Arg: arg, Text: text})
	})
	return items
}

// Write writes the page.
func (p Page) Write(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, ".TH %s %d \"\" %s \"Quintet\"\n", strings.ToUpper(p.Name), p.Section, quote(p.Name+" "+p.Version))
	fmt.Fprintf(&b, ".SH NAME\n%s \\- %s\n", escape(p.Name), escape(p.Summary))
	fmt.Fprintf(&b, ".SH SYNOPSIS\n%s\n", escape(p.Synopsis))
	for _, s := range p.Sections {
		fmt.Fprintf(&b, ".SH %s\n", strings.ToUpper(escape(s.Title)))
		for i, t := range s.Text {
			if i > 0 {
				b.WriteString(".PP\n")
			}
			b.WriteString(escape(t) + "\n")
		}
		for _, it := range s.Items {
			b.WriteString(".TP\n")
			if it.Arg != "" {
				fmt.Fprintf(&b, "\\fB%s\\fR \\fI%s\\fR\n", escape(it.Tag), escape(it.Arg))
			} else {
				fmt.Fprintf(&b, "\\fB%s\\fR\n", escape(it.Tag))
			}
			if it.Text != "" {
				b.WriteString(escape(it.Text) + "\n")
			}
			if it.Pre != "" {
				b.WriteString(".RS\n.nf\n")
				for _, l := range strings.Split(strings.TrimRight(it.Pre, "\n"), "\n") {
					b.WriteString(escape(l) + "\n")
				}
				b.WriteString(".fi\n.RE\n")
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// escape makes text safe as troff input: a backslash is printed as one, hyphens are minus signs (so a
// flag can be copied and searched for), and a line that would start with a control character does not.
func escape(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	s = strings.ReplaceAll(s, "-", `\-`)
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, ".") || strings.HasPrefix(l, "'") {
			lines[i] = `\&` + l
		}
	}
	return strings.Join(lines, "\n")
}

// quote is a macro argument in double quotes.
func quote(s string) string { return `"` + strings.ReplaceAll(escape(s), `"`, `\(dq`) + `"` }
