"""Fills a served store over the API, from several threads at once: N TCP edges, or with --ssh-ca
N SSH user certificates of that CA (and with --revoke M, revokes the first M of them).

    python3 benches/seed.py BASE_URL API_KEY N [THREADS]
    python3 benches/seed.py BASE_URL API_KEY N [THREADS] --ssh-ca CA_ID --public-key LINE [--revoke M]

Each edge has a description and one unique hostport, like a real one; each certificate a principal
of its own. Prints the IDs of the first and the last resource created, and the rate, on stderr.
Stdlib only, so it runs without a venv.
"""

import argparse
import http.client
import json
import sys
import threading
import time
import urllib.parse


def run(url, headers, requests, threads):
    """Sends (path, body) requests from `threads` connections; the created IDs, in order of
    creation as the server numbered them (sorted)."""
    counter = iter(range(len(requests)))
    lock = threading.Lock()
    ids = []

    def work():
        conn = http.client.HTTPConnection(url.hostname, url.port)
        while True:
            with lock:
                i = next(counter, None)
            if i is None:
                return
            path, body = requests[i]
            conn.request("POST", path, json.dumps(body), headers)
            response = conn.getresponse()
            data = response.read()
            if response.status not in (200, 201):
                sys.exit(f"POST {path} {i} failed: {response.status} {data!r}")
            with lock:
                ids.append(json.loads(data).get("id"))

    workers = [threading.Thread(target=work) for _ in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    if len(ids) != len(requests):
        sys.exit(f"created {len(ids)} of {len(requests)}")
    return sorted(i for i in ids if i)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("base")
    parser.add_argument("key")
    parser.add_argument("total", type=int)
    parser.add_argument("threads", type=int, nargs="?", default=16)
    parser.add_argument("--ssh-ca")
    parser.add_argument("--public-key")
    parser.add_argument("--revoke", type=int, default=0)
    args = parser.parse_args()
    url = urllib.parse.urlparse(args.base)
    headers = {
        "Authorization": f"Bearer {args.key}",
        "Ngrok-Version": "2",
        "Content-Type": "application/json",
    }
    if args.ssh_ca:
        what = "SSH user certificates"
        requests = [
            (
                "/ssh_user_certificates",
                {
                    "ssh_certificate_authority_id": args.ssh_ca,
                    "public_key": args.public_key,
                    "principals": [f"u{i}"],
                },
            )
            for i in range(args.total)
        ]
    else:
        what = "edges"
        requests = [
            (
                "/edges/tcp",
                {
                    "description": f"bench edge {i}",
                    "hostports": [f"e{i}.tcp.example.com:{10000 + i % 50000}"],
                },
            )
            for i in range(args.total)
        ]
    start = time.monotonic()
    ids = run(url, headers, requests, args.threads)
    elapsed = time.monotonic() - start
    print(
        f"created {args.total} {what} in {elapsed:.1f} s ({args.total / elapsed:.0f}/s)",
        file=sys.stderr,
    )
    if args.revoke:
        path = f"/ssh_certificate_authorities/{args.ssh_ca}/revocations"
        revocations = [(path, {"certificate_id": i}) for i in ids[: args.revoke]]
        start = time.monotonic()
        run(url, headers, revocations, args.threads)
        print(
            f"revoked {args.revoke} in {time.monotonic() - start:.1f} s",
            file=sys.stderr,
        )
    print(ids[0])
    print(ids[-1])


main()
