"""The works the rules of Puss in the Corner come from.

Each :class:`~patience_core.Source` carries the key of its entry in the
bibliography, and a note saying how the work was read.
"""

from __future__ import annotations

from dataclasses import replace

from patience_core import Source
from patience_core.sources import HOFFMANN_1921 as SELECTED_PATIENCE_GAMES
from patience_core.sources import PYSOLFC as PYSOLFC_PROGRAM

__all__ = ["HOFFMANN_1921", "MOREHEAD_2001", "PARLETT_1979", "PATIENCE_GAMES_1911", "PYSOLFC", "WIKIPEDIA"]

WIKIPEDIA = Source(
    "Wikipedia contributors",
    2015,
    "Puss in the Corner",
    note="the article as it stood in May 2015: four cards dealt at a time onto the corners, and the foundations "
    "fed from the corners; no book is named for these rules",
    key="wikipedia-puss",
    name='Wikipedia "Puss in the Corner"',
    copy="the English article: as it stood in May 2015 for the four-card deal, and as read in 2026 in a "
    "bilingual (Kazakh and English) copy for its summary of Parlett 1979 and Morehead 2001",
)

PARLETT_1979 = Source(
    "Parlett",
    1979,
    "The Penguin Book of Patience",
    note="page not known",
    key="parlett1979",
    via=WIKIPEDIA,
)

MOREHEAD_2001 = Source(
    "Morehead, Mott-Smith and Morehead",
    2001,
    "The Complete Book of Solitaire and Patience Games",
    note="revised edition; page not known; the article says its rules agree with Parlett's",
    key="morehead2001",
    via=WIKIPEDIA,
)

PATIENCE_GAMES_1911 = Source(
    "(author not identified)",
    1911,
    "Patience Games",
    note="a book of about 1911 whose author is not identified; read in an online transcription, in which "
    "Puss in the Corner is chapter 7",
    key="patiencegames1911",
    copy="an online transcription (kellscraft.com), read chapter by chapter; Puss in the Corner is chapter 7",
)

PYSOLFC = replace(
    PYSOLFC_PROGRAM.game("Puss in the Corner"),
    note="game 430; the order in which it gathers the corners is read from its source code "
    "(pysollib/games/numerica.py), not checked by playing it",
)

#: Hoffmann's Selected Patience Games, No. 11, read first-hand: cited by paragraph (the copy has no pages).
HOFFMANN_1921 = SELECTED_PATIENCE_GAMES.game("Puss in the Corner")
