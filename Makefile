# Two commands do everything on a fresh machine: `make demo` and `make test`.
SWIFT ?= swift

.PHONY: deps build test demo bench docs clean

deps:
	@bash scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) test
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
