# Two commands do everything on a fresh machine: `make demo` and `make test`.
SWIFT ?= swift

.PHONY: deps build folder-deps test demo bench bench-quick docs clean

deps:
	@bash scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

# The suite runs twice: in debug, and in release (-O, the build users, the CLI and the benchmarks
# run; -enable-testing only so that @testable imports compile). The browser test then drives the
# release springlab.
# The folders of Sources/SpringTransitions, bottom-up: each may use only the folders before it
# (scripts/folder-deps.sh exits 1 on a loop or an upward use, which fails the target).
FOLDER_ORDER = Support Easing Placement AttributeAnimation AnimationProviders TransitionCore \
	SpringTransition Keyframes EasedTransition InteractiveTransition ItemExchange AnimatedUpdates \
	TransitionContext Scrolling Springy

folder-deps:
	bash scripts/folder-deps.sh --order $(FOLDER_ORDER)

test: deps folder-deps
	$(SWIFT) test
	$(SWIFT) test -c release -Xswiftc -enable-testing
	bash scripts/browser-test.sh
	bash scripts/examples-test.sh

demo: deps
	$(SWIFT) run -c release springlab demo

# The benchmark suite, checked against Benchmarks/Thresholds: a benchmark that allocates more per
# sample (p90) than its threshold fails the target. QUICK=1 (or `make bench-quick`): the quick mode,
# under 3 minutes once built.
bench: deps
	SWIFT="$(SWIFT)" QUICK="$(QUICK)" bash scripts/bench.sh

bench-quick: deps
	SWIFT="$(SWIFT)" QUICK=1 bash scripts/bench.sh

docs: deps
	bash scripts/build-docs.sh

clean:
	rm -rf .build .build-docs Benchmarks/.build
