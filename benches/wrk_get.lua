-- wrk script: GET one TCP edge by ID.
-- Usage: wrk -t2 -c32 -d10s -s benches/wrk_get.lua --latency URL -- API_KEY EDGE_ID
function init(args)
  key, id = args[1], args[2]
end

function request()
  return wrk.format("GET", "/edges/tcp/" .. id, {
    ["Authorization"] = "Bearer " .. key,
    ["Ngrok-Version"] = "2",
  })
end

function response(status, headers, body)
  if status ~= 200 then
    io.stderr:write("unexpected status " .. status .. "\n")
  end
end
