package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzRun feeds whole command lines to the program: arguments separated by NUL bytes (which no real
// argument can hold). Whatever they are, the program exits 0, 1 or 2, never panics, prints one short
// line on stderr when it refuses (exit 2) or fails (exit 1), and prints JSON lines when it succeeds.
//
// The placeholders @board, @key, @big, @dir, @fifo, @link, @ro and @zero stand for files the harness
// makes for each run in a fresh directory (a board, a key, a 1 MB file, a directory, a named pipe, a
// symbolic link to the board, a read-only board, /dev/zero), so the fuzzer can combine hostile files
// with hostile flags. Any other path is refused for escape files, so a fuzzed command line cannot
// rewrite a file outside that directory.
func FuzzRun(f *testing.F) {
	f.Add("hash\x00solve\x00--salt\x00abc")
	f.Add("escape\x00files\x00--board\x00@link\x00--key\x00@key\x00--prisoner\x001")
	f.Fuzz(func(t *testing.T, line string) {
		args := strings.Split(line, "\x00")
		if !fuzzable(args) {
			return
		}
		args = withFiles(t, args)
		var stdout, stderr bytes.Buffer
		code := run(args, &stdout, &stderr)
		errs := stderr.String()
		if strings.Contains(errs, "internal error (a bug") || strings.Contains(errs, "goroutine ") || strings.Contains(errs, "panic:") {
			t.Fatalf("%s: panic: %s", shortArgs(args), errs)
		}
		switch code {
		case 0:
			out := stdout.String()
			if strings.HasPrefix(out, "usage:") {
				return
			}
			for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
				if l != "" && !json.Valid([]byte(l)) {
					t.Fatalf("%s: exit 0 with a line that is not JSON: %.200q", shortArgs(args), l)
				}
			}
		case 1, 2:
			if len(args) == 0 || (code == 2 && errs == "" && strings.HasPrefix(stdout.String(), "usage:")) {
				return // a bare puzzle name or no arguments: usage, exit 2
			}
			if !strings.HasSuffix(errs, "\n") || strings.Count(errs, "\n") != 1 || len(errs) > maxMessage {
				t.Fatalf("%s: exit %d with stderr not one line of at most %d bytes: %.400q", shortArgs(args), code, maxMessage, errs)
			}
		default:
			t.Fatalf("%s: exit %d", shortArgs(args), code)
		}
	})
}

// slowVerbs run for as long as their numbers ask by design (a census of 10^8 salts takes minutes):
// the harness makes their work small by appending flags that override the fuzzed ones (the flag
// package keeps the last value; the fuzzed values are still parsed and checked). Verbs it does not
// know how to keep small are not run.
var slowVerbs = map[string][]string{
	"hash census":    {"--count", "3", "--max-nodes", "20000"},
	"hash hunt":      {"--count", "3", "--max-nodes", "20000"},
	"hash merge":     nil, // reads standard input
	"escape prove":   {"--max", "5"},
	"hash adversary": nil,
	"hash odds":      nil,
}

// fuzzable reports whether the harness runs args, and appends the slow verbs' limits.
func fuzzable(args []string) bool {
	if len(args) >= 2 {
		if limits, slow := slowVerbs[args[0]+" "+args[1]]; slow && limits == nil {
			return false
		}
	}
	if len(args) >= 2 && args[1] == "files" {
		for _, a := range args {
			if strings.ContainsAny(a, `/\`) || strings.HasPrefix(a, ".") {
				return false
			}
		}
	}
	return true
}

// withFiles replaces the file placeholders by files made for this run, and keeps slow verbs small.
func withFiles(t *testing.T, args []string) []string {
	out := append([]string(nil), args...)
	if len(out) >= 2 {
		out = append(out, slowVerbs[out[0]+" "+out[1]]...)
	}
	if !strings.Contains(strings.Join(out, " "), "@") {
		return out
	}
	dir := t.TempDir()
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	write := func(name, text string, mode os.FileMode) string {
		p := filepath.Join(dir, name)
		must(os.WriteFile(p, []byte(text), mode))
		must(os.Chmod(p, mode))
		return p
	}
	files := map[string]string{
		"@board": write("board", "1001\n0110\n1100\n0000\n", 0o644),
		"@key":   write("key", "B3\n", 0o644),
		"@big":   write("big", strings.Repeat("01", 1<<19), 0o644),
		"@ro":    write("ro", "0110\n", 0o444),
		"@dir":   dir,
		"@zero":  "/dev/zero",
		"@link":  filepath.Join(dir, "link"),
		"@fifo":  filepath.Join(dir, "fifo"),
	}
	must(os.Symlink("board", files["@link"]))
	if err := mkfifo(files["@fifo"]); err != nil {
		files["@fifo"] = files["@zero"]
	}
	for i, a := range out {
		if p, ok := files[a]; ok {
			out[i] = p
		}
	}
	return out
}
