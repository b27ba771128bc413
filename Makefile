# Two commands do everything on a fresh machine: `make demo` and `make test`.
SWIFT ?= swift

.PHONY: deps build test demo bench clean

deps:
	@bash scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) test
	bash scripts/browser-test.sh

demo: deps
	$(SWIFT) run -c release springlab demo

bench: deps
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark

clean:
	rm -rf .build Benchmarks/.build
