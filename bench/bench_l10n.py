"""What making a message's words costs: bot.l10n.text against the f-string it replaces.

One run, ratios printed with the machine's load (os.getloadavg()) before and after:
``python bench/bench_l10n.py [n]``. The messages are the table service's (a plain one, one with
a plural and a number, one with a list of seats and a nested message)."""

from __future__ import annotations

import os
import sys
import time

from bot.l10n import Msg, text


def clock(fn, n: int) -> float:
    start = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - start) / n


def main(n: int = 20_000) -> None:
    load_before = os.getloadavg()
    cases = {
        "plain": (lambda: "There is nothing to undo yet.", Msg("undo-nothing")),
        "plural+number": (lambda: f"The log has {3} page{'s' * (3 > 1)}.", Msg("log-pages", n=3)),
        "list+nested": (lambda: f"ann takes back 'take 1' and what {' and '.join(['AI 2', 'AI 3'])} played after it.",
                        Msg("undo-done-with-answers", seat="ann", action="take 1",
                            who=[Msg("seat-ai", name="Tala"), "AI 3"])),
    }
    for name, (fstring, msg) in cases.items():
        text(msg, "en"), text(msg, "es")          # the bundles loaded once, outside the timing
        base = clock(fstring, n)
        en, es = clock(lambda m=msg: text(m, "en"), n), clock(lambda m=msg: text(m, "es"), n)
        print(f"{name:14} f-string {base * 1e6:6.2f} µs  en {en * 1e6:6.1f} µs ({en / base:5.0f}x)"
              f"  es {es * 1e6:6.1f} µs ({es / base:5.0f}x)")
    print(f"load average before {load_before[0]:.2f}, after {os.getloadavg()[0]:.2f} (2 cores)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20_000)
