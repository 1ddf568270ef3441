"""The works the rules of Puss in the Corner come from.

Each :class:`~patience_core.Source` carries the key of its entry in the
bibliography, and a note saying how the work was read.
"""

from __future__ import annotations

from patience_core import Source

__all__ = ["MOREHEAD_2001", "PARLETT_1979", "PATIENCE_GAMES_1911", "PYSOLFC", "WIKIPEDIA"]

PARLETT_1979 = Source(
    "Parlett",
    1979,
    "The Penguin Book of Patience",
    note="page not known; the rules as the Wikipedia article 'Puss in the Corner' summarises them; not seen first-hand",
    key="parlett1979",
)

MOREHEAD_2001 = Source(
    "Morehead, Mott-Smith and Morehead",
    2001,
    "The Complete Book of Solitaire and Patience Games",
    note="revised edition; page not known; the rules as the Wikipedia article 'Puss in the Corner' summarises them, "
    "agreeing with Parlett; not seen first-hand",
    key="morehead2001",
)

PATIENCE_GAMES_1911 = Source(
    "(author not identified)",
    1911,
    "Patience Games",
    note="a book of about 1911 whose author is not identified; read in an online transcription, in which "
    "Puss in the Corner is chapter 7",
    key="patiencegames1911",
)

WIKIPEDIA = Source(
    "Wikipedia contributors",
    2015,
    "Puss in the Corner",
    note="the article as it stood in May 2015: four cards dealt at a time onto the corners, and the foundations "
    "fed from the corners; no book is named for these rules",
    key="wikipedia-puss",
)

PYSOLFC = Source(
    "PySolFC developers",
    2024,
    "PySolFC",
    note="Puss in the Corner, game 430; the order in which it gathers the corners is read from its source code "
    "(pysollib/games/numerica.py), not checked by playing it",
    key="pysolfc",
)
