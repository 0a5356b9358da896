#!/usr/bin/env bash
# serve's blocking side on PostgreSQL: what a request that cannot be evaluated on the async thread
# costs (here a PATCH whose body is padded past 64 KiB, which each evaluation would parse again:
# server::EVALUATED_BODY_MOST), for binaries side by side. One replica each, one database, 16
# connections (wrk -t2 -c16) over 64 edges; the binaries take turns in each round, since this
# VM's speed drifts within minutes. Needs wrk and postgresql (benches/pg_cluster.sh).
#
# Usage: BINS='old/tunnelctl new/tunnelctl' benches/pg_blocking.sh [SECONDS] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
bench=$PWD/benches
seconds=${1:-8}
rounds=${2:-3}
read -ra bins <<<"${BINS:?BINS names the binaries to compare}"
source "$bench/pg_cluster.sh"
psql_ -d postgres -c 'CREATE DATABASE blocking' >/dev/null
store="postgres://postgres@127.0.0.1:$port/blocking"
ids=()
for _ in $(seq 64); do ids+=("$("${bins[0]}" --store "$store" -o id tcp-edge create)"); done
urls=()
for bin in "${bins[@]}"; do
  serve_on "$bin" "$store"
  urls+=("$url")
done
echo "| round | binary | padded PATCHes/s |"
echo "|---|---|---:|"
for round in $(seq "$rounds"); do
  for i in "${!bins[@]}"; do
    rate=$(wrk_rate -t2 -c16 -d"${seconds}s" -s "$bench/wrk_kinds.lua" "${urls[$i]}" -- \
      bench-key padded "${ids[@]}" || echo nan)
    echo "| $round | $i | $rate |"
  done
done
for i in "${!bins[@]}"; do echo "binary $i: ${bins[$i]}"; done
