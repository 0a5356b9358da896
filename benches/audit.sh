#!/usr/bin/env bash
# Figure of issue 42 item 3: durable creates per second with the audit trail against the same
# creates without it, on sled and on PostgreSQL (aim: trail >= 0.85x anchor on both).
#   - trail:  TUNNELCTL_BIN, or target/release/tunnelctl (built here)
#   - anchor: ANCHOR_BIN, a tunnelctl built from a commit before the trail (main at 420408e)
# Each figure is wrk's POST /edges/tcp (benches/wrk_create.lua, each create with its own
# hostport) through one `serve` with 16 connections for SECONDS seconds, on a fresh store: a
# sled directory, or a fresh database of a throwaway PostgreSQL 15 cluster (fsync on,
# synchronous_commit on). Every answered create is durable. Measured in ROUNDS rounds, anchor
# then trail, one after another: this VM's speed drifts within minutes, so each round's ratio is
# printed, with the CPU time a create cost `serve` and PostgreSQL (from /proc, over the run).
# Needs wrk and postgresql (apt-get install -y wrk postgresql).
#
# Usage: ANCHOR_BIN=PATH [ENGINES='sled postgres'] benches/audit.sh [SECONDS] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
rounds=${2:-3}
: "${ANCHOR_BIN:?set ANCHOR_BIN to a tunnelctl built before the audit trail}"
[ -n "${TUNNELCTL_BIN:-}" ] || cargo build --release --locked --quiet
bin=${TUNNELCTL_BIN:-$PWD/target/release/tunnelctl}
source benches/pg_cluster.sh
# A fresh store of engine $1.
fresh_store() {
  case $1 in
    sled) echo "$work/store-$RANDOM$RANDOM" ;;
    postgres)
      # (A subshell's: a name of its own each time.)
      local name=bench_$RANDOM$RANDOM
      psql_ -d postgres -c "CREATE DATABASE $name"
      echo "postgres://postgres@127.0.0.1:$port/$name" ;;
  esac
}

# PostgreSQL's processes on engine $1 (none for a sled store).
pg_pids() { [ "$1" = postgres ] && postgres_pids || true; }

# Durable creates per second of binary $1 through `serve` on a fresh store of engine $2, then the
# CPU time a create cost `serve` and PostgreSQL's processes, in µs. A run with any answer other
# than 2xx, or any socket error, is no figure: the script stops.
rate() {
  local store figure serve s0 p0 s1 p1
  store=$(fresh_store "$2")
  serve_on "$1" "$store"
  serve=${servers[-1]}
  s0=$(ticks "$serve"); p0=$(ticks $(pg_pids "$2"))
  figure=$(wrk_rate -t2 -c16 -d"${seconds}s" -s benches/wrk_create.lua "$url" -- bench-key) ||
    { echo "$1 on $2: no figure" >&2; return 1; }
  s1=$(ticks "$serve"); p1=$(ticks $(pg_pids "$2"))
  kill "$serve"; wait "$serve" || true; unset 'servers[-1]'
  echo "$figure" "$(echo "($s1 - $s0) * 1000000 / $hz / ($figure * $seconds)" | bc)" \
    "$(echo "($p1 - $p0) * 1000000 / $hz / ($figure * $seconds)" | bc)"
}

for engine in ${ENGINES:-sled postgres}; do
  for round in $(seq "$rounds"); do
    read -r anchor anchor_serve anchor_pg <<<"$(rate "$ANCHOR_BIN" "$engine")"
    read -r trail trail_serve trail_pg <<<"$(rate "$bin" "$engine")"
    cpu="serve $anchor_serve and $trail_serve"
    [ "$engine" = postgres ] && cpu="$cpu, PostgreSQL $anchor_pg and $trail_pg"
    printf '%s round %s: anchor %.0f/s, trail %.0f/s, ratio %.2f; CPU µs a create: %s\n' \
      "$engine" "$round" "$anchor" "$trail" "$(echo "$trail / $anchor" | bc -l)" "$cpu"
  done
done
