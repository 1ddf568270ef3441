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

Hoffmann 1892 numbers its 63 games and is read with its printed pages: a
clause cites the game by number and the page that states the rule, and a page
outside the game is refused:

>>> print(HOFFMANN_1892.game(42).page(77))
Hoffmann 1892, No. 42 "The Sultan", p. 77

Hoffmann 1921 numbers its games too, but the copy read has no pages: a clause
cites the game and the paragraph of its text.
"""

from __future__ import annotations

from patience_core.sources.provenance import Source

__all__ = [
    "CADOGAN_1914",
    "CADOGAN_1914_GAMES",
    "HOFFMANN_1892",
    "HOFFMANN_1892_GAMES",
    "HOFFMANN_1921",
    "HOFFMANN_1921_GAMES",
    "PYSOLFC",
    "WIKIPEDIA_CAPRICIEUSE",
]

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
    paged=False,
)

#: The 63 games of Hoffmann 1892, in the book's order (numbered 1 to 63), titled as the 1892 print heads them.
HOFFMANN_1892_GAMES = (
    "The Wish",
    "The Star",
    "Hope",
    "The Amazons",
    "The Harvest",
    "Royal Marriage",
    "Quadrille",
    "Cæsar",
    "Nestor",
    "Hidden Cards",
    "The Dial (No. 1)",
    "The Dial (No. 2)",
    "Elevens (No. 1)",
    "Elevens (No. 2)",
    "Robert",
    "The Pyramid",
    "The Five Court Cards",
    "The Talkative",
    "The Four Seasons",
    "Thirteens",
    "The Fairest (No. 1)",
    "The Fairest (No. 2)",
    "The Storehouse",
    "“Covering” Patience",
    "The Indefatigable",
    "Valentine",
    "The Trefoil",
    "The Corners",
    "The Cotillon",
    "The Crescent",
    "Lucas",
    "The Constitution",
    "The Four Corners",
    "The Reserves",
    "Rouge et Noir",
    "The Twos",
    "The Kingdom",
    "The Patriarchs",
    "The Windmill",
    "The Parallels",
    "The Blockade",
    "The Sultan",
    "The Lady of the Manor",
    "The Wheatsheaf",
    "The Juvenile",
    "The Shah",
    "The Spark",
    "La Parisienne",
    "La Capricieuse",
    "La Nationale",
    "The Fly",
    "Les Petits Paquets",
    "Light and Shade",
    "The Plait",
    "Queens and Knaves",
    "The Quadrangle",
    "The Octagon",
    "The Picture Gallery",
    "The Kings",
    "The “Louis” Patience",
    "The Wrangle",
    "Here and There",
    "Sympathy",
)

#: The first and last printed page of each game of Hoffmann 1892 (a game that begins below another's end
#: shares that page; a footnote counts, as No. 23's running on to p. 42), read from the 1892 print.
HOFFMANN_1892_PAGES = (
    (7, 8), (9, 10), (11, 11), (11, 13), (13, 14), (14, 15), (16, 17), (17, 17), (18, 19), (20, 21),
    (22, 24), (24, 25), (25, 26), (26, 27), (27, 28), (28, 29), (29, 30), (31, 31), (32, 33), (34, 35),
    (35, 38), (39, 40), (40, 42), (42, 43), (43, 44), (44, 45), (46, 48), (48, 49), (49, 50), (51, 52),
    (53, 54), (55, 56), (57, 59), (59, 60), (60, 61), (62, 63), (63, 64), (65, 66), (67, 69), (70, 72),
    (73, 75), (76, 77), (78, 79), (80, 81), (82, 83), (84, 86), (87, 89), (89, 91), (92, 94), (94, 96),
    (96, 97), (98, 101), (102, 103), (104, 106), (106, 107), (108, 109), (110, 111), (111, 112), (113, 114),
    (115, 116), (117, 118), (119, 119), (120, 122),
)  # fmt: skip

HOFFMANN_1892 = Source(
    "Hoffmann",
    1892,
    "The Illustrated Book of Patience Games",
    key="hoffmann1892",
    copy="the first edition (London: George Routledge and Sons, 1892; the title page shows no edition number), "
    "read in full in a transcription checked word by word against a scan of that edition and corrected to "
    "its reading, with its page breaks; the diagrams read from the scan",
    contents=HOFFMANN_1892_GAMES,
    numbered=True,
    spans=HOFFMANN_1892_PAGES,
    sections=(("Introduction", 1, 6), ("Solution of the Cæsar Problem", 123, 123)),
)

#: The games of Hoffmann's *Selected Patience Games* whose text survives in the copy read (Nos. 1–14 of 21).
HOFFMANN_1921_GAMES = (
    "The Original Patience",
    "The Star",
    "The Travellers",
    "The Carpet",
    "The Windmill",
    "Heads and Tails",
    "The Demon",
    "New York Patience",
    "St. Helena Patience",
    "Reversible Sequences",
    "Puss in the Corner",
    "The Four Marriages",
    "Backbone Patience",
    "Bismarck Patience",
)

HOFFMANN_1921 = Source(
    "Hoffmann",
    1921,
    "Selected Patience Games",
    key="hoffmann1921",
    copy="a transcription of the booklet (London: Chas. Goodall and Son; dated 1921 by the transcription, not "
    "by a title page seen here), read in full as far as it goes: games 1 to 14 of the 21 its contents list, "
    "the 10th and the 14th cut off; no scan and no page numbers, so a game is cited by its number and the "
    "paragraph of its text",
    contents=HOFFMANN_1921_GAMES,
    numbered=True,
    paged=False,
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
