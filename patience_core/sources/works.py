"""Works that more than one patience cites, read first-hand, as :class:`~patience_core.Source` values.

Any plugin may import them. Each ``key`` is the work's key in the project's
bibliography. A work known only through one of these is declared with
``via=`` where it is cited.

Cadogan 1914 numbers each game's rules (I, II, …) and follows them with a
section on the play; the e-text has no page numbers, so a clause cites the
game and the rule or the paragraph of the play:

>>> LUCIE = CADOGAN_1914.game("La Belle Lucie")
>>> print(LUCIE.rule("II"), "|", LUCIE.play(3))
Cadogan 1914, "La Belle Lucie", rule II | Cadogan 1914, "La Belle Lucie", play ¶3
"""

from __future__ import annotations

from patience_core.sources.provenance import Source

__all__ = ["CADOGAN_1914", "CADOGAN_1914_GAMES", "PYSOLFC", "WIKIPEDIA_CAPRICIEUSE"]

#: The 47 games of Cadogan 1914, in the book's order, titled as the e-text heads them.
CADOGAN_1914_GAMES = (
    "La Belle Lucie",
    "Napoleon at St. Helena",
    "The Fifteen",
    "The Salic Law",
    "The Four Corners",
    "The Mill",
    "The Shah",
    "The Blockade",
    "The Clock",
    "Fortress",
    "The Fourteenth",
    "The Sultan",
    "La Nivernaise",
    "The Empress of India",
    "The Besieged City",
    "The Flower-Garden",
    "The Hemispheres",
    "Napoleon's Square",
    "The Constitution",
    "The Zodiac",
    "The Kings",
    "Babette",
    "Nestor",
    "Light and Shade",
    "The Labyrinth",
    "Spenser's Fairie Queen",
    "The Terrace",
    "General Sedgewick",
    "The Queens",
    "The Herring-Bone",
    "The Olga",
    "Cæsar",
    "Red and Black",
    "The Square",
    "Margarethe",
    "Mount Olympus",
    "The Wheel",
    "Two Rings",
    "The Nation",
    "The Carpet",
    "The Fish-Bone",
    "The Congress",
    'The "Louis" Patience',
    "Sly",
    "The Great Thirteen",
    "Canfield or Klondike",
    "Anna",
)

CADOGAN_1914 = Source(
    "Cadogan",
    1914,
    "Illustrated Games of Solitaire or Patience",
    key="cadogan1914",
    copy="the new revised edition (Philadelphia: David McKay, 1914) in its public-domain e-text, "
    "Project Gutenberg e-book 21642, read in full; it has no page numbers",
    contents=CADOGAN_1914_GAMES,
)

PYSOLFC = Source(
    "PySolFC developers",
    2024,
    "PySolFC",
    key="pysolfc",
    name="PySolFC",
    copy="its source code and rules pages (github.com/shlomif/PySolFC, version 3), read for facts only; "
    "the commit read was not recorded",
)

WIKIPEDIA_CAPRICIEUSE = Source(
    "Wikipedia contributors",
    2026,
    "Capricieuse",
    key="wikipedia-capricieuse",
    name='Wikipedia "Capricieuse"',
    copy="the English text of the article, read in 2026 in bilingual copies (beside Kazakh and Russian "
    "translations); it summarises Hoffmann 1892 for Capricieuse and Heather 1876 for Russian Patience",
)
