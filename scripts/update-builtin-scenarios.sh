#!/usr/bin/env bash
# Regenerates Sources/springlab/Scenarios/BuiltInScenarios.swift from Examples/Scenarios/*.json
# (CLIHelpTests checks that the built-ins are the example files byte for byte).
set -euo pipefail
cd "$(dirname "$0")/.."
names=(grid-to-list retarget stagger exchange eased interactive batch-updates bounds layout-transition fling-and-snap springy-scroll)
ident() { echo "$1" | awk -F- '{ printf "%s", $1; for (i = 2; i <= NF; i++) printf "%s", toupper(substr($i, 1, 1)) substr($i, 2) }'; }
out=Sources/springlab/Scenarios/BuiltInScenarios.swift
{
    echo '/// The scenarios `--scenario NAME` finds by name: copies of `Examples/Scenarios/<name>.json`'
    echo '/// (a test checks that they match the files byte for byte; `scripts/update-builtin-scenarios.sh`'
    echo '/// regenerates this file), so the binary needs no files.'
    echo 'enum BuiltInScenarios {'
    echo '    /// The names, in order; the first is the demo'"'"'s default.'
    printf '    static let names = ['
    sep=''
    for n in "${names[@]}"; do printf '%s"%s"' "$sep" "$n"; sep=', '; done
    echo ']'
    echo
    echo '    /// The JSON text of the built-in scenario `name`, or `nil`.'
    echo '    static func text(named name: String) -> String? {'
    echo '        switch name {'
    for n in "${names[@]}"; do echo "        case \"$n\": $(ident "$n")"; done
    echo '        default: nil'
    echo '        }'
    echo '    }'
    for n in "${names[@]}"; do
        echo
        echo "    /// \`Examples/Scenarios/$n.json\`."
        echo "    static let $(ident "$n") = #\"\"\""
        cat "Examples/Scenarios/$n.json"
        echo
        echo '"""#'
    done
    echo '}'
} > "$out"
echo "wrote $out"
