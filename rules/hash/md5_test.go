package hash

import (
	"crypto/md5"
	"encoding/hex"
	"math/rand/v2"
	"testing"
)

// The machine's MD5 against RFC 1321's test suite and against crypto/md5 on every length it accepts.
func TestMD5(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", "d41d8cd98f00b204e9800998ecf8427e"},
		{"a", "0cc175b9c0f1b6a831c399e269772661"},
		{"abc", "900150983cd24fb0d6963f7d28e17f72"},
		{"message digest", "f96b697d7cb7938d525a2f31aaf161d0"},
		{"abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"},
		{"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"},
		{"12345678901234567890123456789012345678901234567890123456789012345678901234567890", "57edf4a22be3c955ac49da2e2107b67a"},
	} {
		d := md5Own([]byte(c.in))
		if got := hex.EncodeToString(d[:]); got != c.want {
			t.Errorf("md5Own(%q) = %s, want %s (RFC 1321)", c.in, got, c.want)
		}
	}
	r := rand.New(rand.NewPCG(23, 1321))
	buf := make([]byte, 119)
	for n := 0; n <= len(buf); n++ {
		for k := 0; k < 20; k++ {
			for i := range buf[:n] {
				buf[i] = byte(r.Uint32())
			}
			if got, want := md5Own(buf[:n]), md5.Sum(buf[:n]); got != want {
				t.Fatalf("md5Own of %d bytes %x = %x, crypto/md5 says %x", n, buf[:n], got, want)
			}
		}
	}
	if got, want := md5Sum([]byte("abc")), md5Own([]byte("abc")); got != want {
		t.Errorf("md5Sum(abc) = %x, md5Own says %x", got, want)
	}
	defer func() {
		if recover() == nil {
			t.Error("md5Own of 120 bytes did not panic (it hashes two blocks at most)")
		}
	}()
	md5Own(make([]byte, 120))
}

func BenchmarkMD5(b *testing.B) {
	u := []byte("Hash(x1y2z3)(12,7)143")
	b.Run("own", func(b *testing.B) {
		for b.Loop() {
			md5Sink ^= md5Own(u)[0]
		}
	})
	b.Run("crypto", func(b *testing.B) {
		for b.Loop() {
			md5Sink ^= md5.Sum(u)[0]
		}
	})
}

var md5Sink byte
