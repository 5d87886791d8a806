//go:build !js

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Dir stores each save as <dir>/<name>.json.
type Dir struct{ Path string }

// Default is the store under os.UserConfigDir()/quintet.
func Default() (Store, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, err
	}
	return &Dir{Path: filepath.Join(base, "quintet")}, nil
}

func (d *Dir) file(name string) string { return filepath.Join(d.Path, name+".json") }

func (d *Dir) Load(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	b, err := os.ReadFile(d.file(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	return b, err
}

// Save writes a temporary file in the same folder, syncs it and renames it over the old save.
func (d *Dir) Save(name string, data []byte) error {
	if err := checkName(name); err != nil {
		return err
	}
	if err := os.MkdirAll(d.Path, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(d.Path, name+".*.tmp")
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
	return nil
}

func (d *Dir) SetAside(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	aside := filepath.Join(d.Path, fmt.Sprintf("%s.unreadable-%s.json", name, time.Now().UTC().Format("20060102-150405.000")))
	if err := os.Rename(d.file(name), aside); err != nil {
		return "", err
	}
	return aside, nil
}

// InDir is the store kept in the folder path.
func InDir(path string) Store { return &Dir{Path: path} }
