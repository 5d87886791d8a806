package hash

import (
	"fmt"

	rules "quintet/rules/hash"
	"quintet/rules/puzzle"
)

// QuestionCard is the menu card's note on the open question, from the constants of question.go.
func QuestionCard() string {
	return fmt.Sprintf("Open question: can a salt be unwinnable? Possible in principle; the first %s salts are all winnable. See Help → Question.",
		roughly(CensusSalts))
}

// HardestPreset is the menu's preset that opens the hardest salt the census found.
func HardestPreset() puzzle.Preset {
	return puzzle.Preset{
		Name:   fmt.Sprintf("Hardest known salt: %s (%d moves)", CensusHardest, CensusLongest),
		Params: ParamsNumber,
		Game:   puzzle.ID{Puzzle: rules.Info.Name, Params: ParamsNumber, Desc: CensusHardest, HasDesc: true}.String(),
	}
}

// Roughly writes a large count as a player reads it at a glance: "3.5 quintillion", "100 million".
func Roughly(n uint64) string { return roughly(n) }
