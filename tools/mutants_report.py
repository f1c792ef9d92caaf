"""`make mutants` prints this after mutmut's run: per module of the rules core, how many
mutants the rule tests killed, and the survivors by name (`mutmut show NAME` shows one).

The score counts killed and timed-out mutants against every mutant that was run; "no tests"
(a change no rule test reaches) counts as not killed. Mutants not run yet (a run with a name
filter, or one stopped half-way) are left out and counted apart."""

import re
import subprocess
import sys
from collections import Counter, defaultdict

KILLED = {"killed", "timeout"}
NOT_RUN = {"not checked"}


def module_of(name: str) -> str:
    """scoring.rules.bela.hand.xǁReaderǁmelds__mutmut_3 -> scoring.rules.bela.hand"""
    return re.split(r"\.x[_ǁ]", name, maxsplit=1)[0]


def main() -> int:
    listed = subprocess.run(
        [sys.executable, "-m", "mutmut", "results", "--all", "true"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    statuses, survivors = defaultdict(Counter), defaultdict(list)
    for line in listed.splitlines():
        name, _, status = line.strip().rpartition(": ")
        if not name:
            continue
        statuses[module_of(name)][status] += 1
        if status in ("survived", "no tests"):
            survivors[module_of(name)].append(f"{name} ({status})")
    total = Counter()
    for module in sorted(statuses):
        counts = statuses[module]
        total.update(counts)
        run = sum(n for status, n in counts.items() if status not in NOT_RUN)
        if run:
            killed = sum(counts[status] for status in KILLED)
            print(f"{module:<40} {killed:>5} of {run:>5} killed  {100 * killed / run:5.1f}%")
    run = sum(n for status, n in total.items() if status not in NOT_RUN)
    killed = sum(total[status] for status in KILLED)
    if run:
        print(f"{'all':<40} {killed:>5} of {run:>5} killed  {100 * killed / run:5.1f}%")
    if total["not checked"]:
        print(f"({total['not checked']} mutants not run yet)")
    for module in sorted(survivors):
        print(f"\nSurvivors in {module}:")
        for line in survivors[module]:
            print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
