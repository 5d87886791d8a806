//go:build !js

package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// Dir stores each save as <folder>/<name>.json. One Dir at a time may write a folder: Open takes an
// advisory lock on <folder>/.lock, and a Dir that finds the lock held only reads (and says so in
// Notes). Make it with Open, InDir or Default.
type Dir struct {
	path string

	mu       sync.Mutex       // held through each file operation (a Save's fsync included)
	lock     *os.File         // the open lock file while this Dir holds the lock
	readOnly error            // why this Dir must not write, or nil
	state    map[string]state // what this Dir knows of each save

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
	d := &Dir{path: path, state: map[string]state{}}
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
		d.removeStaleTemps()
		return d
	case held:
		f.Close()
		d.readOnlyBecause(fmt.Errorf("another copy of Quintet is using the saves in %s", path),
			"This copy only reads them, so neither replaces the other's games; close both and start one again to save.")
		return d
	}
	d.lock = f
	d.removeStaleTemps()
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

// removeStaleTemps deletes the temporary files Save makes ("<name>.<random>.tmp") that are older than
// StaleTemp. Only the lock holder calls it.
func (d *Dir) removeStaleTemps() {
	entries, err := os.ReadDir(d.path)
	if err != nil {
		return
	}
	for _, e := range entries {
		n := e.Name()
		base, rest, ok := strings.Cut(n, ".")
		if !ok || len(rest) <= len(".tmp") || !strings.HasSuffix(rest, ".tmp") || checkName(base) != nil || !e.Type().IsRegular() {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > StaleTemp {
			os.Remove(filepath.Join(d.path, n))
		}
	}
}

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
	case errors.Is(err, fs.ErrNotExist):
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

func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Save writes a temporary file in the same folder, syncs it, renames it over the old save and syncs
// the folder, so the new save survives a power cut once Save returns.
func (d *Dir) Save(name string, data []byte) error {
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
	if err := d.write(name, data); err != nil {
		return err
	}
	d.state[name] = clear
	return nil
}

func (d *Dir) write(name string, data []byte) error {
	tmp, err := os.CreateTemp(d.path, name+".*.tmp")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	serr := tmp.Sync()
	cerr := tmp.Close()
	if err := errors.Join(werr, serr, cerr); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), d.file(name)); err != nil {
		os.Remove(tmp.Name())
		return err
	}
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
