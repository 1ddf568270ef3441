"""The works Capricieuse's rules come from, as :class:`~patience_core.Source` values.

Each ``key`` is the work's key in the project's bibliography. Where a work was
not read first-hand, its ``note`` says so and says where its content is known from.
"""

from __future__ import annotations

from patience_core import Source

__all__ = [
    "CADOGAN_1914",
    "COOPS_1939",
    "HEATHER_1876",
    "HOFFMANN_1892",
    "MOREHEAD_MOTT_SMITH_1950",
    "MOYSE_1950",
    "PARLETT_1999",
    "PYSOLFC",
]

HOFFMANN_1892 = Source(
    "Hoffmann",
    1892,
    "The Illustrated Book of Patience Games",
    pages="92–94",
    note="'La Capricieuse', game 49, translated from the German; known from summaries, not seen first-hand",
    key="hoffmann1892",
)
COOPS_1939 = Source(
    "Coops",
    1939,
    "100 Games of Solitaire",
    pages="58–59",
    note="the first American printing; cited for the history, not seen first-hand",
    key="coops1939",
)
MOREHEAD_MOTT_SMITH_1950 = Source(
    "Morehead & Mott-Smith",
    1950,
    "The Complete Book of Solitaire and Patience Games",
    note="prints the game as 'Capricious'; how its rules differ is not known here",
    key="moreheadmottsmith1950",
)
MOYSE_1950 = Source(
    "Moyse",
    1950,
    "150 Ways to Play Solitaire",
    pages="119–120",
    note="keeps the French name; cited for the history, not seen first-hand",
    key="moyse1950",
)
PARLETT_1999 = Source(
    "Parlett",
    1999,
    "The Penguin Book of Patience",
    pages="321",
    note="new edition; keeps the French name; cited for the history, not seen first-hand",
    key="parlett1999",
)
HEATHER_1876 = Source(
    "Heather",
    1876,
    "Cards and Card Tricks",
    pages="217–219",
    note="'Russian Patience', a possible ancestor; known from a summary, not seen first-hand",
    key="heather1876",
)
CADOGAN_1914 = Source(
    "Cadogan",
    1914,
    "Illustrated Games of Solitaire or Patience",
    note="'The Nation'; the e-text has no page numbers",
    key="cadogan1914",
)
PYSOLFC = Source(
    "PySolFC developers",
    2024,
    "PySolFC",
    note="game 292, 'Capricieuse'; read for facts only",
    key="pysolfc",
)
