package puzzle

import (
	"strconv"
	"strings"
)

// Count writes a number of puzzles as a sentence does ("five"; digits past twelve), so a screen or a
// page says how many puzzles are registered without writing the number down.
func Count(n int) string {
	if words := strings.Fields("no one two three four five six seven eight nine ten eleven twelve"); n >= 0 && n < len(words) {
		return words[n]
	}
	return strconv.Itoa(n)
}

// Title is s with its first letter in upper case, to start a sentence with a Count.
func Title(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// Plural writes n with the singular or plural noun, for the sentences the game builds: "1 move",
// "0 moves", "2 moves".
func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
