"""A book a plugin distribution plays: what each of its games declares alike.

A distribution that plays one book (Cadogan 1914, Hoffmann 1892, Hoffmann's
booklet of 1921) declares every game the same way: the patience cites the book,
its first edition is the book's own (named for the book, titled "… after
Cadogan", citing the game and the readings of it taken), and it is listed
under the book's collection. A game another plugin already plays becomes the
book's edition of that patience instead: standalone, its rules all its own.
:class:`Book` makes both, so that each distribution says only what its book is.

>>> from patience_core.sources import HOFFMANN_1892
>>> book = Book(HOFFMANN_1892, "hoffmann-1892", "Hoffmann 1892, The Illustrated Book of Patience Games")
>>> variant = book.variant("wish", 1, packs=1, rules=())
>>> variant.title, variant.editions[0].name, variant.editions[0].title, str(variant.editions[0].sources[0])
('The Wish', 'hoffmann-1892', 'The Wish after Hoffmann', 'Hoffmann 1892, No. 1 "The Wish"')
>>> offer = book.edition_of("sultan", 42, rules=(), redeals=2)
>>> offer.patience, offer.edition.title, offer.edition.standalone, offer.edition.redeals
('sultan', 'The Sultan after Hoffmann', True, 2)
"""

from __future__ import annotations

from dataclasses import dataclass

from patience_core.cards import FULL_PACK, PackKind
from patience_core.model import Edition, EditionOf, Variant
from patience_core.sources import Reading, Source

__all__ = ["Book"]


@dataclass(frozen=True)
class Book:
    """One book, as the distribution that plays it declares its games.

    ``work`` is the book (a :class:`~patience_core.sources.Source` with its
    contents); ``edition`` the name of the book's edition of each game;
    ``collection`` the group its games are listed under. A game is named by
    its number in a numbered book and by its title otherwise; where
    ``cites_games`` is false the book's edition cites the whole book, and a
    game's name is only its title (Cadogan's games cite the book, then its
    rule numbers). Edition titles read
    "``title`` after ``author``" (the work's author unless given); an edition
    of another plugin's patience adds ``borrowed`` to its title (Hoffmann's
    booklet marks its editions "(1921)" beside his book's).
    """

    work: Source
    edition: str
    collection: str
    author: str = ""
    borrowed: str = ""
    cites_games: bool = True

    def _cites(self, game: str | int) -> Source:
        return self.work.game(game) if self.cites_games else self.work

    def _title(self, game: str | int) -> str:
        return self.work.game(game).chapter if self.cites_games else str(game)

    def _after(self, title: str) -> str:
        return f"{title} after {self.author or self.work.author}"

    def variant(
        self,
        name: str,
        game: str | int,
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
        """A game played first after this book: its variant, with the book's edition first.

        ``title`` defaults to the book's title of ``game``. The book's edition,
        titled "``title`` after (the author)" or ``edition_title``, cites the
        game and the ``readings`` of it the plugin takes; ``changes`` says in a
        sentence what the book's rules are, and ``edition_rules`` are rule
        objects of that edition alone, layered over ``rules``. Further
        ``editions`` (another program's, a reading the text allows) follow it.
        The variant's sources are the book and ``more_sources``; its ``family``
        is its title unless given. The other arguments are
        :class:`~patience_core.Variant`'s.
        """
        title = title or self._title(game)
        book_edition = Edition(
            self.edition,
            edition_title or self._after(title),
            (self._cites(game), *readings),
            changes=changes,
            rules=edition_rules,
        )
        return Variant(
            name=name,
            title=title,
            family=family or title,
            packs=packs,
            sources=(self.work, *more_sources),
            editions=(book_edition, *editions),
            rules=rules,
            aliases=aliases,
            redeals=redeals,
            summary=summary,
            state_notes=state_notes,
            collection=self.collection,
            pack=pack,
        )

    def edition_of(
        self,
        patience: str,
        game: str | int,
        *,
        rules: tuple[object, ...],
        readings: tuple[Reading, ...] = (),
        changes: str = "",
        redeals: int = 0,
        packs: int | None = None,
        title: str = "",
        aliases: tuple[str, ...] = (),
    ) -> EditionOf:
        """The book's text of ``game`` as its edition of ``patience``, a game another plugin plays.

        The edition is standalone: ``rules`` are the whole of its rules,
        ``redeals`` its number of redeals and ``packs``, when given, its number
        of packs (the patience's own do not carry over). It is listed with this
        book. ``aliases`` are the names the patience takes from the book's title
        where it differs (``windmill`` for Cadogan's The Mill).
        """
        edition = Edition(
            self.edition,
            title or self._after(self._title(game)) + self.borrowed,
            (self._cites(game), *readings),
            changes=changes,
            rules=rules,
            redeals=redeals,
            standalone=True,
            collection=self.collection,
            packs=packs,
        )
        return EditionOf(patience, edition, aliases)
