# Quintet. `make run` plays natively, `make test` runs every test; both install what they need first.
GO        ?= go
XVFB      := xvfb-run -a -s '-screen 0 1024x768x24'
WEB       := dist/web
FUZZTIME  ?= 20s
# The version stamped into every binary (quintet -version, quintet-solve version, the site's
# version.json): git describe's tag or commit; "dev" in a checkout without git metadata.
VERSION   ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT    ?= $(shell git rev-parse --short HEAD 2>/dev/null)
LDFLAGS   := -X quintet/version.Version=$(VERSION) -X quintet/version.Commit=$(COMMIT)
# staticcheck, pinned; make vet runs it over the native build (with the test tags) and the WebAssembly one,
# so code used by one build only is not reported as unused.
STATICCHECK = honnef.co/go/tools/cmd/staticcheck@v0.8.2
# Every fuzz target, as package:Target.
FUZZ_TARGETS = $(shell grep -rl --include='*_test.go' '^func Fuzz' rules solver cmd game wasm | \
	xargs grep -H '^func Fuzz' | sed -E 's|^(.*)/[^/]*:func (Fuzz[A-Za-z0-9_]*).*|./\1:\2|' | sort -u)

.PHONY: generate run build sixth solve-cli site site-sixth site-bare wasm serve test test-native test-web unit vet smoke xdo wasm-unit e2e lighthouse bench fuzz deps-run deps-test clean xdo-busy long startup \
	dist dist-check dist-quick

# The puzzles' two Go lists (solver/registry/builtin.go, scenes/builtin.go) from solver/registry/puzzles.txt,
# the one list a puzzle is added to (docs/adding-a-puzzle.md). Every build and make test write them first
# (only when they differ), so a puzzle's line is all a new puzzle needs; make vet fails when the lists
# are out of date (a commit of the line without them). make test writes them once, before its two chains,
# and passes GENERATED=1 to its steps so the builds inside them do not write them again.
generate:
ifndef GENERATED
	$(GO) generate ./solver/registry
endif

run: deps-run build
	./bin/quintet

build: generate
	$(GO) build -ldflags '$(LDFLAGS)' -o bin/quintet ./cmd/quintet
	CGO_ENABLED=0 $(GO) build -ldflags '$(LDFLAGS)' -o bin/quintet-solve ./cmd/quintet-solve

# The game with the template puzzle registered after the real ones (cmd/quintet/sixth.go): the smoke
# and keyboard tests play it too, to prove a new puzzle needs only its packages and one line.
sixth: generate
	$(GO) build -tags sixth -o bin/quintet-sixth ./cmd/quintet

# The browser build as a static site any host can serve (dist/web): content-hashed names, precompressed
# .br and .gz, a service worker for offline play, a web manifest and icons. BROTLI=5 builds in seconds
# instead of two minutes (a larger game download) for quick iterations.
# WASMSTRIP= keeps the symbol names (a larger download), so a browser's profile names the Go functions.
BROTLI ?= 11
# The browser build compiles the standard library without inlining, except the runtime, its internal
# packages and sync, which every frame leans on, and Ebitengine's shader compiler, which runs once at
# start-up: inlined copies and their position tables were 0.23 MB of the brotli download (README.md,
# Performance); Ebitengine and the game itself stay inlined, but for three of its packages whose share of a frame
# is small (game/ui's layouts and words, the probe's layout report, the statistics): that saved 20 KB of
# the brotli-5 download. The sessions (loading and saving a game: once a move at most) and the store (the
# writes behind them) are compiled without inlining too: 22 KB less at brotli 11 (2,854,157 to 2,832,102
# bytes); a save after a move took 180 us against 172 (BenchmarkMarshal10kAfterMove, medians of 7).
# The scenes, the midend and the root game package stay inlined: they draw or answer every frame.
# The download's other cuts are in the code (README.md, Performance, the fourth round), at brotli 5: the
# sprites as raw alpha masks with no PNG decoder, -53 KB; the fonts cut to the characters the game draws,
# -18 KB; the flags, manual page and statistics printer left out of the browser build, -19 KB.
WASM_GCFLAGS := -gcflags='std=-l' -gcflags='runtime=' -gcflags='internal/...=' -gcflags='sync=' \
	-gcflags='sync/atomic=' -gcflags='github.com/hajimehoshi/ebiten/v2/internal/shader...=-l' \
	-gcflags='quintet/game/ui=-l' -gcflags='quintet/game/probe=-l' -gcflags='quintet/game/stats=-l' \
	-gcflags='quintet/game/session=-l' -gcflags='quintet/game/store=-l'
WASMSTRIP ?= -s -w
site: generate
	mkdir -p dist/build
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(WASM_GCFLAGS) -ldflags='$(WASMSTRIP) $(LDFLAGS)' -o dist/build/quintet.wasm ./cmd/quintet
	$(GO) run ./wasm/site -out $(WEB) -wasm dist/build/quintet.wasm \
	  -wasmexec "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" -brotli $(BROTLI) -version '$(VERSION)'

# The browser build with the template puzzle registered after the real ones (cmd/quintet/sixth.go and
# wasm/site/sixth.go), in dist/web-sixth: the browser test plays the sixth puzzle there. Brotli 5 always:
# nothing is published from it.
site-sixth: generate
	mkdir -p dist/build
	GOOS=js GOARCH=wasm $(GO) build -tags sixth -trimpath $(WASM_GCFLAGS) -ldflags='$(WASMSTRIP) $(LDFLAGS)' -o dist/build/quintet-sixth.wasm ./cmd/quintet
	$(GO) run -tags sixth ./wasm/site -out $(WEB)-sixth -wasm dist/build/quintet-sixth.wasm \
	  -wasmexec "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" -brotli 5 -version '$(VERSION)'

# The start-up benchmark's reference (wasm/bare: one colour, nothing else), built with the game's flags into
# a site of its own (dist/web-bare, the game's page): the start-up test and make lighthouse measure it beside
# the game, and the game's first frame is judged against its first frame.
site-bare:
	mkdir -p dist/build
	GOOS=js GOARCH=wasm $(GO) build -trimpath $(WASM_GCFLAGS) -ldflags='$(WASMSTRIP) $(LDFLAGS)' -o dist/build/bare.wasm ./wasm/bare
	$(GO) run ./wasm/site -out $(WEB)-bare -wasm dist/build/bare.wasm \
	  -wasmexec "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" -brotli $(BROTLI) -version '$(VERSION)'

wasm: site

serve: site
	$(GO) run ./wasm/serve -dir $(WEB) -addr 127.0.0.1:8080

# The tests build the site with quick brotli (quality 5): what they check does not depend on the quality.
# Two chains run side by side, each step after the one before: the native one (vet, unit, smoke, xdo)
# and the browser one (the site, wasm-unit, e2e). Every line is prefixed with its chain, and each step's
# seconds are printed when it ends; each chain stops at its first failure and make test fails if either
# did. (Three chains, or the browser tests as two processes, measured no faster: the two cores are busy.)
# Within xdo and e2e, the tests that mostly wait run several at once (XDO_PARALLEL, E2E_PARALLEL: each
# on its own X server or Chromium), after the ones that load or time the machine have run alone.
test: deps-test generate
	@$(MAKE) --no-print-directory -j2 -Oline BROTLI=5 GENERATED=1 VETTED=1 test-native test-web
	@echo "make test: all passed"

# Go's test command runs a subset of go vet's checks on each package it tests. In make test, make vet runs every
# check of go vet over the same packages with the same build tags (native with no tags and with e2e, and
# WebAssembly), and make test fails if it finds anything, so its other steps test with -vet=off
# (VETTED=1): the same checks are not run a second time (measured in fresh clones: a test run of no tests of
# rules/, solver/ and the midend took 27.9 CPU-seconds, 24.5 with -vet=off). A step run by itself (make
# unit, make e2e) still vets as Go's test command does.
TESTVET = $(if $(VETTED),-vet=off)
test-native test-web: SHELL := /bin/bash
test-native test-web: .SHELLFLAGS := -o pipefail -c
test-native:
	@for step in vet unit smoke xdo; do t0=$$(date +%s); $(MAKE) --no-print-directory $$step || exit 1; echo "$$step: $$(( $$(date +%s) - t0 )) s"; done 2>&1 | sed -u 's/^/native| /'
test-web:
	@for step in wasm-unit e2e; do t0=$$(date +%s); $(MAKE) --no-print-directory $$step || exit 1; echo "$$step: $$(( $$(date +%s) - t0 )) s"; done 2>&1 | sed -u 's/^/web   | /'

vet:
	$(GO) run ./solver/registry/gen -check
	@test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { echo "gofmt needed:"; gofmt -l $$(git ls-files '*.go'); exit 1; }
	$(GO) vet ./...
	$(GO) vet -tags e2e ./wasm/
	$(GO) vet -tags dist ./packaging/distcheck
	GOOS=js GOARCH=wasm $(GO) vet ./cmd/quintet ./wasm/bare ./game/... ./rules/... ./solver/...
	@! $(GO) list -deps ./rules/... ./solver/... ./cmd/quintet-solve | grep -q hajimehoshi/ebiten || { echo "rules/, solver/ or the CLI import Ebitengine"; exit 1; }
	@! $(GO) list -f '{{.ImportPath}}: {{join .Imports " "}} {{join .TestImports " "}} {{join .XTestImports " "}}' ./scenes/... | grep hajimehoshi || { echo "a package under scenes/ imports Ebitengine (its tests included): scenes draw only through game/kit, and tests name keys through gametest"; exit 1; }
	@! $(GO) list -f '{{.ImportPath}}: {{join .Imports " "}}' ./scenes/... | grep -E ' quintet/game( |$$)' || { echo "a scene imports the game's shell (quintet/game): scenes see only game/scene and game/kit"; exit 1; }
	@! grep -rln --include='*.go' 'go:linkname' . || { echo "go:linkname reaches into another package's unexported names: any update of it can break the build"; exit 1; }
	CGO_ENABLED=0 $(GO) build -o /dev/null ./cmd/quintet-solve
	$(GO) mod tidy -diff
	@! $(GO) list -deps ./rules/... ./solver/... ./cmd/quintet-solve | grep -q 'quintet/game' || { echo "rules/, solver/ or the CLI import the midend (game/)"; exit 1; }
	printf 'native: GOOS=linux -tags=xdo,e2e\njs: GOOS=js GOARCH=wasm\n' | $(GO) run $(STATICCHECK) -matrix ./...

# Unit tests, fuzz seed corpora, and the scene tests in a real window under Xvfb. The midend's windowless
# packages run first with no display at all, to prove they need none. Two packages are tested at a
# time, in the order named: the slowest start first, longest first (CPU-seconds of each alone, measured:
# solver/hash 19 (its window at 7 is in make long), scenes 40, scenes/layouttable 32, scenes/hash 27, scenes/escape 18, scenes/flip 15,
# scenes/clock 12), so no long one is left running alone at the end; ./... adds the rest.
WINDOWLESS = ./game/midend/... ./game/input/... ./game/session/... ./game/store/... ./game/ui/...
SLOWEST = ./solver/hash ./scenes ./scenes/layouttable ./scenes/hash ./scenes/escape ./scenes/flip ./scenes/clock
unit:
	env -u DISPLAY -u WAYLAND_DISPLAY $(GO) test -timeout 20m -count=1 $(TESTVET) $(WINDOWLESS) ./game/internal/x11/
	$(XVFB) $(GO) test -timeout 40m -count=1 $(TESTVET) $(SLOWEST) ./...
	@echo "The colour test's table (scenes/contrast_test.go: CIEDE2000 of each pair a player tells apart, per vision):"
	@cat dist/contrast.txt

# The long tier, which CI runs after make test: Clock's optimal line verified for every size the game
# offers, every view of each (up to n = 8, k = 7's 16.7 million) against the breadth-first table — the
# hint's move and count, the block sums it counts with, and the whole line walked from the start. make
# test samples the sizes up to 300,000 views only. Measured: 156 s of CPU and 320 MB (17 minutes of wall
# time on the shared 2-core machine, a few minutes on an idle one). And the Hash Game's constant the open
# question's summary cites for the window at 7 (about 25 CPU-seconds; make test checks the others).
long:
	CLOCK_LONG=1 $(GO) test -timeout 30m -count=1 -run '^(TestLineMatchesTableEverySize|TestCountAboveMatchesReference|TestWalkLineIsTheTables)$$' -v ./solver/clock/
	HASH_LONG=1 $(GO) test -timeout 30m -count=1 -run '^TestQuestionConstants$$' -v ./solver/hash/

# The real binary under Xvfb plays each registered puzzle's smoke-test game to its end with the hint key
# alone and saves a screenshot (the list comes from the puzzles themselves: quintet -smoke-ids), and the
# sixth build plays the one puzzle it adds. The games (which wait a tenth of a second between hint keys)
# all run at once, each in its own window on one X server; each one that fails is named.
smoke: build sixth
	mkdir -p dist
	@{ ./bin/quintet -smoke-ids | sed 's|^|./bin/quintet |'; \
	   ./bin/quintet-sixth -smoke-ids | tail -n 1 | sed 's|^|./bin/quintet-sixth |'; } > dist/smoke-runs
	@$(XVFB) sh -c 'runs=""; while read -r bin id; do \
	    cfg=$$(mktemp -d); echo "smoke: $$id"; \
	    $$bin -config $$cfg -id "$$id" -autoplay -screenshot "dist/smoke-$${id%%:*}.png" & runs="$$runs $$!=$$id=$$cfg"; \
	  done < dist/smoke-runs; failed=""; \
	  for r in $$runs; do pid=$${r%%=*}; rest=$${r#*=}; cfg=$${rest##*=}; \
	    wait $$pid || failed="$$failed $${rest%=*}"; rm -rf $$cfg; \
	  done; [ -z "$$failed" ] || { echo "smoke: failed:$$failed"; exit 1; }'

# Real X input into the real binary: each test starts its own Xvfb and the game with its -state hook,
# and clicks and types with xdotool (quick and slow clicks, keys, a German layout), then measures the
# game's CPU use at rest. Screenshots go to dist/xdo. The waiting tests run XDO_PARALLEL at a time.
# go vet checks the package with the xdo tag first (every check), so its test run does not vet it again.
XDO_PARALLEL ?= 4
xdo: build sixth
	$(GO) vet -tags xdo ./cmd/quintet
	QUINTET_BIN=$(CURDIR)/bin/quintet QUINTET_XDO_SHOTS=$(CURDIR)/dist/xdo $(GO) test -timeout 30m -tags xdo -count=1 -vet=off -parallel $(XDO_PARALLEL) -v ./cmd/quintet
	QUINTET_BIN=$(CURDIR)/bin/quintet-sixth QUINTET_XDO_SHOTS=$(CURDIR)/dist/xdo $(GO) test -timeout 10m -tags xdo -count=1 -vet=off -v -run 'TestKeyboardOnlyWins/template' ./cmd/quintet

# Input on a busy machine, five times over: keys and clicks come from the X server's own events, so none
# is lost or merged however slow a frame (docs/input.md); make xdo runs it once.
xdo-busy: build
	QUINTET_BIN=$(CURDIR)/bin/quintet $(GO) test -timeout 20m -tags xdo -count=5 -v -run 'TestBusyInput' ./cmd/quintet

# The pure packages also run as WebAssembly under Node, so seeded games match across platforms.
wasm-unit:
	@command -v node >/dev/null || { echo "wasm-unit: node is not installed; make deps-test installs it"; exit 1; }
	GOOS=js GOARCH=wasm $(GO) test -timeout 30m -short -count=1 $(TESTVET) -exec="$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" ./rules/... ./solver/pace $(WINDOWLESS) ./game/webpage

# axe-core, which the accessibility test injects into the page, comes from npm into dist/a11y (ignored).
# The waiting tests run E2E_PARALLEL at a time, each in a Chromium of its own.
AXE := dist/a11y/node_modules/axe-core/axe.min.js
# TestStartup loads each program once here, for its checks (the page's record of the start whole and
# in order); its medians of five, in every set-up, are make startup's.
E2E_PARALLEL ?= 2
e2e: site site-sixth site-bare $(AXE)
	QUINTET_STARTUP_LOADS=1 $(GO) test -timeout 40m -tags e2e -count=1 $(TESTVET) -parallel $(E2E_PARALLEL) -v ./wasm/

# The browser's start-up against the bare engine in all three set-ups (desktop, GPU compositing, a phone
# with its CPU slowed 4×), five loads each, alternating the two programs; make test loads the desktop
# one once.
startup: site site-bare
	QUINTET_STARTUP_SETUPS=desktop,gpu,phone $(GO) test -timeout 40m -tags e2e -count=1 -run '^TestStartup$$' -v ./wasm/

# Lighthouse 12.2.3 (the last release for Node 20), installed on first use under dist/tools, judges the
# bare engine's site (make site-bare) and the game's, each served on a free loopback port, as a phone and
# as a desktop, taking turns; the four scores of each are printed, with the game's Performance against
# the bare program's, and the full reports kept in dist/lighthouse.
LIGHTHOUSE := dist/tools/lighthouse/node_modules/.bin/lighthouse
lighthouse: site site-bare
	@test -x $(LIGHTHOUSE) || npm install --prefix dist/tools/lighthouse --no-audit --no-fund -E lighthouse@12.2.3
	$(GO) build -o dist/tools/serve ./wasm/serve
	wasm/lighthouse.sh $(LIGHTHOUSE) dist/tools/serve dist/lighthouse bare=$(WEB)-bare quintet=$(WEB)
$(AXE):
	@command -v npm >/dev/null || { echo "e2e: npm is not installed; make deps-test installs Node"; exit 1; }
	mkdir -p dist/a11y && cd dist/a11y && npm i -E --no-audit --no-fund axe-core@4.14.1

# A release in dist/release (.goreleaser.yaml): Linux, Windows and macOS archives, .deb packages, the
# browser site as an archive, SHA256SUMS. GoReleaser runs through go run at a pinned version, so nothing
# needs installing; a snapshot unless a tag is checked out. dist-check checks every archive.
# QUINTET_COMMIT: the commit as make sees it (GoReleaser says "none" in a clone without a remote).
GORELEASER := QUINTET_COMMIT=$(COMMIT) $(GO) run github.com/goreleaser/goreleaser/v2@v2.15.1
SNAPSHOT    = $(if $(shell git describe --exact-match --tags HEAD 2>/dev/null),,--snapshot)
dist:
	$(GORELEASER) release --clean $(SNAPSHOT) --skip=publish,announce

dist-check:
	@.ci/install-deps dist
	$(GO) test -timeout 20m -tags dist -count=1 -v ./packaging/distcheck

# For make test: the release built for Linux amd64 alone, its archive and .deb checked, the .deb
# unpacked with dpkg-deb and its game run under Xvfb (-version and a smoke test).
dist-quick:
	@.ci/install-deps dist
	QUINTET_DIST_QUICK=1 $(GORELEASER) release --clean --snapshot
	QUINTET_DIST_QUICK=1 $(GO) test -timeout 20m -tags dist -count=1 -v ./packaging/distcheck

bench:
	$(XVFB) $(GO) test -timeout 60m -run '^$$' -bench . -benchmem ./...

# Each fuzzer for FUZZTIME (a duration, or a count such as 50000x). A run that fails with a bare
# "context deadline exceeded" and writes no failing input is Go's own fuzzing coordinator losing a race
# with its -fuzztime deadline under CPU starvation (golang/go#75804), not a finding: that target is run
# once more, for the executions its first run reached (a count has no deadline to race). Every target
# runs whatever another does; the target fails at the end if any target failed.
fuzz:
	@failed=""; log=$$(mktemp); \
	for t in $(FUZZ_TARGETS); do \
	  pkg=$${t%%:*}; fn=$${t##*:}; echo "fuzz: $$pkg $$fn"; \
	  $(GO) test -timeout 30m -run '^$$' -fuzz "^$$fn$$" -fuzztime $(FUZZTIME) $$pkg > $$log 2>&1; rc=$$?; cat $$log; \
	  if [ $$rc -ne 0 ] && grep -q '^    context deadline exceeded$$' $$log && ! grep -q 'Failing input written' $$log; then \
	    n=$$(sed -n 's/.*execs: \([0-9]*\).*/\1/p' $$log | tail -n 1); n=$${n:-10000}; [ "$$n" -gt 0 ] || n=10000; \
	    echo "fuzz: $$fn: toolchain flake (golang/go#75804); once more for $${n} executions"; \
	    $(GO) test -timeout 30m -run '^$$' -fuzz "^$$fn$$" -fuzztime $${n}x $$pkg; rc=$$?; \
	  fi; \
	  [ $$rc -eq 0 ] || failed="$$failed $$t"; \
	done; rm -f $$log; \
	if [ -n "$$failed" ]; then echo "fuzz: failed:$$failed"; exit 1; fi; echo "fuzz: every target passed"

deps-run:
	@.ci/install-deps run

deps-test:
	@.ci/install-deps test

clean:
	rm -rf bin dist
