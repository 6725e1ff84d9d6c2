"""Prints frizbee's score of each line of a file for one query, one line each, in the file's order
("-" where frizbee does not match the line).
Usage: python frizbee_scores.py LIST_FILE QUERY"""
import sys

import frizbee

lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
if lines and lines[-1] == "":
    lines.pop()
scores = ["-"] * len(lines)
for match in frizbee.Matcher(sys.argv[2], casing="ignore").match_list(lines):
    scores[match.index] = str(match.score)
print("\n".join(scores))
