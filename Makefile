# Two commands do everything on a fresh machine: `make demo` and `make test`.
SWIFT ?= swift

.PHONY: deps build folder-deps test demo bench bench-quick docs clean

deps:
	@bash scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

# The suite runs twice: in debug, and in release (-O, the build users, the CLI and the benchmarks
# run; -enable-testing only so that @testable imports compile). Each build is checked first: a
# compiler warning from the package's own targets fails the target (scripts/check-warnings.sh;
# dependencies' warnings don't count). The browser test then drives the release springlab.
# The folders of every module, bottom-up: each may use only the folders before it in its list
# (scripts/folder-deps.sh exits 1 on a loop, an upward use or an unlisted folder, which fails the
# target). A module without folders (ItemExchange) has nothing to check.
ORDER_SpringDynamics = Spring Easing ODE Dynamics Integration
ORDER_CollectionLayout = Decoding Geometry Support Elements Updates Layout Layouts CollectionView Placement
ORDER_ItemExchange =
ORDER_ScrollDynamics = Scrolling Springy
ORDER_TransitionCore = Support Transition EasedTransition
ORDER_AttributeAnimations = AttributeAnimation AnimationProviders ReducedMotion
ORDER_SpringTransitions = SpringTransition Keyframes InteractiveTransition AnimatedUpdates TransitionContext Scrolling Springy
ORDER_SpringScenarios = Coding ProblemFiles Plugins Format Runner Export
ORDER_IntegratorLab = Expressions Problem Catalogue Study Report
ORDER_springlab = Output Player Scenarios Commands
MODULES = SpringDynamics CollectionLayout ItemExchange ScrollDynamics TransitionCore AttributeAnimations SpringTransitions IntegratorLab SpringScenarios springlab

folder-deps:
	@set -e; $(foreach m,$(MODULES),echo "== $(m)"; bash scripts/folder-deps.sh --module $(m) --order $(ORDER_$(m));)

test: deps folder-deps
	SWIFT="$(SWIFT)" bash scripts/check-warnings.sh
	$(SWIFT) test
	SWIFT="$(SWIFT)" bash scripts/check-warnings.sh -c release -Xswiftc -enable-testing
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
