"""Sources: what a rule rests on, and the works the patiences cite.

A plugin imports from here the values it cites a rule with: a
:class:`~patience_core.sources.provenance.Source` (a work, read first-hand or
known via a summary), a :class:`~patience_core.sources.provenance.Reading`
(an interpretation of our own) and the
:data:`~patience_core.sources.provenance.Citation` that is either, and the
works more than one patience cites (:mod:`patience_core.sources.works`).
This package is the contract; its two modules may change.

>>> from patience_core.sources import CADOGAN_1914, Reading
>>> print(CADOGAN_1914.game("The Sultan").rule("II"), "|", Reading("the talon once", of=CADOGAN_1914))
Cadogan 1914, "The Sultan", rule II | reading: the talon once
"""

from __future__ import annotations

from patience_core.sources.provenance import Citation, Reading, Source, is_citation, pages_text
from patience_core.sources.works import (
    CADOGAN_1914,
    CADOGAN_1914_GAMES,
    HOFFMANN_1892,
    HOFFMANN_1892_GAMES,
    HOFFMANN_1921,
    HOFFMANN_1921_GAMES,
    PYSOLFC,
    WIKIPEDIA_CAPRICIEUSE,
)

__all__ = [
    "CADOGAN_1914",
    "CADOGAN_1914_GAMES",
    "HOFFMANN_1892",
    "HOFFMANN_1892_GAMES",
    "HOFFMANN_1921",
    "HOFFMANN_1921_GAMES",
    "PYSOLFC",
    "WIKIPEDIA_CAPRICIEUSE",
    "Citation",
    "Reading",
    "Source",
    "is_citation",
    "pages_text",
]
