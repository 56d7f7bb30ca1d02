# Kiosk. A new user needs two commands: `make run` and `make test`.
SWIFT      ?= swift
BIN        := .build/debug
RELEASE    := .build/release

PREFIX     ?= /usr/local

.PHONY: setup build run web test unit e2e check mock contract fuzz sanitize bench bench-mock install uninstall clean

## setup: install missing Debian packages (libcurl, sqlite, tmux, …) and resolve Swift packages
setup:
	@Scripts/setup

## build: debug build of every target
build: setup
	$(SWIFT) build

## run: the TUI against kiosk-mock (started if nothing answers on 127.0.0.1:8765)
run: build
	@Scripts/run-tui

## web: kiosk-web against kiosk-mock (started if nothing answers on 127.0.0.1:8765); prints the address
web: setup
	$(SWIFT) build --product kiosk-web
	$(SWIFT) build --product kiosk-mock
	@Scripts/run-web

## test: layer guard, unit and contract tests (beside a throwaway PostgreSQL), the PostgreSQL
## suites again through PgBouncer in transaction mode, fixture verification, every fuzz target for
## 3 s over its corpus, end-to-end tests (tmux, and kiosk-web in headless Chromium).
## KIOSK_TEST_LONG=1 makes the generated and many-kiosk tests long (more cases, 50 kiosks, a
## failover of 8 kiosks).
test: setup
	$(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory check
	@Scripts/with-postgres $(SWIFT) test --skip-build
	@KIOSK_TEST_CART_ADDS=$${KIOSK_TEST_CART_ADDS:-24} Scripts/with-postgres --pgbouncer $(SWIFT) test --skip-build \
		--filter "$$([ "$${KIOSK_TEST_LONG:-}" = 1 ] && echo 'PostgresDatabaseTests|StoreContractTests|StoresContractTests|EmployeeLifecycleStoreTests|SharedPostgresKiosksTests' \
		|| echo 'PostgresDatabaseTests|StoreContractTests|StoresContractTests|EmployeeLifecycleStoreTests|manyKiosksAtOnce|eightKiosksAdding|twoKiosksCheckingOut')"
	@KIOSK_BIN=$(BIN) Scripts/verify-fixtures
	@Scripts/fuzz --seconds 3
	@$(MAKE) --no-print-directory e2e

## fuzz: every parser under libFuzzer and AddressSanitizer, FUZZ_SECONDS (60) each; a crash
## stops it with the input saved under .build/fuzz/crashes/
fuzz: setup
	@Scripts/fuzz --seconds $${FUZZ_SECONDS:-60}

## sanitize: the suite under ThreadSanitizer (the concurrent targets) and AddressSanitizer (the
## rest), each in a build folder of its own (.build-tsan, .build-asan)
sanitize: setup
	@Scripts/sanitize

## check: the static checks (the layer guard)
check:
	@Scripts/check-layers

## e2e: the end-to-end scripts (tmux; Chromium and Selenium for kiosk-web) against the built binaries
e2e:
	@KIOSK_BIN=$(BIN) Tests/EndToEnd/run-all

## mock: kiosk-mock on 127.0.0.1:8765
mock: build
	$(BIN)/kiosk-mock

## contract: schemathesis against kiosk-mock with Fixtures/openapi, long: fuzzing for 60 s per
## description and mode (about 6 minutes); `make test` runs a bounded version
contract: setup
	$(SWIFT) build --product kiosk-mock
	@KIOSK_BIN=$(BIN) Tests/Schemathesis/run --max-examples 200 --max-time 60

## bench: the measured claims, as ratios against baselines measured in the same run
bench:
	@Scripts/setup bench
	$(SWIFT) build -c release
	@KIOSK_BIN=$(RELEASE) Benchmarks/run

## bench-mock: kiosk-mock's throughput, p99, memory and start-up beside the Pact stub server and bare
## SwiftNIO (wrk, loopback in a private network namespace, release build)
bench-mock:
	@Scripts/setup bench
	$(SWIFT) build -c release --product kiosk-mock
	$(SWIFT) build -c release --product bench-hello
	$(SWIFT) build -c release --product bench-nio
	@KIOSK_BIN=$(RELEASE) bash Benchmarks/bench-mock.sh

## install: release build, then the programs, man pages and bash/zsh/fish completions under
## $(PREFIX) (default /usr/local; DESTDIR honoured)
install: setup
	$(SWIFT) build -c release
	@Scripts/install "$(PREFIX)" $(RELEASE)

## uninstall: removes exactly what `make install` put under $(PREFIX)
uninstall:
	@Scripts/uninstall "$(PREFIX)"

clean:
	rm -rf .build .kiosk-run
