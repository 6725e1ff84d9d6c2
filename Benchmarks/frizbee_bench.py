"""Times frizbee (PyPI) on one list: the median of repeated top-20 searches per query, one thread
(its CPU time, as the Swift benchmark measures ours).
Prints "milliseconds" per query, one line each, in the order given.
Usage: python frizbee_bench.py LIST_FILE RUNS QUERY..."""
import sys
import time

import frizbee

lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
if lines and lines[-1] == "":
    lines.pop()
haystacks = frizbee.Haystacks()
haystacks.extend(lines)
runs = int(sys.argv[2])
for query in sys.argv[3:]:
    matcher = frizbee.Matcher(query, casing="ignore", max_items=20)
    samples = []
    for _ in range(runs):
        start = time.thread_time()
        matcher.match_list(haystacks)
        samples.append(time.thread_time() - start)
    samples.sort()
    print(samples[len(samples) // 2] * 1000)
