#!/usr/bin/env python3
"""Renders each installed man page with `man` and holds its text to the command's `--help`.

    man-matches-help.py PREFIX

For every PREFIX/share/man/man1/<program>[.<command>…].1: every line `--help` prints (the
usage line aside, which the page writes as its SYNOPSIS) must be in the page as rendered,
white space aside: non-ASCII text, defaults and the discussion's lines included. A page has
one EXIT STATUS section, there is no page for argument-parser's `help`, and a page's synopsis
names no command the program does not have. Prints each mismatch and exits 1 on any.
"""
import glob
import os
import re
import subprocess
import sys

prefix = sys.argv[1]
environment = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", MANWIDTH="1000", COLUMNS="1000", MAN_KEEP_FORMATTING="")


def normalized(text):
    # NB: roff may render a hyphen as U+2010 or a minus as U+2212; `--help` writes "-".
    text = text.replace("\u2212", "-").replace("\u2010", "-").replace("\u2019", "'").replace("\u2018", "'")
    return " ".join(text.split())


problems = []
pages = sorted(glob.glob(os.path.join(prefix, "share/man/man1/*.1")))
if not pages:
    problems.append("no man pages installed")
for page in pages:
    words = os.path.basename(page)[:-2].split(".")
    if "help" in words[1:]:
        problems.append(f"{os.path.basename(page)}: a page for the help pseudo-command")
        continue
    rendered = subprocess.run(["man", "-l", page], capture_output=True, text=True, env=environment)
    text = subprocess.run(["col", "-b"], input=rendered.stdout, capture_output=True, text=True).stdout
    if rendered.returncode != 0 or not text.strip():
        problems.append(f"{os.path.basename(page)}: man could not render it: {rendered.stderr.strip()}")
        continue
    help_text = subprocess.run([os.path.join(prefix, "bin", words[0])] + words[1:] + ["--help"],
                               capture_output=True, text=True, env=environment).stdout
    flat = normalized(text)
    sections = re.findall(r"^EXIT STATUS\s*$", text, flags=re.MULTILINE)
    if len(sections) != 1:
        problems.append(f"{os.path.basename(page)}: {len(sections)} EXIT STATUS sections")
    synopsis = re.search(r"^SYNOPSIS\n(.*?)\n\S", text, flags=re.MULTILINE | re.DOTALL)
    if synopsis and "<subcommand>" in synopsis.group(1) and "SUBCOMMANDS:" not in help_text:
        problems.append(f"{os.path.basename(page)}: the synopsis names a subcommand the command does not have")
    in_usage = False
    for line in help_text.splitlines():
        if line.startswith("USAGE:"):
            in_usage = True
            continue
        if in_usage:
            # NB: a long usage continues on indented lines; the page has it as its SYNOPSIS.
            if line.startswith(" ") and line.strip():
                continue
            in_usage = False
        line = re.sub(r"^(OVERVIEW|OPTIONS|ARGUMENTS|SUBCOMMANDS):\s*", "", line)
        # NB: argument-parser's pointer to its `help` pseudo-command, which has no page.
        if line.strip().startswith("See '") and line.strip().endswith("for detailed help."):
            continue
        wanted = normalized(line)
        if wanted and wanted not in flat:
            problems.append(f"{os.path.basename(page)}: lacks {wanted!r}")

for problem in problems:
    print(problem)
print(f"man-matches-help: {len(pages)} pages, {len(problems)} problems", file=sys.stderr)
sys.exit(1 if problems else 0)
