#!/usr/bin/env bash
# Lists, per folder of one module (Sources/MODULE, default SpringTransitions), the other folders of
# that module it uses, and with --order checks that the folders form a bottom-up order.
#
# A folder "uses" another when a name declared in the other appears, as a word outside comments and
# strings, in its code. The names a folder declares are
#   - its top-level types: struct, class, enum, protocol, typealias, actor (nested types are reached
#     through their outer type);
#   - its free functions and top-level constants and variables;
#   - the members it adds in top-level extensions (func, var, let, static/class members, enum cases),
#     e.g. `extension CollectionView { func easedTransition(…) }` in EasedTransition/.
# A member or function name counts only when exactly one folder of the module declares it and the
# using folder declares no member, function, variable, constant or parameter of that name itself
# (so `value` or `apply` shared by many folders, or a local of the same name, is not a use), and not
# where it is an argument label (`name:`). Type names always count.
#
# Usage:
#   folder-deps.sh [--module MODULE] [--why]                 prints "Folder: Dep1 Dep2 …" (--why: the names)
#   folder-deps.sh [--module MODULE] [--why] --order F1 F2 … also checks that each folder uses only
#       the folders listed before it (no loop, no upward use) and that the list names every folder,
#       and exits 1 otherwise (`make test` runs it for every module through `make folder-deps`).
# Files directly in Sources/MODULE (not in a folder, e.g. Exports.swift) belong to no folder.
set -euo pipefail
module=SpringTransitions
if [[ ${1:-} == --module ]]; then module=$2; shift 2; fi
root="$(cd "$(dirname "$0")/.." && pwd)/Sources/$module"
[[ -d $root ]] || { echo "folder-deps: no module folder $root" >&2; exit 2; }
python3 - "$root" "$module" "$@" <<'PY'
import os, re, sys
root, module = sys.argv[1], sys.argv[2]
args = sys.argv[3:]
why = False
if args[:1] == ['--why']:
    why, args = True, args[1:]
folders = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)) and not d.endswith('.docc'))

def code(path):
    s = open(path).read()
    s = re.sub(r'"""(?:.|\n)*?"""', '""', s)            # multi-line strings
    s = re.sub(r'/\*(?:.|\n)*?\*/', '', s)             # block comments
    s = re.sub(r'//.*', '', s)                          # line comments
    return re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', s)      # strings

MODS = r'(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open|final|indirect|static|class|mutating|nonmutating|nonisolated|override|convenience|required|lazy|weak|unowned|dynamic|consuming|borrowing)(?:\(set\))?\s+)*'
type_decl = re.compile(r'^' + MODS + r'(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)', re.M)
member_decl = re.compile(r'^\s*' + MODS + r'(?:func|var|let|case)\s+`?(\w+)')
local_decl = re.compile(r'\b(?:func|var|let|case)\s+`?(\w+)|\b(?:let|var)\s*\(([^)]*)\)')
param_decl = re.compile(r'[(,]\s*(?:_\s+)?(\w+)\s*:\s*(?:inout\s+|some\s+|any\s+|@\w+\s+)*[A-Z(\[]')

def declarations(text):
    """(top-level types, names a folder adds outside type bodies: free functions, globals and
    members of top-level extensions)."""
    types = set(type_decl.findall(text))
    members = set()
    depth, in_ext = 0, False
    for line in text.split('\n'):
        stripped = line.strip()
        if depth == 0:
            in_ext = bool(re.match(MODS + r'extension\b', stripped))
        if (depth == 0 or (depth == 1 and in_ext)):
            m = member_decl.match(line)
            if m:
                members.add(m.group(1))
        depth += line.count('{') - line.count('}')
    return types, members

texts, type_owner, member_owners, locals_of = {}, {}, {}, {}
for f in folders:
    texts[f] = ''
    for dp, _, files in os.walk(os.path.join(root, f)):
        for n in sorted(files):
            if n.endswith('.swift'):
                texts[f] += code(os.path.join(dp, n)) + '\n'
    types, members = declarations(texts[f])
    for t in types:
        type_owner.setdefault(t, f)
    for m in members:
        member_owners.setdefault(m, set()).add(f)
    names = set()
    for a, b in local_decl.findall(texts[f]):
        if a: names.add(a)
        if b: names.update(w for w in re.findall(r'\w+', b))
    names.update(param_decl.findall(texts[f]))
    locals_of[f] = names

# Names declared in the other modules of Sources (a dependency's `prepare` or `zero`) or common in
# the standard library are ambiguous: a use may mean either, so they never count as members.
elsewhere = {'max', 'min', 'contains', 'union', 'zero', 'x', 'y', 'first', 'last', 'count', 'isEmpty',
             'map', 'filter', 'reduce', 'append', 'insert', 'remove', 'description', 'hash', 'sorted',
             'index', 'value', 'values', 'name', 'state', 'step', 'update', 'apply', 'scale', 'sum',
             'magnitude', 'isFinite', 'squareRoot', 'rounded', 'formatted', 'write', 'encode', 'decode',
             'decodeIfPresent', 'codingPath', 'transform', 'lerp', 'progress', 'validate', 'invariant',
             'standard', 'spring', 'make', 'show', 'prepare'}
sources = os.path.dirname(root)
for other in os.listdir(sources):
    if other == module or not os.path.isdir(os.path.join(sources, other)):
        continue
    for dp, _, files in os.walk(os.path.join(sources, other)):
        for n in files:
            if n.endswith('.swift'):
                for a, b in local_decl.findall(code(os.path.join(dp, n))):
                    if a: elsewhere.add(a)

# Member and function names declared by exactly one folder, not also a type name, not ambiguous.
member_owner = {m: next(iter(fs)) for m, fs in member_owners.items()
                if len(fs) == 1 and m not in type_owner and m not in elsewhere}

deps, reasons = {}, {}
for f in folders:
    t = texts[f]
    used = {}
    for w in set(re.findall(r'\b[A-Z]\w*', t)):
        if w in type_owner and type_owner[w] != f:
            used[w] = type_owner[w]
    for w in set(re.findall(r'\b[a-z_]\w*', t)):
        d = member_owner.get(w)
        if d is None or d == f or w in locals_of[f]:
            continue
        # a use, not only an argument label `w:`
        if re.search(r'\b' + w + r'\b(?!\s*:(?!:))', t):
            used[w] = d
    deps[f] = sorted(set(used.values()))
    reasons[f] = used
    if why:
        print(f"{f}: " + ', '.join(f"{d}({' '.join(sorted(w for w in used if used[w] == d))})" for d in deps[f]))
    else:
        print(f"{f}: {' '.join(deps[f])}")
if args[:1] == ['--order']:
    order = args[1:]
    bad = 0
    for f in sorted(set(folders) ^ set(order)):
        print(f"{module}: unordered: {f} is {'not a folder' if f in order else 'missing from --order'}"); bad = 1
    for i, f in enumerate(order):
        for d in deps.get(f, []):
            if d not in order[:i]:
                names = ' '.join(sorted(w for w, o in reasons[f].items() if o == d))
                print(f"{module}: loop/upward: {f} uses {d} ({names})"); bad = 1
    sys.exit(bad)
PY
