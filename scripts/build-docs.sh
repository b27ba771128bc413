#!/usr/bin/env bash
# Builds the DocC catalogs of the nine library modules with the toolchain's docc (no plugin
# needed): emits symbol graphs, then converts each catalog and prints a count of each warning; the archives
# land in .build-docs/<Module>.doccarchive, the full logs in .build-docs/<Module>.log. Exits non-zero
# when any catalog has a warning or error, so `make docs` enforces zero warnings.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-docs
graphs=$scratch/symbol-graphs
# A fresh scratch folder: an incremental build would not emit the graphs of unchanged modules.
rm -rf "$scratch" && mkdir -p "$graphs"
for target in SpringScenarios IntegratorLab; do
    swift build --scratch-path "$scratch" --target "$target" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" >/dev/null
done
docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
status=0
for module in SpringDynamics CollectionLayout ItemExchange ScrollDynamics TransitionCore AttributeAnimations SpringTransitions SpringScenarios IntegratorLab; do
    module_graphs=$scratch/graphs-$module
    rm -rf "$module_graphs" && mkdir -p "$module_graphs"
    cp "$graphs/$module".symbols.json "$module_graphs/" 2>/dev/null || true
    cp "$graphs/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
    echo "== $module"
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$module_graphs" \
        --fallback-display-name "$module" --fallback-bundle-identifier "org.springtransitions.$module" \
        --output-path "$scratch/$module.doccarchive" >"$scratch/$module.log" 2>&1 || status=1
    if grep -qE "^(warning|error)" "$scratch/$module.log"; then
        grep -E "^(warning|error)" "$scratch/$module.log" | sort | uniq -c
        status=1
    fi
done
if [ "$status" -ne 0 ]; then
    echo "build-docs: warnings or errors above (full logs in $scratch/<Module>.log)" >&2
fi
exit "$status"
