package pace

import (
	"context"
	"testing"
)

func TestStepReportsCancellation(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	p := New(ctx)
	for i := 0; i < 3*every; i++ {
		if err := p.Step(); err != nil {
			t.Fatalf("step %d: cancelled before cancel: %v", i, err)
		}
	}
	cancel()
	var err error
	for i := 0; i < every && err == nil; i++ {
		err = p.Step()
	}
	if err == nil {
		t.Fatalf("no error within %d steps after cancel", every)
	}
	if p.Steps() != 4*every {
		t.Fatalf("Steps() = %d, want %d", p.Steps(), 4*every)
	}
}

func TestNilContextNeverCancels(t *testing.T) {
	//lint:ignore SA1012 New documents that a nil ctx never cancels; this checks it
	p := New(nil)
	for i := 0; i < 2*every; i++ {
		if err := p.Step(); err != nil {
			t.Fatal(err)
		}
	}
}
