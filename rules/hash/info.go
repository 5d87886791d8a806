package hash

import (
	"image/color"

	"quintet/rules/puzzle"
)

// Info is what Hash Game declares about itself to the midend (the solver's backend adds the hint).
var Info = puzzle.Info{
	Name:    "hash",
	Title:   "Hash Game",
	Blurb:   Blurb,
	Presets: Presets,
	SmokeID: "hash:number#1",
	Keys: []puzzle.Key{
		{Char: "p", Action: "spiral", Help: "shows the spiral the machine walks"},
		{Char: "o", Action: "reading", Help: "shows the reading order"},
		{Char: "/", Action: "salt", Help: "types a salt"},
	},
	Colours: map[string]puzzle.Colour{
		"red":   {Dark: rgb(0xc8584c), Light: rgb(0xc24a3e)},
		"white": {Dark: rgb(0xf2efe8), Light: rgb(0xffffff)},
		"black": {Dark: rgb(0x0b0c0e), Light: rgb(0x1a1a1a)},
		"star":  {Dark: rgb(0xf0c93c), Light: rgb(0xd9a400)},
	},
}

func rgb(v uint32) color.NRGBA { return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255} }

// The params names: a random salt of letters and digits, or the seed itself in decimal.
const (
	ParamsRandom = "random"
	ParamsNumber = "number"
)

// Presets are the sizes the menu offers; the first is the default.
var Presets = []puzzle.Preset{
	{Name: "Random salt (8 letters and digits)", Params: ParamsRandom},
	{Name: "Numbered salt (the seed in decimal)", Params: ParamsNumber},
}

// Blurb is the menu's one line.
const Blurb = "Whiten a path to the star while an MD5-driven machine blackens a tile after each move. Every number it computes is shown; is there a salt you cannot win?"

// Help is the help text: the rules, then the mathematics behind the hint.
const Help = `The board has 16×16 tiles, red at first except one white tile at the bottom, (8,16). Whiten the star, (8,8), in the middle of the board, and you win. Tiles are (x, y): x from 1 on the left to 16 on the right, y from 1 at the top to 16 at the bottom.

Your move: click a red tile that touches a white one on its left, right, top or bottom; it turns white. Or move the frame with the arrow keys and press Enter or Space. The board reads like lines of text: the left edge of a row touches the right edge of the row above, so (1,5) touches (16,4), and (16,4) touches (1,5). Off the top and bottom everything counts as red.

After every move the machine answers by blackening one tile, and it may blacken anything: a red tile, a white tile on your path, or the star itself. Its choice is not random but hashed: it writes u = salt + "(x,y)" + t, where (x,y) is your move and t the number of white tiles; it adds up the 32 hexadecimal digits of MD5(u) to get v; it walks a spiral out from the star (right, down, left, up, with runs 1, 1, 2, 2, 3, 3, …, reading positions off the board like text) and counts the red positions in a row, m; and it blackens the tile with reading number d = v·m mod 256 (reading numbers run 0 at the top left to 255 at the bottom right). The game shows every one of these numbers. You lose if the star turns black or no red tile touches a white one.

The salt is chosen before the game: letters, digits, parentheses and commas. Everything after it is determined, so a different order of the same moves, or a detour that changes t, can steer the machine away from your path.

The hint is exact. The solver looks for the shortest winning line by iterative deepening: it tries every line of n moves, then n+1, …, starting from a lower bound n: the fewest red tiles on a path of non-black tiles from a white tile to the star. No win can be shorter than that, because every tile you whiten must touch a tile that was already white, and tiles never turn red again. Lines whose bound exceeds the moves left are cut, and positions already searched remember how many moves they still need. So the first line found is a shortest one, and the hint shows its first move and its length.

If every line ends in a loss, or with black tiles walling the star off, the hint says there is no win and how that was proved. If the search reaches its limit first, the hint says so and how many moves were ruled out. Whether some salt makes the game unwinnable from the start is an open question: the command quintet-solve hash census searches salts for one.`
