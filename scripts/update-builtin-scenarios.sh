#!/usr/bin/env bash
# Regenerates Sources/springlab/Scenarios/BuiltInScenarios.swift from Examples/Scenarios/*.json
# (CLIHelpTests checks that the built-ins are the example files byte for byte). Each file becomes
# one row of a table: its name and its text as a one-line string literal.
set -euo pipefail
cd "$(dirname "$0")/.."
names=(grid-to-list retarget stagger exchange eased interactive batch-updates bounds layout-transition fling-and-snap springy-scroll)
out=Sources/springlab/Scenarios/BuiltInScenarios.swift
python3 - "$out" "${names[@]}" <<'PY'
import sys
out, names = sys.argv[1], sys.argv[2:]
def literal(text):
    escaped = text.replace('\\', '\\\\').replace('"', '\\"').replace('\n', '\\n').replace('\t', '\\t').replace('\r', '\\r')
    return '"' + escaped + '"'
rows = []
for n in names:
    with open(f"Examples/Scenarios/{n}.json", encoding="utf-8", newline="") as f:
        rows.append(f"        (name: \"{n}\", text: {literal(f.read())}),")
with open(out, "w", encoding="utf-8") as f:
    f.write("""/// The scenarios `--scenario NAME` finds by name: copies of `Examples/Scenarios/<name>.json`
/// (a test checks that they match the files byte for byte; `scripts/update-builtin-scenarios.sh`
/// regenerates this file), so the binary needs no files.
enum BuiltInScenarios {
    /// The name and JSON text of each built-in scenario, in order; the first is the demo's default.
    static let table: [(name: String, text: String)] = [
""" + "\n".join(rows) + """
    ]

    /// The names, in order; the first is the demo's default.
    static let names = table.map(\\.name)

    /// The JSON text of the built-in scenario `name`, or `nil`.
    static func text(named name: String) -> String? {
        table.first { $0.name == name }?.text
    }
}
""")
PY
echo "wrote $out"
