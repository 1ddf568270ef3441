"""Solving: how the rules play out when a machine plays them.

:mod:`~patience_core.solving.solver` says whether a deal can be won (its
passes in :mod:`~patience_core.solving.search`, its keys of positions in
:mod:`~patience_core.solving.codes`), and :mod:`~patience_core.solving.hints`
holds the hints a game may list among its rules to speed it up.
:mod:`~patience_core.solving.players` plays as a player who sees only what
the rules show, :mod:`~patience_core.solving.odds` runs either over many deals
and measures how often a game comes out, and
:mod:`~patience_core.solving.walks` plays at random, for tests and
benchmarks. Nothing here is a rule: every move is still judged by the
rulebook. A plugin takes what it needs (the hints, the card codes) from
:mod:`patience_core`.
"""
