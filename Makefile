# Kiosk. A new user needs two commands: `make run` and `make test`.
SWIFT      ?= swift
BIN        := .build/debug
RELEASE    := .build/release
# The installed and benchmarked programs carry the Swift runtime and Foundation inside them
# (fewer shared libraries for the dynamic loader at every start); the debug loop stays dynamic.
# Their code, the dependencies' too, names each concrete generic type's metadata by calling its
# accessor with the conformances it needs, not by a mangled name: the runtime reads such a
# name back by checking each conformance the type asks for (`[String: Bool]`, `String:
# Hashable`), and the first check of each pair scans every conformance record of the program,
# thousands of them, at every start. Nor do they carry `$ORIGIN` as a library path: they need no
# library beside them, and with it the loader looked for each shared library it opens in six
# folders beside the program before the system's.
RELEASE_BUILD := build -c release --static-swift-stdlib --disable-local-rpath \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
# The programs `make install` ships, and beside them the benchmarks' own (KIOSK_BENCHMARKS=1).
# NB: built one product at a time, not `swift build` of every target: the test kit imports Swift
# Testing, which the static standard library's resource folder does not hold.
PRODUCTS   := kiosk kiosk-tui kiosk-web kiosk-mock
BENCH_PRODUCTS := $(PRODUCTS) tui-bench bench-hello bench-nio kiosk-bench kiosk-bench-json kiosk-bench-counters

PREFIX     ?= /usr/local

.PHONY: setup build run web test test-long test-wine test-pizza test-counters e2e check mock contract fuzz sanitize bench bench-mock release-build-flags install uninstall clean

## setup: install missing Debian packages (libcurl, sqlite, tmux, …), resolve Swift packages, and
## the Python test tools in one venv
setup:
	@Scripts/setup

## build: debug build of every target (Scripts/swift: each module compiled as one whole)
build:
	@Scripts/setup system
	@Scripts/swift build

## run: the TUI against kiosk-mock (started if nothing answers on 127.0.0.1:8765)
run: build
	@Scripts/run-tui

## web: kiosk-web against kiosk-mock (started if nothing answers on 127.0.0.1:8765); prints the address
web:
	@Scripts/setup system
	@Scripts/swift build --product kiosk-web
	@Scripts/swift build --product kiosk-mock
	@Scripts/run-web

## test: every check, each stage bounded and timed (Scripts/test): build, layer guard, unit and
## contract tests (beside a throwaway PostgreSQL), fixture verification, fuzz replay, end-to-end
## tests (tmux, headless Chromium, PostgreSQL)
test:
	@Scripts/setup system
	@Scripts/test

## test-long: the same with the full volumes (more seeds, rounds, processes, fault points) and
## real fuzzing (KIOSK_TEST_LONG=1)
test-long:
	@Scripts/setup system
	@Scripts/test --long

## test-wine, test-pizza, test-counters: one app's tests of every layer and its end-to-end scripts
test-wine test-pizza test-counters:
	@Scripts/setup system
	@Scripts/test --app $(@:test-%=%)

## fuzz: every parser under libFuzzer and AddressSanitizer, FUZZ_SECONDS (60) each; a crash
## stops it with the input saved under .build/fuzz/crashes/
fuzz:
	@Scripts/setup system
	@Scripts/fuzz --seconds $${FUZZ_SECONDS:-60}

## sanitize: the suite under ThreadSanitizer (the concurrent targets) and AddressSanitizer (the
## rest), each in a build folder of its own (.build-tsan, .build-asan)
sanitize: setup
	@Scripts/sanitize

## check: the static checks: the layer guard, and who owns what (app names, CODEOWNERS)
check:
	@Scripts/check-layers
	@Scripts/check-ownership

## e2e: the end-to-end scripts (tmux; Chromium and Selenium for kiosk-web) against the built binaries
e2e:
	@KIOSK_BIN=$(BIN) Tests/EndToEnd/run-all

## mock: kiosk-mock on 127.0.0.1:8765
mock: build
	$(BIN)/kiosk-mock

## contract: schemathesis against kiosk-mock with Fixtures/openapi, long: fuzzing for 60 s per
## description and mode (about 6 minutes); `make test` runs a bounded version
contract: setup
	@Scripts/swift build --product kiosk-mock
	@KIOSK_BIN=$(BIN) Tests/Schemathesis/run --max-examples 200 --max-time 60

## release-build-flags: the `swift` arguments of a release build, for building one product by
## hand as `make bench` and `make install` do (Benchmarks/README.md)
release-build-flags:
	@echo $(RELEASE_BUILD)

## bench: the measured claims, as ratios against baselines measured in the same run (the
## benchmarks' own programs join the package only here: KIOSK_BENCHMARKS=1)
bench:
	@Scripts/setup bench
	@for product in $(BENCH_PRODUCTS); do KIOSK_BENCHMARKS=1 $(SWIFT) $(RELEASE_BUILD) --product $$product || exit 1; done
	@KIOSK_BIN=$(RELEASE) Benchmarks/run

## bench-mock: kiosk-mock's throughput, p99, memory and start-up beside the Pact stub server and bare
## SwiftNIO (wrk, loopback in a private network namespace, release build)
bench-mock:
	@Scripts/setup bench
	KIOSK_BENCHMARKS=1 $(SWIFT) $(RELEASE_BUILD) --product kiosk-mock
	KIOSK_BENCHMARKS=1 $(SWIFT) $(RELEASE_BUILD) --product bench-hello
	KIOSK_BENCHMARKS=1 $(SWIFT) $(RELEASE_BUILD) --product bench-nio
	@KIOSK_BIN=$(RELEASE) bash Benchmarks/bench-mock.sh

## install: release build, then the programs, man pages and bash/zsh/fish completions under
## $(PREFIX) (default /usr/local; DESTDIR honoured)
install:
	@Scripts/setup system
	@for product in $(PRODUCTS); do $(SWIFT) $(RELEASE_BUILD) --product $$product || exit 1; done
	@Scripts/install "$(PREFIX)" $(RELEASE)

## uninstall: removes exactly what `make install` put under $(PREFIX)
uninstall:
	@Scripts/uninstall "$(PREFIX)"

clean:
	rm -rf .build .kiosk-run
