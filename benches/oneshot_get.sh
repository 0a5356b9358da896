#!/usr/bin/env bash
# Issue 60: a one-shot read against the process floor, side by side in one run on this machine:
#   tunnelctl --store STORE tcp-edge get ID   (opens the embedded store of 100 edges, reads one,
#                                               prints it, closes the store)
#   tunnelctl --version                       (the same binary's start and exit, nothing opened)
# run in turn, pair by pair (benches/paired.py). Exits 1 when the median ratio get / --version is
# above BOUND (default 4), so that it can gate a change; not run by .ci/run.
#
# Usage: benches/oneshot_get.sh [RUNS] [BOUND]     (defaults: 60 pairs, 4)
set -euo pipefail
cd "$(dirname "$0")/.."
bench=$PWD/benches

runs=${1:-60}
bound=${2:-4}
# TUNNELCTL_BIN=PATH measures that binary as it is (no build).
[ -n "${TUNNELCTL_BIN:-}" ] || cargo build --release --locked --quiet
bin=${TUNNELCTL_BIN:-$PWD/target/release/tunnelctl}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset TUNNELCTL_STORE TUNNELCTL_API_URL TUNNELCTL_NOW TUNNELCTL_SEED TUNNELCTL_KEEP_OPEN TUNNELCTL_PROFILE
export TUNNELCTL_CONFIG=$work/no-config

store=$work/store
for i in $(seq 100); do
  "$bin" --store "$store" -q tcp-edge create --description "edge $i" \
    --hostport "edge-$i.example.com:$((20000 + i))" -o json >"$work/last.json"
done
id=$(sed -n 's/^  "id": "\(edgtcp_[^"]*\)",$/\1/p' "$work/last.json")
# The creates' writes settle before anything is timed.
sync
sleep 2

echo "machine: $(nproc) cores, $(uname -sr); $("$bin" --version); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 "$bench/paired.py" "$runs" "$bound" \
  "tcp-edge get, 100 edges" "$bin --store $store tcp-edge get $id" \
  "tunnelctl --version" "$bin --version"
