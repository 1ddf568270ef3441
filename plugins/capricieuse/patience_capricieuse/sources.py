"""The works Capricieuse's rules come from, as :class:`~patience_core.Source` values.

Each ``key`` is the work's key in the project's bibliography. None of the
books before Cadogan's has been read here: each is known only via the
Wikipedia article "Capricieuse" (its ``via``), and is cited with it.
"""

from __future__ import annotations

from patience_core import Source
from patience_core.sources import CADOGAN_1914 as CADOGAN
from patience_core.sources import PYSOLFC as PYSOLFC_PROGRAM
from patience_core.sources import WIKIPEDIA_CAPRICIEUSE

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
    note="'La Capricieuse', game 49, translated from the German; known only from summaries",
    key="hoffmann1892",
    via=WIKIPEDIA_CAPRICIEUSE,
)
COOPS_1939 = Source(
    "Coops",
    1939,
    "100 Games of Solitaire",
    pages="58–59",
    note="the first American printing; cited for the history",
    key="coops1939",
    via=WIKIPEDIA_CAPRICIEUSE,
)
MOREHEAD_MOTT_SMITH_1950 = Source(
    "Morehead & Mott-Smith",
    1950,
    "The Complete Book of Solitaire and Patience Games",
    note="prints the game as 'Capricious'; how its rules differ is not known here",
    key="moreheadmottsmith1950",
    via=WIKIPEDIA_CAPRICIEUSE,
)
MOYSE_1950 = Source(
    "Moyse",
    1950,
    "150 Ways to Play Solitaire",
    pages="119–120",
    note="keeps the French name; cited for the history",
    key="moyse1950",
    via=WIKIPEDIA_CAPRICIEUSE,
)
PARLETT_1999 = Source(
    "Parlett",
    1999,
    "The Penguin Book of Patience",
    pages="321",
    note="new edition; keeps the French name; cited for the history",
    key="parlett1999",
    via=WIKIPEDIA_CAPRICIEUSE,
)
HEATHER_1876 = Source(
    "Heather",
    1876,
    "Cards and Card Tricks",
    pages="217–219",
    note="'Russian Patience', a possible ancestor; known only from a summary",
    key="heather1876",
    via=WIKIPEDIA_CAPRICIEUSE,
)
CADOGAN_1914 = CADOGAN.game("The Nation")
PYSOLFC = PYSOLFC_PROGRAM.game("Capricieuse")
