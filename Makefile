# Two commands do everything on a fresh machine: `make demo` and `make test`.
SWIFT ?= swift

.PHONY: deps build test demo bench docs clean

deps:
	@bash scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

# The suite runs twice: in debug, and in release (-O, the build users, the CLI and the benchmarks
# run; -enable-testing only so that @testable imports compile). The browser test then drives the
# release springlab.
test: deps
	$(SWIFT) test
	$(SWIFT) test -c release -Xswiftc -enable-testing
	bash scripts/browser-test.sh
	bash scripts/examples-test.sh

demo: deps
	$(SWIFT) run -c release springlab demo

bench: deps
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark

docs: deps
	bash scripts/build-docs.sh

clean:
	rm -rf .build .build-docs Benchmarks/.build
