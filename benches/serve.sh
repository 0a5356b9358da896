# Helpers of the bench scripts that fill stores through `serve` (sourced, not run). Expects $bin
# (the tunnelctl binary) and $work (a scratch directory); sets $server and $url.

# Starts `serve` on store $1.
serve() {
  "$bin" --store "$1" serve --listen 127.0.0.1:0 >"$work/url" 2>>"$work/serve.log" &
  server=$!
  until [ -s "$work/url" ]; do sleep 0.05; done
  url=$(head -1 "$work/url")
  : >"$work/url"
}

stop() { kill "$server"; wait "$server" || true; server=; }
