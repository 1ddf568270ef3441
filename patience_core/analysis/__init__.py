"""Analysis: the rules read as a whole, for the documentation, the tests and the command line.

:mod:`~patience_core.analysis.compare` compares the editions of a patience
part by part, from the clauses they are made of, and plays their deals side
by side; :mod:`~patience_core.analysis.audit` gathers the rulings a patience
gives in seeded random play, to see what each rule rests on. Neither is a
rule, nor needed to play.
"""
