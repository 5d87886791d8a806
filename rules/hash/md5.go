package hash

import (
	"encoding/binary"
	"math/bits"
)

// The machine's own MD5 (RFC 1321), for messages like u: at most MaxSaltLen + 16 bytes, so one or two
// 64-byte blocks once padded. The WebAssembly build hashes with it (md5_wasm.go), which keeps
// crypto/md5, and the FIPS 140 module it brings along (SHA-2, SHA-3, AES, HMAC, a random bit
// generator), out of the game's download: 40 KB at brotli 11. Natively crypto/md5's assembly is a
// little faster, so the census keeps it there (md5_native.go); the tests hold the two equal. It
// allocates nothing. The steps are written out: step i adds the constant K[i] = floor(|sin(i+1)|·2^32)
// and message word x[g(i)] to one register and rotates it left by s[i], as the RFC's table says.

// md5Own is MD5(msg) for a message of at most 119 bytes (two blocks with the padding); it panics on a
// longer one, which the machine never builds (MaxSaltLen bounds the salt).
func md5Own(msg []byte) [16]byte {
	var buf [128]byte
	n := len(msg)
	if n > len(buf)-9 {
		panic("hash: md5Own: message longer than two blocks")
	}
	copy(buf[:], msg)
	buf[n] = 0x80
	end := 64
	if n > 64-9 {
		end = 128
	}
	binary.LittleEndian.PutUint64(buf[end-8:end], uint64(n)<<3)
	s := [4]uint32{0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476}
	md5Block(&s, (*[64]byte)(buf[:64]))
	if end == 128 {
		md5Block(&s, (*[64]byte)(buf[64:]))
	}
	var d [16]byte
	binary.LittleEndian.PutUint32(d[0:], s[0])
	binary.LittleEndian.PutUint32(d[4:], s[1])
	binary.LittleEndian.PutUint32(d[8:], s[2])
	binary.LittleEndian.PutUint32(d[12:], s[3])
	return d
}

// md5Block runs the compression function over one 64-byte block.
func md5Block(st *[4]uint32, p *[64]byte) {
	x0 := binary.LittleEndian.Uint32(p[0:])
	x1 := binary.LittleEndian.Uint32(p[4:])
	x2 := binary.LittleEndian.Uint32(p[8:])
	x3 := binary.LittleEndian.Uint32(p[12:])
	x4 := binary.LittleEndian.Uint32(p[16:])
	x5 := binary.LittleEndian.Uint32(p[20:])
	x6 := binary.LittleEndian.Uint32(p[24:])
	x7 := binary.LittleEndian.Uint32(p[28:])
	x8 := binary.LittleEndian.Uint32(p[32:])
	x9 := binary.LittleEndian.Uint32(p[36:])
	x10 := binary.LittleEndian.Uint32(p[40:])
	x11 := binary.LittleEndian.Uint32(p[44:])
	x12 := binary.LittleEndian.Uint32(p[48:])
	x13 := binary.LittleEndian.Uint32(p[52:])
	x14 := binary.LittleEndian.Uint32(p[56:])
	x15 := binary.LittleEndian.Uint32(p[60:])
	a, b, c, d := st[0], st[1], st[2], st[3]
	a = b + bits.RotateLeft32((((c^d)&b)^d)+a+x0+0xd76aa478, 7)
	d = a + bits.RotateLeft32((((b^c)&a)^c)+d+x1+0xe8c7b756, 12)
	c = d + bits.RotateLeft32((((a^b)&d)^b)+c+x2+0x242070db, 17)
	b = c + bits.RotateLeft32((((d^a)&c)^a)+b+x3+0xc1bdceee, 22)
	a = b + bits.RotateLeft32((((c^d)&b)^d)+a+x4+0xf57c0faf, 7)
	d = a + bits.RotateLeft32((((b^c)&a)^c)+d+x5+0x4787c62a, 12)
	c = d + bits.RotateLeft32((((a^b)&d)^b)+c+x6+0xa8304613, 17)
	b = c + bits.RotateLeft32((((d^a)&c)^a)+b+x7+0xfd469501, 22)
	a = b + bits.RotateLeft32((((c^d)&b)^d)+a+x8+0x698098d8, 7)
	d = a + bits.RotateLeft32((((b^c)&a)^c)+d+x9+0x8b44f7af, 12)
	c = d + bits.RotateLeft32((((a^b)&d)^b)+c+x10+0xffff5bb1, 17)
	b = c + bits.RotateLeft32((((d^a)&c)^a)+b+x11+0x895cd7be, 22)
	a = b + bits.RotateLeft32((((c^d)&b)^d)+a+x12+0x6b901122, 7)
	d = a + bits.RotateLeft32((((b^c)&a)^c)+d+x13+0xfd987193, 12)
	c = d + bits.RotateLeft32((((a^b)&d)^b)+c+x14+0xa679438e, 17)
	b = c + bits.RotateLeft32((((d^a)&c)^a)+b+x15+0x49b40821, 22)
	a = b + bits.RotateLeft32((((b^c)&d)^c)+a+x1+0xf61e2562, 5)
	d = a + bits.RotateLeft32((((a^b)&c)^b)+d+x6+0xc040b340, 9)
	c = d + bits.RotateLeft32((((d^a)&b)^a)+c+x11+0x265e5a51, 14)
	b = c + bits.RotateLeft32((((c^d)&a)^d)+b+x0+0xe9b6c7aa, 20)
	a = b + bits.RotateLeft32((((b^c)&d)^c)+a+x5+0xd62f105d, 5)
	d = a + bits.RotateLeft32((((a^b)&c)^b)+d+x10+0x02441453, 9)
	c = d + bits.RotateLeft32((((d^a)&b)^a)+c+x15+0xd8a1e681, 14)
	b = c + bits.RotateLeft32((((c^d)&a)^d)+b+x4+0xe7d3fbc8, 20)
	a = b + bits.RotateLeft32((((b^c)&d)^c)+a+x9+0x21e1cde6, 5)
	d = a + bits.RotateLeft32((((a^b)&c)^b)+d+x14+0xc33707d6, 9)
	c = d + bits.RotateLeft32((((d^a)&b)^a)+c+x3+0xf4d50d87, 14)
	b = c + bits.RotateLeft32((((c^d)&a)^d)+b+x8+0x455a14ed, 20)
	a = b + bits.RotateLeft32((((b^c)&d)^c)+a+x13+0xa9e3e905, 5)
	d = a + bits.RotateLeft32((((a^b)&c)^b)+d+x2+0xfcefa3f8, 9)
	c = d + bits.RotateLeft32((((d^a)&b)^a)+c+x7+0x676f02d9, 14)
	b = c + bits.RotateLeft32((((c^d)&a)^d)+b+x12+0x8d2a4c8a, 20)
	a = b + bits.RotateLeft32((b^c^d)+a+x5+0xfffa3942, 4)
	d = a + bits.RotateLeft32((a^b^c)+d+x8+0x8771f681, 11)
	c = d + bits.RotateLeft32((d^a^b)+c+x11+0x6d9d6122, 16)
	b = c + bits.RotateLeft32((c^d^a)+b+x14+0xfde5380c, 23)
	a = b + bits.RotateLeft32((b^c^d)+a+x1+0xa4beea44, 4)
	d = a + bits.RotateLeft32((a^b^c)+d+x4+0x4bdecfa9, 11)
	c = d + bits.RotateLeft32((d^a^b)+c+x7+0xf6bb4b60, 16)
	b = c + bits.RotateLeft32((c^d^a)+b+x10+0xbebfbc70, 23)
	a = b + bits.RotateLeft32((b^c^d)+a+x13+0x289b7ec6, 4)
	d = a + bits.RotateLeft32((a^b^c)+d+x0+0xeaa127fa, 11)
	c = d + bits.RotateLeft32((d^a^b)+c+x3+0xd4ef3085, 16)
	b = c + bits.RotateLeft32((c^d^a)+b+x6+0x04881d05, 23)
	a = b + bits.RotateLeft32((b^c^d)+a+x9+0xd9d4d039, 4)
	d = a + bits.RotateLeft32((a^b^c)+d+x12+0xe6db99e5, 11)
	c = d + bits.RotateLeft32((d^a^b)+c+x15+0x1fa27cf8, 16)
	b = c + bits.RotateLeft32((c^d^a)+b+x2+0xc4ac5665, 23)
	a = b + bits.RotateLeft32((c^(b|^d))+a+x0+0xf4292244, 6)
	d = a + bits.RotateLeft32((b^(a|^c))+d+x7+0x432aff97, 10)
	c = d + bits.RotateLeft32((a^(d|^b))+c+x14+0xab9423a7, 15)
	b = c + bits.RotateLeft32((d^(c|^a))+b+x5+0xfc93a039, 21)
	a = b + bits.RotateLeft32((c^(b|^d))+a+x12+0x655b59c3, 6)
	d = a + bits.RotateLeft32((b^(a|^c))+d+x3+0x8f0ccc92, 10)
	c = d + bits.RotateLeft32((a^(d|^b))+c+x10+0xffeff47d, 15)
	b = c + bits.RotateLeft32((d^(c|^a))+b+x1+0x85845dd1, 21)
	a = b + bits.RotateLeft32((c^(b|^d))+a+x8+0x6fa87e4f, 6)
	d = a + bits.RotateLeft32((b^(a|^c))+d+x15+0xfe2ce6e0, 10)
	c = d + bits.RotateLeft32((a^(d|^b))+c+x6+0xa3014314, 15)
	b = c + bits.RotateLeft32((d^(c|^a))+b+x13+0x4e0811a1, 21)
	a = b + bits.RotateLeft32((c^(b|^d))+a+x4+0xf7537e82, 6)
	d = a + bits.RotateLeft32((b^(a|^c))+d+x11+0xbd3af235, 10)
	c = d + bits.RotateLeft32((a^(d|^b))+c+x2+0x2ad7d2bb, 15)
	b = c + bits.RotateLeft32((d^(c|^a))+b+x9+0xeb86d391, 21)
	st[0] += a
	st[1] += b
	st[2] += c
	st[3] += d
}
