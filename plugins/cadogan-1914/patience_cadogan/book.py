"""The book: Lady Adelaide Cadogan, *Illustrated Games of Solitaire or Patience*, new revised edition, 1914.

Every game of this distribution cites it rule by rule, through
``CADOGAN_1914`` of :mod:`patience_core.sources`: the electronic text has no page
numbers, and each game numbers its rules (I, II, …) and then describes the
play in paragraphs, so a clause cites ``CADOGAN_1914.game("La Belle Lucie").rule("I")``
or ``.play(3)``. A clause of our own interpretation cites a
:class:`~patience_core.sources.Reading` of the rule or paragraph it reads.

What every game of the book declares alike is made by :data:`BOOK`, a
:class:`~patience_core.Book`: :func:`variant` builds a game's
:class:`~patience_core.Variant` with the book as its source, the book's own
edition ``cadogan-1914`` first and the book's collection (a game is named by
its title: the edition cites the book, whose games are not numbered), and
:func:`published` makes the module's ``patience_variant`` hook answering it::

    VARIANT = variant("fortress", "Fortress", packs=1, rules=RULES, family="Beleaguered Castle")
    patience_variant = published(VARIANT)
"""

from __future__ import annotations

from patience_core import Book, published
from patience_core.sources import CADOGAN_1914, Reading

__all__ = ["BOOK", "CADOGAN_1914", "COLLECTION", "Reading", "published", "variant"]

#: The group the book's games are listed under.
COLLECTION = "Cadogan 1914, Illustrated Games of Solitaire or Patience"
#: The book, as its games declare themselves.
BOOK = Book(CADOGAN_1914, "cadogan-1914", COLLECTION, cites_games=False)
#: A game of the book: its variant, citing the book, with the book's edition first
#: (:meth:`Book.variant <patience_core.Book.variant>`).
variant = BOOK.variant
