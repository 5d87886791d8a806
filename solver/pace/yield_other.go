//go:build !js

package pace

// yield does nothing natively: the search runs on its own thread and the frame loop is not starved.
func (p *Pacer) yield() {}
