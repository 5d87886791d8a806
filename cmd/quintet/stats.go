//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"os"

	"quintet/game/midend"
	"quintet/game/store"
)

// printStats prints the statistics kept in the config folder (or the user's) as one JSON object, by
// puzzle and then size, and returns the exit code. It only reads.
func printStats(config string) int {
	var st store.Store
	if config != "" {
		st = store.InDir(config)
	} else {
		var err error
		if st, err = store.Default(); err != nil {
			fmt.Fprintln(os.Stderr, "quintet: no saves here:", err)
			return 1
		}
	}
	if c, ok := st.(interface{ Close() error }); ok {
		defer c.Close()
	}
	book, err := midend.ReadStats(st)
	if err != nil {
		fmt.Fprintln(os.Stderr, "quintet: the statistics could not be read:", err)
		return 1
	}
	out, _ := json.MarshalIndent(book.Export(), "", "  ")
	fmt.Println(string(out))
	return 0
}
