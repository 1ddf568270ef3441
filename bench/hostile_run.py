"""A hostile user's run: damaged saves, garbage moves, games replayed under another hash seed, kill -9.

Every count below is a defect if anything but the promised behaviour happens:

* **saves**: real saved games of every installed patience and edition (early,
  mid-game and at the end) damaged every way a file gets damaged: every prefix
  (a write cut short), random bytes flipped, inserted or deleted, random bytes
  alone, nesting as deep as ``--nesting``, and a giant file. Loading must
  raise ``PositionError`` or give a game that plays and saves back equal;
* **moves**: garbage given to ``Game.play`` (random text, dicts, numbers,
  huge pile ids, malformed ``Redeal`` objects) must raise ``InvalidMoveError``
  or ``IllegalMoveError`` and leave the game as it was;
* **replays**: random games played here are replayed in a second process with
  another ``PYTHONHASHSEED`` and must end in the same position;
* **kills**: ``kill -9`` at a random moment of a process saving in a loop
  (the save must stay whole) and of ``patience odds`` (the results file must
  read back and ``--resume`` finish it with each deal once, leaving nothing
  beside the results file, its ``.lock`` included). Each killed process
  starts a process group of its own, and no process of that group (an odds
  run's pool workers) may still run a few seconds after the kill: those left
  are counted as a defect, then killed.

Usage::

    python bench/hostile_run.py                   # the defaults, a few minutes on two cores
    python bench/hostile_run.py --games 2000 --kills 40 --prefix-step 1
    python bench/hostile_run.py --only kills --kills 6

Exit status 1 if any defect was found; each is printed.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import patience_core
from patience_core import Game, IllegalMoveError, InvalidMoveError, PositionError, Redeal
from patience_core.solving.odds import read_results
from patience_core.solving.walks import random_walk

DEFECTS: list[str] = []


def defect(text: str) -> None:
    DEFECTS.append(text)
    print("DEFECT:", text[:500], flush=True)


def random_game(name: str, edition: str, number: int, steps: int, chooser: random.Random) -> Game:
    game = patience_core.new_game(name, number=number, edition=edition)
    for _ in random_walk(game, chooser, steps=steps):
        pass
    return game


def pairs() -> list[tuple[str, str]]:
    return [(variant.name, edition.name) for variant in patience_core.variants() for edition in variant.editions]


# --------------------------------------------------------------------------- damaged saves


def damaged_copies(text: bytes, chooser: random.Random, prefix_step: int, flips: int) -> list[bytes]:
    copies = [text[:cut] for cut in range(0, len(text), prefix_step)]
    for _ in range(flips):
        data = bytearray(text)
        at = chooser.randrange(len(data))
        kind = chooser.randrange(3)
        if kind == 0:
            data[at] = chooser.randrange(256)
        elif kind == 1:
            data.insert(at, chooser.randrange(256))
        else:
            del data[at]
        copies.append(bytes(data))
    copies.append(bytes(chooser.randrange(256) for _ in range(chooser.randrange(1, 2000))))
    return copies


def try_load(data: bytes | str, where: str) -> None:
    try:
        game = patience_core.load_game(data)
    except PositionError:
        return
    except Exception as error:  # anything else is a defect
        defect(f"{where}: {type(error).__name__}: {error}")
        return
    try:  # accepted: it must play and save back equal
        moves = game.legal_moves()
        if moves:
            game.play(moves[0])
        if patience_core.load_game(game.to_json()) != game:
            defect(f"{where}: an accepted save does not round-trip")
    except Exception as error:
        defect(f"{where}: an accepted save fails in play: {type(error).__name__}: {error}")


def hostile_saves(chooser: random.Random, prefix_step: int, flips: int, nesting: int) -> int:
    tried = 0
    for name, edition in pairs():
        for steps in (3, 40, 400):
            game = random_game(name, edition, chooser.randrange(1, 40_000), steps, chooser)
            for copy in damaged_copies(game.to_json().encode(), chooser, prefix_step, flips):
                try_load(copy, f"{name}[{edition}] after {steps} steps")
                tried += 1
    for text in ("[" * nesting + "]" * nesting, '{"a":' * nesting + "1" + "}" * nesting, " " * 3_000_000, "9" * 50_000):
        try_load(text, f"an input of {len(text)} characters")
        tried += 1
    return tried


# --------------------------------------------------------------------------- garbage moves


def garbage(chooser: random.Random) -> object:
    letters = "abcdefstuwrx0123456789-() ²٣\x00"
    orders: list[Any] = [None, ("w1",), (1,), "w1"]  # a redeal's order, wrong on purpose
    choices: list[object] = [
        "".join(chooser.choice(letters) for _ in range(chooser.randrange(0, 20))),
        {"from": chooser.choice(["f1", "w9", "", 3, None]), "to": chooser.choice(["f2", "t1", [], "x" * 1000])},
        {"from": "stock", "to": "w1", "count": chooser.choice([0, -1, 2**70, "1", True, 1.5])},
        {"redeal": True, "order": chooser.choice([None, "w1", [1], ["w1"] * 50])},
        Redeal(chooser.choice(orders)),
        chooser.choice([None, 3, 2.5, [], (), object(), b"w1-f1"]),
        "w" * chooser.randrange(100, 200_000) + "-f1",
    ]
    return chooser.choice(choices)


def hostile_moves(chooser: random.Random, count: int) -> int:
    names = pairs()
    for i in range(count):
        name, edition = names[i % len(names)]
        game = random_game(name, edition, chooser.randrange(1, 40_000), chooser.randrange(0, 30), chooser)
        before = game.to_json()
        move = garbage(chooser)
        try:
            game.play(move)
        except (InvalidMoveError, IllegalMoveError) as error:
            if len(str(error)) > 600:
                defect(f"{name}: a message of {len(str(error))} characters")
        except Exception as error:
            defect(f"{name}: play({move!r:.60}) raised {type(error).__name__}: {error}")
            continue
        else:
            continue  # a garbage move that happens to be legal: played, fine
        if game.to_json() != before:
            defect(f"{name}: a refused move changed the game")
    return count


# --------------------------------------------------------------------------- replays in another process

REPLAY = """\
import json, sys
import patience_core
out = []
for line in sys.stdin:
    saved = json.loads(line)
    game = patience_core.load_game(saved)
    out.append(json.dumps(game.to_dict(), sort_keys=True))
print("\\n".join(out))
"""


def hostile_replays(chooser: random.Random, games: int) -> int:
    names = pairs()
    played = [
        random_game(*names[i % len(names)], chooser.randrange(1, 40_000), chooser.randrange(0, 300), chooser)
        for i in range(games)
    ]
    env = dict(os.environ, PYTHONHASHSEED=str(chooser.randrange(1, 2**31)))
    result = subprocess.run(
        [sys.executable, "-c", REPLAY],
        input="\n".join(game.to_json() for game in played),
        capture_output=True,
        text=True,
        env=env,
        timeout=3600,
    )
    if result.returncode != 0:
        defect(f"the replay process failed: {result.stderr[-500:]}")
        return 0
    theirs = result.stdout.splitlines()
    for game, other in zip(played, theirs, strict=True):
        if json.dumps(game.to_dict(), sort_keys=True) != other:
            defect(f"{game!r} replays differently under another hash seed")
    return len(played)


# --------------------------------------------------------------------------- kill -9

SAVING = """\
import random, sys
import patience_core
from patience_core.solving.walks import random_walk
chooser = random.Random(int(sys.argv[2]))
game = patience_core.new_game("russian-patience", number=int(sys.argv[2]))
while True:
    for _ in random_walk(game, chooser, steps=sys.maxsize):
        patience_core.save_game(game, sys.argv[1])
    game = patience_core.new_game("russian-patience", number=chooser.randrange(1, 40000))
"""


#: How long the processes of a killed run may take to end.
LINGER = 5.0


def still_running(group: int) -> list[int]:
    """The processes of process group ``group`` that still run (not those exited, awaiting their parent's wait)."""
    listing = subprocess.run(["ps", "-A", "-o", "pid=,pgid=,stat="], capture_output=True, text=True, check=True)
    rows = [line.split() for line in listing.stdout.splitlines()]
    return [int(row[0]) for row in rows if len(row) >= 3 and int(row[1]) == group and not row[2].startswith("Z")]


def kill_at_random(args: list[str], ready: Path, chooser: random.Random, wait: float, where: str) -> bool:
    """Start ``args``, kill it with ``SIGKILL`` at a random moment once ``ready`` exists; whether it still ran then.

    Whatever of its process group still runs ``LINGER`` seconds later is a defect, and is killed.
    """
    process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    deadline = time.monotonic() + 120
    while not ready.exists() and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    time.sleep(chooser.uniform(0, wait))
    alive = process.poll() is None
    process.send_signal(signal.SIGKILL)
    process.wait()
    deadline = time.monotonic() + LINGER
    while (left := still_running(process.pid)) and time.monotonic() < deadline:
        time.sleep(0.05)
    if left:
        defect(f"{where}: {len(left)} of its processes still run {LINGER:.0f} s after the kill (pids {left})")
        with contextlib.suppress(ProcessLookupError):  # unless they ended just now
            os.killpg(process.pid, signal.SIGKILL)
    return alive


def hostile_kills(chooser: random.Random, kills: int, folder: Path) -> int:
    survived = 0
    save = folder / "game.json"
    results = folder / "odds.jsonl"
    odds = [sys.executable, "-m", "patience_core", "odds", "sir-tommy", "--deals", "12", "--positions", "3000"]
    odds += ["--workers", "2", "--results", str(results)]
    for i in range(kills):
        if i % 2 == 0:
            saver = [sys.executable, "-c", SAVING, str(save), str(i + 1)]
            killed = kill_at_random(saver, save, chooser, 0.5, f"kill {i + 1} (a saver)")
            try:
                patience_core.read_game(save)
            except Exception as error:
                defect(f"kill {i + 1}: the save is broken: {error}")
                continue
        else:
            run = [*odds, *(["--resume"] if results.exists() else [])]
            killed = kill_at_random(run, results, chooser, 2.0, f"kill {i + 1} (an odds run)")
            try:
                read_results(results)
            except Exception as error:
                defect(f"kill {i + 1}: the results file is broken: {error}")
                continue
        survived += killed
    if results.exists():
        finished = subprocess.run([*odds, "--resume"], capture_output=True, text=True, timeout=600)
        numbers = [record["number"] for record in read_results(results)]
        if finished.returncode != 0 or sorted(numbers) != list(range(1, 13)):
            defect(f"resuming after the kills: {finished.stderr.strip()[-300:]} deals {sorted(numbers)}")
        left = sorted(path.name for path in folder.iterdir() if path.name.startswith(results.name + "."))
        if left:
            defect(f"the run that finished after the kills left {', '.join(left)} beside its results")
    return survived


PARTS = ("saves", "moves", "replays", "kills")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--prefix-step", type=int, default=7, help="try every Nth prefix of each save")
    parser.add_argument("--flips", type=int, default=60, help="random byte damages per save")
    parser.add_argument("--nesting", type=int, default=400_000)
    parser.add_argument("--moves", type=int, default=2000, help="garbage moves")
    parser.add_argument("--games", type=int, default=400, help="random games replayed in a second process")
    parser.add_argument("--kills", type=int, default=12, help="kill -9 of savers and odds runs")
    parser.add_argument("--only", choices=PARTS, action="append", help="run only this part (repeat for more)")
    options = parser.parse_args()
    parts = options.only or PARTS
    chooser = random.Random(options.seed)
    started = time.monotonic()
    if "saves" in parts:
        saves = hostile_saves(chooser, options.prefix_step, options.flips, options.nesting)
        print(f"damaged saves tried: {saves:,}", flush=True)
    if "moves" in parts:
        moves = hostile_moves(chooser, options.moves)
        print(f"garbage moves tried: {moves:,}", flush=True)
    if "replays" in parts:
        games = hostile_replays(chooser, options.games)
        print(f"random games replayed under another hash seed: {games:,}", flush=True)
    if "kills" in parts:
        with tempfile.TemporaryDirectory() as folder:
            survived = hostile_kills(chooser, options.kills, Path(folder))
        print(f"kill -9 survived (saves and odds runs): {survived} of {options.kills}", flush=True)
    print(f"defects: {len(DEFECTS)} in {time.monotonic() - started:.0f} s")
    return 1 if DEFECTS else 0


if __name__ == "__main__":
    sys.exit(main())
