#!/usr/bin/env bash
# Figures of issue 27, each beside its anchor measured in the same run on the same PostgreSQL:
#   - durable creates/s (POST /edges/tcp, each with its own hostport) through two `serve` replicas
#     on one database, 16 connections (8 per replica), against pgbench running a one-row INSERT
#     script with 16 clients on the same database (aim >= 0.5x)
#   - GETs/s (GET /edges/tcp/ID) through one replica, 16 connections, against `pgbench -S`
#     with 16 clients (aim >= 0.5x)
#   - a one-shot `tcp-edge get` on the PostgreSQL store against a one-shot
#     `psql -Atc 'select …'` reading the same row (aim <= 1.5x)
# and, to show what the database work alone allows, pgbench with 16 clients replaying the one
# statement of a create as `serve` sent it (logged with its parameters, written in as text, each
# ID and hostport made unique per transaction): no HTTP, no JSON, no tunnelctl, and each create
# committed by itself
# (under load `serve` commits the creates that meet together: docs/postgres.md, "Group commit").
# It also prints the CPU time per operation of PostgreSQL's processes and of the replicas, read
# from /proc during the INSERT and create runs: where a create's cost lies.
# The cluster is a throwaway one (initdb + pg_ctl from Debian's postgresql 15, as the `postgres`
# user when run as root), fsync on, synchronous_commit on: every create and every pgbench INSERT
# is a durable commit. Everything goes over TCP on 127.0.0.1. Needs wrk, hyperfine, python3 and
# postgresql (apt-get install -y wrk hyperfine postgresql).
#
# The throughput pairs are measured in ROUNDS rounds, anchor then tunnelctl, one after another:
# this VM's speed drifts within minutes, so the summary gives each round's ratio and the median.
#
# Usage: benches/postgres.sh [SECONDS] [ROUNDS] [RUNS]
#        (defaults: 10 s per throughput figure, 3 rounds, 50 one-shot runs)
set -euo pipefail
cd "$(dirname "$0")/.."
bench=$PWD/benches

seconds=${1:-10}
rounds=${2:-3}
runs=${3:-50}
# TUNNELCTL_BIN=PATH measures that binary as it is (no build).
[ -n "${TUNNELCTL_BIN:-}" ] || cargo build --release --locked --quiet
bin=${TUNNELCTL_BIN:-$PWD/target/release/tunnelctl}
source "$bench/pg_cluster.sh"
pgbench_anchors "$work/insert.sql"
store="postgres://postgres@127.0.0.1:$port/bench"

serve_on "$bin" "$store"; first=$url
serve_on "$bin" "$store"; second=$url
id=$("$bin" --store "$store" -o id tcp-edge create --description bench)

# The one statement of a create through `serve` (its write-set, `tunnelctl_commit`), as
# PostgreSQL logged it with its parameters, made into a pgbench script: the parameters written in
# as text, the edge's ID and hostport made unique per transaction.
log_statements() { psql_ -d bench -c "ALTER SYSTEM SET log_statement = '$1'" -c 'SELECT pg_reload_conf()' >/dev/null; }
log_statements all
python3 - "$first" <<'PY'
import sys, urllib.request
body = b'{"description":"replay","hostports":["replay.tcp.example.com:1"]}'
headers = {"Authorization": "Bearer bench-key", "Ngrok-Version": "2", "Content-Type": "application/json"}
urllib.request.urlopen(urllib.request.Request(sys.argv[1] + "/edges/tcp", body, headers)).read()
PY
log_statements none
python3 - "$pgdir/log" >"$work/create.sql" <<'PY'
import re, sys
lines = open(sys.argv[1]).read().splitlines()
for at, line in enumerate(lines[:-1]):
    if "LOG:  execute" in line and "tunnelctl.tunnelctl_commit(" in line \
            and "replay.tcp.example.com" in lines[at + 1]:
        parameters = lines[at + 1].split("DETAIL:  parameters: ", 1)[1]
        break
else:
    sys.exit("no create's write-set in the server's log")
values = re.findall(r"\$\d+ = ('(?:[^']|'')*'|NULL)", parameters)
# Its audit record, sealed by tunnelctl onto the head of the moment ($9), which tunnelctl_commit
# checks (schema 9; schema 8's took entries, $9, and chained them itself): here the head as it is,
# its row locked so that no other client moves it before the check, and the record under a key
# of its own ($10).
if len(values) == 12:
    values[8] = ("(SELECT value::text FROM tunnelctl.tunnelctl_records "
                 "WHERE tree = 'meta' AND key = 'audit_head' FOR UPDATE)")
    values[9] = "'{:r}'"
statement = "SELECT tunnelctl.tunnelctl_commit(" + ", ".join(values) + ");"
print(r"\set r random(1, 9000000000000000000)")
print(re.sub(r"edgtcp_\w+", "edgtcp_:r", statement).replace("replay.tcp", ":r.tcp"))
PY
# Replayed in a store of its own: its audit records are not a chain, and its head would set the
# replicas' back. One create first, so that the head's row is there to lock.
psql_ -d postgres -c 'CREATE DATABASE replay' >/dev/null
"$bin" --store "postgres://postgres@127.0.0.1:$port/replay" tcp-edge create >/dev/null

replica_pids() { echo "${servers[@]}"; }
no_pids() { :; }
# The CPU ticks two sets of processes (the PIDs the commands $1 and $2 print once the run is
# under way, so that its connections are there) use from 1 s into a run of $seconds that has just
# started to 1 s before its end, as "A B".
cpu_window() {
  sleep 1
  local a b a0 b0
  a=$($1); b=$($2)
  a0=$(ticks $a); b0=$(ticks $b)
  sleep $((seconds - 2))
  echo $(($(ticks $a) - a0)) $(($(ticks $b) - b0))
}

echo "machine: $(nproc) cores, $(uname -sr); $("$bin" --version); $(psql --version | head -1); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| round | pgbench INSERT tps | pgbench replaying a create, tps | ratio | creates/s, 2 replicas | ratio | pgbench -S tps | GETs/s, 1 replica | ratio |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
: >"$work/ratios"
: >"$work/cpu"
for round in $(seq "$rounds"); do
  pgbench_ -f "$work/insert.sql" >"$work/insert" &
  insert_cpu=$(cpu_window postgres_pids no_pids)
  wait $!
  insert=$(cat "$work/insert")
  replay=$(pgbench -h 127.0.0.1 -p "$port" -U postgres -n -c 16 -j 2 -T "$seconds" \
    -f "$work/create.sql" replay 2>/dev/null | sed -n 's/^tps = \([0-9.]*\).*/\1/p')
  wrk_rate -t1 -c8 -d"${seconds}s" -s "$bench/wrk_create.lua" "$first" -- bench-key "r$round-a" >"$work/a" &
  a=$!
  wrk_rate -t1 -c8 -d"${seconds}s" -s "$bench/wrk_create.lua" "$second" -- bench-key "r$round-b" >"$work/b" &
  b=$!
  create_cpu=$(cpu_window postgres_pids replica_pids)
  wait "$a" "$b"
  creates=$(python3 -c "print(round($(cat "$work/a") + $(cat "$work/b"), 1))")
  python3 - "$round" "$insert" "$insert_cpu" "$creates" "$create_cpu" >>"$work/cpu" <<PY
import sys
r, insert, (insert_pg, _), creates, (create_pg, serve) = sys.argv[1], float(sys.argv[2]), sys.argv[3].split(), float(sys.argv[4]), sys.argv[5].split()
us = lambda ticks, rate: int(ticks) / $hz / (rate * ($seconds - 2)) * 1e6
print(f"| {r} | {us(insert_pg, insert):.0f} | {us(create_pg, creates):.0f} | {us(serve, creates):.0f} |")
PY
  select=$(pgbench_ -S)
  gets=$(wrk_rate -t2 -c16 -d"${seconds}s" -s "$bench/wrk_get.lua" "$first" -- bench-key "$id")
  python3 - "$round" "$insert" "$replay" "$creates" "$select" "$gets" >>"$work/ratios" <<'PY'
import sys
r, insert, replay, creates, select, gets = sys.argv[1], *map(float, sys.argv[2:])
print(f"| {r} | {insert:.0f} | {replay:.0f} | {replay / insert:.2f} | {creates:.0f} | {creates / insert:.2f} | {select:.0f} | {gets:.0f} | {gets / select:.2f} |")
PY
  tail -1 "$work/ratios"
done
python3 - "$work/ratios" <<'PY'
import statistics, sys
rows = [l.split("|") for l in open(sys.argv[1])]
print(f"\nmedian ratio, pgbench replaying a create / pgbench INSERT: {statistics.median(float(r[4]) for r in rows):.2f} (the database work alone)")
print(f"median ratio, creates / pgbench INSERT: {statistics.median(float(r[6]) for r in rows):.2f} (aim >= 0.5)")
print(f"median ratio, GETs / pgbench -S: {statistics.median(float(r[9]) for r in rows):.2f} (aim >= 0.5)")
PY
echo
echo "CPU time per operation in the same runs (µs; from /proc, over each run but its first and last second):"
echo
echo "| round | PostgreSQL, per pgbench INSERT | PostgreSQL, per create | serve (both replicas), per create |"
echo "|---|---:|---:|---:|"
cat "$work/cpu"

echo
# psql itself, not Debian's /usr/bin/psql, a Perl wrapper that picks the version (~60 ms more here).
sql="select value from tunnelctl.tunnelctl_records where tree = 'tcp_edges' and key = '$id'"
hyperfine -N --style basic --warmup 3 --runs "$runs" --export-json "$work/times.json" \
  -n "psql -Atc 'select …'" "$pgbin/psql -X -h 127.0.0.1 -p $port -U postgres -d bench -Atc \"$sql\"" \
  -n "tunnelctl tcp-edge get" "$bin --store $store tcp-edge get $id" >&2
python3 - "$work/times.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
median = {r["command"]: r["median"] * 1000 for r in results}
print("| one-shot | median [ms] |")
print("|---|---:|")
for command, ms in median.items():
    print(f"| {command} | {ms:.1f} |")
ratio = median["tunnelctl tcp-edge get"] / median["psql -Atc 'select …'"]
print(f"\ntcp-edge get / psql: {ratio:.2f} (aim <= 1.5)")
PY
