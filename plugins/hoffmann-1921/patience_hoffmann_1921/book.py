"""The booklet: Professor Hoffmann, *Selected Patience Games*, dated 1921.

Every game of this distribution cites it by number and paragraph, through
``HOFFMANN_1921`` of :mod:`patience_core.sources`: the booklet numbers its
games, but the copy read is a transcription without page numbers, so a clause
cites ``HOFFMANN_1921.game(4).paragraph(3)``, printed ``Hoffmann 1921, No. 4
"The Carpet", ¶3``. A game's paragraphs are counted from the first after the
line that names its packs. A clause of our own interpretation cites a
:class:`~patience_core.sources.Reading` of the paragraph it reads.

What every game of the booklet declares alike is made here:

- :func:`variant` builds the :class:`~patience_core.Variant` of a game the
  project plays after this booklet first, with the booklet's edition
  ``hoffmann-1921`` first and the booklet's collection;
- :func:`edition_of` builds the edition ``hoffmann-1921`` of a game another
  book's plugin already plays (:class:`~patience_core.EditionOf`): standalone,
  with rules of its own, listed with this booklet.

A module then declares its hook with :func:`~patience_core.published` or
:func:`~patience_core.offered`::

    VARIANT = variant("demon", 7, packs=1, rules=RULES)
    patience_variant = published(VARIANT)

    EDITION = edition_of("carpet", 4, rules=RULES, packs=1)
    patience_editions = offered(EDITION)

>>> EDITION = edition_of("carpet", 4, rules=(object(),), packs=1, changes="another game under the title")
>>> EDITION.patience, EDITION.edition.name, EDITION.edition.title, EDITION.edition.packs
('carpet', 'hoffmann-1921', 'The Carpet after Hoffmann (1921)', 1)
>>> str(EDITION.edition.sources[0])
'Hoffmann 1921, No. 4 "The Carpet"'
"""

from __future__ import annotations

from patience_core import Edition, EditionOf, Variant, offered, published
from patience_core.sources import HOFFMANN_1921, Reading, Source

__all__ = ["COLLECTION", "EDITION", "HOFFMANN_1921", "Reading", "edition_of", "offered", "published", "variant"]

#: The group the booklet's games are listed under.
COLLECTION = "Hoffmann 1921, Selected Patience Games"
#: The name of the booklet's edition of each of its games.
EDITION = "hoffmann-1921"


def variant(
    name: str,
    number: int,
    *,
    packs: int,
    rules: tuple[object, ...],
    title: str = "",
    family: str = "",
    readings: tuple[Reading, ...] = (),
    changes: str = "",
    editions: tuple[Edition, ...] = (),
    more_sources: tuple[Source, ...] = (),
    aliases: tuple[str, ...] = (),
    redeals: int = 0,
    summary: str = "",
    state_notes: tuple[tuple[str, str], ...] = (),
) -> Variant:
    """Game ``number`` of the booklet, played first after it: its variant, with the booklet's edition first.

    ``title`` defaults to the booklet's title of the game. The edition
    ``hoffmann-1921``, titled "``title`` after Hoffmann", cites the game and
    the ``readings`` of it the plugin takes; ``changes`` says in a sentence
    what the booklet's rules are. Further ``editions`` (PySolFC's, a reading
    the text allows) follow it. The variant's sources are the booklet and
    ``more_sources``; its ``family`` is its title unless given; it is listed
    under :data:`COLLECTION`. The other arguments are :class:`~patience_core.Variant`'s.
    """
    game = HOFFMANN_1921.game(number)
    title = title or game.chapter
    book = Edition(EDITION, f"{title} after Hoffmann", (game, *readings), changes=changes)
    return Variant(
        name=name,
        title=title,
        family=family or title,
        packs=packs,
        sources=(HOFFMANN_1921, *more_sources),
        editions=(book, *editions),
        rules=rules,
        aliases=aliases,
        redeals=redeals,
        summary=summary,
        state_notes=state_notes,
        collection=COLLECTION,
    )


def edition_of(
    patience: str,
    number: int,
    *,
    rules: tuple[object, ...],
    readings: tuple[Reading, ...] = (),
    changes: str = "",
    redeals: int = 0,
    packs: int | None = None,
    aliases: tuple[str, ...] = (),
) -> EditionOf:
    """Hoffmann's text of game ``number`` as the edition ``hoffmann-1921`` of ``patience``, another plugin's.

    The edition, titled "(the booklet's title) after Hoffmann (1921)", is
    standalone: ``rules`` are the whole of its rules, ``redeals`` its number of
    redeals and ``packs``, when given, its number of packs (the patience's own
    do not carry over). It is listed with this booklet. ``aliases`` are the
    names the patience takes from Hoffmann's title where it differs.
    """
    game = HOFFMANN_1921.game(number)
    edition = Edition(
        EDITION,
        f"{game.chapter} after Hoffmann (1921)",
        (game, *readings),
        changes=changes,
        rules=rules,
        redeals=redeals,
        standalone=True,
        collection=COLLECTION,
        packs=packs,
    )
    return EditionOf(patience, edition, aliases)
