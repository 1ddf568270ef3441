"""The works Capricieuse's rules come from, as :class:`~patience_core.Source` values.

Each ``key`` is the work's key in the project's bibliography. Hoffmann's book
of 1892 has been read first-hand, and the base edition cites it from
:mod:`patience_core.sources` (see :mod:`patience_capricieuse.book`). The rules
the Wikipedia article "Capricieuse" gives for it are kept as an edition of
their own, ``wikipedia``, and cite Hoffmann *via* that article
(``HOFFMANN_VIA_WIKIPEDIA``): what the article says he says, which is not
always what he says. The later books are known only via the same article,
and are cited with it.
"""

from __future__ import annotations

from patience_core import Source
from patience_core.sources import HOFFMANN_1892 as HOFFMANN_BOOK
from patience_core.sources import PYSOLFC as PYSOLFC_PROGRAM
from patience_core.sources import WIKIPEDIA_CAPRICIEUSE

__all__ = [
    "COOPS_1939",
    "HEATHER_1876",
    "HOFFMANN_1892",
    "HOFFMANN_VIA_WIKIPEDIA",
    "MOREHEAD_MOTT_SMITH_1950",
    "MOYSE_1950",
    "PARLETT_1999",
    "PYSOLFC",
]

#: Hoffmann's La Capricieuse, read first-hand: the base edition's rules.
HOFFMANN_1892 = HOFFMANN_BOOK.game("La Capricieuse")
#: Hoffmann's book as the Wikipedia article summarises it: the ``wikipedia`` edition's rules, which are the article's.
HOFFMANN_VIA_WIKIPEDIA = Source(
    "Hoffmann",
    1892,
    "The Illustrated Book of Patience Games",
    pages="92–94",
    note="'La Capricieuse', as the Wikipedia article summarises it; the book itself says otherwise in places",
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
PYSOLFC = PYSOLFC_PROGRAM.game("Capricieuse")
