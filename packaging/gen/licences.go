package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
)

// The targets the release builds; the packages linked differ between them (purego on macOS and Linux,
// x/sys/windows on Windows, none of the X11 code in the browser).
var targets = [][2]string{{"linux", "amd64"}, {"linux", "arm64"}, {"windows", "amd64"}, {"windows", "arm64"},
	{"darwin", "amd64"}, {"darwin", "arm64"}, {"js", "wasm"}}

// The programs the release ships.
var programs = []string{"./cmd/quintet", "./cmd/quintet-solve"}

type module struct{ path, version, dir string }

// thirdPartyLicences lists every module any shipped binary links on any target, with the licence files
// at its root, after Go's own licence (the runtime and standard library are in every binary). The Go
// fonts' notice is added when a gofont package is linked. A module without a licence file is an error,
// so a new dependency cannot ship unlisted.
func thirdPartyLicences() ([]byte, error) {
	mods := map[string]module{}
	fonts := false
	for _, t := range targets {
		cmd := exec.Command("go", append([]string{"list", "-deps", "-f",
			"{{.ImportPath}}\t{{with .Module}}{{.Path}}\t{{.Version}}\t{{.Dir}}{{end}}"}, programs...)...)
		cmd.Env = append(os.Environ(), "GOOS="+t[0], "GOARCH="+t[1], "CGO_ENABLED=0", "GOFLAGS=-mod=readonly")
		cmd.Stderr = os.Stderr
		out, err := cmd.Output()
		if err != nil {
			return nil, fmt.Errorf("go list for %s/%s: %v", t[0], t[1], err)
		}
		for line := range strings.SplitSeq(strings.TrimSpace(string(out)), "\n") {
			f := strings.Split(line, "\t")
			if strings.HasPrefix(f[0], "golang.org/x/image/font/gofont/") {
				fonts = true
			}
			if len(f) < 4 || f[1] == "quintet" || f[1] == "" {
				continue
			}
			mods[f[1]] = module{f[1], f[2], f[3]}
		}
	}
	var b bytes.Buffer
	b.WriteString("Quintet's binaries and web build contain the following third-party software. Each work's\n" +
		"licence follows its name. Quintet itself is under the MIT licence (LICENSE).\n\n")
	goroot := runtime.GOROOT()
	if out, err := exec.Command("go", "env", "GOROOT").Output(); err == nil {
		goroot = strings.TrimSpace(string(out))
	}
	var sections []string
	add := func(title string, files ...string) error {
		var s bytes.Buffer
		fmt.Fprintf(&s, "%s\n%s\n", strings.Repeat("=", 100), title)
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				return err
			}
			fmt.Fprintf(&s, "%s\n%s\n%s\n", strings.Repeat("-", 100), filepath.Base(f), strings.TrimRight(string(data), "\n"))
		}
		sections = append(sections, s.String())
		return nil
	}
	if err := add("Go (the runtime and standard library linked into every program) "+runtime.Version(),
		filepath.Join(goroot, "LICENSE"), filepath.Join(goroot, "PATENTS")); err != nil {
		return nil, err
	}
	names := make([]string, 0, len(mods))
	for n := range mods {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		m := mods[n]
		files, err := licenceFiles(m.dir)
		if err != nil {
			return nil, err
		}
		if len(files) == 0 {
			return nil, fmt.Errorf("module %s %s (%s) has no licence file: list its licence by hand", m.path, m.version, m.dir)
		}
		if err := add(m.path+" "+m.version, files...); err != nil {
			return nil, err
		}
		if m.path == "golang.org/x/image" && fonts {
			if err := add("The Go fonts (golang.org/x/image/font/gofont)",
				filepath.Join(m.dir, "font", "gofont", "ttfs", "README")); err != nil {
				return nil, err
			}
		}
	}
	b.WriteString("Contents:\n  Go " + runtime.Version() + "\n")
	for _, n := range names {
		fmt.Fprintf(&b, "  %s %s\n", n, mods[n].version)
	}
	b.WriteString("\n")
	for _, s := range sections {
		b.WriteString(s)
		b.WriteString("\n")
	}
	return b.Bytes(), nil
}

// licenceFiles are the licence and notice files at a module's root.
func licenceFiles(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var files []string
	for _, e := range entries {
		n := strings.ToUpper(e.Name())
		for _, p := range []string{"LICENSE", "LICENCE", "COPYING", "NOTICE", "PATENTS"} {
			if strings.HasPrefix(n, p) && e.Type().IsRegular() {
				files = append(files, filepath.Join(dir, e.Name()))
				break
			}
		}
	}
	return files, nil
}
