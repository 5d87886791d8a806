package main

import "quintet/version"

func init() { command("version", "print this build's version as JSON", runVersion) }

// runVersion prints {"version":…,"commit":…,"go":…,"os":…,"arch":…}; it takes no flags.
func runVersion(args []string, out *output) error {
	fs := flags("version")
	if err := parse(fs, args, out); err != nil {
		return err
	}
	return out.emit(version.Get())
}
