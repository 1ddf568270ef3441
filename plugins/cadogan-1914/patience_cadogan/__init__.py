"""The games of Lady Cadogan's *Illustrated Games of Solitaire or Patience* (1914).

One module per game, each a plugin of its own with its own entry point (see
``pyproject.toml``), composed from the clauses of :mod:`patience_core.clauses`
and citing the book rule by rule through :mod:`patience_cadogan.book`.
"""
