// Command quintet-solve is the solvers' command line (spec: cli.md). It is built from the same rules and
// solver packages as the game and never links Ebitengine, so it builds with CGO_ENABLED=0 and runs
// without a display.
//
// Each puzzle registers its verbs from its own file (dials.go, hash.go, …) with register.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
)

// verb is one command of a puzzle: it reads its flags from args and writes JSON lines to out.
type verb struct {
	summary string
	run     func(args []string, out *output) error
}

// puzzle is one puzzle's set of verbs.
type puzzle struct {
	summary string
	verbs   map[string]verb
}

var puzzles = map[string]*puzzle{}

// register adds a verb; each puzzle's file calls it from init.
func register(name, puzzleSummary, verbName, verbSummary string, run func([]string, *output) error) {
	p := puzzles[name]
	if p == nil {
		p = &puzzle{summary: puzzleSummary, verbs: map[string]verb{}}
		puzzles[name] = p
	}
	p.verbs[verbName] = verb{summary: verbSummary, run: run}
}

// badInput is an error in what the user gave; it exits with status 2.
type badInput struct{ msg string }

func (e *badInput) Error() string { return e.msg }

// bad makes a badInput error from a format.
func bad(format string, a ...any) error { return &badInput{fmt.Sprintf(format, a...)} }

// output carries a verb's streams.
type output struct {
	stdout, stderr io.Writer
}

// emit writes v as one line of JSON.
func (o *output) emit(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b = append(b, '\n')
	_, err = o.stdout.Write(b)
	return err
}

// progress writes a line for a person to stderr (never parsed).
func (o *output) progress(format string, a ...any) {
	fmt.Fprintf(o.stderr, format+"\n", a...)
}

// errHelp reports that usage was printed on request.
var errHelp = errors.New("help")

// flags makes a flag set whose errors become bad input instead of exiting the program.
func flags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parse parses args into fs, turning flag errors into bad input and -h into usage on stdout.
func parse(fs *flag.FlagSet, args []string, out *output) error {
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(out.stdout, "usage: quintet-solve %s [flags]\n", fs.Name())
		fs.SetOutput(out.stdout)
		fs.PrintDefaults()
		return errHelp
	}
	if err != nil {
		return bad("%s: %v", fs.Name(), err)
	}
	if fs.NArg() > 0 {
		return bad("%s: unexpected argument %q", fs.Name(), fs.Arg(0))
	}
	return nil
}

// seedFlag is a --seed value: an unsigned 64-bit decimal integer.
type seedFlag struct {
	v   uint64
	set bool
}

func (s *seedFlag) String() string { return strconv.FormatUint(s.v, 10) }
func (s *seedFlag) Set(v string) error {
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		return fmt.Errorf("seed %q is not an unsigned 64-bit integer", v)
	}
	s.v, s.set = n, true
	return nil
}

// run is the whole program; it returns the exit status.
func run(args []string, stdout, stderr io.Writer) (status int) {
	out := &output{stdout: stdout, stderr: stderr}
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "quintet-solve: internal error: %v\n", r)
			status = 1
		}
	}()
	if len(args) == 0 || isHelp(args[0]) {
		usage(stdout)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	p := puzzles[args[0]]
	if p == nil {
		fmt.Fprintf(stderr, "quintet-solve: unknown puzzle %q (puzzles: %s)\n", args[0], strings.Join(names(), ", "))
		return 2
	}
	if len(args) < 2 || isHelp(args[1]) {
		puzzleUsage(stdout, args[0], p)
		if len(args) < 2 {
			return 2
		}
		return 0
	}
	v, ok := p.verbs[args[1]]
	if !ok {
		fmt.Fprintf(stderr, "quintet-solve: %s: unknown verb %q (verbs: %s)\n", args[0], args[1], strings.Join(verbNames(p), ", "))
		return 2
	}
	err := v.run(args[2:], out)
	var b *badInput
	switch {
	case err == nil, errors.Is(err, errHelp):
		return 0
	case errors.As(err, &b):
		fmt.Fprintf(stderr, "quintet-solve: %s %s: %s\n", args[0], args[1], oneLine(b.msg))
		return 2
	default:
		fmt.Fprintf(stderr, "quintet-solve: %s %s: internal error: %s\n", args[0], args[1], oneLine(err.Error()))
		return 1
	}
}

func isHelp(s string) bool { return s == "help" || s == "-h" || s == "--help" || s == "-help" }

func oneLine(s string) string { return strings.ReplaceAll(s, "\n", " ") }

func names() []string {
	var n []string
	for k := range puzzles {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

func verbNames(p *puzzle) []string {
	var n []string
	for k := range p.verbs {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: quintet-solve <puzzle> <verb> [flags]")
	fmt.Fprintln(w, "Output is JSON, one object per line. Bad input exits 2, an internal failure 1.")
	fmt.Fprintln(w, "\npuzzles:")
	for _, n := range names() {
		fmt.Fprintf(w, "  %-7s %s\n", n, puzzles[n].summary)
	}
	fmt.Fprintln(w, "\n'quintet-solve <puzzle> help' lists a puzzle's verbs; '<verb> -h' its flags.")
}

func puzzleUsage(w io.Writer, name string, p *puzzle) {
	fmt.Fprintf(w, "usage: quintet-solve %s <verb> [flags]\n\nverbs:\n", name)
	for _, v := range verbNames(p) {
		fmt.Fprintf(w, "  %-7s %s\n", v, p.verbs[v].summary)
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
