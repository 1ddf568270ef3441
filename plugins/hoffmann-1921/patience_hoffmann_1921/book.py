"""The booklet: Professor Hoffmann, *Selected Patience Games*, dated 1921.

Every game of this distribution cites it by number and paragraph, through
``HOFFMANN_1921`` of :mod:`patience_core.sources`: the booklet numbers its
games, but the copy read is a transcription without page numbers, so a clause
cites ``HOFFMANN_1921.game(4).paragraph(3)``, printed ``Hoffmann 1921, No. 4
"The Carpet", ¶3``. A game's paragraphs are counted from the first after the
line that names its packs. A clause of our own interpretation cites a
:class:`~patience_core.sources.Reading` of the paragraph it reads.

What every game of the booklet declares alike is made by :data:`BOOK`, a
:class:`~patience_core.Book`:

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

from patience_core import Book, offered, published
from patience_core.sources import HOFFMANN_1921, Reading

__all__ = ["BOOK", "COLLECTION", "EDITION", "HOFFMANN_1921", "Reading", "edition_of", "offered", "published", "variant"]

#: The group the booklet's games are listed under.
COLLECTION = "Hoffmann 1921, Selected Patience Games"
#: The name of the booklet's edition of each of its games.
EDITION = "hoffmann-1921"

#: The booklet, as its games declare themselves; its editions of other plugins' patiences are titled
#: "… after Hoffmann (1921)", beside his book's "… after Hoffmann".
BOOK = Book(HOFFMANN_1921, EDITION, COLLECTION, borrowed=" (1921)")
#: Game ``number`` of the booklet, played first after it (:meth:`Book.variant <patience_core.Book.variant>`).
variant = BOOK.variant
#: Game ``number`` as the edition ``hoffmann-1921`` of another plugin's patience
#: (:meth:`Book.edition_of <patience_core.Book.edition_of>`).
edition_of = BOOK.edition_of
