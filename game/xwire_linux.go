//go:build linux && !android

package game

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"syscall"
)

// The X11 wire for xkeys_linux.go: the authorisation cookie, requests and replies, packets read without
// blocking.

// xCookie finds display num's MIT-MAGIC-COOKIE-1 in $XAUTHORITY (or ~/.Xauthority): the entry for this
// host or for any host.
func xCookie(num string) (string, []byte) {
	file := os.Getenv("XAUTHORITY")
	if file == "" {
		home, _ := os.UserHomeDir()
		file = home + "/.Xauthority"
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "", nil
	}
	hostname, _ := os.Hostname()
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
			return "", nil
		}
		local := family == 256 && string(addr) == hostname || family == 0xffff
		if local && (len(number) == 0 || string(number) == num) && string(name) == "MIT-MAGIC-COOKIE-1" {
			return string(name), data
		}
	}
	return "", nil
}

// request builds a request: opcode, the byte after it, and the body (a multiple of 4 bytes).
func (x *xKeyboard) request(op, data byte, body ...[]byte) []byte {
	msg := []byte{op, data, 0, 0}
	for _, b := range body {
		msg = append(msg, b...)
	}
	binary.LittleEndian.PutUint16(msg[2:], uint16(len(msg)/4))
	return msg
}

// roundTrip sends a request and, if it has a reply, waits for it (the socket is blocking then);
// events read meanwhile are handled. An X error for the request is returned as an error.
func (x *xKeyboard) roundTrip(req []byte, reply bool) ([]byte, error) {
	if err := x.write(req); err != nil {
		return nil, err
	}
	x.seq++
	if !reply {
		return nil, nil
	}
	for {
		p, ok := x.packet()
		if !ok {
			if err := x.fill(); err != nil {
				return nil, err
			}
			continue
		}
		seq := binary.LittleEndian.Uint16(p[2:])
		switch {
		case p[0] == 0:
			// This request's error, or an earlier one's that has no reply (ChangeWindowAttributes).
			return nil, fmt.Errorf("the X server answered with error %d", p[1])
		case p[0] == 1 && seq == x.seq:
			return p, nil
		case p[0] > 1:
			x.event(p)
		}
	}
}

// packet takes one whole error, reply or event from the bytes read, if there is one.
func (x *xKeyboard) packet() ([]byte, bool) {
	if len(x.buf) < 32 {
		return nil, false
	}
	n := 32
	if x.buf[0] == 1 || x.buf[0]&0x7f == xGenericEvent {
		n += 4 * int(binary.LittleEndian.Uint32(x.buf[4:]))
	}
	if len(x.buf) < n {
		return nil, false
	}
	p := x.buf[:n:n]
	x.buf = x.buf[n:]
	return p, true
}

// fill reads what the socket has (EAGAIN when it has nothing and is non-blocking).
func (x *xKeyboard) fill() error {
	var b [4096]byte
	n, err := syscall.Read(x.fd, b[:])
	if err == syscall.EINTR {
		return nil
	}
	if err != nil {
		return err
	}
	if n == 0 {
		return errors.New("the X server closed the connection")
	}
	x.buf = append(x.buf, b[:n]...)
	return nil
}

func (x *xKeyboard) readN(n int) ([]byte, error) {
	for len(x.buf) < n {
		if err := x.fill(); err != nil {
			return nil, err
		}
	}
	p := x.buf[:n:n]
	x.buf = x.buf[n:]
	return p, nil
}

func (x *xKeyboard) write(b []byte) error {
	for len(b) > 0 {
		n, err := syscall.Write(x.fd, b)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return err
		}
		b = b[n:]
	}
	return nil
}

func (x *xKeyboard) close() { syscall.Close(x.fd) }

func le16(v uint16) []byte { return binary.LittleEndian.AppendUint16(nil, v) }

func le32(v uint32) []byte { return binary.LittleEndian.AppendUint32(nil, v) }

func pad4(b []byte) []byte { return append(b, make([]byte, (4-len(b)%4)%4)...) }
