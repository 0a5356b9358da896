#!/usr/bin/env bash
# Figures of issue 40 item 4: every request kind through one `serve` replica on PostgreSQL, 16
# connections (wrk -t2 -c16), each beside its anchor in the same round:
#   - GET /edges/tcp/ID           against `pgbench -S`, 16 clients          (aim: at least 0.73x)
#   - POST /edges/tcp (create)    against pgbench's one-row INSERT, 16 clients (aim: at least 0.66x)
#   - PATCH /edges/tcp/ID         against the creates                       (aim >= 0.8x)
#   - GET /edges/tcp?limit=20     against the GETs by ID                    (aim >= 0.25x)
#   - POST /ssh_user_certificates on PostgreSQL against the same on a sled store (aim >= 0.8x),
#     one ed25519 CA sealed with a store key on both, 16 connections
# The cluster is a throwaway one (benches/pg_cluster.sh: fsync on, synchronous_commit on), over
# TCP on 127.0.0.1; every write answered is durable (sled: flushed).
#
# Each binary of BINS (default: TUNNELCTL_BIN, or target/release/tunnelctl built here) gets a
# database and a sled directory of its own, and is measured in every round after the round's
# pgbench anchors, one binary after the other: this VM's speed drifts within minutes, so each
# round's ratios are printed, then the medians. Needs wrk, python3, ssh-keygen and postgresql.
#
# Usage: [BINS='old/tunnelctl new/tunnelctl'] benches/pg_kinds.sh [SECONDS] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
bench=$PWD/benches
seconds=${1:-10}
rounds=${2:-3}
if [ -z "${BINS:-}" ]; then
  [ -n "${TUNNELCTL_BIN:-}" ] || cargo build --release --locked --quiet
  BINS=${TUNNELCTL_BIN:-$PWD/target/release/tunnelctl}
fi
read -ra bins <<<"$BINS"
source "$bench/pg_cluster.sh"
(umask 077; python3 -c 'import secrets; print(secrets.token_hex(32))' >"$work/store.key")
export TUNNELCTL_STORE_KEY_FILE=$work/store.key
ssh-keygen -q -t ed25519 -N '' -C user -f "$work/user"
public_key=$(cut -d' ' -f1-2 "$work/user.pub")
pgbench_anchors "$work/insert.sql"

# Requests/sec of one wrk run through 16 connections (its other arguments); nan for no figure.
rate() { wrk_rate -t2 -c16 -d"${seconds}s" "$@" || echo nan; }
# `rate` against binary $i's PostgreSQL replica for the request kind $1, keeping in $work/cpu the
# CPU time that replica and PostgreSQL's processes spent per request:
# "binary kind serve_µs postgres_µs" (nothing for no figure).
rate_cpu() {
  local kind=$1 serve0 pg0 requests serve1 pg1
  shift
  serve0=$(ticks "${pg_pid[$i]}"); pg0=$(ticks $(postgres_pids))
  requests=$(rate "$@")
  serve1=$(ticks "${pg_pid[$i]}"); pg1=$(ticks $(postgres_pids))
  python3 - "$i" "$kind" "$requests" "$seconds" "$hz" $((serve1 - serve0)) $((pg1 - pg0)) >>"$work/cpu" <<'PY'
import math, sys
b, kind, rate, seconds, hz, serve, pg = sys.argv[1], sys.argv[2], *map(float, sys.argv[3:])
if not math.isnan(rate) and rate > 0:
    n = rate * seconds
    print(b, kind, f"{serve / hz / n * 1e6:.0f}", f"{pg / hz / n * 1e6:.0f}")
PY
  echo "$requests"
}

# Per binary: a database, a sled directory, a serve on each, 64 edges, a CA on each.
declare -A pg_url pg_pid sled_url edges pg_ca sled_ca
for i in "${!bins[@]}"; do
  bin=${bins[$i]}
  psql_ -d postgres -c "CREATE DATABASE kinds_$i"
  pg_store="postgres://postgres@127.0.0.1:$port/kinds_$i"
  sled_store=$work/sled_$i
  ids=()
  for _ in $(seq 64); do ids+=("$("$bin" --store "$pg_store" -o id tcp-edge create --description bench)"); done
  edges[$i]="${ids[*]}"
  pg_ca[$i]=$("$bin" --store "$pg_store" -o id ssh-ca create --description bench)
  sled_ca[$i]=$("$bin" --store "$sled_store" -o id ssh-ca create --description bench)
  serve_on "$bin" "$pg_store"; pg_url[$i]=$url; pg_pid[$i]=${servers[-1]}
  serve_on "$bin" "$sled_store"; sled_url[$i]=$url
done

echo "machine: $(nproc) cores, $(uname -sr); $(psql --version | head -1); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in "${!bins[@]}"; do echo "binary $i: ${bins[$i]} ($("${bins[$i]}" --version))"; done
echo
echo "| round | binary | INSERT tps | creates/s | ratio | pgbench -S tps | GETs/s | ratio | PATCHes/s | / creates | lists/s | / GETs | signs/s PG | signs/s sled | ratio |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
: >"$work/rows"
: >"$work/cpu"
for round in $(seq "$rounds"); do
  insert=$(pgbench_ -f "$work/insert.sql")
  select=$(pgbench_ -S)
  for i in "${!bins[@]}"; do
    url=${pg_url[$i]}
    read -ra ids <<<"${edges[$i]}"
    creates=$(rate_cpu create -s "$bench/wrk_create.lua" "$url" -- bench-key "r$round-$i")
    gets=$(rate_cpu GET -s "$bench/wrk_get.lua" "$url" -- bench-key "${ids[0]}")
    patches=$(rate_cpu PATCH -s "$bench/wrk_kinds.lua" "$url" -- bench-key patch "${ids[@]}")
    lists=$(rate_cpu list -s "$bench/wrk_kinds.lua" "$url" -- bench-key list)
    signs=$(rate_cpu signing -s "$bench/wrk_kinds.lua" "$url" -- bench-key sign "${pg_ca[$i]}" "$public_key")
    signs_sled=$(rate -s "$bench/wrk_kinds.lua" "${sled_url[$i]}" -- bench-key sign "${sled_ca[$i]}" "$public_key")
    python3 - "$round" "$i" "$insert" "$creates" "$select" "$gets" "$patches" "$lists" "$signs" "$signs_sled" >>"$work/rows" <<'PY'
import sys
r, b, (insert, creates, select, gets, patches, lists, signs, sled) = sys.argv[1], sys.argv[2], map(float, sys.argv[3:])
print(f"| {r} | {b} | {insert:.0f} | {creates:.0f} | {creates / insert:.2f} | {select:.0f} | {gets:.0f} | {gets / select:.2f} "
      f"| {patches:.0f} | {patches / creates:.2f} | {lists:.0f} | {lists / gets:.2f} | {signs:.0f} | {sled:.0f} | {signs / sled:.2f} |")
PY
    tail -1 "$work/rows"
  done
done
echo
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 - "$work/rows" "${#bins[@]}" <<'PY'
import statistics, sys
rows = [[c.strip() for c in l.split("|")[1:-1]] for l in open(sys.argv[1])]
for b in range(int(sys.argv[2])):
    mine = [r for r in rows if r[1] == str(b)]
    m = lambda col: statistics.median(float(r[col]) for r in mine)
    print(f"binary {b} medians: creates / INSERT {m(4):.2f} (aim >= 0.66), GETs / pgbench -S {m(7):.2f} (aim >= 0.73), "
          f"PATCH / create {m(9):.2f} (aim >= 0.8), list / GET {m(11):.2f} (aim >= 0.25), "
          f"signing PG / sled {m(14):.2f} (aim >= 0.8)")
PY
echo
echo "CPU per request on PostgreSQL, medians over the rounds, µs of the replica + µs of PostgreSQL:"
python3 - "$work/cpu" "${#bins[@]}" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
for b in range(int(sys.argv[2])):
    cells = []
    for kind in ("create", "GET", "PATCH", "list", "signing"):
        mine = [r for r in rows if r[0] == str(b) and r[1] == kind]
        if mine:
            serve = statistics.median(int(r[2]) for r in mine)
            pg = statistics.median(int(r[3]) for r in mine)
            cells.append(f"{kind} {serve:.0f} + {pg:.0f}")
    print(f"binary {b}: " + ", ".join(cells))
PY
