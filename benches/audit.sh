#!/usr/bin/env bash
# Figure of issue 42 item 3: durable creates per second with the audit trail against the same
# creates without it, on sled and (when PG_URL names an empty database) on PostgreSQL, measured in
# ROUNDS rounds, anchor then trail, one after another (this VM's speed drifts within minutes).
#   - trail:  TUNNELCTL_BIN, or target/release/tunnelctl (built here)
#   - anchor: ANCHOR_BIN, a tunnelctl built from the commit before the trail (main at 82db349)
# Each run is CREATES one-shot `tcp-edge create` commands in a row on a fresh store: each is
# durable (sled flushed, PostgreSQL committed) before the next starts. Aim: trail >= 0.85x anchor.
#
# Usage: ANCHOR_BIN=PATH [PG_URL=postgres://…] benches/audit.sh [CREATES] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
creates=${1:-200}
rounds=${2:-3}
: "${ANCHOR_BIN:?set ANCHOR_BIN to a tunnelctl built before the audit trail}"
[ -n "${TUNNELCTL_BIN:-}" ] || cargo build --release --locked --quiet
bin=${TUNNELCTL_BIN:-$PWD/target/release/tunnelctl}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset TUNNELCTL_API_URL TUNNELCTL_NOW TUNNELCTL_SEED TUNNELCTL_KEEP_OPEN TUNNELCTL_PROFILE
export TUNNELCTL_CONFIG=$work/no-config

# Creates per second of binary $1 on a new store; $2 is the engine.
rate() {
  local store
  case $2 in
    sled) store=$work/store-$RANDOM$RANDOM ;;
    postgres)
      store=$PG_URL
      psql -X -q "$PG_URL" -c 'DROP SCHEMA IF EXISTS tunnelctl CASCADE' ;;
  esac
  local start end
  start=$(date +%s.%N)
  for _ in $(seq "$creates"); do "$1" --store "$store" -q tcp-edge create >/dev/null; done
  end=$(date +%s.%N)
  echo "$creates / ($end - $start)" | bc -l
}

engines=(sled)
[ -n "${PG_URL:-}" ] && engines+=(postgres)
for engine in "${engines[@]}"; do
  for round in $(seq "$rounds"); do
    anchor=$(rate "$ANCHOR_BIN" "$engine")
    trail=$(rate "$bin" "$engine")
    printf '%s round %s: anchor %.1f/s, trail %.1f/s, ratio %.2f\n' \
      "$engine" "$round" "$anchor" "$trail" "$(echo "$trail / $anchor" | bc -l)"
  done
done
