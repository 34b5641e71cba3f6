-- wrk's script for the gateway's load bench (bench/gateway-load-wrk.ts): every request from the
-- next of 240 source addresses through X-Forwarded-For, as autocannon's setupRequest did. The 240
-- requests are written once at start and sent in turn, so a request costs wrk no Lua work.
-- Arguments after `--`: the method, then the body (may be empty). Headers come from -H.
local addresses = 240
local prepared = {}
local next_index = 0

function init(args)
  local method = args[1] or "GET"
  local body = args[2]
  if body == "" then body = nil end
  for n = 0, addresses - 1 do
    local headers = {}
    for name, value in pairs(wrk.headers) do headers[name] = value end
    headers["X-Forwarded-For"] = "10.13." .. math.floor(n / 250) .. "." .. (n + 1)
    prepared[n + 1] = wrk.format(method, wrk.path, headers, body)
  end
end

function request()
  next_index = next_index % addresses + 1
  return prepared[next_index]
end

-- One JSON line for the bench: totals, and latency in microseconds.
function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p99Us":%d,"status":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d}\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99),
    errors.status, errors.connect, errors.read, errors.write, errors.timeout))
end
