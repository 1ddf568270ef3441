"""The book: Professor Hoffmann, *The Illustrated Book of Patience Games*, 1892.

Every game of this distribution cites it by number and page, through
``HOFFMANN_1892`` of :mod:`patience_core.sources`: the book numbers its 63 games
and the copy read keeps the 1892 page breaks, so a clause cites
``HOFFMANN_1892.game(42).page(77)``, printed ``Hoffmann 1892, No. 42 "The
Sultan", p. 77``, and a page outside the game is refused when the module is
imported. A clause of our own interpretation cites a
:class:`~patience_core.sources.Reading` of the page it reads.

What every game of the book declares alike is made by :data:`BOOK`, a
:class:`~patience_core.Book`:

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

from patience_core import Book, offered, published
from patience_core.sources import HOFFMANN_1892, Reading

__all__ = [
    "BOOK",
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

#: The book, as its games declare themselves.
BOOK = Book(HOFFMANN_1892, EDITION, COLLECTION)
#: Game ``number`` of the book, played first after it (:meth:`Book.variant <patience_core.Book.variant>`).
variant = BOOK.variant
#: Game ``number`` as the edition ``hoffmann-1892`` of another plugin's patience
#: (:meth:`Book.edition_of <patience_core.Book.edition_of>`).
edition_of = BOOK.edition_of
