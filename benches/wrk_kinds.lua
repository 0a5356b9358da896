-- wrk script: the request kinds of issue 40 item 4 besides GET by ID and create.
-- Usage: wrk -t2 -c16 -d10s -s benches/wrk_kinds.lua URL -- API_KEY KIND ARGS...
--   KIND patch EDGE_ID...        PATCH /edges/tcp/ID (its description), the IDs in turn, each
--                                each of wrk's 2 threads (-t2) through its own half of them (with
--                                64 IDs, no two of the 16 requests in flight change one edge)
--   KIND padded EDGE_ID...       the same PATCHes, each body padded with white space past 64 KiB,
--                                which serve runs on its blocking pool (server::EVALUATED_BODY_MOST)
--   KIND list                    GET /edges/tcp?limit=20 (one page of 20)
--   KIND sign CA_ID PUBLIC_KEY   POST /ssh_user_certificates (a certificate for principal "user")
-- As in wrk_get.lua, no response() callback: wrk counts answers other than 2xx itself.
local threads = 0

function setup(thread)
  threads = threads + 1
  thread:set("start", threads)
end

function init(args)
  headers = {
    ["Authorization"] = "Bearer " .. args[1],
    ["Ngrok-Version"] = "2",
    ["Content-Type"] = "application/json",
  }
  kind = args[2]
  ids = {}
  for i = 3, #args do ids[#ids + 1] = args[i] end
  n = 0
  if kind == "list" then
    fixed = wrk.format("GET", "/edges/tcp?limit=20", headers)
  elseif kind == "sign" then
    fixed = wrk.format("POST", "/ssh_user_certificates", headers, string.format(
      '{"ssh_certificate_authority_id":"%s","public_key":"%s","principals":["user"]}',
      args[3], args[4]))
  elseif kind == "padded" then
    padding = string.rep(" ", 70000)
  elseif kind ~= "patch" then
    error("unknown kind " .. tostring(kind))
  end
end

function request()
  if fixed then return fixed end
  n = n + 1
  local share = math.floor(#ids / 2)
  local id = ids[(start - 1) * share + n % share + 1]
  return wrk.format("PATCH", "/edges/tcp/" .. id, headers,
    string.format('{"description":"patch %d"%s}', n, padding or ""))
end
