"""The bibliography in the author–year style the text uses.

The pages cite works as "Hoffmann (1892)" (sphinxcontrib-bibtex's
``author_year`` referencing style); pybtex's plain style would label the
entries of the bibliography [1], [2], … beside them. This style labels each
entry with its authors' last names and its year instead, so a reader finds
"Hoffmann 1892" in the bibliography under that name, and keeps the titles'
capitals as printed rather than lowering all but the first word.

pybtex finds a plugin by scanning every installed distribution's entry points,
and sphinxcontrib-bibtex asks it for the plain-text back end once per
citation it resolves: with a few thousand citations that scan took about 40 %
of the HTML build. :func:`register` therefore also names the two back ends
the build uses, which pybtex then finds without a scan.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

from pybtex.backends.plaintext import Backend as PlainTextBackend  # type: ignore[import-untyped]
from pybtex.plugin import register_plugin  # type: ignore[import-untyped]
from pybtex.style.formatting.plain import Style as PlainStyle  # type: ignore[import-untyped]
from pybtex.style.labels import BaseLabelStyle  # type: ignore[import-untyped]
from pybtex.style.template import field, sentence  # type: ignore[import-untyped]
from pybtex_docutils import Backend as DocutilsBackend  # type: ignore[import-untyped, unused-ignore]

__all__ = ["AuthorYearLabels", "AuthorYearStyle", "register"]

#: The name under which ``conf.py`` chooses the style (``bibtex_default_style``).
NAME = "patience-author-year"


def _surname(person: Any) -> str:
    """A person's last name as printed, without the braces that keep a corporate name whole."""
    return " ".join(person.last_names or person.first_names).replace("{", "").replace("}", "")


#: The corporate author of an encyclopaedia's articles, which are told apart by title, not by author and year.
ENCYCLOPAEDIAS = {"Wikipedia contributors": "Wikipedia"}


class AuthorYearLabels(BaseLabelStyle):  # type: ignore[misc]
    """Labels like "Hoffmann 1892", "Morehead & Mott-Smith 1950", "Blake & Gent 2019", "Yan et al. 2005".

    An encyclopaedia's article is labelled by the encyclopaedia and its title,
    as the rules cite it: 'Wikipedia "Sir Tommy"', not "Wikipedia contributors
    2026", a label three articles read in one year would share.
    """

    def format_label(self, entry: Any) -> str:
        people = entry.persons.get("author", [])
        names = [_surname(person) for person in people]
        if len(names) == 1 and names[0] in ENCYCLOPAEDIAS:
            return f'{ENCYCLOPAEDIAS[names[0]]} "{entry.fields.get("title", entry.key)}"'.replace("{", "").replace(
                "}", ""
            )
        if len(names) > 2 or "others" in names:  # bibtex's "and others"
            who = f"{names[0]} et al."
        else:
            who = " & ".join(names) or entry.key
        return f"{who} {entry.fields.get('year', '')}".strip()

    def format_labels(self, sorted_entries: Iterable[Any]) -> Iterator[str]:
        labels = [self.format_label(entry) for entry in sorted_entries]
        repeated = Counter(labels)
        seen: Counter[str] = Counter()
        for label in labels:
            if repeated[label] == 1:
                yield label
            else:
                yield label + chr(ord("a") + seen[label])
                seen[label] += 1


class AuthorYearStyle(PlainStyle):  # type: ignore[misc]
    """pybtex's plain style with author–year labels and titles cased as printed."""

    default_label_style = NAME

    def format_title(self, e: Any, which_field: str, as_sentence: bool = True) -> Any:
        # The plain style lowers every word of a title but the first ("Pysolfc", "Puss in the corner").
        title = field(which_field)
        return sentence[title] if as_sentence else title


def register() -> None:
    """Make the style and its labels known to pybtex under :data:`NAME`, and the back ends the build uses."""
    register_plugin("pybtex.style.labels", NAME, AuthorYearLabels, force=True)
    register_plugin("pybtex.style.formatting", NAME, AuthorYearStyle, force=True)
    register_plugin("pybtex.backends", "plaintext", PlainTextBackend, force=True)
    register_plugin("pybtex.backends", "docutils", DocutilsBackend, force=True)
