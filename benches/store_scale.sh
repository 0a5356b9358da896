#!/usr/bin/env bash
# Whole-process figures of issue 8, side by side in one run on this machine:
#   - `tcp-edge get` on stores of 100 and 100 000 edges, against `tunnelctl --version` (the floor)
#   - `tcp-edge list --limit 100` on stores of 1 000 and 100 000 edges
#   - peak RSS of `tcp-edge list -o json` over 100 000 edges
#   - `serve` under wrk, 32 connections: GET by ID, and durable POST creates
# The stores are filled through `serve` by benches/seed.py (16 clients), which also reports the
# create rate. Needs python3, hyperfine, wrk and GNU time (apt-get install -y hyperfine wrk time).
#
# Usage: benches/store_scale.sh [RUNS] [SECONDS]     (defaults: 30 runs per command, 10 s of wrk)
set -euo pipefail
cd "$(dirname "$0")/.."
bench=$PWD/benches

runs=${1:-30}
seconds=${2:-10}
cargo build --release --locked --quiet
bin=${TUNNELCTL_BIN:-$PWD/target/release/tunnelctl}
work=$(mktemp -d)
export TUNNELCTL_SERVE_API_KEY=bench-key
unset TUNNELCTL_STORE TUNNELCTL_API_URL TUNNELCTL_NOW TUNNELCTL_SEED
server=
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

# shellcheck source=benches/serve.sh
. "$bench/serve.sh"

echo "machine: $(nproc) cores, $(uname -sr); $("$bin" --version); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for n in 100 1000 100000; do
  serve "$work/store-$n"
  python3 "$bench/seed.py" "$url" "$TUNNELCTL_SERVE_API_KEY" "$n" 16 >"$work/ids-$n"
  stop
done
id100=$(tail -1 "$work/ids-100")
id100k=$(tail -1 "$work/ids-100000")

hyperfine -N --style basic --warmup 3 --runs "$runs" --export-json "$work/times.json" \
  -n "tunnelctl --version" "$bin --version" \
  -n "get, 100 edges" "$bin --store $work/store-100 tcp-edge get $id100" \
  -n "get, 100 000 edges" "$bin --store $work/store-100000 tcp-edge get $id100k" \
  -n "list --limit 100, 1 000 edges" "$bin --store $work/store-1000 tcp-edge list --limit 100" \
  -n "list --limit 100, 100 000 edges" "$bin --store $work/store-100000 tcp-edge list --limit 100" >&2
python3 - "$work/times.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
median = {r["command"]: r["median"] * 1000 for r in results}
print("| command | median [ms] |")
print("|---|---:|")
for command, ms in median.items():
    print(f"| {command} | {ms:.1f} |")
floor = median["tunnelctl --version"]
print(f"\nget 100 000 / get 100: {median['get, 100 000 edges'] / median['get, 100 edges']:.2f} (aim <= 1.5)")
print(f"get 100 000 / --version: {median['get, 100 000 edges'] / floor:.2f} (aim <= 3)")
print(f"list 100 000 / list 1 000: "
      f"{median['list --limit 100, 100 000 edges'] / median['list --limit 100, 1 000 edges']:.2f} (aim <= 1.5)")
PY

/usr/bin/time -f "%M" -o "$work/rss" "$bin" --store "$work/store-100000" tcp-edge list -o json >/dev/null
echo
echo "peak RSS of tcp-edge list -o json over 100 000 edges: $(( $(cat "$work/rss") / 1024 )) MiB"

serve "$work/store-100000"
echo
echo "serve, GET /edges/tcp/ID, 32 connections, ${seconds}s:"
wrk -t2 -c32 -d"${seconds}s" --latency -s "$bench/wrk_get.lua" "$url" -- "$TUNNELCTL_SERVE_API_KEY" "$id100k" |
  grep -E 'Requests/sec|requests in|Non-2xx|Socket errors| (50|99)%'
echo "serve, POST /edges/tcp (durable creates), 32 connections, ${seconds}s:"
wrk -t2 -c32 -d"${seconds}s" --latency -s "$bench/wrk_create.lua" "$url" -- "$TUNNELCTL_SERVE_API_KEY" |
  grep -E 'Requests/sec|requests in|Non-2xx|Socket errors| (50|99)%'
stop
