//go:build !js

package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Dir stores each save as <folder>/<name>.json. One Dir at a time may write a folder: Open takes an
// advisory lock on <folder>/.lock, and a Dir that finds the lock held only reads (and says so in
// Notes). Make it with Open, InDir or Default.
type Dir struct {
	path string

	mu       sync.Mutex          // held through each file operation (a Save's fsync included)
	lock     *os.File            // the open lock file while this Dir holds the lock
	readOnly error               // why this Dir must not write, or nil
	state    map[string]state    // what this Dir knows of each save
	staged   map[string][]string // temporary files written by stage and not yet committed, oldest first
	seq      int64               // the last staged file's number

	notesMu sync.Mutex // apart from mu, so Notes never waits for a write
	notes   []string
}

// state is what a Dir knows about one save file.
type state int

const (
	unknown   state = iota // not looked at yet: Save checks it before replacing it
	clear                  // read, absent, set aside or written by us: Save may replace it
	protected              // unreadable and not moved aside: Save refuses until it is gone
)

// StaleTemp is how old a temporary file must be before Open removes it: a younger one may be a save
// being written by a copy of the game that takes no lock (an older build).
const StaleTemp = time.Minute

// rename is os.Rename; tests replace it to make setting aside fail.
var rename = os.Rename

// Default is the store under os.UserConfigDir()/quintet.
func Default() (Store, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, err
	}
	return Open(filepath.Join(base, "quintet")), nil
}

// InDir is the store kept in the folder path (see Open).
func InDir(path string) Store { return Open(path) }

// Open makes the folder if needed, takes its lock and removes temporary files left by a crash (older
// than StaleTemp). It always returns a usable store: when the folder cannot be made or written, or
// another copy of the game holds the lock, the store only reads, and Notes says so.
func Open(path string) *Dir {
	d := &Dir{path: path, state: map[string]state{}, staged: map[string][]string{}}
	if err := os.MkdirAll(path, 0o755); err != nil {
		d.readOnlyBecause(fmt.Errorf("the saves folder %s cannot be made (%v)", path, unwrapPath(err)), "They last until you close the game.")
		return d
	}
	lockPath := filepath.Join(path, ".lock")
	f, err := os.OpenFile(lockPath, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		// A lock file left by another user (a run under sudo) can still be locked through a read-only
		// descriptor.
		f, err = os.Open(lockPath)
	}
	var held bool
	if err == nil {
		held, err = tryLock(f)
	}
	switch {
	case err != nil:
		if f != nil {
			f.Close()
		}
		// Without a lock the store still saves (refusing would lose every game), but says it cannot
		// tell whether another copy shares the folder.
		d.note(fmt.Sprintf("The saves folder %s cannot be locked (%v): if two copies of Quintet run at once, their saves may replace each other.", path, unwrapPath(err)))
		d.recoverTemps()
		return d
	case held:
		f.Close()
		d.readOnlyBecause(fmt.Errorf("another copy of Quintet is using the saves in %s", path),
			"This copy only reads them, so neither replaces the other's games; close both and start one again to save.")
		return d
	}
	d.lock = f
	d.recoverTemps()
	return d
}

func (d *Dir) readOnlyBecause(why error, advice string) {
	d.readOnly = fmt.Errorf("%w: %v", ErrReadOnly, why)
	d.note(fmt.Sprintf("Games are not being saved: %v. %s", why, advice))
}

// Path is the folder.
func (d *Dir) Path() string { return d.path }

// ReadOnly returns why this store does not write, or nil when it does.
func (d *Dir) ReadOnly() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.readOnly
}

// Close releases the folder's lock; the store then only reads. Call it on exit, after the last save.
func (d *Dir) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.lock == nil {
		return nil
	}
	err := d.lock.Close() // closing the file releases the lock
	d.lock = nil
	if d.readOnly == nil {
		d.readOnly = fmt.Errorf("%w: the store is closed", ErrReadOnly)
	}
	return err
}

func (d *Dir) file(name string) string { return filepath.Join(d.path, name+".json") }

// Temporary files: Save and stage write "<name>.w<20 digits>.tmp", numbered in the order written, and
// rename the newest complete one over the save; older builds wrote "<name>.<random>.tmp". A file of
// ours is deleted before a newer one replaces the save, so every one left by a crash is newer than the
// save beside it.
func tempName(name string, seq int64) string { return fmt.Sprintf("%s.w%020d.tmp", name, seq) }

// parseTemp splits a temporary file's name into the save's name and, for our own files, their number
// (-1 for an older build's).
func parseTemp(file string) (name string, seq int64, ok bool) {
	base, rest, found := strings.Cut(file, ".")
	if !found || len(rest) <= len(".tmp") || !strings.HasSuffix(rest, ".tmp") || checkName(base) != nil {
		return "", 0, false
	}
	mid := strings.TrimSuffix(rest, ".tmp")
	if len(mid) == 21 && mid[0] == 'w' {
		if n, err := strconv.ParseInt(mid[1:], 10, 64); err == nil {
			return base, n, true
		}
	}
	return base, -1, true
}

// recoverTemps is what Open does with the temporary files a crash left (only the lock holder, or a
// store that cannot lock): for each save, the newest complete one newer than the save — a save being
// written when the game was killed — replaces it; the rest of ours are deleted, and an older build's
// once older than StaleTemp (a younger one may still be being written by a copy that takes no lock).
func (d *Dir) recoverTemps() {
	entries, err := os.ReadDir(d.path)
	if err != nil {
		return
	}
	type temp struct {
		file string
		seq  int64
		mod  time.Time
	}
	byName := map[string][]temp{}
	for _, e := range entries {
		name, seq, ok := parseTemp(e.Name())
		if !ok || !e.Type().IsRegular() {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		byName[name] = append(byName[name], temp{e.Name(), seq, info.ModTime()})
		if seq > d.seq {
			d.seq = seq
		}
	}
	for name, temps := range byName {
		// Ours first, newest first; then an older build's, newest first.
		sort.Slice(temps, func(i, j int) bool {
			if temps[i].seq != temps[j].seq {
				return temps[i].seq > temps[j].seq
			}
			return temps[i].mod.After(temps[j].mod)
		})
		var saved time.Time
		if info, err := os.Lstat(d.file(name)); err == nil {
			saved = info.ModTime()
		}
		recovered := false
		for _, t := range temps {
			path := filepath.Join(d.path, t.file)
			newer := t.seq >= 0 || saved.IsZero() || t.mod.After(saved)
			if !recovered && newer && completeSave(path) {
				if err := syncFile(path); err == nil && os.Rename(path, d.file(name)) == nil {
					syncDir(d.path)
					recovered = true
					continue
				}
			}
			if t.seq >= 0 || time.Since(t.mod) > StaleTemp {
				os.Remove(path)
			}
		}
	}
}

// completeSave reports whether a temporary file holds a whole save: every save is one JSON document,
// so a file cut short by a crash does not parse.
func completeSave(path string) bool {
	b, err := readSave(path)
	return err == nil && len(b) > 0 && json.Valid(b)
}

func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	err = fsync(f)
	return errors.Join(err, f.Close())
}

// fsync is f.Sync; tests replace it to hold a write at its slowest step.
var fsync = func(f *os.File) error { return f.Sync() }

func (d *Dir) Load(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.load(name)
}

// load reads a save, or deals with it being unreadable. d.mu is held.
func (d *Dir) load(name string) ([]byte, error) {
	b, err := readSave(d.file(name))
	switch {
	case err == nil:
		d.state[name] = clear
		return b, nil
	case errors.Is(err, fs.ErrNotExist) || absent(err):
		d.state[name] = clear
		return nil, ErrNotFound
	}
	ue := &UnreadableError{Name: name, Path: d.file(name), Err: err}
	if aside, merr := d.setAside(name); merr != nil {
		ue.MoveErr = merr
	} else {
		ue.MovedTo = aside
	}
	return nil, ue
}

// readSave reads a regular file of at most MaxSaveBytes. It opens without blocking (a FIFO or a device
// under the save's name cannot hang the game) and checks what it opened before reading.
func readSave(path string) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|openNoBlock, 0)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		return nil, unwrapPath(err) // the path is in UnreadableError already
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		what := "not a regular file"
		if info.IsDir() {
			what = "a folder, not a file"
		}
		return nil, fmt.Errorf("it is %s", what)
	}
	if info.Size() > MaxSaveBytes {
		return nil, fmt.Errorf("it is %d bytes; a save is at most %d", info.Size(), MaxSaveBytes)
	}
	b := make([]byte, 0, info.Size()+1)
	for {
		n, err := f.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if len(b) > MaxSaveBytes {
			return nil, fmt.Errorf("it grew past %d bytes while being read", MaxSaveBytes)
		}
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return nil, unwrapPath(err)
		}
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)] // the file grew: let append pick a larger buffer
		}
	}
}

// absent reports whether an error opening a save means that no file can be there: a part of the
// folder's path is a file (-config /dev/null), or the path is longer than the system takes. Nothing
// is saved there, so nothing is unreadable.
func absent(err error) bool {
	return errors.Is(err, syscall.ENOTDIR) || errors.Is(err, syscall.ENAMETOOLONG)
}

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Save writes a temporary file in the same folder, syncs it, renames it over the old save and syncs
// the folder, so the new save survives a power cut once Save returns. It is stage and commit in one.
func (d *Dir) Save(name string, data []byte) error {
	if err := d.stage(name, data); err != nil {
		return err
	}
	return d.commit(name)
}

// stage writes data to a new temporary file beside the save without waiting for the disk: the file
// is complete in the system's cache when stage returns, so if the game is killed from then on, the
// next start recovers it (recoverTemps). commit makes it the save. A Writer stages on the frame loop
// and commits off it. stage refuses what Save refuses.
func (d *Dir) stage(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	if err := checkSize(name, data); err != nil {
		return err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.readOnly != nil {
		return d.readOnly
	}
	switch d.state[name] {
	case unknown:
		// Never looked at: make sure what is there can be read before replacing it.
		if _, err := d.load(name); err != nil && !errors.Is(err, ErrNotFound) {
			var ue *UnreadableError
			if errors.As(err, &ue) && !ue.Kept() {
				d.note(capitalise(ue.Error()) + ".")
			} else {
				return err
			}
		}
	case protected:
		if _, err := os.Lstat(d.file(name)); !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("not saved: %s could not be read nor moved aside, so it is kept as it is; move or remove it to save this game again", d.file(name))
		}
		d.state[name] = clear // the player moved it away
	}
	d.seq = max(d.seq+1, time.Now().UnixNano())
	path := filepath.Join(d.path, tempName(name, d.seq))
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	_, werr := f.Write(data)
	if err := errors.Join(werr, f.Close()); err != nil {
		os.Remove(path)
		return err
	}
	d.staged[name] = append(d.staged[name], path)
	return nil
}

// commit makes the newest file staged for name the save: it syncs the file (without holding the
// store, so stage never waits for the disk), deletes the older staged files, renames it over the save
// and syncs the folder. Files staged meanwhile stay for the next commit.
func (d *Dir) commit(name string) error {
	d.mu.Lock()
	list := d.staged[name]
	if len(list) == 0 {
		d.mu.Unlock()
		return nil
	}
	path := list[len(list)-1]
	d.mu.Unlock()
	serr := syncFile(path)
	d.mu.Lock()
	list = d.staged[name]
	k := 0
	for k < len(list) && list[k] != path {
		k++
	}
	for _, older := range list[:k] {
		os.Remove(older) // superseded by path, which is complete
	}
	d.staged[name] = list[k+1:]
	err := serr
	if err == nil && d.readOnly != nil {
		err = d.readOnly
	}
	if err == nil {
		err = os.Rename(path, d.file(name))
	}
	if err != nil {
		os.Remove(path)
		d.mu.Unlock()
		return err
	}
	d.state[name] = clear
	d.mu.Unlock()
	return syncDir(d.path)
}

func (d *Dir) SetAside(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.setAside(name)
}

// setAside renames the save to "<name>.unreadable-<UTC time>[-n].json". Renaming needs only the
// folder's permission, not the file's. If it fails, the save is protected from Save. d.mu is held.
func (d *Dir) setAside(name string) (string, error) {
	if d.readOnly != nil {
		d.state[name] = protected
		return "", d.readOnly
	}
	from := d.file(name)
	if _, err := os.Lstat(from); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			d.state[name] = clear
			return "", ErrNotFound
		}
		d.state[name] = protected
		return "", err
	}
	stamp := time.Now().UTC().Format("20060102-150405.000")
	for i := 1; i <= 100; i++ {
		aside := filepath.Join(d.path, fmt.Sprintf("%s.unreadable-%s.json", name, stamp))
		if i > 1 {
			aside = filepath.Join(d.path, fmt.Sprintf("%s.unreadable-%s-%d.json", name, stamp, i))
		}
		if _, err := os.Lstat(aside); !errors.Is(err, fs.ErrNotExist) {
			continue // never rename over anything
		}
		if err := rename(from, aside); err != nil {
			d.state[name] = protected
			return "", unwrapLink(err)
		}
		d.state[name] = clear
		syncDir(d.path)
		return aside, nil
	}
	d.state[name] = protected
	return "", fmt.Errorf("no free name to move it to")
}

func unwrapLink(err error) error {
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

func (d *Dir) note(s string) {
	d.notesMu.Lock()
	defer d.notesMu.Unlock()
	d.notes = append(d.notes, s)
}

// Notes returns what the player should be told, each sentence once. It never waits for a write.
func (d *Dir) Notes() []string {
	d.notesMu.Lock()
	defer d.notesMu.Unlock()
	n := d.notes
	d.notes = nil
	return n
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Export writes a file the player keeps (a game saved to a file) into the saves folder under file's
// name, or, when that is taken, under the name with "-2", "-3", … before its ending: it never writes
// over anything. The file is complete and synced to the disk when Export returns its path. A folder
// that only reads the saves (another copy holds them) still takes a new file; a folder that cannot be
// made cannot. Any other store has no folder for it.
func Export(st Store, file string, data []byte) (string, error) {
	d, ok := st.(*Dir)
	if !ok {
		return "", errors.New("the games are kept in memory only, with no folder to write a file in")
	}
	if file != filepath.Base(file) || file == "." || file == ".." || strings.HasPrefix(file, ".") {
		return "", fmt.Errorf("store: bad file name %q", file)
	}
	ext := filepath.Ext(file)
	stem := strings.TrimSuffix(file, ext)
	for i := 1; i <= 1000; i++ {
		path := filepath.Join(d.path, file)
		if i > 1 {
			path = filepath.Join(d.path, fmt.Sprintf("%s-%d%s", stem, i, ext))
		}
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", fmt.Errorf("%s cannot be written (%v)", path, unwrapPath(err))
		}
		_, werr := f.Write(data)
		if err := errors.Join(werr, f.Sync(), f.Close()); err != nil {
			os.Remove(path)
			return "", fmt.Errorf("%s cannot be written (%v)", path, unwrapPath(err))
		}
		syncDir(d.path)
		if abs, err := filepath.Abs(path); err == nil {
			path = abs // said to the player, who may have started the game elsewhere
		}
		return path, nil
	}
	return "", fmt.Errorf("no free name like %s in %s", file, d.path)
}
