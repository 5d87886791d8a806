package main

import (
	"bytes"
	"encoding/binary"
	"image/png"
	"testing"
)

func TestICO(t *testing.T) {
	sizes := []int{16, 48, 256}
	b := ico(sizes)
	le := binary.LittleEndian
	if le.Uint16(b[0:]) != 0 || le.Uint16(b[2:]) != 1 || int(le.Uint16(b[4:])) != len(sizes) {
		t.Fatalf("header % x", b[:6])
	}
	for i, s := range sizes {
		e := b[6+16*i:]
		w := int(e[0])
		if w == 0 {
			w = 256
		}
		size, off := le.Uint32(e[8:]), le.Uint32(e[12:])
		img, err := png.Decode(bytes.NewReader(b[off : off+size]))
		if w != s || err != nil || img.Bounds().Dx() != s {
			t.Errorf("entry %d: width %d, PNG %v (%v); want %d", i, w, img.Bounds(), err, s)
		}
	}
}

func TestICNS(t *testing.T) {
	b := icns()
	be := binary.BigEndian
	if string(b[:4]) != "icns" || int(be.Uint32(b[4:])) != len(b) {
		t.Fatalf("header % x, length %d", b[:8], len(b))
	}
	want := map[string]int{"icp4": 16, "ic11": 32, "icp5": 32, "ic12": 64, "ic07": 128, "ic13": 256, "ic08": 256,
		"ic14": 512, "ic09": 512, "ic10": 1024}
	for off := 8; off < len(b); {
		code, n := string(b[off:off+4]), int(be.Uint32(b[off+4:]))
		img, err := png.Decode(bytes.NewReader(b[off+8 : off+n]))
		if err != nil || img.Bounds().Dx() != want[code] || img.Bounds().Dy() != want[code] {
			t.Errorf("%s: %v (%v); want %d px", code, img.Bounds(), err, want[code])
		}
		delete(want, code)
		off += n
	}
	if len(want) != 0 {
		t.Errorf("missing %v", want)
	}
}

func TestBundleVersion(t *testing.T) {
	for in, want := range map[string]string{"1.2.0": "1.2.0", "v1.2.0": "1.2.0", "0.0.0-snapshot-abc1234": "0.0.0",
		"1.3.0-rc1": "1.3.0", "dev": "0.0.0", "abc1234": "0.0.0", "2.": "2"} {
		if got := bundleVersion(in); got != want {
			t.Errorf("bundleVersion(%q) = %q, want %q", in, got, want)
		}
	}
}

// A dock groups the game's window with its launcher by the window's WM_CLASS, which the game sets to
// "Quintet" (cmd/quintet; make xdo checks the running window's class).
func TestDesktopEntryNamesTheWindowClass(t *testing.T) {
	if !bytes.Contains([]byte(desktopEntry), []byte("\nStartupWMClass=Quintet\n")) {
		t.Fatalf("the desktop entry has no StartupWMClass=Quintet:\n%s", desktopEntry)
	}
}
