"""Times two commands as whole processes, in turn (A B A B ...), and checks the ratio A/B.

    python3 benches/paired.py RUNS BOUND 'NAME A' 'COMMAND A' 'NAME B' 'COMMAND B'

Each command is split as a shell splits words and started without a shell, its output thrown
away; three warm-up pairs are not counted. Prints the median wall and CPU time (user + system,
from the kernel's accounting of the finished process) of each, and the median, minimum and maximum
of the ratio pair by pair: pairs run moments apart, so the ratio holds while this shared machine's
speed drifts. Exits 1 when the median wall ratio is above BOUND, 0 otherwise. Stdlib only.
"""

import os
import shlex
import statistics
import sys
import time


def run(argv):
    """(wall seconds, cpu seconds) of one run of argv."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        start = time.perf_counter()
        pid = os.posix_spawnp(argv[0], argv, os.environ, file_actions=[(os.POSIX_SPAWN_DUP2, devnull, 1)])
        _, status, usage = os.wait4(pid, 0)
        wall = time.perf_counter() - start
    finally:
        os.close(devnull)
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"{shlex.join(argv)} exited with {code}")
    return wall, usage.ru_utime + usage.ru_stime


def main():
    runs, bound = int(sys.argv[1]), float(sys.argv[2])
    (name_a, a), (name_b, b) = [(sys.argv[i], shlex.split(sys.argv[i + 1])) for i in (3, 5)]
    for _ in range(3):
        run(a), run(b)
    pairs = [(run(a), run(b)) for _ in range(runs)]
    ms = lambda s: f"{s * 1000:6.2f} ms"
    for name, side in ((name_a, 0), (name_b, 1)):
        wall = statistics.median(p[side][0] for p in pairs)
        cpu = statistics.median(p[side][1] for p in pairs)
        print(f"{name:<28} wall {ms(wall)}  cpu {ms(cpu)}  (median of {runs})")
    ratios = sorted(p[0][0] / p[1][0] for p in pairs)
    median = statistics.median(ratios)
    verdict = "within" if median <= bound else "ABOVE"
    print(f"{name_a} / {name_b}: median {median:.2f}x (min {ratios[0]:.2f}, max {ratios[-1]:.2f}), "
          f"{verdict} the bound of {bound}x")
    sys.exit(0 if median <= bound else 1)


main()
