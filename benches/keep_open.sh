#!/usr/bin/env bash
# Figures of issue 16, side by side in one run on this machine:
#   - the process floor: /bin/true and `tunnelctl --version`
#   - sqlite3 reading one row by primary key from a table holding the same edges (100 and 100 000)
#   - `tcp-edge get` on stores of 100 and 100 000 edges, one-shot and through the store kept open
#     (--keep-open: the background store process answers over the store's Unix socket)
#   - 16 processes x 30 `tcp-edge create` each on an empty store, one-shot (each waits for the
#     store's lock) and with --keep-open
# The stores are filled through `serve` by benches/seed.py (16 clients); the sqlite tables get the
# same records as JSON text. Needs python3, hyperfine and sqlite3
# (apt-get install -y hyperfine sqlite3).
#
# The reads are measured in ROUNDS rounds, one after another: this VM's speed drifts by a third
# within minutes, so one round can flatter or wrong every ratio; the summary gives each round's
# ratios and their median.
#
# Usage: benches/keep_open.sh [RUNS] [CREATE_RUNS] [ROUNDS]
#        (defaults: 100 runs per read and round, 5 create runs, 3 rounds)
set -euo pipefail
cd "$(dirname "$0")/.."
bench=$PWD/benches

runs=${1:-100}
create_runs=${2:-5}
rounds=${3:-3}
# TUNNELCTL_BIN=PATH measures that binary as it is (no build).
[ -n "${TUNNELCTL_BIN:-}" ] || cargo build --release --locked --quiet
bin=${TUNNELCTL_BIN:-$PWD/target/release/tunnelctl}
work=$(mktemp -d)
export TUNNELCTL_SERVE_API_KEY=bench-key
unset TUNNELCTL_STORE TUNNELCTL_API_URL TUNNELCTL_NOW TUNNELCTL_SEED TUNNELCTL_KEEP_OPEN TUNNELCTL_PROFILE
export TUNNELCTL_CONFIG=$work/no-config
server=
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  for store in "$work"/store-*; do [ -d "$store" ] && "$bin" --store "$store" -q store close; done
  rm -rf "$work"
}
trap cleanup EXIT

# shellcheck source=benches/serve.sh
. "$bench/serve.sh"

echo "machine: $(nproc) cores, $(uname -sr); $("$bin" --version); $(sqlite3 --version | cut -d' ' -f1); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for n in 100 100000; do
  serve "$work/store-$n"
  python3 "$bench/seed.py" "$url" "$TUNNELCTL_SERVE_API_KEY" "$n" 16 >"$work/ids-$n"
  stop
  "$bin" --store "$work/store-$n" tcp-edge list -o json |
    python3 -c '
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("CREATE TABLE edges (id TEXT PRIMARY KEY, body TEXT NOT NULL)")
db.executemany("INSERT INTO edges VALUES (?, ?)",
               ((e["id"], json.dumps(e)) for e in json.load(sys.stdin)["tcp_edges"]))
db.commit()
' "$work/edges-$n.sqlite"
done
id100=$(tail -1 "$work/ids-100")
id100k=$(tail -1 "$work/ids-100000")

# The seeding's writes settle before anything is timed (they slowed the first benchmarks).
sync
sleep 10
echo "timings start; load average: $(cut -d' ' -f1-3 /proc/loadavg)"

# The kept-open runs start their background process in hyperfine's warmup.
keep="--keep-open 10m"
for round in $(seq "$rounds"); do
  hyperfine -N --style basic --warmup 5 --runs "$runs" --export-json "$work/reads-$round.json" \
    -n "/bin/true" "/bin/true" \
    -n "tunnelctl --version" "$bin --version" \
    -n "sqlite3, 100 rows" "sqlite3 $work/edges-100.sqlite \"SELECT body FROM edges WHERE id = '$id100'\"" \
    -n "sqlite3, 100 000 rows" "sqlite3 $work/edges-100000.sqlite \"SELECT body FROM edges WHERE id = '$id100k'\"" \
    -n "get, 100 edges" "$bin --store $work/store-100 tcp-edge get $id100" \
    -n "get, 100 000 edges" "$bin --store $work/store-100000 tcp-edge get $id100k" \
    -n "get, 100 edges, kept open" "$bin --store $work/store-100 $keep tcp-edge get $id100" \
    -n "get, 100 000 edges, kept open" "$bin --store $work/store-100000 $keep tcp-edge get $id100k" >&2
  # Closed after each round, so that the next round's one-shot gets open the store themselves.
  for n in 100 100000; do "$bin" --store "$work/store-$n" -q store close; done
done

# 16 processes x 30 creates on an empty store; $1: the store, $2...: extra flags.
cat >"$work/creates.sh" <<'SH'
store=$1; shift
for p in $(seq 16); do
  (for i in $(seq 30); do "$BIN" --store "$store" --lock-timeout 60s "$@" -o id tcp-edge create >/dev/null; done) &
done
wait
SH
export BIN=$bin
hyperfine -N --style basic --runs "$create_runs" --export-json "$work/creates.json" \
  --prepare "bash -c '$bin --store $work/store-c -q store close; rm -rf $work/store-c'" \
  -n "16 x 30 creates" "bash $work/creates.sh $work/store-c" \
  -n "16 x 30 creates, kept open" "bash $work/creates.sh $work/store-c $keep" >&2
"$bin" --store "$work/store-c" -q store close

python3 - "$work/creates.json" "$work"/reads-*.json <<'PY'
import json, statistics, sys


def medians(path):
    return {r["command"]: r["median"] * 1000 for r in json.load(open(path))["results"]}


creates = medians(sys.argv[1])
rounds = [medians(path) for path in sys.argv[2:]]
print("| command | " + " | ".join(f"round {i + 1} [ms]" for i in range(len(rounds))) + " |")
print("|---|" + "---:|" * len(rounds))
for command in rounds[0]:
    print(f"| {command} | " + " | ".join(f"{m[command]:.2f}" for m in rounds) + " |")
for command, ms in creates.items():
    print(f"| {command} | {ms:.0f} |")
print()


def ratio(name, aim, f):
    values = [f(m) for m in rounds]
    each = ", ".join(f"{v:.2f}" for v in values)
    print(f"{name}: {statistics.median(values):.2f} (rounds: {each}; aim {aim})")


for n in ("100", "100 000"):
    kept = f"get, {n} edges, kept open"
    ratio(f"get kept open / sqlite3, {n}", "<= 1.5", lambda m: m[kept] / m[f"sqlite3, {n} rows"])
    ratio(f"get kept open / --version, {n}", "<= 2", lambda m: m[kept] / m["tunnelctl --version"])
ratio("get kept open, 100 000 / 100", "the same",
      lambda m: m["get, 100 000 edges, kept open"] / m["get, 100 edges, kept open"])
ratio("--version - /bin/true [ms]", "-", lambda m: m["tunnelctl --version"] - m["/bin/true"])
print(f"16 x 30 creates, lock-waiting / kept open: "
      f"{creates['16 x 30 creates'] / creates['16 x 30 creates, kept open']:.2f} (aim >= 3)")
PY
