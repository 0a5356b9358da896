#!/usr/bin/env bash
# Issue 60: a one-shot signature against ssh-keygen, side by side in one run on this machine, both
# with an ed25519 CA and an ed25519 user key:
#   tunnelctl ssh-cert create ... --write-cert FILE   (opens the store, signs, records the
#                                                      certificate durably, writes the file)
#   ssh-keygen -s ca -I id -n user key.pub            (signs, writes key-cert.pub; records nothing)
# run in turn, pair by pair (benches/paired.py). Exits 1 when the median ratio tunnelctl /
# ssh-keygen is above BOUND (default 1.5), so that it can gate a change; not run by .ci/run.
#
# Usage: benches/oneshot_sign.sh [RUNS] [BOUND]     (defaults: 60 pairs, 1.5; needs ssh-keygen)
set -euo pipefail
cd "$(dirname "$0")/.."
bench=$PWD/benches

runs=${1:-60}
bound=${2:-1.5}
[ -n "${TUNNELCTL_BIN:-}" ] || cargo build --release --locked --quiet
bin=${TUNNELCTL_BIN:-$PWD/target/release/tunnelctl}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
unset TUNNELCTL_STORE TUNNELCTL_API_URL TUNNELCTL_NOW TUNNELCTL_SEED TUNNELCTL_KEEP_OPEN TUNNELCTL_PROFILE TUNNELCTL_CA_PASSPHRASE
export TUNNELCTL_CONFIG=$work/no-config TUNNELCTL_STORE=$work/store

ssh-keygen -q -t ed25519 -N '' -C user -f user
ssh-keygen -q -t ed25519 -N '' -C ca -f ca
ca_id=$("$bin" -o json ssh-ca create --key-type ed25519 --description bench |
  sed -n 's/^  "id": "\(.*\)",$/\1/p')
sync
sleep 1

echo "machine: $(nproc) cores, $(uname -sr); $(ssh -V 2>&1); $("$bin" --version); load average: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 "$bench/paired.py" "$runs" "$bound" \
  "tunnelctl ssh-cert create" "$bin -q ssh-cert create --ca-id $ca_id --public-key-file user.pub --principal user --write-cert tunnelctl-cert.pub --force -o json" \
  "ssh-keygen -s" "ssh-keygen -q -s ca -I id -n user user.pub"
