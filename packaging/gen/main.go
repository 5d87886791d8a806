// Command gen writes what the release archives carry besides the binaries; GoReleaser runs it from its
// hooks (.goreleaser.yaml), so `make dist` needs nothing installed:
//
//	gen assets -out DIR -version V   icons (freedesktop sizes, .ico, .icns), quintet.desktop, Info.plist,
//	                                 THIRD_PARTY_LICENSES
//	gen tar -dir D -prefix P -out F  D's files (and each -add FILE) as F, a .tar.gz under the folder P
//
// Every icon is the game's own emblem, drawn at each size by wasm.Icon (the web icons' drawing).
package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"flag"
	"fmt"
	"image/png"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"quintet/wasm"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: gen assets -out DIR -version V | gen tar -dir D -prefix P -out F [-add FILE]…")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "assets":
		err = assetsCmd(os.Args[2:])
	case "tar":
		err = tarCmd(os.Args[2:])
	default:
		err = fmt.Errorf("unknown command %q (assets, tar)", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

// The freedesktop hicolor sizes the Linux packages install.
var hicolorSizes = []int{16, 22, 24, 32, 48, 64, 128, 256, 512}

func assetsCmd(args []string) error {
	fl := flag.NewFlagSet("assets", flag.ExitOnError)
	out := fl.String("out", "dist/packaging", "folder to write into")
	release := fl.String("version", "dev", "the release's version")
	fl.Parse(args)
	write := func(name string, data []byte) error {
		p := filepath.Join(*out, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		return os.WriteFile(p, data, 0o644)
	}
	for _, s := range hicolorSizes {
		if err := write(fmt.Sprintf("share/icons/hicolor/%dx%d/apps/quintet.png", s, s), iconPNG(s)); err != nil {
			return err
		}
	}
	if err := write("share/applications/quintet.desktop", []byte(desktopEntry)); err != nil {
		return err
	}
	if err := write("quintet.ico", ico([]int{16, 24, 32, 48, 64, 128, 256})); err != nil {
		return err
	}
	if err := write("macos/Quintet.icns", icns()); err != nil {
		return err
	}
	if err := write("macos/Info.plist", infoPlist(*release)); err != nil {
		return err
	}
	licences, err := thirdPartyLicences()
	if err != nil {
		return err
	}
	return write("THIRD_PARTY_LICENSES", licences)
}

func iconPNG(size int) []byte {
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&b, wasm.Icon(size, false)); err != nil {
		panic(err) // encoding into memory cannot fail
	}
	return b.Bytes()
}

// desktopEntry puts the game in the desktop's menu (freedesktop Desktop Entry Specification 1.5).
const desktopEntry = `[Desktop Entry]
Type=Application
Version=1.5
Name=Quintet
GenericName=Puzzle game
Comment=Five mathematical puzzles with optimal hints
Exec=quintet
Icon=quintet
Terminal=false
StartupWMClass=Quintet
Categories=Game;LogicGame;
Keywords=puzzle;mathematics;logic;hash;clock;flip;dials;escape;
`

// ico is a Windows icon holding one PNG image per size (Windows Vista and later read PNG entries).
func ico(sizes []int) []byte {
	var head, data bytes.Buffer
	le := binary.LittleEndian
	binary.Write(&head, le, [3]uint16{0, 1, uint16(len(sizes))})
	offset := 6 + 16*len(sizes)
	for _, s := range sizes {
		img := iconPNG(s)
		dim := uint8(s)
		if s >= 256 {
			dim = 0 // 0 means 256
		}
		binary.Write(&head, le, struct {
			W, H, Colours, Reserved uint8
			Planes, Bits            uint16
			Size, Offset            uint32
		}{dim, dim, 0, 0, 1, 32, uint32(len(img)), uint32(offset)})
		data.Write(img)
		offset += len(img)
	}
	return append(head.Bytes(), data.Bytes()...)
}

// icns is a macOS icon: PNG images under their ICNS type codes (the @2x ones are twice the size).
func icns() []byte {
	entries := []struct {
		code string
		size int
	}{{"icp4", 16}, {"ic11", 32}, {"icp5", 32}, {"ic12", 64}, {"ic07", 128}, {"ic13", 256}, {"ic08", 256},
		{"ic14", 512}, {"ic09", 512}, {"ic10", 1024}}
	var body bytes.Buffer
	for _, e := range entries {
		img := iconPNG(e.size)
		body.WriteString(e.code)
		binary.Write(&body, binary.BigEndian, uint32(8+len(img)))
		body.Write(img)
	}
	var b bytes.Buffer
	b.WriteString("icns")
	binary.Write(&b, binary.BigEndian, uint32(8+body.Len()))
	b.Write(body.Bytes())
	return b.Bytes()
}

// bundleVersion is the numeric part of a version ("1.2.0" of "1.2.0-rc1"), as Info.plist wants it.
func bundleVersion(v string) string {
	v = strings.TrimPrefix(v, "v")
	end := 0
	for end < len(v) && (v[end] == '.' || v[end] >= '0' && v[end] <= '9') {
		end++
	}
	if n := strings.Trim(v[:end], "."); n != "" {
		return n
	}
	return "0.0.0"
}

func infoPlist(release string) []byte {
	var esc bytes.Buffer
	xmlEscape(&esc, release)
	return fmt.Appendf(nil, `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDevelopmentRegion</key>
	<string>en</string>
	<key>CFBundleDisplayName</key>
	<string>Quintet</string>
	<key>CFBundleExecutable</key>
	<string>quintet</string>
	<key>CFBundleIconFile</key>
	<string>Quintet.icns</string>
	<key>CFBundleIdentifier</key>
	<string>org.quintet.Quintet</string>
	<key>CFBundleInfoDictionaryVersion</key>
	<string>6.0</string>
	<key>CFBundleName</key>
	<string>Quintet</string>
	<key>CFBundlePackageType</key>
	<string>APPL</string>
	<key>CFBundleShortVersionString</key>
	<string>%s</string>
	<key>CFBundleVersion</key>
	<string>%s</string>
	<key>CFBundleGetInfoString</key>
	<string>Quintet %s</string>
	<key>LSApplicationCategoryType</key>
	<string>public.app-category.puzzle-games</string>
	<key>LSMinimumSystemVersion</key>
	<string>12.0</string>
	<key>NSHighResolutionCapable</key>
	<true/>
	<key>NSHumanReadableCopyright</key>
	<string>MIT licence; see LICENSE</string>
</dict>
</plist>
`, bundleVersion(release), bundleVersion(release), esc.String())
}

func xmlEscape(b *bytes.Buffer, s string) {
	r := strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;")
	b.WriteString(r.Replace(s))
}

func tarCmd(args []string) error {
	fl := flag.NewFlagSet("tar", flag.ExitOnError)
	dir := fl.String("dir", "", "the folder to pack (hidden files are left out)")
	prefix := fl.String("prefix", "", "the folder every file goes under in the archive")
	out := fl.String("out", "", "the .tar.gz to write")
	var adds []string
	fl.Func("add", "another file to put at the top of the folder (repeatable)", func(s string) error {
		adds = append(adds, s)
		return nil
	})
	fl.Parse(args)
	if *dir == "" || *prefix == "" || *out == "" || fl.NArg() > 0 {
		return fmt.Errorf("tar: want -dir, -prefix and -out")
	}
	type entry struct{ src, name string }
	var files []entry
	err := filepath.WalkDir(*dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if strings.HasPrefix(d.Name(), ".") && p != *dir {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() {
			rel, _ := filepath.Rel(*dir, p)
			files = append(files, entry{p, filepath.ToSlash(rel)})
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, a := range adds {
		files = append(files, entry{a, filepath.Base(a)})
	}
	slices.SortFunc(files, func(a, b entry) int { return strings.Compare(a.name, b.name) })
	var buf bytes.Buffer
	gz, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	tw := tar.NewWriter(gz)
	stamp := time.Unix(0, 0).UTC()
	if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: *prefix + "/", Mode: 0o755, ModTime: stamp}); err != nil {
		return err
	}
	dirs := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f.src)
		if err != nil {
			return err
		}
		var parents []string // outermost first
		for d := path.Dir(f.name); d != "."; d = path.Dir(d) {
			parents = append([]string{d}, parents...)
		}
		for _, d := range parents {
			if !dirs[d] {
				dirs[d] = true
				if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: *prefix + "/" + d + "/", Mode: 0o755, ModTime: stamp}); err != nil {
					return err
				}
			}
		}
		hdr := &tar.Header{Typeflag: tar.TypeReg, Name: *prefix + "/" + f.name, Mode: 0o644, Size: int64(len(data)), ModTime: stamp}
		if err := tw.WriteHeader(hdr); err != nil {
			return err
		}
		if _, err := tw.Write(data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	if err := gz.Close(); err != nil {
		return err
	}
	return os.WriteFile(*out, buf.Bytes(), 0o644)
}
