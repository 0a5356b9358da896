#!/usr/bin/env python3
"""serve's memory per connection (issue 39, item 10), against a real `tunnelctl serve` on 127.0.0.1.

    python3 benches/serve_memory.py [BIN] [CONNECTIONS] [READERS]

BIN defaults to target/release/tunnelctl; CONNECTIONS (8000) clients each send an authenticated
POST and the first 64 KiB of its 1 MiB body, then nothing; then READERS (3000) clients each ask
for 16 pages of 100 edges of ~4 KiB (~420 KB a page) at once, through a 4 KiB receive buffer, and
read none of them. serve's VmRSS and VmHWM (from /proc/PID/status) are printed before, while
they are held, and after they close; for the readers also what another client gets meanwhile (a
record, a page of 1, a full page: a 503 while the answers' budget is spent), and how many
connections serve still has open after its write timeout (TUNNELCTL_SERVE_WRITE_TIMEOUT_MS, if set,
shortens it for the run; MIMALLOC_* settings are passed on too). Stdlib only. Raises RLIMIT_NOFILE to
its hard limit (needs CONNECTIONS + 100 descriptors).
"""

import json
import os
import resource
import socket
import subprocess
import sys
import tempfile
import time

KEY = "bench-key"
PAGES = 16
AUTH = f"Authorization: Bearer {KEY}\r\nNgrok-Version: 2\r\n"


def status_kib(pid, field):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise KeyError(field)


def open_fds(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


def mem(pid):
    return f"VmRSS {status_kib(pid, 'VmRSS') / 1024:.0f} MiB, VmHWM {status_kib(pid, 'VmHWM') / 1024:.0f} MiB"


def request(address, method, path, body=None):
    """One request on a fresh connection: the status and the parsed body."""
    data = json.dumps(body).encode() if body is not None else b""
    head = f"{method} {path} HTTP/1.1\r\nHost: x\r\n{AUTH}Connection: close\r\n"
    if body is not None:
        head += f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n"
    with socket.create_connection(address, timeout=30) as s:
        s.sendall(head.encode() + b"\r\n" + data)
        answer = b""
        while chunk := s.recv(65536):
            answer += chunk
    head, _, rest = answer.partition(b"\r\n\r\n")
    return int(head.split()[1]), rest


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "target/release/tunnelctl")
    held = int(sys.argv[2]) if len(sys.argv) > 2 else 8000
    readers = int(sys.argv[3]) if len(sys.argv) > 3 else 3000
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    work = tempfile.mkdtemp()
    env = {
        "PATH": os.environ["PATH"],
        "HOME": work,
        "TUNNELCTL_CONFIG": os.path.join(work, "no-config"),
        "TUNNELCTL_SERVE_API_KEY": KEY,
    }
    # serve's testing aids (a shorter write timeout) and mimalloc's settings (MIMALLOC_*), to compare.
    env.update({k: v for k, v in os.environ.items() if k.startswith(("TUNNELCTL_SERVE_", "MIMALLOC_"))})
    serve = subprocess.Popen(
        [binary, "--store", os.path.join(work, "store"), "serve", "--listen", "127.0.0.1:0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    try:
        url = serve.stdout.readline().decode().strip()
        host, port = url.removeprefix("http://").rsplit(":", 1)
        address = (host, int(port))
        pid = serve.pid
        for n in range(100):
            status, made = request(address, "POST", "/edges/tcp", {"description": f"e{n}", "metadata": "m" * 4000})
            assert status == 201, status
        edge_id = json.loads(made)["id"]
        status, page = request(address, "GET", "/edges/tcp")
        print(f"serve pid {pid}; a page of 100 edges is {len(page)} bytes; {mem(pid)}")

        # Held bodies: the head and the first 64 KiB of a 1 MiB body, then nothing.
        started = time.monotonic()
        clients = []
        head = (
            f"POST /edges/tcp HTTP/1.1\r\nHost: x\r\n{AUTH}"
            "Content-Type: application/json\r\nContent-Length: 1048576\r\n\r\n"
        ).encode() + b'{"description":"' + b"x" * (65536 - 16)
        for _ in range(held):
            s = socket.create_connection(address, timeout=30)
            s.sendall(head)
            clients.append(s)
        time.sleep(2)
        held_rss, held_hwm = status_kib(pid, "VmRSS"), status_kib(pid, "VmHWM")
        t = time.monotonic()
        status, _ = request(address, "GET", "/edges/tcp?limit=1")
        answered = time.monotonic() - t
        print(
            f"{held} held bodies (opened in {time.monotonic() - started:.1f} s): VmRSS {held_rss / 1024:.0f} MiB, "
            f"VmHWM {held_hwm / 1024:.0f} MiB, {held_rss / held:.0f} KiB of RSS a connection; "
            f"another client: {status} in {answered * 1000:.0f} ms"
        )
        for s in clients:
            s.close()
        time.sleep(2)
        print(f"2 s after they closed: {mem(pid)}; serve has {open_fds(pid)} descriptors open")
        time.sleep(3)
        print(f"5 s after they closed: {mem(pid)}")

        if not readers:
            return
        # Readers that stop: PAGES pages of ~420 KB each asked for at once, none read, through a
        # receive buffer of 4 KiB, so that what is unread stays in serve rather than the kernel.
        base_rss = status_kib(pid, "VmRSS")
        clients = []
        started = time.monotonic()
        for _ in range(readers):
            s = socket.socket()
            s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            s.settimeout(30)
            s.connect(address)
            s.sendall(PAGES * f"GET /edges/tcp HTTP/1.1\r\nHost: x\r\n{AUTH}\r\n".encode())
            clients.append(s)
        time.sleep(2)
        held_rss = status_kib(pid, "VmRSS")
        print(
            f"{readers} clients not reading a page (sent in {time.monotonic() - started:.1f} s): {mem(pid)}, "
            f"{(held_rss - base_rss) / readers:.0f} KiB of RSS a connection; serve has {open_fds(pid)} descriptors open"
        )
        answers = []
        for path in (f"/edges/tcp/{edge_id}", "/edges/tcp?limit=1", "/edges/tcp"):
            t = time.monotonic()
            status, _ = request(address, "GET", path)
            answers.append(f"GET {path}: {status} in {(time.monotonic() - t) * 1000:.0f} ms")
        print("another client meanwhile: " + "; ".join(answers))
        for waited in range(1, 121):
            time.sleep(1)
            if open_fds(pid) < 20:
                break
        print(f"after {waited} s: serve has {open_fds(pid)} descriptors open; {mem(pid)}")
        time.sleep(12)
        print(f"12 s later: {mem(pid)}")
        for s in clients:
            s.close()
        time.sleep(2)
        print(f"after they closed: {mem(pid)}")
    finally:
        serve.terminate()
        serve.wait()
        subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    main()
