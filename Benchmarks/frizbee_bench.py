"""Times frizbee (PyPI) on the word list: the median of 41 top-20 searches per query, one thread.
Prints "query milliseconds" lines. Usage: python frizbee_bench.py WORDS_FILE QUERY..."""
import sys
import time

import frizbee

words = open(sys.argv[1], encoding="utf-8").read().split("\n")
if words and words[-1] == "":
    words.pop()
haystacks = frizbee.Haystacks()
haystacks.extend(words)
for query in sys.argv[2:]:
    matcher = frizbee.Matcher(query, casing="ignore", max_items=20)
    samples = []
    for _ in range(41):
        start = time.perf_counter()
        matcher.match_list(haystacks)
        samples.append(time.perf_counter() - start)
    samples.sort()
    print(query, samples[len(samples) // 2] * 1000)
