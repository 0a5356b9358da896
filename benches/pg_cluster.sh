# Sourced by the PostgreSQL benchmarks: starts a throwaway PostgreSQL 15 cluster (initdb and
# pg_ctl from Debian's postgresql package, as the `postgres` user when run as root) on a free port
# of 127.0.0.1, fsync on and synchronous_commit on, so that every commit is durable. Defines
# `pgbin`, `pgdir`, `port`, `as_pg` (runs a command as the cluster's owner), `psql_` (psql as
# `postgres` over TCP), `pgbench_anchors`, `serve_on` and `wrk_rate` (below), `ticks` and
# `postgres_pids` (CPU time from /proc), and `work`, `servers` and the cleanup at exit (below).
pgbin=/usr/lib/postgresql/15/bin
pgdir=$(mktemp -d)
# PostgreSQL refuses to run as root.
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres: "$pgdir"
stop_cluster() {
  as_pg "$pgbin/pg_ctl" -s -m immediate -D "$pgdir/data" stop >/dev/null 2>&1 || true
  rm -rf "$pgdir"
}
# The sourcing script's scratch directory `work`; tunnelctl's environment (the API key `serve`
# takes, none of the user's settings); `servers`, the PIDs of the `serve`s it starts; and, at its
# exit, those stopped, the cluster stopped and both directories removed.
work=$(mktemp -d)
export TUNNELCTL_SERVE_API_KEY=bench-key
unset TUNNELCTL_STORE TUNNELCTL_API_URL TUNNELCTL_NOW TUNNELCTL_SEED TUNNELCTL_KEEP_OPEN TUNNELCTL_PROFILE
export TUNNELCTL_CONFIG=$work/no-config
servers=()
cleanup() {
  for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true; done
  stop_cluster
  rm -rf "$work"
}
trap cleanup EXIT
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
as_pg "$pgbin/initdb" -A trust -E UTF8 --locale=C -U postgres -D "$pgdir/data" >/dev/null
as_pg "$pgbin/pg_ctl" -s -w -D "$pgdir/data" -l "$pgdir/log" \
  -o "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$pgdir -c fsync=on \
      -c synchronous_commit=on -c max_connections=100" start
psql_() { psql -X -q -h 127.0.0.1 -p "$port" -U postgres "$@"; }

# The pgbench anchors' database `bench`: pgbench's tables for -S (100 000 accounts), and the
# one-row INSERT of a text key and a small JSON value (as a record of tunnelctl's), written to the
# script file $1. Defines `pgbench_ [ARGS]`: the tps of pgbench with 16 clients for $seconds.
pgbench_anchors() {
  psql_ -d postgres -c 'CREATE DATABASE bench'
  pgbench -h 127.0.0.1 -p "$port" -U postgres -i -q -s 1 bench 2>/dev/null
  psql_ -d bench -c 'CREATE TABLE bench_rows (key text COLLATE "C" PRIMARY KEY, value json NOT NULL)'
  echo "INSERT INTO bench_rows VALUES (gen_random_uuid()::text, '{\"description\":\"pgbench\"}');" >"$1"
}
pgbench_() {
  pgbench -h 127.0.0.1 -p "$port" -U postgres -n -c 16 -j 2 -T "$seconds" "$@" bench 2>/dev/null |
    sed -n 's/^tps = \([0-9.]*\).*/\1/p'
}

# Starts binary $1's `serve` on store $2 (its log in $work/serve.log); its PID is added to the
# sourcing script's `servers`, for its cleanup to stop, and its URL is put in $url.
serve_on() {
  "$1" --store "$2" serve --listen 127.0.0.1:0 >"$work/url" 2>>"$work/serve.log" &
  servers+=($!)
  until [ -s "$work/url" ]; do sleep 0.05; done
  url=$(head -1 "$work/url")
  : >"$work/url"
}
# CPU time (user + system, in clock ticks of $hz a second) the processes given (PIDs) have used
# so far; those gone count nothing.
hz=$(getconf CLK_TCK)
ticks() {
  local total=0 pid
  for pid in "$@"; do
    [ -r "/proc/$pid/stat" ] && total=$((total + $(awk '{print $14 + $15}' "/proc/$pid/stat" 2>/dev/null || echo 0)))
  done
  echo "$total"
}
# PostgreSQL's processes: the postmaster and its children (backends, WAL writer, checkpointer).
postgres_pids() { local pm; pm=$(head -1 "$pgdir/data/postmaster.pid"); echo "$pm" $(pgrep -P "$pm"); }
# Requests/sec of one wrk run (its arguments). A run with any answer other than 2xx, or any
# socket error or timeout, is no figure: said on stderr, and the call fails.
wrk_rate() {
  local out
  out=$(wrk "$@")
  if grep -E 'Non-2xx|Socket errors' <<<"$out" >&2; then
    echo "wrk $*: some requests failed (above); no figure" >&2
    return 1
  fi
  sed -n 's/^Requests\/sec: *\([0-9.]*\)/\1/p' <<<"$out"
}
