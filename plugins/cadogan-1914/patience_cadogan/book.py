"""The book: Lady Adelaide Cadogan, *Illustrated Games of Solitaire or Patience*, new revised edition, 1914.

Every game of this distribution cites it rule by rule, through
``CADOGAN_1914`` of :mod:`patience_core.works`: the electronic text has no page
numbers, and each game numbers its rules (I, II, …) and then describes the
play in paragraphs, so a clause cites ``CADOGAN_1914.game("La Belle Lucie").rule("I")``
or ``.play(3)``. A clause of our own interpretation cites a
:class:`~patience_core.provenance.Reading` of the rule or paragraph it reads.
"""

from __future__ import annotations

from patience_core.provenance import Reading
from patience_core.works import CADOGAN_1914

__all__ = ["CADOGAN_1914", "COLLECTION", "Reading"]

#: The group the book's games are listed under.
COLLECTION = "Cadogan 1914, Illustrated Games of Solitaire or Patience"
