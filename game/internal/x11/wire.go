package x11

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
)

// The X11 wire: requests built by hand, packets cut from the byte stream, the connection setup. Only
// little-endian ('l') connections are made, so every number is read and written little-endian.

// request builds a request: opcode, the byte after it, and the body (a multiple of 4 bytes).
func request(op, data byte, body ...[]byte) []byte {
	msg := []byte{op, data, 0, 0}
	for _, b := range body {
		msg = append(msg, b...)
	}
	binary.LittleEndian.PutUint16(msg[2:], uint16(len(msg)/4))
	return msg
}

// cut takes one whole error, reply or event from the front of buf, if it holds one: 32 bytes, and for
// a reply or an XGE event (GenericEvent) 4 bytes for each unit of its length field more.
func cut(buf []byte) (p, rest []byte, ok bool) {
	if len(buf) < 32 {
		return nil, buf, false
	}
	n := 32
	if buf[0] == 1 || buf[0]&0x7f == genericEvent {
		n += 4 * int(binary.LittleEndian.Uint32(buf[4:]))
	}
	if len(buf) < n {
		return nil, buf, false
	}
	return buf[:n:n], buf[n:], true
}

// setupRequest is the connection setup a client sends first, with cookie (nil: none).
func setupRequest(cookie []byte) []byte {
	name := ""
	if cookie != nil {
		name = CookieName
	}
	msg := []byte{'l', 0, 11, 0, 0, 0}
	msg = append(msg, le16(uint16(len(name)))...)
	msg = append(msg, le16(uint16(len(cookie)))...)
	msg = append(msg, 0, 0)
	msg = append(msg, pad4([]byte(name))...)
	return append(msg, pad4(cookie)...)
}

// setupInfo is what the client needs of the server's setup reply.
type setupInfo struct {
	root             uint32 // the first screen's root window
	minCode, maxCode byte   // the keycodes
}

// setupLength is the length of the setup reply that begins with the 8 bytes head, after them.
func setupLength(head []byte) int { return 4 * int(binary.LittleEndian.Uint16(head[6:])) }

// parseSetup reads the setup reply (its 8 bytes of head and the body after them).
func parseSetup(head, body []byte) (setupInfo, error) {
	switch head[0] {
	case 0: // Failed: the reason's length is head[1]
		return setupInfo{}, fmt.Errorf("the X server refused the connection: %s", bytes.TrimRight(body[:min(len(body), int(head[1]))], "\x00"))
	case 2: // Authenticate: the reason fills the body
		return setupInfo{}, fmt.Errorf("the X server asks for more authentication: %s", bytes.TrimRight(body, "\x00"))
	case 1:
	default:
		return setupInfo{}, fmt.Errorf("the X server's setup reply begins with %d", head[0])
	}
	if len(body) < 32 {
		return setupInfo{}, errors.New("short X setup reply")
	}
	vendor := int(binary.LittleEndian.Uint16(body[16:]))
	formats := int(body[21])
	at := 32 + (vendor+3)&^3 + 8*formats
	if len(body) < at+4 {
		return setupInfo{}, errors.New("short X setup reply")
	}
	return setupInfo{root: binary.LittleEndian.Uint32(body[at:]), minCode: body[26], maxCode: body[27]}, nil
}

func le16(v uint16) []byte { return binary.LittleEndian.AppendUint16(nil, v) }

func le32(v uint32) []byte { return binary.LittleEndian.AppendUint32(nil, v) }

func u16(b []byte, at int) uint16 { return binary.LittleEndian.Uint16(b[at:]) }

func u32(b []byte, at int) uint32 { return binary.LittleEndian.Uint32(b[at:]) }

func pad4(b []byte) []byte { return append(b, make([]byte, (4-len(b)%4)%4)...) }

// nameBody is the body of a request that names something (InternAtom, QueryExtension): its length,
// two bytes unused, the name padded.
func nameBody(name string) []byte {
	body := append(le16(uint16(len(name))), 0, 0)
	return append(body, pad4([]byte(name))...)
}
