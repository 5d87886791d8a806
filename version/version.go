// Package version says which build of Quintet this is. The release build stamps it from the tag or
// commit with the linker:
//
//	go build -ldflags "-X quintet/version.Version=1.2.0 -X quintet/version.Commit=abc1234" ./cmd/quintet
//
// It imports nothing of the game, so the command-line solver and the site builder can use it.
package version

import (
	"runtime"
	"runtime/debug"
	"strings"
)

// Version is the release (a tag such as 1.2.0, or git describe's output for a build between tags);
// "dev" when the build was not stamped.
var Version = "dev"

// Commit is the commit the build was made from; when not stamped, the one Go recorded at build time
// (go build in a git checkout), and "" when neither knows.
var Commit = ""

// Info is what `quintet-solve version` prints and the site's version.json holds.
type Info struct {
	Version string `json:"version"`
	Commit  string `json:"commit,omitempty"`
	Go      string `json:"go"`
	OS      string `json:"os"`
	Arch    string `json:"arch"`
}

// Get returns this build's version information.
func Get() Info {
	return Info{Version: Version, Commit: commit(), Go: runtime.Version(), OS: runtime.GOOS, Arch: runtime.GOARCH}
}

// String is the one line a player sees: "1.2.0 (abc1234)", or "dev" for an unstamped build without
// git metadata.
func String() string {
	c := commit()
	if c == "" || strings.Contains(Version, c) {
		return Version // git describe between tags already names the commit
	}
	if len(c) > 12 {
		c = c[:12]
	}
	return Version + " (" + c + ")"
}

func commit() string {
	if Commit != "" {
		return Commit
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		var rev, dirty string
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				if s.Value == "true" {
					dirty = "-dirty"
				}
			}
		}
		if rev != "" {
			return rev + dirty
		}
	}
	return ""
}
