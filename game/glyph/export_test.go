package glyph

// Sheets is how many glyph sheets the face keeps (tests).
func (f *Face) Sheets() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.sheets)
}

// NewFrame lets the face go on as at the first draw of a new frame: it keeps at most maxSheets (tests).
func (f *Face) NewFrame() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.evict(f.tick + 1)
}

const MaxSheets = maxSheets
