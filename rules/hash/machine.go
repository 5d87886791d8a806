package hash

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"strconv"
)

// MaxSaltLen bounds a salt's length. The rules set no limit; 64 keeps game IDs short and the machine's
// string u within two MD5 blocks.
const MaxSaltLen = 64

// CheckSalt reports whether s is a valid salt: letters, digits, '(', ')' and ',' only, at most
// MaxSaltLen characters. The empty salt is valid.
func CheckSalt(s string) error {
	if len(s) > MaxSaltLen {
		return fmt.Errorf("the salt is %d characters long; at most %d are allowed", len(s), MaxSaltLen)
	}
	for i := 0; i < len(s); i++ {
		if !saltByte(s[i]) {
			r := []rune(s[i:])[0]
			return fmt.Errorf("the salt has %q at position %d; only letters, digits, '(', ')' and ',' are allowed", r, i+1)
		}
	}
	return nil
}

func saltByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '(' || c == ')' || c == ','
}

// Work is the machine's answer to one player move, every number of hash.md's recipe, so a scene can
// show how the blackened tile came about.
type Work struct {
	U      string   // S + "(" + x + "," + y + ")" + t
	Digest [16]byte // MD5(U)
	V      int      // the sum of the digest's 32 hexadecimal digits
	M      int      // how many spiral positions in a row read red, from the star
	D      int      // (V·M) mod 256: the reading index the machine blackens
}

// DigestHex is the digest as 32 lower-case hexadecimal digits.
func (w Work) DigestHex() string { return hex.EncodeToString(w.Digest[:]) }

// Black is the tile the machine blackened.
func (w Work) Black() Tile { return Tile(w.D) }

// appendU writes u = S + "(" + x + "," + y + ")" + t, the tile's part and the count read from
// tables made once (the solver calls this for every position it generates).
func appendU(b []byte, salt string, c Tile, whites int) []byte {
	b = append(b, salt...)
	b = append(b, tileText[c]...)
	if whites < len(countText) {
		return append(b, countText[whites]...)
	}
	return strconv.AppendInt(b, int64(whites), 10)
}

// tileText[c] is "(x,y)" for tile c; countText[t] is t in decimal, for every count of white tiles.
var (
	tileText  [Tiles]string
	countText [Tiles + 1]string
)

func init() {
	for c := range tileText {
		t := Tile(c)
		tileText[c] = "(" + strconv.Itoa(t.X()) + "," + strconv.Itoa(t.Y()) + ")"
	}
	for t := range countText {
		countText[t] = strconv.Itoa(t)
	}
}

// hexSum is the sum of a digest's hexadecimal digits, eight bytes at a time: each byte's two digits
// are added in place (at most 30 a byte), and one multiplication sums a word's eight bytes into its
// top byte (at most 240).
func hexSum(d [16]byte) int {
	const lo, ones = 0x0f0f0f0f0f0f0f0f, 0x0101010101010101
	a, b := binary.LittleEndian.Uint64(d[:8]), binary.LittleEndian.Uint64(d[8:])
	a = a&lo + a>>4&lo
	b = b&lo + b>>4&lo
	return int(a*ones>>56 + b*ones>>56)
}

// answer is the machine's blackened reading index; it allocates nothing, for the solver.
func answer(salt string, c Tile, whites, m int) Tile {
	var buf [MaxSaltLen + 16]byte
	d := md5Sum(appendU(buf[:0], salt, c, whites))
	return Tile(hexSum(d) * m % Tiles)
}

// work is answer with every intermediate number kept.
func work(salt string, c Tile, whites, m int) Work {
	u := appendU(nil, salt, c, whites)
	w := Work{U: string(u), Digest: md5Sum(u), M: m}
	w.V = hexSum(w.Digest)
	w.D = w.V * m % Tiles
	return w
}
