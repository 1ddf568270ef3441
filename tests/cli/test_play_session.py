"""The game at the terminal, in a real process: through a pipe, and through a pseudo-terminal where the
table is drawn with suit symbols. Nothing typed loses a game without asking."""

from __future__ import annotations

import contextlib
import json
import os
import re
import select
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from patience_core import read_game
from tests.strangers import install_faulty

CTRL_D = "\x04"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\r")


def piped(
    *args: str, lines: list[str], cwd: Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``patience ARGS`` with ``lines`` piped to standard input."""
    return subprocess.run(
        [sys.executable, "-m", "patience_core", *args],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, **(env or {})},
        timeout=120,
    )


def interruptible() -> None:
    """In the program's process, before it starts: Ctrl-C's signal as a terminal delivers it, neither ignored nor
    blocked.

    A process inherits an ignored or blocked signal from the one that starts it, and Python leaves an ignored
    interrupt ignored: where the test runner's worker ignores it (as it may, by the time a long run reaches these
    tests), Ctrl-C sent to the program would do nothing, as it never does at a terminal.
    """
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


class Terminal:
    """``patience ARGS`` in a pseudo-terminal, driven a key at a time: wait for a text, then type."""

    def __init__(self, *args: str, cwd: Path) -> None:
        pty = pytest.importorskip("pty")
        self.master, slave = pty.openpty()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "patience_core", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            cwd=cwd,
            env={**os.environ, "TERM": "xterm", "COLUMNS": "120", "LINES": "60"},
            preexec_fn=interruptible,
        )
        os.close(slave)
        self.raw, self.screen, self.seen = b"", "", 0

    def expect(self, text: str, seconds: float = 60) -> str:
        """Read until ``text`` shows after the last text expected (or the process ends); the screen up to it."""
        deadline = time.monotonic() + seconds
        while text not in self.screen[self.seen :] and time.monotonic() < deadline:
            ready, _, _ = select.select([self.master], [], [], 0.2)
            if ready:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:  # the process ended and closed the terminal
                    chunk = b""
                if not chunk:
                    break
                self.raw += chunk
                self.screen = ANSI.sub("", self.raw.decode("utf-8", "replace"))
            elif self.process.poll() is not None:
                break
        assert text in self.screen[self.seen :], self.screen[-3000:]
        start, self.seen = self.seen, self.screen.index(text, self.seen) + len(text)
        return self.screen[start : self.seen]

    def type(self, keys: str) -> None:
        os.write(self.master, keys.encode())

    def waiting(self) -> None:
        """Wait, as a person would before a key, until the program waits for one: asleep for a few looks running.

        A key sent sooner can come before the program listens: a signal between the prompt and readline's wait
        for a key waits for the next key, and a Ctrl-D typed while readline sets the terminal up is lost. On a
        loaded machine the moment between can last far longer than a person's pause, so the pause is not a fixed
        time: the process's state (Linux's /proc) must read asleep three times running, then half a second
        more; where there is no /proc, half a second alone.
        """
        stat = Path(f"/proc/{self.process.pid}/stat")
        deadline, asleep = time.monotonic() + 30, 0
        while asleep < 3 and time.monotonic() < deadline and self.process.poll() is None:
            try:
                state = stat.read_text().rsplit(")", 1)[1].split()[0]
            except (OSError, IndexError):
                break
            asleep = asleep + 1 if state == "S" else 0
            time.sleep(0.1)
        time.sleep(0.5)

    def end_of_input(self) -> None:
        """Ctrl-D, once the program waits for a key (see :meth:`waiting`)."""
        self.waiting()
        self.type(CTRL_D)

    def interrupt(self) -> None:
        """Ctrl-C, as the terminal sends it: SIGINT to the process, once it waits for a key (see :meth:`waiting`)."""
        self.waiting()
        self.process.send_signal(signal.SIGINT)

    def ended(self) -> int:
        """The exit status, once the process ends, all it wrote read onto the screen."""
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if select.select([self.master], [], [], 0.2)[0]:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:  # the terminal closed with the process
                    break
                if not chunk:
                    break
                self.raw += chunk
            elif self.process.poll() is not None:
                break
        self.screen = ANSI.sub("", self.raw.decode("utf-8", "replace"))
        return self.process.wait(timeout=10)

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        with contextlib.suppress(OSError):
            os.close(self.master)


def in_a_terminal(*args: str, lines: list[str], cwd: Path, end: bool = True) -> str:
    """``patience ARGS`` run in a pseudo-terminal, ``lines`` typed ahead, then Ctrl-D (if not ``end``, once the
    command asks for it); its screen."""
    screen = Terminal(*args, cwd=cwd)
    try:
        screen.type("".join(line + "\n" for line in lines))
        if not end:
            screen.expect("Ctrl-D")
        screen.type(CTRL_D)
        screen.ended()
    finally:
        screen.close()
    return screen.screen


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Callable[..., Terminal]]:
    """Start ``patience ARGS`` in a pseudo-terminal in ``tmp_path``; each one is ended after the test."""
    started: list[Terminal] = []

    def start(*args: str) -> Terminal:
        started.append(Terminal(*args, cwd=tmp_path))
        return started[-1]

    yield start
    for each in started:
        each.close()


def assert_no_traceback(result: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stdout + result.stderr, result.stderr


# --------------------------------------------------------------------------- reading what is typed


@pytest.mark.parametrize("digits", ["²", "³", "١", "٣", "9" * 5000])
def test_digits_that_are_not_a_plain_number_are_refused_and_play_goes_on(tmp_path: Path, digits: str) -> None:
    result = piped("play", "sir-tommy", "-n", "1", lines=[digits, "1", f"s {tmp_path / 'g.json'}"], cwd=tmp_path)
    assert_no_traceback(result)
    assert result.returncode == 0
    assert "not a move" in result.stdout or "there is no move" in result.stdout
    assert [str(move) for move in read_game(tmp_path / "g.json").moves] == ["stock-w1"]


# --------------------------------------------------------------------------- nothing lost without asking


def test_quit_asks_before_losing_unsaved_moves(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    result = piped("play", "sir-tommy", "-n", "1", lines=["1", "q", "n", "2", f"s {save}", "q"], cwd=tmp_path)
    assert_no_traceback(result)
    assert "This game (1 move) is not saved: quitting loses the moves played. Quitting anyway? (y/n)" in result.stdout
    assert "Not quitting" in result.stdout
    assert result.stdout.count("(y/n)") == 1  # saved, the last q quits at once
    assert [str(move) for move in read_game(save).moves] == ["stock-w1", "stock-w2"]
    assert "End of input" not in result.stdout


def test_quit_with_yes_quits(tmp_path: Path) -> None:
    result = piped("play", "sir-tommy", "-n", "1", lines=["1", "q", "y", "2"], cwd=tmp_path)
    assert "(y/n)" in result.stdout
    assert "stock-w2" not in result.stdout.split("(y/n)")[1]  # nothing read after quitting
    assert list(tmp_path.iterdir()) == []


def test_quit_at_once_when_nothing_was_played(tmp_path: Path) -> None:
    result = piped("play", "sir-tommy", "-n", "1", lines=["q"], cwd=tmp_path)
    assert "(y/n)" not in result.stdout


QUESTION = "This game (1 move) is not saved: quitting loses the moves played. Quitting anyway? (y/n)"


@pytest.mark.parametrize("key", ["Ctrl-C", "Ctrl-D"])
def test_ctrl_c_and_ctrl_d_ask_before_losing_unsaved_moves_as_quit_does(
    terminal: Callable[..., Terminal], key: str
) -> None:
    screen = terminal("play", "sir-tommy", "-n", "1")
    screen.expect("> ")
    leave = screen.interrupt if key == "Ctrl-C" else screen.end_of_input
    screen.type("1\n")
    screen.expect("> ")
    leave()
    screen.expect(QUESTION)
    screen.type("n\n")
    screen.expect("Not quitting: s FILE saves the game.")
    screen.expect("> ")
    leave()
    screen.expect(QUESTION)
    screen.type("y\n")
    assert screen.ended() == 0


def test_ctrl_c_reaches_the_program_even_where_the_test_runner_ignores_it(terminal: Callable[..., Terminal]) -> None:
    # a test runner's worker that ignores SIGINT passed the ignore on to the program, and Ctrl-C did nothing
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        screen = terminal("play", "sir-tommy", "-n", "1")
    finally:
        signal.signal(signal.SIGINT, before)
    screen.expect("> ")
    screen.type("1\n")
    screen.expect("> ")
    screen.interrupt()
    screen.expect(QUESTION)
    screen.type("y\n")
    assert screen.ended() == 0


@pytest.mark.parametrize("key", ["Ctrl-C", "Ctrl-D"])
def test_ctrl_c_or_ctrl_d_again_at_the_question_saves_the_game_to_a_recovery_file(
    terminal: Callable[..., Terminal], tmp_path: Path, key: str
) -> None:
    screen = terminal("play", "sir-tommy", "-n", "1")
    screen.expect("> ")
    screen.type("1\n")
    screen.expect("> ")
    screen.interrupt()
    screen.expect(QUESTION)
    if key == "Ctrl-C":
        screen.interrupt()
    else:
        screen.end_of_input()
    said = screen.expect("goes on with it.")
    assert screen.ended() == 0
    [recovered] = list(tmp_path.iterdir())
    assert f"Saved this game to {recovered.name}" in said.replace("\n", " ")
    assert [str(move) for move in read_game(recovered).moves] == ["stock-w1"]


def test_quit_left_unanswered_at_the_end_of_piped_input_saves_a_recovery_file(tmp_path: Path) -> None:
    result = piped("play", "sir-tommy", "-n", "1", lines=["1", "q"], cwd=tmp_path)
    assert "Saved this game to sir-tommy-1.recovered.json: patience play --load" in result.stdout
    assert [str(move) for move in read_game(tmp_path / "sir-tommy-1.recovered.json").moves] == ["stock-w1"]
    again = piped("play", "sir-tommy", "-n", "1", lines=["1", "2", "q"], cwd=tmp_path)
    assert "Saved this game to sir-tommy-1-2.recovered.json" in again.stdout  # the first one is kept


def test_ctrl_d_quits_at_once_when_nothing_was_played(terminal: Callable[..., Terminal], tmp_path: Path) -> None:
    screen = terminal("play", "sir-tommy", "-n", "1")
    screen.expect("> ")
    screen.end_of_input()
    assert screen.ended() == 0
    assert "(y/n)" not in screen.screen
    assert list(tmp_path.iterdir()) == []


def test_save_asks_before_replacing_another_file(tmp_path: Path) -> None:
    other = tmp_path / "notes.json"
    other.write_text('{"mine": true}\n', "utf-8")
    kept = piped("play", "sir-tommy", "-n", "1", lines=["1", f"s {other}", "n", "q", "y"], cwd=tmp_path)
    assert f"{other} already exists. Replace it with this game? (y/n)" in kept.stdout
    assert "Not saved." in kept.stdout
    assert json.loads(other.read_text("utf-8")) == {"mine": True}
    replaced = piped("play", "sir-tommy", "-n", "1", lines=["1", f"s {other}", "y"], cwd=tmp_path)
    assert f"Saved to {other}." in replaced.stdout
    assert [str(move) for move in read_game(other).moves] == ["stock-w1"]


def test_saving_again_to_the_games_own_file_does_not_ask(tmp_path: Path) -> None:
    save = tmp_path / "g.json"
    piped("play", "sir-tommy", "-n", "1", lines=["1", f"s {save}"], cwd=tmp_path)
    again = piped("play", "--load", str(save), lines=["1", f"s {save}", "2", f"s {save}"], cwd=tmp_path)
    assert "(y/n)" not in again.stdout
    assert len(read_game(save).moves) == 3


def test_a_plugin_failing_mid_game_keeps_the_game_to_be_saved(tmp_path: Path) -> None:
    install_faulty(tmp_path, "patience_apply_move", "position, move", when="getattr(move, 'target', None) == 'w4'")
    save = tmp_path / "g.json"
    result = piped(
        "play", "faulty-tommy", "-n", "1", lines=["stock-w1", "stock-w4", f"s {save}", "q"],
        cwd=tmp_path, env={"PYTHONPATH": str(tmp_path)},
    )  # fmt: skip
    assert_no_traceback(result)
    assert result.returncode == 0
    assert "hook patience_apply_move: KeyError: 'f9'" in result.stdout
    assert "The game is kept as it was before: s FILE saves it" in result.stdout
    assert json.loads(save.read_text("utf-8"))["moves"] == [{"from": "stock", "to": "w1", "count": 1}]


# --------------------------------------------------------------------------- help and the table


def test_help_examples_come_from_the_game_played(tmp_path: Path) -> None:
    tommy = piped("play", "sir-tommy", "-n", "1", lines=["h"], cwd=tmp_path).stdout
    help_text = tommy.split("Type a move's number")[1].split("Other commands:")[0]
    assert "stock-w1" in help_text
    for foreign in ("t3-t5(3)", "redeal", "deal"):
        assert foreign not in help_text
    russian = piped("play", "russian-patience", "-n", "2", lines=["h"], cwd=tmp_path).stdout
    help_text = russian.split("Type a move's number")[1].split("Other commands:")[0]
    assert "deal the next round" in help_text
    assert "redeal, where the rules allow it (2 left)" in help_text
    assert "w1-f2" not in help_text


def test_russian_patience_explains_its_rows_in_a_pipe(tmp_path: Path) -> None:
    shown = piped("play", "russian-patience", "-n", "2", lines=[], cwd=tmp_path).stdout
    assert "(rows: rows of twelve dealt so far in this deal" in shown


def test_russian_patience_explains_its_rows_in_a_terminal(tmp_path: Path) -> None:
    screen = in_a_terminal("play", "russian-patience", "-n", "2", lines=["q"], cwd=tmp_path)
    assert re.search(r"rows: 1 +\(rows of twelve dealt so far", screen), screen
    assert not re.search(r"rows +state +1", screen)


def test_messages_name_cards_as_the_terminal_draws_them(tmp_path: Path) -> None:
    screen = in_a_terminal("play", "russian-patience", "-n", "1", lines=["deal", "q"], cwd=tmp_path)
    assert "K♥ in t4 fits a foundation" in screen
    assert "KH in t4" not in screen


def test_messages_name_cards_as_the_pipe_draws_them(tmp_path: Path) -> None:
    result = piped("play", "russian-patience", "-n", "1", lines=["deal"], cwd=tmp_path)
    assert "KH in t4 fits a foundation" in result.stdout


def test_moves_at_a_terminal_says_what_it_waits_for(tmp_path: Path) -> None:
    screen = in_a_terminal("moves", lines=[], cwd=tmp_path, end=False)
    assert "Reading a position or saved game (JSON) from standard input" in screen
    assert "Error: " in screen and "Traceback" not in screen
