#!/usr/bin/env bash
# GETs by ID through one `serve` replica on PostgreSQL, 16 connections (wrk -t2 -c16), for several
# binaries or settings side by side, beside `pgbench -S` (16 clients) in every round: the quick
# measure that bisected the GET rate between two commits (docs/benchmarks.md, "Session 23").
# Each configuration gets a database of its own on one throwaway cluster (benches/pg_cluster.sh)
# and is measured in every round, one after the other, each by a `serve` started for that run.
#
# A configuration is LABEL=BINARY, or LABEL=BINARY:NAME=VALUE to run that binary with an
# environment variable set (a scratch build that reads a setting from the environment).
# Usage: benches/pg_gets.sh [SECONDS] [ROUNDS] LABEL=BINARY[:NAME=VALUE] ...
# Needs wrk, python3 and postgresql.
set -euo pipefail
cd "$(dirname "$0")/.."
bench=$PWD/benches
seconds=${1:-5}
rounds=${2:-3}
shift 2 || { echo "usage: $0 SECONDS ROUNDS LABEL=BINARY[:NAME=VALUE] ..." >&2; exit 2; }
[ $# -gt 0 ] || { echo "usage: $0 SECONDS ROUNDS LABEL=BINARY[:NAME=VALUE] ..." >&2; exit 2; }
source "$bench/pg_cluster.sh"
pgbench_anchors "$work/insert.sql" >/dev/null
labels=() binaries=() settings=() edges=()
for config in "$@"; do
  label=${config%%=*} rest=${config#*=}
  binary=${rest%%:*} setting=
  [ "$rest" != "$binary" ] && setting=${rest#*:}
  n=${#labels[@]}
  psql_ -d postgres -c "CREATE DATABASE gets$n" >/dev/null
  edge=$("$binary" --store "postgres://postgres@127.0.0.1:$port/gets$n" -o id tcp-edge create --description bench)
  labels+=("$label") binaries+=("$binary") settings+=("$setting") edges+=("$edge")
done
echo "| round | pgbench -S tps | $(IFS='|'; echo "${labels[*]}" | sed 's/|/ GETs\/s | /g') GETs/s |"
for round in $(seq "$rounds"); do
  row="| $round | $(printf %.0f "$(pgbench_ -S)")"
  for n in "${!labels[@]}"; do
    env ${settings[$n]} "${binaries[$n]}" --store "postgres://postgres@127.0.0.1:$port/gets$n" \
      serve --listen 127.0.0.1:0 >"$work/url" 2>>"$work/serve.log" &
    pid=$!
    servers+=($pid)
    until [ -s "$work/url" ]; do sleep 0.05; done
    url=$(head -1 "$work/url")
    : >"$work/url"
    rate=$(wrk -t2 -c16 -d"${seconds}s" -s "$bench/wrk_get.lua" "$url" -- bench-key "${edges[$n]}" |
      sed -n 's/^Requests\/sec: *//p')
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    row+=" | ${rate%.*}"
  done
  echo "$row |"
done
