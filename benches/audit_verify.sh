#!/usr/bin/env bash
# Figure of issue 59 item 5: `tunnelctl audit verify` of a trail of N audit records (default
# 1 000 000) in bounded memory, and its time. Fills a fresh sled store through the store's API
# (benches/audit_fill.rs), then runs `audit verify` under /usr/bin/time -v (wall time and peak
# RSS), once in process and once through a `serve` holding the store (over the socket); and
# `audit list -o json` and `audit export` to /dev/null the same way for their peak RSS. The store
# (about 1 GB at a million records) is removed at the end.
#
# Usage: benches/audit_verify.sh [N] [DIR]   (DIR: where the store goes, default a temp dir)
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1000000}
work=$(mktemp -d "${2:-${TMPDIR:-/tmp}}/audit-verify.XXXXXX")
trap 'kill ${serve:-} 2>/dev/null || true; rm -rf "$work"' EXIT
[ -n "${TUNNELCTL_BIN:-}" ] || cargo build --release --locked --quiet
bin=${TUNNELCTL_BIN:-$PWD/target/release/tunnelctl}
store=$work/store
cargo bench --locked --quiet --bench audit_fill -- "$store" "$n"
du -sh "$store"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
# Wall time and peak RSS of the command "$@", its stdout thrown away.
measure() {
  /usr/bin/time -v "$@" >/dev/null 2>"$work/time" || { cat "$work/time" >&2; return 1; }
  printf '%-40s %s s, peak RSS %s MiB\n' "$*" \
    "$(grep 'Elapsed (wall clock)' "$work/time" | awk '{print $NF}')" \
    "$(( $(grep 'Maximum resident set size' "$work/time" | awk '{print $NF}') / 1024 ))"
}
export TUNNELCTL_STORE=$store
measure "$bin" audit verify -o json
measure "$bin" audit list -o json
measure "$bin" audit export
"$bin" serve --listen 127.0.0.1:0 >"$work/url" 2>"$work/serve.log" &
serve=$!
for _ in $(seq 100); do [ -s "$work/url" ] && break; sleep 0.1; done
echo "through serve's socket:"
measure "$bin" audit verify -o json
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
