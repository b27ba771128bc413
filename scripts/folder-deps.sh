#!/usr/bin/env bash
# Lists, per folder of Sources/SpringTransitions, the other folders whose types it uses (a type
# declared in a folder: struct, class, enum, protocol, typealias; "uses" = the name appears as a
# word outside comments and strings). --why names the types. Prints "Folder: Dep1 Dep2 …". With --order FOLDER…, also checks that
# each folder uses only folders listed before it (no loop, no upward use) and that the list names every
# folder, and exits 1 otherwise (`make test` runs it through `make folder-deps`).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)/Sources/SpringTransitions"
python3 - "$root" "$@" <<'PY'
import os, re, sys
root = sys.argv[1]
args = sys.argv[2:]
folders = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)) and not d.endswith('.docc'))
decl = re.compile(r'^(?:public |package |internal |fileprivate |private |final |indirect )*(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)', re.M)
def code(path):
    s = open(path).read()
    s = re.sub(r'//.*', '', s)
    return re.sub(r'"(?:[^"\\]|\\.)*"', '""', s)
texts, owner = {}, {}
for f in folders:
    texts[f] = ''
    for dp, _, files in os.walk(os.path.join(root, f)):
        for n in files:
            if n.endswith('.swift'):
                t = code(os.path.join(dp, n))
                texts[f] += t
                for m in decl.finditer(t):
                    # top-level declarations only: nested types are reached through their outer type
                    owner.setdefault(m.group(1), f)
deps = {}
for f in folders:
    words = set(re.findall(r'\b[A-Z]\w*', texts[f]))
    used = {w: owner[w] for w in words if w in owner and owner[w] != f}
    deps[f] = sorted(set(used.values()))
    if args[:1] == ['--why']:
        print(f"{f}: " + ', '.join(f"{d}({' '.join(sorted(w for w in used if used[w] == d))})" for d in deps[f]))
    else:
        print(f"{f}: {' '.join(deps[f])}")
if args[:1] == ['--order']:
    order = args[1:]
    bad = 0
    for f in sorted(set(folders) ^ set(order)):
        print(f"unordered: {f} is {'not a folder' if f in order else 'missing from --order'}"); bad = 1
    for i, f in enumerate(order):
        for d in deps.get(f, []):
            if d not in order[:i]:
                print(f"loop/upward: {f} uses {d}"); bad = 1
    sys.exit(bad)
PY
