package kit

// Fitting is the first of the texts that fits in width, the longest wording first: the last,
// shortened with "…" (and noted in dst's text log), if none does (a last text "" leaves the line out instead). Clock's panel and
// buttons and Dials' signatures choose their words with it.
func Fitting(dst *Canvas, face *TextFace, width float64, texts ...string) string {
	for _, s := range texts {
		if TextWidth(s, face) <= width {
			return s
		}
	}
	return Ellipsize(dst, texts[len(texts)-1], face, width)
}
