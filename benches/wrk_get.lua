-- wrk script: GET one TCP edge by ID.
-- Usage: wrk -t2 -c32 -d10s -s benches/wrk_get.lua --latency URL -- API_KEY EDGE_ID
-- The request is built once, and there is no response() callback (wrk would then parse every
-- answer into Lua): on two shared cores that cost the load generator 5-10% of the rate. Answers
-- other than 2xx are counted by wrk itself ("Non-2xx or 3xx responses"), which the bench scripts
-- refuse.
function init(args)
  request_text = wrk.format("GET", "/edges/tcp/" .. args[2], {
    ["Authorization"] = "Bearer " .. args[1],
    ["Ngrok-Version"] = "2",
  })
end

function request()
  return request_text
end
