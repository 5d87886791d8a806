package main

// Hostile input through the whole program: files that are not files, files far larger than any board,
// numbers chosen to exhaust memory, and inputs long enough to flood a terminal. Every case must end
// promptly with exit 2 and one short line on stderr, and must leave the user's files as they were.

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// maxMessage is the longest stderr line a refusal may print (prefix included).
const maxMessage = 300

// refused runs the program and checks it refused the input: exit 2, nothing on stdout, one line of at
// most maxMessage bytes on stderr containing want (when not empty), no raw control characters. The
// run gets a generous guard so that a program that hangs on its input fails instead of stalling the
// test binary; it is not a speed goal.
func refused(t *testing.T, want string, args ...string) string {
	t.Helper()
	type result struct {
		code           int
		stdout, stderr string
	}
	done := make(chan result, 1)
	go func() {
		code, stdout, stderr := cli(t, args...)
		done <- result{code, stdout, stderr}
	}()
	var r result
	select {
	case r = <-done:
	case <-time.After(20 * time.Second):
		t.Fatalf("%s: still running after 20 s (hangs on its input?)", shortArgs(args))
	}
	line := strings.TrimSuffix(r.stderr, "\n")
	switch {
	case r.code != 2:
		t.Errorf("%s: exit %d, want 2 (stderr %.200q)", shortArgs(args), r.code, r.stderr)
	case r.stdout != "":
		t.Errorf("%s: printed %.200q on stdout", shortArgs(args), r.stdout)
	case strings.Contains(line, "\n") || !strings.HasSuffix(r.stderr, "\n"):
		t.Errorf("%s: stderr is not one line: %.300q", shortArgs(args), r.stderr)
	case len(r.stderr) > maxMessage:
		t.Errorf("%s: stderr is %d bytes, want at most %d: %.300q…", shortArgs(args), len(r.stderr), maxMessage, r.stderr)
	case strings.ContainsAny(line, "\r\x1b\x00\t\v\f"):
		t.Errorf("%s: stderr holds raw control characters: %q", shortArgs(args), line)
	case !strings.Contains(line, want):
		t.Errorf("%s: stderr %q does not say %q", shortArgs(args), line, want)
	}
	return line
}

// shortArgs names a command line in a failure message without repeating huge arguments.
func shortArgs(args []string) string {
	var b strings.Builder
	for i, a := range args {
		if i > 0 {
			b.WriteByte(' ')
		}
		if len(a) > 40 {
			fmt.Fprintf(&b, "%q…(%d bytes)", a[:40], len(a))
		} else {
			b.WriteString(a)
		}
	}
	return b.String()
}

// A board or key "file" that is a device, a directory or far too big is refused before it is read
// whole. (/dev/zero used to be read until memory ran out.)
func TestEscapeFilesRefusesWhatIsNotABoardFile(t *testing.T) {
	dir := t.TempDir()
	board := filepath.Join(dir, "board")
	key := filepath.Join(dir, "key")
	escapeWrite(t, board, "0110\n")
	escapeWrite(t, key, "A1\n")

	huge := filepath.Join(dir, "huge") // 300 MB, sparse: no disk is used
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(300 << 20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	// Just over the bound: a valid 1024-coin board with too much white space.
	padded := filepath.Join(dir, "padded")
	escapeWrite(t, padded, strings.Repeat("0", 1024)+strings.Repeat(" ", 16<<10))
	longKey := filepath.Join(dir, "longkey")
	escapeWrite(t, longKey, strings.Repeat(" ", 4096)+"A1")

	tests := []struct {
		name        string
		board, key  string
		prisoner    string
		want        string
		keyUnneeded bool
	}{
		{"board is /dev/zero", "/dev/zero", key, "1", "not a regular file", false},
		{"board is /dev/zero, prisoner 2", "/dev/zero", "", "2", "not a regular file", true},
		{"board is /dev/null", "/dev/null", key, "1", "not a regular file", false},
		{"board is a directory", dir, key, "1", "is a directory", false},
		{"key is /dev/zero", board, "/dev/zero", "1", "not a regular file", false},
		{"key is a directory", board, dir, "1", "is a directory", false},
		{"board is 300 MB", huge, key, "1", "at most", false},
		{"board is 300 MB, prisoner 2", huge, "", "2", "at most", true},
		{"key is 300 MB", board, huge, "1", "at most", false},
		{"board just over the bound", padded, key, "1", "at most", false},
		{"key just over the bound", board, longKey, "1", "at most", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := []string{"escape", "files", "--board", tc.board, "--prisoner", tc.prisoner}
			if !tc.keyUnneeded {
				args = append(args, "--key", tc.key)
			}
			refused(t, tc.want, args...)
		})
	}
	if got := escapeRead(t, board); got != "0110\n" {
		t.Errorf("the board file changed: %q", got)
	}
}

// The bound leaves room for the largest board in any reasonable layout: 32 rows of 32 coins, a space
// between coins and CRLF line ends.
func TestEscapeFilesLargestBoardLaidOut(t *testing.T) {
	dir := t.TempDir()
	board := filepath.Join(dir, "board")
	key := filepath.Join(dir, "key")
	var rows []string
	for r := 0; r < 32; r++ {
		rows = append(rows, strings.TrimSpace(strings.Repeat("0 ", 32)))
	}
	escapeWrite(t, board, strings.Join(rows, "\r\n")+"\r\n")
	escapeWrite(t, key, "AF1\r\n")
	code, stdout, stderr := cli(t, "escape", "files", "--board", board, "--key", key, "--prisoner", "1")
	if code != 0 || strings.TrimSpace(stdout) != `{"flip":1023,"square":"AF1"}` {
		t.Fatalf("exit %d, %q %q", code, stdout, stderr)
	}
	code, stdout, _ = cli(t, "escape", "files", "--board", board, "--prisoner", "2")
	if code != 0 || strings.TrimSpace(stdout) != `{"key":1023,"square":"AF1"}` {
		t.Fatalf("prisoner 2: exit %d, %q", code, stdout)
	}
}

// Prisoner 1 turns the coin over in the file a symbolic link points at: the link stays a link, the
// target gets the flip and keeps its mode.
func TestEscapeFilesWritesThroughSymlinks(t *testing.T) {
	dir := t.TempDir()
	other := filepath.Join(dir, "boards")
	if err := os.Mkdir(other, 0o755); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(other, "real.txt")
	escapeWrite(t, target, "0110\n")
	if err := os.Chmod(target, 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "board")
	if err := os.Symlink(filepath.Join("boards", "real.txt"), link); err != nil {
		t.Skipf("no symbolic links here: %v", err)
	}
	chain := filepath.Join(dir, "board2") // a link to the link
	if err := os.Symlink("board", chain); err != nil {
		t.Fatal(err)
	}
	key := filepath.Join(dir, "key")
	escapeWrite(t, key, "A1\n")

	for i, path := range []string{link, chain} {
		code, stdout, stderr := cli(t, "escape", "files", "--board", path, "--key", key, "--prisoner", "1")
		if code != 0 {
			t.Fatalf("%s: exit %d, %q", path, code, stderr)
		}
		for _, l := range []string{link, chain} {
			if st, err := os.Lstat(l); err != nil || st.Mode()&os.ModeSymlink == 0 {
				t.Errorf("after writing through %s, %s is no longer a symbolic link (%v)", path, l, err)
			}
		}
		st, err := os.Stat(target)
		if err != nil || st.Mode().Perm() != 0o600 {
			t.Errorf("target's mode is %v, want 0600 (%v)", st.Mode(), err)
		}
		// 0110 has heads on 1 and 2: parity 3, key A1 = square 2, so the flip is 1 (B2). Then 0010 has
		// parity 2 and the flip is 0 (A2).
		want := []string{"0010\n", "1010\n"}[i]
		if got := escapeRead(t, target); got != want {
			t.Errorf("write %d through %s: target holds %q, want %q (stdout %s)", i+1, path, got, want, stdout)
		}
		if ents, _ := os.ReadDir(other); len(ents) != 1 {
			t.Errorf("temporary files left beside the target: %v", ents)
		}
	}
}

// A read-only board is refused, not silently replaced.
func TestEscapeFilesRefusesReadOnlyBoard(t *testing.T) {
	dir := t.TempDir()
	board := filepath.Join(dir, "board")
	key := filepath.Join(dir, "key")
	escapeWrite(t, board, "0110\n")
	escapeWrite(t, key, "A1\n")
	if err := os.Chmod(board, 0o444); err != nil {
		t.Fatal(err)
	}
	refused(t, "read-only", "escape", "files", "--board", board, "--key", key, "--prisoner", "1")
	st, err := os.Stat(board)
	if err != nil || st.Mode().Perm() != 0o444 || escapeRead(t, board) != "0110\n" {
		t.Errorf("the read-only board was changed: %v %q", st.Mode(), escapeRead(t, board))
	}
	// Prisoner 2 only reads it.
	if code, stdout, _ := cli(t, "escape", "files", "--board", board, "--prisoner", "2"); code != 0 || !strings.Contains(stdout, `"key":3`) {
		t.Errorf("prisoner 2 on a read-only board: exit %d %s", code, stdout)
	}
}

// Numbers that would exhaust memory or run for days are refused while the flags are read, before any
// work starts, and the message names the flag. (--workers 2000000000 used to die out of memory.)
func TestNumericFlagsOutOfRange(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		// --max-nodes 0 is also wrong: the out-of-range flag must be the one reported, at parse time.
		{[]string{"hash", "census", "--count", "1", "--workers", "2000000000", "--max-nodes", "0"}, "--workers"},
		{[]string{"hash", "census", "--count", "1", "--workers", "100000000", "--max-nodes", "0"}, "--workers"},
		{[]string{"hash", "census", "--count", "1", "--workers", "0"}, "--workers"},
		{[]string{"hash", "census", "--count", "2000000000", "--max-nodes", "0"}, "--count"},
		{[]string{"hash", "census", "--count", "-5"}, "--count"},
		{[]string{"hash", "census", "--count", "1", "--max-nodes", "99999999999999"}, "--max-nodes"},
		{[]string{"hash", "solve", "--salt", "abc", "--max-nodes", "99999999999999"}, "--max-nodes"},
		{[]string{"hash", "solve", "--salt", "abc", "--max-depth", "100000"}, "--max-depth"},
		{[]string{"hash", "solve", "--salt", "abc", "--max-depth", "-1"}, "--max-depth"},
		{[]string{"clock", "solve", "--n", "1000000"}, "--n"},
		{[]string{"clock", "play", "--k", "-3"}, "--k"},
		{[]string{"flip", "new", "--seed", "1", "--size", "100000"}, "--size"},
		{[]string{"flip", "prove", "--size", "-1"}, "--size"},
		{[]string{"dials", "new", "--seed", "1", "--n", "1000"}, "--n"},
		{[]string{"dials", "new", "--seed", "1", "--q", "1000"}, "--q"},
		{[]string{"dials", "solve", "--matrix", "1", "--start", "A", "--target", "B", "--q", "99999999999"}, "--q"},
		{[]string{"escape", "new", "--squares", "1048576"}, "--squares"},
		{[]string{"escape", "prove", "--max", "1000"}, "--max"},
		{[]string{"escape", "files", "--board", "x", "--prisoner", "99999999999999999999"}, "--prisoner"},
		{[]string{"flip", "new", "--seed", "-1"}, "--seed"},
		{[]string{"flip", "new", "--seed", "18446744073709551616"}, "--seed"},
	}
	for _, tc := range tests {
		refused(t, tc.want, tc.args...)
	}
}

// rangeInUsage finds the range a flag's usage text states, "lo to hi".
var rangeInUsage = regexp.MustCompile(`(-?\d+) to (\d+)`)

// Every numeric flag of every verb states its range in its usage text, and the numbers just outside
// that range, and one far beyond any integer, are refused with the flag named.
func TestEveryNumericFlagStatesItsRange(t *testing.T) {
	checked := 0
	for _, p := range names() {
		for _, v := range verbNames(puzzles[p]) {
			code, help, _ := cli(t, p, v, "-h")
			if code != 0 {
				t.Errorf("%s %s -h: exit %d", p, v, code)
				continue
			}
			for _, f := range helpFlags(help) {
				if f.kind == "string" || f.kind == "" {
					continue
				}
				checked++
				m := rangeInUsage.FindStringSubmatch(f.usage)
				if m == nil {
					t.Errorf("%s %s --%s: usage %q states no range (lo to hi)", p, v, f.name, f.usage)
					continue
				}
				flagName := "--" + f.name
				refused(t, flagName, p, v, flagName, "99999999999999999999999")
				refused(t, flagName, p, v, flagName, "1e3")
				lo, _ := strconv.ParseInt(m[1], 10, 64)
				refused(t, flagName, p, v, flagName, strconv.FormatInt(lo-1, 10))
				hi, err := strconv.ParseUint(m[2], 10, 64)
				if err != nil {
					t.Fatal(err)
				}
				above := strconv.FormatUint(hi+1, 10)
				if hi == 1<<64-1 {
					above = "18446744073709551616"
				}
				refused(t, flagName, p, v, flagName, above)
			}
		}
	}
	t.Logf("%d numeric flags, each refused at 4 values outside its range", checked)
	if checked < 15 {
		t.Errorf("only %d numeric flags found in the usage texts; the parser of -h output is broken", checked)
	}
}

type helpFlag struct{ name, kind, usage string }

// helpFlags reads the flags from a verb's -h output (the flag package's PrintDefaults format).
func helpFlags(help string) []helpFlag {
	var out []helpFlag
	lines := strings.Split(help, "\n")
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if !strings.HasPrefix(l, "  -") {
			continue
		}
		fields := strings.Fields(strings.TrimPrefix(l, "  -"))
		f := helpFlag{name: fields[0]}
		if len(fields) > 1 {
			f.kind = fields[1]
		}
		for i+1 < len(lines) && strings.HasPrefix(lines[i+1], "    \t") {
			i++
			f.usage += strings.TrimPrefix(lines[i], "    \t") + " "
		}
		out = append(out, f)
	}
	return out
}

// Long or strange input is quoted as a short, escaped excerpt: a 100 KB salt does not come back as a
// 100 KB "one-line" message, and control characters never reach the terminal raw.
func TestMessagesQuoteShortExcerpts(t *testing.T) {
	long := strings.Repeat("a", 100_000)
	longBad := strings.Repeat("a", 50_000) + "!" + strings.Repeat("b", 50_000)
	digits := strings.Repeat("7", 100_000)
	ctrl := "ab\x1b[2J\r\x00\tcd\n" + strings.Repeat("\x1b", 1000)
	dir := t.TempDir()
	board := filepath.Join(dir, "board")
	escapeWrite(t, board, "0110\n")
	badKey := filepath.Join(dir, "badkey")
	escapeWrite(t, badKey, strings.Repeat("Z", 200)+"9")
	longPath := filepath.Join(dir, strings.Repeat("d", 200), strings.Repeat("e", 4000))
	tests := []struct {
		args []string
		want string
	}{
		{[]string{long}, "unknown puzzle"},
		{[]string{ctrl}, "unknown puzzle"},
		{[]string{"hash", long}, "unknown verb"},
		{[]string{"hash", "solve", "--" + long}, "not defined"},
		{[]string{"hash", "solve", "-" + ctrl}, ""},
		{[]string{"hash", "solve", "--salt", "abc", long}, "unexpected argument"},
		{[]string{"hash", "solve", "--salt", long}, "--salt"},
		{[]string{"hash", "solve", "--salt", longBad}, "--salt"},
		{[]string{"hash", "solve", "--salt", ctrl}, "--salt"},
		{[]string{"hash", "play", "--salt", "abc", "--moves", long}, "--moves"},
		{[]string{"hash", "play", "--salt", "abc", "--moves", "8," + digits}, "--moves"},
		{[]string{"hash", "census", "--count", "1", "--prefix", long}, "--prefix"},
		{[]string{"hash", "census", "--count", long}, "--count"},
		{[]string{"hash", "census", "--count", digits}, "--count"},
		{[]string{"flip", "solve", "--board", long}, "--board"},
		{[]string{"flip", "solve", "--board", strings.Repeat("-----/", 20_000)}, "--board"},
		{[]string{"flip", "play", "--board", "-----/-ooo-/-o-o-/-ooo-/-----", "--moves", long}, "--moves"},
		{[]string{"flip", "play", "--board", "-----/-ooo-/-o-o-/-ooo-/-----", "--moves", "b" + digits}, "--moves"},
		{[]string{"flip", "new", "--seed", long}, "--seed"},
		{[]string{"clock", "solve", "--moves", long}, "--moves"},
		{[]string{"clock", "solve", "--desc", long}, "--desc"},
		{[]string{"clock", "solve", "--n", digits}, "--n"},
		{[]string{"dials", "solve", "--matrix", long, "--start", "A", "--target", "B"}, ""},
		{[]string{"dials", "solve", "--matrix", "12/21", "--start", long, "--target", "AB"}, "--start"},
		{[]string{"dials", "solve", "--matrix", "12/21", "--start", "AB", "--target", ctrl + long}, "--target"},
		{[]string{"dials", "solve", "--matrix", strings.Repeat("1", 100_000), "--start", "AB", "--target", "AB"}, ""},
		{[]string{"escape", "flip", "--board", long, "--key", "A1"}, "--board"},
		{[]string{"escape", "flip", "--board", strings.Repeat("01", 50_000) + "x", "--key", "A1"}, "--board"},
		{[]string{"escape", "flip", "--board", "0110", "--key", long}, "--key"},
		{[]string{"escape", "flip", "--board", "0110", "--key", "A" + digits}, "--key"},
		{[]string{"escape", "flip", "--board", "0110", "--key", digits}, "--key"},
		{[]string{"escape", "flip", "--board", "0110", "--key", strings.Repeat("Z", 100_000) + "1"}, "--key"},
		{[]string{"escape", "explain", "--board", "0110", "--key", ctrl}, "--key"},
		{[]string{"escape", "files", "--board", longPath, "--prisoner", "2"}, "board file"},
		{[]string{"escape", "files", "--board", board, "--key", longPath, "--prisoner", "1"}, "key file"},
		{[]string{"escape", "files", "--board", board, "--key", badKey, "--prisoner", "1"}, "key file"},
	}
	for _, tc := range tests {
		line := refused(t, tc.want, tc.args...)
		if strings.Contains(line, strings.Repeat("a", 100)) || strings.Contains(line, strings.Repeat("7", 100)) {
			t.Errorf("%s: the message repeats the input at length: %q", shortArgs(tc.args), line)
		}
	}
}

// A board file with a second hard link stays one file: the flip shows under both names, and the
// directory gains no file (the flip is written in place).
func TestEscapeFilesKeepsHardLinks(t *testing.T) {
	dir := t.TempDir()
	board := filepath.Join(dir, "board")
	escapeWrite(t, board, "0110\n")
	twin := filepath.Join(dir, "twin")
	if err := os.Link(board, twin); err != nil {
		t.Skipf("no hard links here: %v", err)
	}
	key := filepath.Join(dir, "key")
	escapeWrite(t, key, "A1\n")
	if code, _, stderr := cli(t, "escape", "files", "--board", board, "--key", key, "--prisoner", "1"); code != 0 {
		t.Fatalf("exit %d, %q", code, stderr)
	}
	// 0110 has heads on squares 1 and 2: parity 3; key A1 is square 2, so the flip is square 1.
	for _, p := range []string{board, twin} {
		if got := escapeRead(t, p); got != "0010\n" {
			t.Errorf("%s holds %q, want %q", filepath.Base(p), got, "0010\n")
		}
	}
	a, _ := os.Stat(board)
	b, _ := os.Stat(twin)
	if !os.SameFile(a, b) {
		t.Error("the board and its hard link are no longer the same file")
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 3 {
		t.Errorf("the directory holds %d entries, want 3 (board, twin, key)", len(ents))
	}
}
