-- wrk script: durable creates of TCP edges (POST /edges/tcp), each with its own hostport.
-- Usage: wrk -t2 -c32 -d10s -s benches/wrk_create.lua --latency URL -- API_KEY [PREFIX]
-- PREFIX keeps the hostports of several wrk processes on one store apart. No response()
-- callback (see wrk_get.lua): wrk counts answers other than 2xx itself.
local counter = 0

function setup(thread)
  counter = counter + 1
  thread:set("prefix", "t" .. counter)
end

function init(args)
  key = args[1]
  prefix = (args[2] or "") .. prefix
  n = 0
end

function request()
  n = n + 1
  local body = string.format(
    '{"description":"wrk","hostports":["%s-%d.tcp.example.com:%d"]}', prefix, n, 10000 + n % 50000)
  return wrk.format("POST", "/edges/tcp", {
    ["Authorization"] = "Bearer " .. key,
    ["Ngrok-Version"] = "2",
    ["Content-Type"] = "application/json",
  }, body)
end
