"""The book: Lady Adelaide Cadogan, *Illustrated Games of Solitaire or Patience*, new revised edition, 1914.

Every game of this distribution cites it rule by rule, through
``CADOGAN_1914`` of :mod:`patience_core.sources`: the electronic text has no page
numbers, and each game numbers its rules (I, II, …) and then describes the
play in paragraphs, so a clause cites ``CADOGAN_1914.game("La Belle Lucie").rule("I")``
or ``.play(3)``. A clause of our own interpretation cites a
:class:`~patience_core.sources.Reading` of the rule or paragraph it reads.

What every game of the book declares alike is made here: :func:`variant`
builds a game's :class:`~patience_core.Variant` with the book as its source,
the book's own edition ``cadogan-1914`` first and the book's collection, and
:func:`published` makes the module's ``patience_variant`` hook answering it::

    VARIANT = variant("fortress", "Fortress", packs=1, rules=RULES, family="Beleaguered Castle")
    patience_variant = published(VARIANT)
"""

from __future__ import annotations

from patience_core import Edition, Variant, published
from patience_core.cards import FULL_PACK, PackKind
from patience_core.sources import CADOGAN_1914, Reading, Source

__all__ = ["CADOGAN_1914", "COLLECTION", "Reading", "published", "variant"]

#: The group the book's games are listed under.
COLLECTION = "Cadogan 1914, Illustrated Games of Solitaire or Patience"


def variant(
    name: str,
    title: str,
    *,
    packs: int,
    rules: tuple[object, ...],
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
    """A game of the book: its variant, citing the book, with the book's edition first.

    The edition ``cadogan-1914``, titled "``title`` after Cadogan" (or
    ``edition_title``), cites the book and the ``readings`` of it the plugin
    takes; ``changes`` says in a sentence what the book's rules are, and
    ``edition_rules`` are rule objects of that edition alone, layered over
    ``rules``. Further ``editions`` (another program's, a reading the book
    mentions) follow it. The variant's sources are the book and
    ``more_sources``; its ``family`` is its title unless given; it is listed
    under :data:`COLLECTION`. The other arguments are :class:`~patience_core.Variant`'s.
    """
    book_edition = Edition(
        "cadogan-1914",
        edition_title or f"{title} after Cadogan",
        (CADOGAN_1914, *readings),
        changes=changes,
        rules=edition_rules,
    )
    return Variant(
        name=name,
        title=title,
        family=family or title,
        packs=packs,
        sources=(CADOGAN_1914, *more_sources),
        editions=(book_edition, *editions),
        rules=rules,
        aliases=aliases,
        redeals=redeals,
        summary=summary,
        state_notes=state_notes,
        collection=COLLECTION,
        pack=pack,
    )
