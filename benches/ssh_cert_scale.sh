#!/usr/bin/env bash
# Issue 41 item 6, whole-process figures side by side in one run on this machine:
#   - one-shot `ssh-cert create` on a fresh store and on one holding 40 000 certificates
#     (aim: at most 1.5 x the fresh store)
#   - one-shot `ssh-ca krl` of a CA with 10 000 revocations, and the same KRL from a `serve`
#     holding the store open (aim: built in under 100 ms)
#   - one-shot `tcp-edge get` on 100 and 100 000 edges (the anchor: 6.5 vs 44 ms before)
# The stores are filled through `serve` by benches/seed.py (16 clients). sled's segment cleaner
# relocates pages for a while after a burst of writes; the script lets it settle (a `serve` left
# open for a few seconds) before it measures, as a store that issues all day would be.
# Needs python3, ssh-keygen, curl and hyperfine (apt-get install -y hyperfine).
#
# Usage: [TUNNELCTL_BIN=PATH] benches/ssh_cert_scale.sh [RUNS]     (default 30 runs per command)
set -euo pipefail
cd "$(dirname "$0")/.."
bench=$PWD/benches

runs=${1:-30}
# TUNNELCTL_BIN=… measures that binary as it is (say, one built before a change) instead.
[ -n "${TUNNELCTL_BIN:-}" ] || cargo build --release --locked --quiet
bin=${TUNNELCTL_BIN:-$PWD/target/release/tunnelctl}
work=$(mktemp -d)
export TUNNELCTL_SERVE_API_KEY=bench-key
unset TUNNELCTL_STORE TUNNELCTL_API_URL TUNNELCTL_NOW TUNNELCTL_SEED TUNNELCTL_CA_PASSPHRASE
server=
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

# shellcheck source=benches/serve.sh
. "$bench/serve.sh"

echo "machine: $(nproc) cores, $(uname -sr); $("$bin" --version); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
ssh-keygen -q -t ed25519 -N '' -C user -f "$work/user"
# The key the measured `create` signs: not the seeded one, whose revocations cover the key itself
# (a revoked key is refused, exit 5).
ssh-keygen -q -t ed25519 -N '' -C signed -f "$work/signed"
for store in fresh large; do
  "$bin" --store "$work/$store" -o id ssh-ca create --description bench >"$work/$store.ca"
done
serve "$work/large"
python3 "$bench/seed.py" "$url" "$TUNNELCTL_SERVE_API_KEY" 40000 16 \
  --ssh-ca "$(cat "$work/large.ca")" --public-key "$(cat "$work/user.pub")" --revoke 10000 >/dev/null
sleep 10 # the segment cleaner's turn
stop
for n in 100 100000; do
  serve "$work/edges-$n"
  python3 "$bench/seed.py" "$url" "$TUNNELCTL_SERVE_API_KEY" "$n" 16 >"$work/ids-$n"
  sleep 5
  stop
done

create() {
  echo "$bin --store $work/$1 -q ssh-cert create --ca-id $(cat "$work/$1.ca") --public-key-file $work/signed.pub --principal user -o id"
}
ca=$(cat "$work/large.ca")
hyperfine -N --style basic --warmup 3 --runs "$runs" --export-json "$work/times.json" \
  -n "tunnelctl --version" "$bin --version" \
  -n "ssh-cert create, fresh store" "$(create fresh)" \
  -n "ssh-cert create, 40 000 certificates" "$(create large)" \
  -n "ssh-ca krl, 10 000 revocations" "$bin --store $work/large ssh-ca krl $ca --output-file $work/krl" \
  -n "tcp-edge get, 100 edges" "$bin --store $work/edges-100 tcp-edge get $(tail -1 "$work/ids-100")" \
  -n "tcp-edge get, 100 000 edges" "$bin --store $work/edges-100000 tcp-edge get $(tail -1 "$work/ids-100000")" >&2

# The KRL built by a process that holds the store open: the request alone, over HTTP.
serve "$work/large"
krl_url="$url/ssh_certificate_authorities/$ca/krl"
for _ in $(seq "$runs"); do
  curl -s -o /dev/null -w '%{time_total}\n' -H "Authorization: Bearer $TUNNELCTL_SERVE_API_KEY" \
    -H 'Ngrok-Version: 2' "$krl_url"
done >"$work/krl-served"
stop

python3 - "$work/times.json" "$work/krl-served" <<'PY'
import json, statistics, sys
results = json.load(open(sys.argv[1]))["results"]
median = {r["command"]: r["median"] * 1000 for r in results}
served = [float(t) * 1000 for t in open(sys.argv[2])]
print("| command | median [ms] |")
print("|---|---:|")
for command, ms in median.items():
    print(f"| {command} | {ms:.1f} |")
print(f"| GET …/krl from serve, 10 000 revocations (store open) | {statistics.median(served):.1f} |")
fresh, large = median["ssh-cert create, fresh store"], median["ssh-cert create, 40 000 certificates"]
print(f"\ncreate 40 000 / fresh: {large / fresh:.2f} (aim <= 1.5)")
print(f"krl one-shot: {median['ssh-ca krl, 10 000 revocations']:.1f} ms, "
      f"served: {statistics.median(served):.1f} ms (aim < 100 ms)")
get100, get100k = median["tcp-edge get, 100 edges"], median["tcp-edge get, 100 000 edges"]
print(f"get 100 000 / get 100: {get100k / get100:.2f} (6.8 before: 44 vs 6.5 ms)")
PY
