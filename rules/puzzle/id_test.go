package puzzle

import (
	"strings"
	"testing"
)

// Lengths and positions count characters (runes), as the game's text field does: a field of
// MaxIDLength accented letters is not "too long", and a position names the character, not a byte.
func TestParseIDCountsCharacters(t *testing.T) {
	full := "dials:" + strings.Repeat("é", MaxIDLength-len("dials:"))
	if _, err := ParseID(full); err != nil && strings.Contains(err.Error(), "characters long") {
		t.Errorf("%d characters (%d bytes) refused as too long: %v", MaxIDLength, len(full), err)
	}
	if _, err := ParseID(full + "é"); err == nil || !strings.Contains(err.Error(), "is 8193 characters long") {
		t.Errorf("%d characters: %v; want it said to be 8193 characters long", MaxIDLength+1, err)
	}
	if _, err := ParseID("flip:ééé\u00a0x"); err == nil || !strings.Contains(err.Error(), "at position 9") {
		t.Errorf("a no-break space after 8 characters: %v; want position 9", err)
	}
}
