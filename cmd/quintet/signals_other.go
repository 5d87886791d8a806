//go:build !js

package main

import (
	"os"
	"os/signal"
	"syscall"
)

// stopSignals are the signals that end the game as closing its window does: logout (SIGHUP), kill's
// default (SIGTERM) and Ctrl+C in a terminal (SIGINT).
var stopSignals = []os.Signal{syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP}

func notifyStop(c chan<- os.Signal) { signal.Notify(c, stopSignals...) }
