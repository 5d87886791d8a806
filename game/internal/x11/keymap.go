package x11

import "errors"

// The modifier bits of a key event's state.
const (
	ShiftMask   = 1
	LockMask    = 2
	ControlMask = 4
	Mod1Mask    = 8    // Alt
	Mod2Mask    = 0x10 // Num Lock
	Mod4Mask    = 0x40 // Super, which Ebitengine calls Meta
	Mod5Mask    = 0x80 // AltGr (ISO_Level3_Shift) on the usual layouts
)

// Keymap is the server's keyboard mapping (GetKeyboardMapping): PerCode keysyms for each keycode from
// MinCode on. A Keymap is never changed once made: a new mapping is a new Keymap, and each key event
// carries the one it was read under.
type Keymap struct {
	MinCode byte
	PerCode int
	Syms    []uint32
}

// parseKeymap reads a GetKeyboardMapping reply for the keycodes from minCode.
func parseKeymap(reply []byte, minCode byte) (*Keymap, error) {
	if len(reply) < 32 || reply[0] != 1 {
		return nil, errors.New("short keyboard mapping")
	}
	m := &Keymap{MinCode: minCode, PerCode: int(reply[1])}
	m.Syms = make([]uint32, (len(reply)-32)/4)
	for i := range m.Syms {
		m.Syms[i] = u32(reply, 32+4*i)
	}
	return m, nil
}

// Sym is keycode c's keysym in column col of the mapping (0 when it has none).
func (m *Keymap) Sym(c byte, col int) uint32 {
	if m == nil || c < m.MinCode || col >= m.PerCode {
		return 0
	}
	i := int(c-m.MinCode)*m.PerCode + col
	if i >= len(m.Syms) {
		return 0
	}
	return m.Syms[i]
}

// Types reports whether keycode c pressed with the modifiers state types a character (GLFW then
// queues one): the keysym of the column the modifiers choose is a character's.
func (m *Keymap) Types(c byte, state uint16) bool {
	col := 0
	if state&Mod5Mask != 0 && m.PerCode > 4 {
		col = 4
	}
	shifted := state&ShiftMask != 0
	if s := m.Sym(c, col+1); s >= 0xff80 && s <= 0xffbd && state&Mod2Mask != 0 {
		shifted = !shifted // the keypad with Num Lock
	}
	s := m.Sym(c, col)
	if shifted {
		if t := m.Sym(c, col+1); t != 0 {
			s = t
		}
	}
	_, ok := Rune(s)
	return ok
}

// Rune is the character keysym s types, as GLFW finds it (Latin-1, Unicode keysyms, the keypad).
func Rune(s uint32) (rune, bool) {
	switch {
	case s >= 0x20 && s <= 0x7e, s >= 0xa0 && s <= 0xff:
		return rune(s), true
	case s&0xff000000 == 0x01000000:
		return rune(s & 0xffffff), true
	case s == 0xff80:
		return ' ', true
	case s >= 0xffb0 && s <= 0xffb9:
		return rune('0' + s - 0xffb0), true
	case s >= 0xff95 && s <= 0xff9e, s >= 0xffaa && s <= 0xffaf, s == 0xffbd:
		return '0', true // the keypad's other keysyms GLFW reads as characters (which one is not needed)
	}
	return 0, false
}

// KeyName names the key of a keysym that types nothing (and Space) as Ebitengine's Key.String does
// ("ArrowUp", "F1", "Numpad7"); "" for the others (characters are matched by the character they type).
func KeyName(s uint32) string { return keyNames[s] }

var keyNames = map[uint32]string{
	0x20: "Space", 0xff08: "Backspace", 0xff09: "Tab", 0xff0d: "Enter", 0xff1b: "Escape", 0xffff: "Delete",
	0xff63: "Insert", 0xff50: "Home", 0xff57: "End", 0xff55: "PageUp", 0xff56: "PageDown",
	0xff51: "ArrowLeft", 0xff52: "ArrowUp", 0xff53: "ArrowRight", 0xff54: "ArrowDown",
	0xff8d: "NumpadEnter", 0xff13: "Pause", 0xff61: "PrintScreen", 0xff67: "ContextMenu",
	0xffbe: "F1", 0xffbf: "F2", 0xffc0: "F3", 0xffc1: "F4", 0xffc2: "F5", 0xffc3: "F6", 0xffc4: "F7",
	0xffc5: "F8", 0xffc6: "F9", 0xffc7: "F10", 0xffc8: "F11", 0xffc9: "F12",
	// The keypad, by its keysym without Num Lock (the first in the mapping) and with it.
	0xff9e: "Numpad0", 0xff9c: "Numpad1", 0xff99: "Numpad2", 0xff9b: "Numpad3", 0xff96: "Numpad4",
	0xff9d: "Numpad5", 0xff98: "Numpad6", 0xff95: "Numpad7", 0xff97: "Numpad8", 0xff9a: "Numpad9",
	0xff9f: "NumpadDecimal",
	0xffb0: "Numpad0", 0xffb1: "Numpad1", 0xffb2: "Numpad2", 0xffb3: "Numpad3", 0xffb4: "Numpad4",
	0xffb5: "Numpad5", 0xffb6: "Numpad6", 0xffb7: "Numpad7", 0xffb8: "Numpad8", 0xffb9: "Numpad9",
	0xffae: "NumpadDecimal", 0xffaa: "NumpadMultiply", 0xffab: "NumpadAdd", 0xffad: "NumpadSubtract",
	0xffaf: "NumpadDivide", 0xffbd: "NumpadEqual",
}
