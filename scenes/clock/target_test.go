package clock

import (
	"testing"

	rules "quintet/rules/clock"
)

// Every preset's buttons are at least 44 px at the phone's and small window's sizes.
func TestPhoneTargets(t *testing.T) {
	for _, pr := range rules.Info.Presets {
		for _, sz := range []struct{ w, h int }{{390, 844}, {844, 390}, {520, 390}} {
			d, sc, f := phoneRig(t, "clock:"+pr.Params+"#1", sz.w, sz.h)
			f.Pos = d.Probe.Session("clock").Pos()
			if got := sc.MinTarget(f); got < 44 {
				t.Errorf("%s at %d×%d: smallest button %.1f px, want at least 44", pr.Params, sz.w, sz.h, got)
			}
		}
	}
}
