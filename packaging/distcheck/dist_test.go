//go:build dist

package distcheck

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

var (
	dir   = filepath.Join("..", "..", "dist", "release")
	quick = os.Getenv("QUINTET_DIST_QUICK") != ""
)

// file is one member of an archive.
type file struct {
	mode os.FileMode
	data []byte
}

// release finds the version from the Linux amd64 archive's name and checks SHA256SUMS against the files.
func release(t *testing.T) (version string, sums map[string]string) {
	t.Helper()
	m, _ := filepath.Glob(filepath.Join(dir, "quintet_*_linux_amd64.tar.gz"))
	if len(m) != 1 {
		t.Fatalf("want one quintet_*_linux_amd64.tar.gz in %s, found %v (run make dist)", dir, m)
	}
	version = strings.TrimSuffix(strings.TrimPrefix(filepath.Base(m[0]), "quintet_"), "_linux_amd64.tar.gz")
	f, err := os.Open(filepath.Join(dir, "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sums = map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if !ok {
			t.Fatalf("SHA256SUMS: bad line %q", sc.Text())
		}
		sums[name] = sum
	}
	for name, sum := range sums {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("SHA256SUMS lists %s: %v", name, err)
			continue
		}
		if h := sha256.Sum256(data); hex.EncodeToString(h[:]) != sum {
			t.Errorf("%s: SHA256 differs from SHA256SUMS", name)
		}
	}
	return version, sums
}

func TestRelease(t *testing.T) {
	v, sums := release(t)
	want := []string{"quintet_" + v + "_linux_amd64.tar.gz", "quintet_" + v + "_amd64.deb"}
	if !quick {
		want = append(want, "quintet_"+v+"_linux_arm64.tar.gz", "quintet_"+v+"_arm64.deb",
			"quintet_"+v+"_windows_amd64.zip", "quintet_"+v+"_windows_arm64.zip",
			"quintet_"+v+"_macos_universal.zip", "quintet-web-"+v+".tar.gz")
	}
	var got []string
	for n := range sums {
		got = append(got, n)
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("SHA256SUMS lists %v; want %v", got, want)
	}
	for _, n := range got {
		st, err := os.Stat(filepath.Join(dir, n))
		if err == nil {
			t.Logf("%-50s %6.2f MB", n, float64(st.Size())/1e6)
		}
	}
}

// docs are the files every desktop archive carries at its top.
var docs = []string{"README.md", "LICENSE", "CHANGELOG.md", "THIRD_PARTY_LICENSES"}

var iconSizes = []int{16, 22, 24, 32, 48, 64, 128, 256, 512}

func TestLinuxArchives(t *testing.T) {
	v, _ := release(t)
	arches := []string{"amd64", "arm64"}
	if quick {
		arches = arches[:1]
	}
	for _, arch := range arches {
		name := "quintet_" + v + "_linux_" + arch + ".tar.gz"
		files := readTarGz(t, filepath.Join(dir, name))
		top := "quintet_" + v + "_linux_" + arch + "/"
		want := append([]string{"quintet", "quintet-solve", "share/applications/quintet.desktop"}, docs...)
		for _, s := range iconSizes {
			want = append(want, fmt.Sprintf("share/icons/hicolor/%dx%d/apps/quintet.png", s, s))
		}
		sameFiles(t, name, files, top, want)
		machine := map[string]elf.Machine{"amd64": elf.EM_X86_64, "arm64": elf.EM_AARCH64}[arch]
		for _, bin := range []string{"quintet", "quintet-solve"} {
			f := files[top+bin]
			if f.mode&0o111 == 0 {
				t.Errorf("%s: %s is not executable (%v)", name, bin, f.mode)
			}
			e, err := elf.NewFile(bytes.NewReader(f.data))
			if err != nil || e.Machine != machine {
				t.Errorf("%s: %s is not an ELF for %s (%v)", name, bin, arch, err)
			}
		}
		for _, s := range iconSizes {
			checkPNG(t, name, files[top+fmt.Sprintf("share/icons/hicolor/%dx%d/apps/quintet.png", s, s)].data, s)
		}
		checkDesktop(t, name, files[top+"share/applications/quintet.desktop"].data)
	}
}

func checkPNG(t *testing.T, where string, data []byte, size int) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil || img.Bounds().Dx() != size || img.Bounds().Dy() != size {
		t.Errorf("%s: the %d px icon is not a %d×%d PNG (%v)", where, size, size, size, err)
	}
}

func checkDesktop(t *testing.T, where string, data []byte) {
	t.Helper()
	s := string(data)
	for _, line := range []string{"[Desktop Entry]\n", "\nType=Application\n", "\nName=Quintet\n", "\nExec=quintet\n",
		"\nIcon=quintet\n", "\nTerminal=false\n", "\nCategories=Game;"} {
		if !strings.Contains(s, line) {
			t.Errorf("%s: quintet.desktop lacks %q", where, strings.TrimSpace(line))
		}
	}
}

// TestDeb installs the amd64 package into a scratch folder (dpkg-deb -x: no root, no container), checks
// its control fields and files, and runs the installed game: -version, then a puzzle's smoke test played
// to a win under Xvfb.
func TestDeb(t *testing.T) {
	v, _ := release(t)
	deb := filepath.Join(dir, "quintet_"+v+"_amd64.deb")
	field := func(f string) string {
		out, err := exec.Command("dpkg-deb", "-f", deb, f).Output()
		if err != nil {
			t.Fatalf("dpkg-deb -f %s: %v", f, err)
		}
		return strings.TrimSpace(string(out))
	}
	if p, a := field("Package"), field("Architecture"); p != "quintet" || a != "amd64" {
		t.Errorf("package %q, architecture %q", p, a)
	}
	deps := field("Depends")
	for _, lib := range runtimeLibs(t) {
		if !slices.Contains(strings.Split(deps, ", "), lib) {
			t.Errorf("Depends %q lacks %s (.ci/install-deps run lists it)", deps, lib)
		}
	}
	root := t.TempDir()
	if out, err := exec.Command("dpkg-deb", "-x", deb, root).CombinedOutput(); err != nil {
		t.Fatalf("dpkg-deb -x: %v\n%s", err, out)
	}
	for _, f := range []string{"usr/games/quintet", "usr/games/quintet-solve", "usr/share/applications/quintet.desktop",
		"usr/share/doc/quintet/copyright", "usr/share/doc/quintet/THIRD_PARTY_LICENSES", "usr/share/icons/hicolor/48x48/apps/quintet.png",
		"usr/share/icons/hicolor/512x512/apps/quintet.png", "usr/share/doc/quintet/changelog.gz",
		"usr/share/man/man6/quintet.6.gz", "usr/share/man/man6/quintet-solve.6.gz"} {
		if _, err := os.Stat(filepath.Join(root, f)); err != nil {
			t.Errorf("the package does not install /%s", f)
		}
	}
	// The manual pages read as man reads them, with its warnings on: each names its program and says
	// nothing troff had to complain of.
	for _, page := range []string{"quintet", "quintet-solve"} {
		cmd := exec.Command("man", "--warnings", "-E", "UTF-8", "-l", filepath.Join(root, "usr/share/man/man6", page+".6.gz"))
		cmd.Env = append(os.Environ(), "MANWIDTH=80", "MAN_KEEP_FORMATTING=0")
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil || stderr.Len() > 0 || !strings.Contains(string(out), page+" - ") {
			t.Errorf("man %s: %v\n%s\n%.300s", page, err, stderr.String(), out)
		}
	}
	game := filepath.Join(root, "usr/games/quintet")
	// The game, which loads the C library, is position-independent as Debian's hardening asks: a PIE
	// with a read-only relocation segment; the solver is a static Go program (lintian's hardening checks,
	// which TestLintian runs, say the same).
	for bin, pie := range map[string]bool{"usr/games/quintet": true, "usr/games/quintet-solve": false} {
		f, err := elf.Open(filepath.Join(root, bin))
		if err != nil {
			t.Fatalf("%s: %v", bin, err)
		}
		relro := slices.ContainsFunc(f.Progs, func(p *elf.Prog) bool { return p.Type == elf.PT_GNU_RELRO })
		if pie && (f.Type != elf.ET_DYN || !relro) {
			t.Errorf("%s: ELF type %v, RELRO %v; want a PIE (ET_DYN) with RELRO", bin, f.Type, relro)
		}
		if !pie && f.Type != elf.ET_EXEC {
			t.Errorf("%s: ELF type %v; want a static executable", bin, f.Type)
		}
		f.Close()
	}
	out, err := exec.Command(game, "-version").Output()
	if got := strings.TrimSpace(string(out)); err != nil || !strings.HasPrefix(got, "quintet "+v) {
		t.Errorf("quintet -version: %q (%v); want quintet %s", got, err, v)
	}
	out, err = exec.Command(filepath.Join(root, "usr/games/quintet-solve"), "version").Output()
	var info struct{ Version, OS, Arch string }
	if err != nil || json.Unmarshal(out, &info) != nil || info.Version != v || info.OS != "linux" || info.Arch != "amd64" {
		t.Errorf("quintet-solve version: %q (%v); want version %s on linux/amd64", out, err, v)
	}
	out, err = exec.Command(game, "-smoke-ids").Output()
	ids := strings.Fields(string(out))
	if err != nil || len(ids) == 0 {
		t.Fatalf("quintet -smoke-ids: %q (%v)", out, err)
	}
	shot := filepath.Join(t.TempDir(), "smoke.png")
	start := time.Now()
	cmd := exec.Command("xvfb-run", "-a", "-s", "-screen 0 1024x768x24", game, "-config", t.TempDir(),
		"-id", ids[0], "-autoplay", "-screenshot", shot)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the installed game's smoke test (%s): %v\n%s", ids[0], err, out)
	}
	data, err := os.ReadFile(shot)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	if _, err := png.Decode(bytes.NewReader(data)); err != nil {
		t.Errorf("screenshot: %v", err)
	}
	t.Logf("installed game played %s to its end in %v", ids[0], time.Since(start).Round(time.Millisecond))
}

// TestLintian runs Debian's own package checker over the amd64 package: no error and no warning.
func TestLintian(t *testing.T) {
	v, _ := release(t)
	deb := filepath.Join(dir, "quintet_"+v+"_amd64.deb")
	if _, err := exec.LookPath("lintian"); err != nil {
		t.Fatal("lintian is not installed (make dist-check installs it: .ci/install-deps dist)")
	}
	out, err := exec.Command("lintian", "--fail-on", "error,warning", "--tag-display-limit", "0", deb).CombinedOutput()
	if err != nil {
		t.Fatalf("lintian %s: %v\n%s", filepath.Base(deb), err, out)
	}
	t.Logf("lintian: %s", bytes.TrimSpace(out))
}

// runtimeLibs reads the run-time libraries from .ci/install-deps (the need=(…) line).
func runtimeLibs(t *testing.T) []string {
	data, err := os.ReadFile(filepath.Join("..", "..", ".ci", "install-deps"))
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "need=("); ok {
			return strings.Fields(strings.TrimSuffix(rest, ")"))
		}
	}
	t.Fatal(".ci/install-deps has no need=(…) line")
	return nil
}

func TestWindowsArchives(t *testing.T) {
	if quick {
		t.Skip("QUINTET_DIST_QUICK: Linux amd64 only")
	}
	v, _ := release(t)
	for _, arch := range []string{"amd64", "arm64"} {
		name := "quintet_" + v + "_windows_" + arch + ".zip"
		files := readZip(t, filepath.Join(dir, name))
		top := "quintet_" + v + "_windows_" + arch + "/"
		sameFiles(t, name, files, top, append([]string{"quintet.exe", "quintet-solve.exe"}, docs...))
		machine := map[string]uint16{"amd64": pe.IMAGE_FILE_MACHINE_AMD64, "arm64": pe.IMAGE_FILE_MACHINE_ARM64}[arch]
		for _, c := range []struct {
			exe       string
			subsystem uint16
			resources []uint32
		}{
			{"quintet.exe", pe.IMAGE_SUBSYSTEM_WINDOWS_GUI, []uint32{rtIcon, rtGroupIcon, rtVersion, rtManifest}},
			{"quintet-solve.exe", pe.IMAGE_SUBSYSTEM_WINDOWS_CUI, nil},
		} {
			f, err := pe.NewFile(bytes.NewReader(files[top+c.exe].data))
			if err != nil {
				t.Errorf("%s: %s: %v", name, c.exe, err)
				continue
			}
			if f.Machine != machine {
				t.Errorf("%s: %s is for machine %#x, want %#x", name, c.exe, f.Machine, machine)
			}
			oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
			if !ok || oh.Subsystem != c.subsystem {
				t.Errorf("%s: %s: subsystem %v, want %d", name, c.exe, f.OptionalHeader, c.subsystem)
			}
			types := resourceTypes(t, f)
			for _, r := range c.resources {
				if !slices.Contains(types, r) {
					t.Errorf("%s: %s has no resource of type %d (has %v)", name, c.exe, r, types)
				}
			}
			t.Logf("%s %s: machine %#x, subsystem %d, resource types %v", name, c.exe, f.Machine, oh.Subsystem, types)
		}
	}
}

// Resource types (winuser.h).
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
	rtManifest  = 24
)

// resourceTypes lists the type IDs in the root of a PE file's resource directory.
func resourceTypes(t *testing.T, f *pe.File) []uint32 {
	s := f.Section(".rsrc")
	if s == nil {
		return nil
	}
	data, err := s.Data()
	if err != nil || len(data) < 16 {
		t.Errorf(".rsrc: %v", err)
		return nil
	}
	named, ids := binary.LittleEndian.Uint16(data[12:]), binary.LittleEndian.Uint16(data[14:])
	var types []uint32
	for i := range int(named) + int(ids) {
		off := 16 + 8*i
		if off+8 > len(data) {
			break
		}
		if id := binary.LittleEndian.Uint32(data[off:]); id&0x80000000 == 0 {
			types = append(types, id)
		}
	}
	return types
}

func TestMacArchive(t *testing.T) {
	if quick {
		t.Skip("QUINTET_DIST_QUICK: Linux amd64 only")
	}
	v, _ := release(t)
	name := "quintet_" + v + "_macos_universal.zip"
	files := readZip(t, filepath.Join(dir, name))
	top := "quintet_" + v + "_macos_universal/"
	app := "Quintet.app/Contents/"
	sameFiles(t, name, files, top, append([]string{"quintet-solve", app + "Info.plist", app + "MacOS/quintet",
		app + "Resources/Quintet.icns"}, docs...))
	plist := parsePlist(t, files[top+app+"Info.plist"].data)
	exe := plist["CFBundleExecutable"]
	if exe == "" || files[top+app+"MacOS/"+exe].data == nil {
		t.Errorf("Info.plist names the executable %q, which the bundle lacks", exe)
	}
	if icon := plist["CFBundleIconFile"]; files[top+app+"Resources/"+icon].data == nil {
		t.Errorf("Info.plist names the icon %q, which the bundle lacks", icon)
	}
	for _, k := range []string{"CFBundleIdentifier", "CFBundleName", "CFBundleShortVersionString", "CFBundleVersion"} {
		if plist[k] == "" {
			t.Errorf("Info.plist has no %s", k)
		}
	}
	if plist["CFBundlePackageType"] != "APPL" {
		t.Errorf("CFBundlePackageType %q", plist["CFBundlePackageType"])
	}
	icns := files[top+app+"Resources/Quintet.icns"].data
	if len(icns) < 8 || string(icns[:4]) != "icns" || int(binary.BigEndian.Uint32(icns[4:])) != len(icns) {
		t.Errorf("Quintet.icns is not an icns file")
	}
	for _, bin := range []string{app + "MacOS/quintet", "quintet-solve"} {
		f := files[top+bin]
		if f.mode&0o111 == 0 {
			t.Errorf("%s is not executable (%v)", bin, f.mode)
		}
		fat, err := macho.NewFatFile(bytes.NewReader(f.data))
		if err != nil {
			t.Errorf("%s is not a universal binary: %v", bin, err)
			continue
		}
		var cpus []string
		for _, a := range fat.Arches {
			cpus = append(cpus, a.Cpu.String())
		}
		slices.Sort(cpus)
		if !slices.Equal(cpus, []string{"CpuAmd64", "CpuArm64"}) {
			t.Errorf("%s holds %v, want amd64 and arm64", bin, cpus)
		}
	}
}

// parsePlist reads a flat XML property list's string values (true/false as "true"/"false").
func parsePlist(t *testing.T, data []byte) map[string]string {
	t.Helper()
	var doc struct {
		XMLName xml.Name `xml:"plist"`
		Dict    struct {
			Items []struct {
				XMLName xml.Name
				Value   string `xml:",chardata"`
			} `xml:",any"`
		} `xml:"dict"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("Info.plist is not valid XML: %v", err)
	}
	m := map[string]string{}
	items := doc.Dict.Items
	if len(items)%2 != 0 {
		t.Fatalf("Info.plist: a key without a value")
	}
	for i := 0; i < len(items); i += 2 {
		k, val := items[i], items[i+1]
		if k.XMLName.Local != "key" {
			t.Fatalf("Info.plist: %s where a key belongs", k.XMLName.Local)
		}
		switch val.XMLName.Local {
		case "string":
			m[k.Value] = val.Value
		case "true", "false":
			m[k.Value] = val.XMLName.Local
		default:
			t.Fatalf("Info.plist: %s has a %s", k.Value, val.XMLName.Local)
		}
	}
	return m
}

func TestWebArchive(t *testing.T) {
	if quick {
		t.Skip("QUINTET_DIST_QUICK: Linux amd64 only")
	}
	v, _ := release(t)
	name := "quintet-web-" + v + ".tar.gz"
	files := readTarGz(t, filepath.Join(dir, name))
	top := "quintet-web-" + v + "/"
	for _, f := range []string{"index.html", "index.html.br", "index.html.gz", "sw.js", "manifest.webmanifest",
		"version.json", "LICENSE", "THIRD_PARTY_LICENSES"} {
		if files[top+f].data == nil {
			t.Errorf("%s lacks %s", name, f)
		}
	}
	var wasm int
	for n := range files {
		if strings.HasPrefix(n, top+"quintet.") && strings.HasSuffix(n, ".wasm") {
			wasm++
		}
		if !strings.HasPrefix(n, top) {
			t.Errorf("%s: %s is outside %s", name, n, top)
		}
	}
	if wasm != 1 {
		t.Errorf("%s: %d quintet.*.wasm, want 1", name, wasm)
	}
	var ver struct{ Version, Build string }
	if err := json.Unmarshal(files[top+"version.json"].data, &ver); err != nil || ver.Version != v || ver.Build == "" {
		t.Errorf("version.json: %+v (%v); want version %s", ver, err, v)
	}
}

// sameFiles checks that an archive holds exactly the regular files want under top, and logs its listing.
func sameFiles(t *testing.T, name string, files map[string]file, top string, want []string) {
	t.Helper()
	var got []string
	var listing strings.Builder
	for n, f := range files {
		if f.mode.IsRegular() {
			got = append(got, strings.TrimPrefix(n, top))
			if !strings.HasPrefix(n, top) {
				t.Errorf("%s: %s is outside %s", name, n, top)
			}
		}
	}
	slices.Sort(got)
	for _, n := range got {
		f := files[top+n]
		fmt.Fprintf(&listing, "\n  %v %10d  %s", f.mode, len(f.data), n)
	}
	t.Logf("%s:%s", name, listing.String())
	want = slices.Clone(want)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s holds %v;\nwant %v", name, got, want)
	}
}

func readTarGz(t *testing.T, name string) map[string]file {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	files := map[string]file{}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		files[h.Name] = file{h.FileInfo().Mode(), data}
	}
	return files
}

func readZip(t *testing.T, name string) map[string]file {
	t.Helper()
	z, err := zip.OpenReader(name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	defer z.Close()
	files := map[string]file{}
	for _, f := range z.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatalf("%s: %s: %v", name, f.Name, err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatalf("%s: %s: %v", name, f.Name, err)
		}
		files[f.Name] = file{f.Mode(), data}
	}
	return files
}
