// Command quintet-solve is the solvers' command line (spec: cli.md). It is built from the same rules and
// solver packages as the game and never links Ebitengine, so it builds with CGO_ENABLED=0 and runs
// without a display.
//
// Every backend in solver/registry gets the generic verbs (generic.go: new, hint, solve, play, explain on
// game IDs); a puzzle registers verbs of its own, or its own flags for a generic verb, from its own file
// (dials.go, hash.go, …) with register.
//
// Input is treated as hostile: every numeric flag has a range, stated in its usage text and checked
// while the flags are read (intFlag, uintFlag); files named on the command line must be regular files
// of bounded size (files.go); and every message quotes input only as a short, escaped excerpt
// (messages.go), so a refusal is always one short line on stderr.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// verb is one command of a puzzle: it reads its flags from args and writes JSON lines to out.
type verb struct {
	summary string
	run     func(args []string, out *output) error
}

// puzzleVerbs is one puzzle's set of verbs (named so as not to hide the rules/puzzle package).
type puzzleVerbs struct {
	summary string
	verbs   map[string]verb
}

var puzzles = map[string]*puzzleVerbs{}

// commands are the verbs that belong to no puzzle (quintet-solve version).
var commands = map[string]verb{}

// command adds a verb that belongs to no puzzle; its file calls it from init.
func command(name, summary string, run func([]string, *output) error) {
	commands[name] = verb{summary: summary, run: run}
}

// register adds a verb; each puzzle's file calls it from init.
func register(name, puzzleSummary, verbName, verbSummary string, run func([]string, *output) error) {
	p := puzzles[name]
	if p == nil {
		p = &puzzleVerbs{verbs: map[string]verb{}}
		puzzles[name] = p
	}
	if p.summary == "" {
		p.summary = puzzleSummary // a file adding a verb to another file's puzzle may pass ""
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
		return bad("%s", flagError(err))
	}
	if fs.NArg() > 0 {
		return bad("unexpected argument %s (every value belongs to a flag, e.g. --salt abc)", excerpt(fs.Arg(0)))
	}
	return nil
}

// flagError rewrites the flag package's messages, which repeat a bad flag name or value in full, to
// quote an excerpt and to name the flag as the usage text does (--count, not -count).
func flagError(err error) string {
	msg := err.Error()
	if rest, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
		return "flag provided but not defined: " + excerpt(rest)
	}
	if rest, ok := strings.CutPrefix(msg, "bad flag syntax: "); ok {
		return "bad flag syntax: " + excerpt(rest)
	}
	for _, prefix := range []string{"invalid value ", "invalid boolean value "} {
		rest, ok := strings.CutPrefix(msg, prefix)
		if !ok {
			continue
		}
		quoted, err := strconv.QuotedPrefix(rest)
		if err != nil {
			break
		}
		value, _ := strconv.Unquote(quoted)
		rest = strings.TrimPrefix(strings.TrimPrefix(rest[len(quoted):], " for flag "), " for ")
		name, why, _ := strings.Cut(rest, ": ")
		if isNumber(value) {
			return fmt.Sprintf("-%s %s: %s", name, value, why)
		}
		return fmt.Sprintf("-%s %s: %s", name, excerpt(value), why)
	}
	return msg
}

// isNumber reports whether s is a short decimal integer, which a message may show without quotes.
func isNumber(s string) bool {
	digits := strings.TrimPrefix(s, "-")
	return digits != "" && len(digits) <= 24 && strings.Trim(digits, "0123456789") == ""
}

// intValue is a numeric flag with a stated range: anything else, including numbers too large for
// any integer type, is refused while the flags are read, before any work starts.
type intValue struct {
	p      *int
	lo, hi int
}

func (v *intValue) String() string {
	if v == nil || v.p == nil {
		return "0"
	}
	return strconv.Itoa(*v.p)
}

func (v *intValue) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < int64(v.lo) || n > int64(v.hi) {
		return fmt.Errorf("want a whole number from %d to %d", v.lo, v.hi)
	}
	*v.p = int(n)
	return nil
}

// intFlag defines an int flag that only takes values from lo to hi; its usage text states the range
// (the help shows it as "-name N", followed by "…, N from lo to hi").
func intFlag(fs *flag.FlagSet, name string, def, lo, hi int, usage string) *int {
	p := new(int)
	*p = def
	fs.Var(&intValue{p: p, lo: lo, hi: hi}, name, fmt.Sprintf("%s; `N` from %d to %d", usage, lo, hi))
	return p
}

// uintValue is intValue for unsigned 64-bit numbers.
type uintValue struct {
	p      *uint64
	lo, hi uint64
	set    bool
}

func (v *uintValue) String() string {
	if v == nil || v.p == nil {
		return "0"
	}
	return strconv.FormatUint(*v.p, 10)
}

func (v *uintValue) Set(s string) error {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || n < v.lo || n > v.hi {
		return fmt.Errorf("want a whole number from %d to %d", v.lo, v.hi)
	}
	*v.p, v.set = n, true
	return nil
}

// uintFlag defines a uint64 flag that only takes values from lo to hi, stated in its usage text.
func uintFlag(fs *flag.FlagSet, name string, def, lo, hi uint64, usage string) *uint64 {
	p := new(uint64)
	*p = def
	fs.Var(&uintValue{p: p, lo: lo, hi: hi}, name, fmt.Sprintf("%s; `N` from %d to %d", usage, lo, hi))
	return p
}

// seedFlag is a --seed value: an unsigned 64-bit decimal integer, with a record of whether it was given.
type seedFlag struct {
	v   uint64
	set bool
}

// seedUsage is the usage text of every --seed flag.
const seedUsage = "the random seed; `N` from 0 to 18446744073709551615 (the same seed gives the same game everywhere)"

func (s *seedFlag) String() string {
	if s == nil {
		return "0"
	}
	return strconv.FormatUint(s.v, 10)
}

func (s *seedFlag) Set(v string) error {
	n, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		return fmt.Errorf("want a whole number from 0 to %d", uint64(math.MaxUint64))
	}
	s.v, s.set = n, true
	return nil
}

// run is the whole program; it returns the exit status.
func run(args []string, stdout, stderr io.Writer) (status int) {
	out := &output{stdout: stdout, stderr: stderr}
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintln(stderr, tidy(fmt.Sprintf("quintet-solve: internal error (a bug; please report it): %v", r)))
			status = 1
		}
	}()
	genericVerbs()
	if len(args) > 1 && isHelp(args[0]) {
		fmt.Fprintln(stderr, tidy(fmt.Sprintf("quintet-solve: help takes nothing after it (got %s); try quintet-solve <puzzle> help", excerpt(args[1]))))
		return 2
	}
	if len(args) == 0 {
		// A usage error like any other: one line on stderr, exit 2 (help asked for goes to stdout).
		fmt.Fprintln(stderr, tidy(fmt.Sprintf("quintet-solve: no puzzle given (puzzles: %s); try quintet-solve help", strings.Join(names(), ", "))))
		return 2
	}
	if isHelp(args[0]) {
		usage(stdout)
		return 0
	}
	if c, ok := commands[args[0]]; ok {
		return finish(args[0], c.run(args[1:], out), stderr)
	}
	p := puzzles[args[0]]
	if p == nil {
		fmt.Fprintln(stderr, tidy(fmt.Sprintf("quintet-solve: unknown puzzle %s (puzzles: %s)", excerpt(args[0]), strings.Join(names(), ", "))))
		return 2
	}
	if len(args) > 2 && isHelp(args[1]) {
		fmt.Fprintln(stderr, tidy(fmt.Sprintf("quintet-solve: %s help takes nothing after it (got %s); try quintet-solve %s <verb> -h", args[0], excerpt(args[2]), args[0])))
		return 2
	}
	if len(args) < 2 {
		fmt.Fprintln(stderr, tidy(fmt.Sprintf("quintet-solve: %s: no verb given (verbs: %s); try quintet-solve %s help", args[0], strings.Join(verbNames(p), ", "), args[0])))
		return 2
	}
	if isHelp(args[1]) {
		puzzleUsage(stdout, args[0], p)
		return 0
	}
	v, ok := p.verbs[args[1]]
	if !ok {
		fmt.Fprintln(stderr, tidy(fmt.Sprintf("quintet-solve: %s: unknown verb %s (verbs: %s)", args[0], excerpt(args[1]), strings.Join(verbNames(p), ", "))))
		return 2
	}
	return finish(args[0]+" "+args[1], v.run(args[2:], out), stderr)
}

// finish turns a verb's error into its message and exit status; what names the verb ("hash play").
func finish(what string, err error, stderr io.Writer) int {
	var b *badInput
	switch {
	case err == nil, errors.Is(err, errHelp):
		return 0
	case errors.As(err, &b):
		fmt.Fprintln(stderr, tidy(fmt.Sprintf("quintet-solve: %s: %s", what, b.msg)))
		return 2
	default:
		fmt.Fprintln(stderr, tidy(fmt.Sprintf("quintet-solve: %s: internal error: %s", what, err.Error())))
		return 1
	}
}

func isHelp(s string) bool { return s == "help" || s == "-h" || s == "--help" || s == "-help" }

func names() []string {
	var n []string
	for k := range puzzles {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

func verbNames(p *puzzleVerbs) []string {
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
	fmt.Fprintln(w, "\ncommands:")
	for _, n := range slices.Sorted(maps.Keys(commands)) {
		fmt.Fprintf(w, "  %-7s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\n'quintet-solve <puzzle> help' lists a puzzle's verbs; '<verb> -h' its flags.")
}

func puzzleUsage(w io.Writer, name string, p *puzzleVerbs) {
	fmt.Fprintf(w, "usage: quintet-solve %s <verb> [flags]\n\nverbs:\n", name)
	for _, v := range verbNames(p) {
		fmt.Fprintf(w, "  %-7s %s\n", v, p.verbs[v].summary)
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
