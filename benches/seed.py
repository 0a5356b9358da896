"""Fills a served store with N TCP edges over the API, from several threads at once.

    python3 benches/seed.py BASE_URL API_KEY N [THREADS]

Each edge has a description and one unique hostport, like a real one. Prints the IDs of the first
and the last edge created, and the rate, on stderr. Stdlib only, so it runs without a venv.
"""

import http.client
import json
import sys
import threading
import time
import urllib.parse


def main():
    base, key, total = sys.argv[1], sys.argv[2], int(sys.argv[3])
    threads = int(sys.argv[4]) if len(sys.argv) > 4 else 16
    url = urllib.parse.urlparse(base)
    headers = {
        "Authorization": f"Bearer {key}",
        "Ngrok-Version": "2",
        "Content-Type": "application/json",
    }
    counter = iter(range(total))
    lock = threading.Lock()
    ids = []

    def work():
        conn = http.client.HTTPConnection(url.hostname, url.port)
        while True:
            with lock:
                i = next(counter, None)
            if i is None:
                return
            body = {
                "description": f"bench edge {i}",
                "hostports": [f"e{i}.tcp.example.com:{10000 + i % 50000}"],
            }
            conn.request("POST", "/edges/tcp", json.dumps(body), headers)
            response = conn.getresponse()
            data = response.read()
            if response.status != 201:
                sys.exit(f"create {i} failed: {response.status} {data!r}")
            with lock:
                ids.append(json.loads(data)["id"])

    start = time.monotonic()
    workers = [threading.Thread(target=work) for _ in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    elapsed = time.monotonic() - start
    if len(ids) != total:
        sys.exit(f"created {len(ids)} of {total} edges")
    ids.sort()
    print(f"created {total} edges in {elapsed:.1f} s ({total / elapsed:.0f}/s)", file=sys.stderr)
    print(ids[0])
    print(ids[-1])


main()
