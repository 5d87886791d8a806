package scenes

import "quintet/scenes/template"

// The template puzzle registered as one more: every puzzle-generic walk in this package (help pages,
// monkey, menu) runs over it too.
func init() { Register(template.Puzzle) }
