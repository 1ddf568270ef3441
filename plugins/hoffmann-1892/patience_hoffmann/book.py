"""The book: Professor Hoffmann, *The Illustrated Book of Patience Games*, 1892.

Every game of this distribution cites it by number and page, through
``HOFFMANN_1892`` of :mod:`patience_core.sources`: the book numbers its 63 games
and the copy read keeps the 1892 page breaks, so a clause cites
``HOFFMANN_1892.game(42).page(77)``, printed ``Hoffmann 1892, No. 42 "The
Sultan", p. 77``, and a page outside the game is refused when the module is
imported. A clause of our own interpretation cites a
:class:`~patience_core.sources.Reading` of the page it reads.

What every game of the book declares alike is made here:

- :func:`variant` builds the :class:`~patience_core.Variant` of a game the
  project plays after this book first, with the book's edition
  ``hoffmann-1892`` first and the book's collection;
- :func:`edition_of` builds the edition ``hoffmann-1892`` of a game another
  book's plugin already plays (:class:`~patience_core.EditionOf`): standalone,
  with rules of its own, listed with this book.

A module then declares its hook with :func:`~patience_core.published` or
:func:`~patience_core.offered`::

    VARIANT = variant("wish", 1, packs=1, rules=RULES)
    patience_variant = published(VARIANT)

    EDITION = edition_of("sultan", 42, rules=RULES, redeals=2)
    patience_editions = offered(EDITION)

>>> EDITION = edition_of("sultan", 42, rules=(object(),), changes="the book's rules")
>>> EDITION.patience, EDITION.edition.name, EDITION.edition.title, str(EDITION.edition.sources[0])
('sultan', 'hoffmann-1892', 'The Sultan after Hoffmann', 'Hoffmann 1892, No. 42 "The Sultan"')
"""

from __future__ import annotations

from patience_core import Edition, EditionOf, Variant, offered, published
from patience_core.cards import FULL_PACK, PackKind
from patience_core.sources import HOFFMANN_1892, Reading, Source

__all__ = [
    "COLLECTION",
    "EDITION",
    "HOFFMANN_1892",
    "SHARED_READINGS",
    "THREE_REDEALS",
    "Reading",
    "edition_of",
    "offered",
    "published",
    "variant",
]

#: The group the book's games are listed under.
COLLECTION = "Hoffmann 1892, The Illustrated Book of Patience Games"
#: The name of the book's edition of each of its games.
EDITION = "hoffmann-1892"

#: Hoffmann counts a game's deals as "times through the waste-heap" after the first (No. 11, p. 23): a game
#: that goes "three times through" has three redeals. One reading of the book's usage, shared by its games.
THREE_REDEALS = Reading("three times through the waste-heap is three redeals", of=HOFFMANN_1892.game(11).page(23))

#: The readings of the book's usage that several of its games share, each argued once.
SHARED_READINGS = (THREE_REDEALS,)


def _book_edition(
    number: int,
    title: str,
    *,
    readings: tuple[Reading, ...],
    changes: str,
    rules: tuple[object, ...] = (),
    redeals: int | None = None,
    standalone: bool = False,
    collection: str = "",
) -> Edition:
    """The edition ``hoffmann-1892`` of game ``number``: citing the game, and the readings of it taken."""
    game = HOFFMANN_1892.game(number)
    return Edition(
        EDITION,
        title or f"{game.chapter} after Hoffmann",
        (game, *readings),
        changes=changes,
        rules=rules,
        redeals=redeals,
        standalone=standalone,
        collection=collection,
    )


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
    edition_rules: tuple[object, ...] = (),
    edition_title: str = "",
    editions: tuple[Edition, ...] = (),
    more_sources: tuple[Source, ...] = (),
    aliases: tuple[str, ...] = (),
    redeals: int = 0,
    summary: str = "",
    state_notes: tuple[tuple[str, str], ...] = (),
    pack: PackKind = FULL_PACK,
) -> Variant:
    """Game ``number`` of the book, played first after it: its variant, with the book's edition first.

    ``title`` defaults to the book's title of the game. The edition
    ``hoffmann-1892``, titled "``title`` after Hoffmann" (or
    ``edition_title``), cites the game and the ``readings`` of it the plugin
    takes; ``changes`` says in a sentence what the book's rules are, and
    ``edition_rules`` are rule objects of that edition alone, layered over
    ``rules``. Further ``editions`` (PySolFC's, a reading the text allows)
    follow it. The variant's sources are the book and ``more_sources``; its
    ``family`` is its title unless given; it is listed under
    :data:`COLLECTION`. The other arguments are :class:`~patience_core.Variant`'s.
    """
    title = title or HOFFMANN_1892.game(number).chapter
    book_edition = _book_edition(
        number, edition_title or f"{title} after Hoffmann", readings=readings, changes=changes, rules=edition_rules
    )
    return Variant(
        name=name,
        title=title,
        family=family or title,
        packs=packs,
        sources=(HOFFMANN_1892, *more_sources),
        editions=(book_edition, *editions),
        rules=rules,
        aliases=aliases,
        redeals=redeals,
        summary=summary,
        state_notes=state_notes,
        collection=COLLECTION,
        pack=pack,
    )


def edition_of(
    patience: str,
    number: int,
    *,
    rules: tuple[object, ...],
    readings: tuple[Reading, ...] = (),
    changes: str = "",
    redeals: int = 0,
    title: str = "",
    aliases: tuple[str, ...] = (),
) -> EditionOf:
    """Hoffmann's text of game ``number`` as the edition ``hoffmann-1892`` of ``patience``, another plugin's.

    The edition is standalone: ``rules`` are the whole of its rules, and
    ``redeals`` its number of redeals (the patience's own does not carry over).
    It is listed with this book. ``aliases`` are the names the patience takes
    from Hoffmann's title where it differs (``windmill`` for Cadogan's The Mill).
    """
    edition = _book_edition(
        number,
        title,
        readings=readings,
        changes=changes,
        rules=rules,
        redeals=redeals,
        standalone=True,
        collection=COLLECTION,
    )
    return EditionOf(patience, edition, aliases)
