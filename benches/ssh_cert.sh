#!/usr/bin/env bash
# Issuing one SSH user certificate with an ed25519 CA, as a whole process:
#   tunnelctl ssh-cert create ... --write-cert FILE   (signs, records it durably in the store, writes the file)
#   ssh-keygen -s ca -I id -n user key.pub            (signs, writes key-cert.pub)
# Both run on this machine in the same run; the median of RUNS runs of each is reported.
#
# Usage: benches/ssh_cert.sh [RUNS]     (default 30; needs ssh-keygen; uses hyperfine when installed)
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-30}
cargo build --release --locked --quiet
bin=${TUNNELCTL_BIN:-$PWD/target/release/tunnelctl}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

export TUNNELCTL_STORE=$work/store
unset TUNNELCTL_NOW TUNNELCTL_SEED TUNNELCTL_CA_PASSPHRASE
ssh-keygen -q -t ed25519 -N '' -C user -f user
ssh-keygen -q -t ed25519 -N '' -C ca -f ca
ca_id=$("$bin" -o json ssh-ca create --description bench | sed -n 's/^  "id": "\(.*\)",$/\1/p')

tunnelctl_cmd="$bin -q ssh-cert create --ca-id $ca_id --public-key-file user.pub --principal user --write-cert tunnelctl-cert.pub --force -o json"
keygen_cmd="ssh-keygen -q -s ca -I id -n user user.pub"

echo "machine: $(nproc) cores, $(uname -sr); $(ssh -V 2>&1); $("$bin" --version)"
if command -v hyperfine >/dev/null; then
  hyperfine -N --style basic --warmup 3 --runs "$runs" --export-json times.json \
    -n tunnelctl "$tunnelctl_cmd" -n ssh-keygen "$keygen_cmd" >&2
  python3 - <<'EOF'
import json
for r in json.load(open("times.json"))["results"]:
    print(f"{r['command']:<10} median {r['median'] * 1000:6.2f} ms  (mean {r['mean'] * 1000:.2f} ± {r['stddev'] * 1000:.2f} ms, {len(r['times'])} runs)")
EOF
else
  median() {
    local name=$1; shift
    local times=()
    for _ in $(seq "$runs"); do
      local start end
      start=$(date +%s%N)
      eval "$@" > /dev/null
      end=$(date +%s%N)
      times+=($(( (end - start) / 1000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk -v name="$name" -v n="$runs" \
      '{ t[NR] = $1 } END { m = (n % 2) ? t[(n + 1) / 2] : (t[n / 2] + t[n / 2 + 1]) / 2;
         printf "%-10s median %6.2f ms  (%d runs)\n", name, m / 1000, n }'
  }
  median tunnelctl "$tunnelctl_cmd"
  median ssh-keygen "$keygen_cmd"
fi
echo "certificates recorded in the store: $("$bin" -o json ssh-cert list | grep -c '"id": "sucrt_')"
