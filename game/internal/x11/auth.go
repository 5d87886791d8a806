package x11

import (
	"encoding/binary"
	"os"
)

// The families of an Xauthority entry this client uses: a cookie for one host's local displays
// (FamilyLocal, the host's name as its address) and one for any host (FamilyWild, which xauth writes
// for `xauth add :0 …` under some setups and xvfb-run's own file uses).
const (
	FamilyLocal = 256
	FamilyWild  = 0xffff
)

// CookieName is the only authorisation protocol spoken here.
const CookieName = "MIT-MAGIC-COOKIE-1"

// Cookie finds the MIT-MAGIC-COOKIE-1 for display number num of host in an Xauthority file's
// contents: the first entry of FamilyLocal for host or of FamilyWild, for that display or for any.
// It returns nil when there is none (the server may need no cookie); a truncated file yields what
// came before the cut.
func Cookie(file []byte, host, num string) []byte {
	b := file
	field := func() ([]byte, bool) {
		if len(b) < 2 {
			return nil, false
		}
		n := int(binary.BigEndian.Uint16(b))
		if len(b) < 2+n {
			return nil, false
		}
		f := b[2 : 2+n]
		b = b[2+n:]
		return f, true
	}
	for len(b) >= 2 {
		family := binary.BigEndian.Uint16(b)
		b = b[2:]
		addr, ok1 := field()
		number, ok2 := field()
		name, ok3 := field()
		data, ok4 := field()
		if !ok1 || !ok2 || !ok3 || !ok4 {
			return nil
		}
		local := family == FamilyLocal && string(addr) == host || family == FamilyWild
		if local && (len(number) == 0 || string(number) == num) && string(name) == CookieName {
			return data
		}
	}
	return nil
}

// AuthorityFile is the Xauthority file Xlib would read: $XAUTHORITY, else ~/.Xauthority.
func AuthorityFile() string {
	if f := os.Getenv("XAUTHORITY"); f != "" {
		return f
	}
	home, _ := os.UserHomeDir()
	return home + "/.Xauthority"
}
