"""The pictures the docs draw at build time: the table of a deal and the family tree."""

from __future__ import annotations

import doctest
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import patience_sir_tommy
import pytest

from patience_core import Pile, Position, Reading, Registry, Role, default_registry, parse_card
from patience_core.solving.odds import wilson_interval
from patience_core.sources import CADOGAN_1914
from tests.conftest import own_plugin_modules
from tests.docs.conftest import Build

DOCS = Path(__file__).resolve().parent.parent.parent / "docs"

# The docs' Sphinx extension draws the pictures; without the docs extra there is nothing to test here.
pytest.importorskip("sphinx", reason="the docs extra is not installed")

from patience_core.sphinx import (  # noqa: E402
    collection,
    directives,
    excerpt,
    family,
    table_svg,
)
from patience_core.sphinx.directives import colour_suits, edition_hooks, source_rst  # noqa: E402
from patience_core.sphinx.odds_svg import odds_svg, x_of  # noqa: E402
from patience_core.sphinx.table_svg import parse_layout, position_svg  # noqa: E402

# One worker builds the documentation once for all of these (pytest-xdist's loadgroup).
pytestmark = pytest.mark.xdist_group("sphinx")

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def test_table_draws_every_face_up_card_and_counts_the_stock() -> None:
    game = Registry(plugins=[patience_sir_tommy], entry_points=False).new_game("sir-tommy", number=3)
    for move in ["stock-w1", "stock-w2", "stock-w1"]:
        game.play(move)
    root = parse(position_svg(game.position, title="Sir Tommy"))
    faces = [group.find(f"{SVG}title").text for group in root.iter(f"{SVG}g") if "card" in group.get("class", "")]
    assert faces == ["49 cards face down", "K♣", "Q♣", "2♦"]
    piles = [group.get("data-pile") for group in root.iter(f"{SVG}g") if group.get("data-pile")]
    assert piles == ["f1", "f2", "f3", "f4", "stock", "w1", "w2", "w3", "w4"]  # the stock leads its band
    assert root.get("aria-label") == "Sir Tommy"


def test_table_colours_red_suits_red_and_black_suits_black() -> None:
    position = Position(
        "example",
        "example",
        None,
        0,
        (Pile("t1", Role.TABLEAU, (parse_card("AH"), parse_card("KS"))), Pile("f1", Role.FOUNDATION)),
    )
    svg = position_svg(position)
    assert re.search(r'class="card red".*?fill="#c0262d"[^>]*>A', svg)
    assert re.search(r'class="card black".*?fill="#1a1a1a"[^>]*>K', svg)
    root = parse(svg)
    # the foundation band comes first even though the tableau pile is listed first
    assert [group.get("data-pile") for group in root.iter(f"{SVG}g") if group.get("data-pile")] == ["f1", "t1"]


def test_table_shows_state_and_escapes_text() -> None:
    position = Position(
        "example", "example", None, 0, (Pile("t1", Role.RESERVE, (parse_card("10D"),)),), (("phase", "<deal>"),)
    )
    root = parse(position_svg(position))
    assert any(text.text == "phase: <deal>" for text in root.iter(f"{SVG}text"))


def test_long_piles_are_squeezed_to_a_bounded_height() -> None:
    cards = tuple(parse_card(f"{rank}{suit}") for suit in "CSHD" for rank in ["A", "2", "3", "4", "5", "6", "7"])
    short = parse(position_svg(Position("x", "x", None, 0, (Pile("w1", Role.WASTE, cards[:3]),))))
    long = parse(position_svg(Position("x", "x", None, 0, (Pile("w1", Role.WASTE, cards),))))
    height = float(long.get("viewBox").split()[3])
    assert float(short.get("viewBox").split()[3]) < height <= 400


def pile_places(root: ET.Element) -> dict[str, list[tuple[float, float]]]:
    """Each pile's drawn cards (or its empty place): the top left corner of each, bottom card first."""
    places = {}
    for group in root.iter(f"{SVG}g"):
        if group.get("data-pile"):
            rects = [
                rect
                for rect in group.iter(f"{SVG}rect")
                if rect.get("fill") != "none" or "empty" in rect.get("class", "")
            ]
            places[group.get("data-pile")] = [(float(rect.get("x")), float(rect.get("y"))) for rect in rects]
    return places


def test_layout_places_piles_on_its_grid_and_the_rest_below() -> None:
    game = Registry(plugins=own_plugin_modules(), entry_points=False).new_game("beleaguered-castle", number=2)
    layout = parse_layout("<t1 f1 t5> / <t2 f2 t6>")
    places = pile_places(parse(position_svg(game.position, layout=layout)))
    f1, f2 = places["f1"][0], places["f2"][0]
    assert f1[0] == f2[0] and f1[1] < f2[1]  # a column
    # fanned away from the aces: each card of t1 further left, each of t5 further right
    assert [x for x, _ in places["t1"]] == sorted((x for x, _ in places["t1"]), reverse=True)
    assert max(x for x, _ in places["t1"]) < f1[0] < min(x for x, _ in places["t5"])
    assert [x for x, _ in places["t5"]] == sorted(x for x, _ in places["t5"])
    assert len({y for _, y in places["t1"]}) == 1
    # the piles the layout leaves out come below it
    assert min(y for _, y in places["t3"]) > max(y for _, y in places["t6"])
    assert set(places) == {pile.id for pile in game.position.piles}


def first_table(page: str) -> ET.Element:
    """The first picture of a table on a built page."""
    found = re.search(r'<svg xmlns="http://www.w3.org/2000/svg" class="patience-table-svg".*?</svg>', page, re.S)
    assert found is not None, "the page draws no table"
    return parse(found.group(0))


def test_puss_in_the_corner_is_drawn_as_its_text_says(html: Build) -> None:
    places = {pile: cards[0] for pile, cards in pile_places(first_table(html.page("games/puss-in-the-corner"))).items()}
    # the aces a square, f1 f2 over f3 f4
    assert places["f1"][1] == places["f2"][1] < places["f3"][1] == places["f4"][1]
    assert places["f1"][0] == places["f3"][0] < places["f2"][0] == places["f4"][0]
    # a corner packet at each corner of the square
    assert places["w1"][0] == places["w3"][0] < places["f1"][0] and places["w1"][1] < places["f1"][1]
    assert places["w2"][0] == places["w4"][0] > places["f2"][0] and places["w4"][1] > places["f4"][1]


def test_beleaguered_castle_is_drawn_as_its_text_says(html: Build) -> None:
    places = pile_places(first_table(html.page("games/beleaguered-castle")))
    aces = [places[f"f{i}"][0] for i in range(1, 5)]
    assert len({x for x, _ in aces}) == 1 and [y for _, y in aces] == sorted(y for _, y in aces)  # a column
    for row in range(1, 9):
        xs = [x for x, _ in places[f"t{row}"]]
        if row <= 4:  # the left wing, fanned outwards to the left
            assert max(xs) < aces[0][0] and xs == sorted(xs, reverse=True)
        else:
            assert min(xs) > aces[0][0] and xs == sorted(xs)


def test_layout_naming_a_missing_pile_or_one_twice_is_refused() -> None:
    game = Registry(plugins=[patience_sir_tommy], entry_points=False).new_game("sir-tommy", number=1)
    with pytest.raises(ValueError, match="no pile t9"):
        position_svg(game.position, layout=parse_layout("f1 t9"))
    with pytest.raises(ValueError, match="f1 placed twice"):
        position_svg(game.position, layout=parse_layout("f1 / f1"))


@pytest.mark.parametrize("module", [directives, table_svg, excerpt, collection], ids=lambda module: module.__name__)
def test_the_extensions_examples_run(module: ModuleType) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_colour_suits_leaves_pictures_and_attributes_alone() -> None:
    html = '<p title="A♦">A♦ and <code>Q♥</code></p><svg><title>K♥</title><text>K♥</text></svg><p>J♥</p>'
    coloured = colour_suits(html)
    assert coloured.count('<span class="suit-red">') == 3
    assert "<svg><title>K♥</title><text>K♥</text></svg>" in coloured
    assert 'title="A♦"' in coloured


def test_edition_hooks_names_the_hooks_an_edition_overrides() -> None:
    class Layer:
        def patience_can_place(self) -> None: ...

        def patience_variant(self) -> None: ...

        def helper(self) -> None: ...

    edition = patience_sir_tommy.VARIANT.editions[0]
    assert edition_hooks(edition) == []
    assert edition_hooks(type(edition)("x", "x", edition.sources, rules=(Layer(),))) == ["patience_can_place"]


def test_source_rst_cites_the_key_with_pages_via_and_note() -> None:
    source = patience_sir_tommy.PARLETT_1979
    via = ', via Wikipedia "Sir Tommy" :cite:p:`wikipedia-sir-tommy`'
    assert source_rst(source).startswith(":cite:t:`parlett1979`, p. 214" + via + " (")
    assert source_rst(source.at("10–12", note="x")) == ":cite:t:`parlett1979`, pp. 10–12" + via + " (x)"
    assert source_rst(source, notes=False) == ":cite:t:`parlett1979`, p. 214" + via
    lucie = CADOGAN_1914.game("La Belle Lucie").rule("II")
    assert source_rst(lucie) == ':cite:t:`cadogan1914`, "La Belle Lucie", rule II'
    assert source_rst(Reading("any order", of=lucie)) == "reading: *any order*"


# --------------------------------------------------------------------------- the odds


def summary(variant: str, edition: str, won: int, deals: int, undecided: int, low: float, high: float) -> dict:
    return {
        "variant": variant,
        "edition": edition,
        "won": won,
        "deals": deals,
        "undecided": undecided,
        "rate": won / deals,
        "low": low,
        "high": high,
    }


def test_odds_picture_draws_each_rate_and_interval_grouped_by_patience() -> None:
    summaries = [
        summary("beleaguered-castle", "morehead-1950", 579, 1000, 98, 0.548, 0.705),
        summary("sir-tommy", "parlett-1979", 354, 1000, 646, 0.325, 1.0),
        summary("sir-tommy", "pysolfc", 1000, 1000, 0, 0.996, 1.0),
    ]
    root = parse(odds_svg(summaries, {"sir-tommy": "Sir Tommy"}))
    heads = [text.text for text in root.iter(f"{SVG}text") if text.get("class") == "odds-patience"]
    assert heads == ["beleaguered-castle", "Sir Tommy"]  # a patience without a title keeps its name
    rows = [group for group in root.iter(f"{SVG}g") if group.get("class") == "odds-row"]
    assert [(row.get("data-variant"), row.get("data-edition")) for row in rows] == [
        ("beleaguered-castle", "morehead-1950"),
        ("sir-tommy", "parlett-1979"),
        ("sir-tommy", "pysolfc"),
    ]
    for row, given in zip(rows, summaries, strict=True):
        bar = row.find(f"{SVG}rect")
        dot = row.find(f"{SVG}circle")
        assert float(bar.get("x")) == x_of(given["low"])
        # the bar ends where the deals won take the interval; the undecided deals reach further as a faint line
        decided = wilson_interval(given["won"], given["deals"])[1] if given["undecided"] else given["high"]
        assert abs(float(bar.get("x")) + float(bar.get("width")) - x_of(decided)) < 1.01
        reach = [line for line in row.iter(f"{SVG}line") if line.get("class") == "undecided-reach"]
        assert [float(line.get("x2")) for line in reach] == ([x_of(given["high"])] if given["undecided"] else [])
        assert float(dot.get("cx")) == x_of(given["rate"])
        # a hollow dot is a lower bound: some deals were left undecided
        assert dot.get("class") == ("bound" if given["undecided"] else "rate")
        assert (dot.get("fill") == "#ffffff") == bool(given["undecided"])
    assert x_of(0) < x_of(0.5) < x_of(1) == x_of(1.2)
    assert not [shape for shape in root.iter(f"{SVG}polygon") if shape.get("class") == "player-rate"]


def test_odds_picture_draws_the_greedy_players_end_below_the_solvers() -> None:
    solver = summary("sir-tommy", "parlett-1979", 354, 1000, 646, 0.325, 1.0)
    player = {**summary("sir-tommy", "parlett-1979", 20, 1000, 0, 0.013, 0.031), "player": "greedy"}
    root = parse(odds_svg([{**solver, "player": player}]))
    (row,) = [group for group in root.iter(f"{SVG}g") if group.get("class") == "odds-row"]
    bar = next(shape for shape in row.iter(f"{SVG}rect") if shape.get("class") == "player-interval")
    diamond = next(shape for shape in row.iter(f"{SVG}polygon") if shape.get("class") == "player-rate")
    assert float(bar.get("x")) == x_of(0.013)
    assert abs(float(bar.get("x")) + float(bar.get("width")) - x_of(0.031)) < 1.01
    xs = [float(point.split(",")[0]) for point in diamond.get("points").split()]
    assert (min(xs) + max(xs)) / 2 == x_of(0.02)
    dot = row.find(f"{SVG}circle")
    assert float(dot.get("cy")) < float(bar.get("y"))  # the player's end sits below the solver's
    assert "the greedy player won 20 of 1000" in row.find(f"{SVG}title").text
    unsolved = {**summary("sir-tommy", "pysolfc", 0, 1, 0, 0.0, 1.0), "deals": 0, "rate": 0.0, "player": player}
    (row,) = [group for group in parse(odds_svg([unsolved])).iter(f"{SVG}g") if group.get("class") == "odds-row"]
    assert [shape.get("class") for shape in row if shape.tag != f"{SVG}title" and shape.tag != f"{SVG}text"] == [
        "player-interval",
        "player-rate",
    ]  # no solver's bar or dot where the solver has not been run
    assert "not solved" in row.find(f"{SVG}title").text


# --------------------------------------------------------------------------- the family tree


def test_family_tree_links_known_games_and_known_certainties() -> None:
    ids = {patience.id for patience in family.PATIENCES}
    assert len(ids) == len(family.PATIENCES)
    for link in family.LINKS:
        assert {link.parent, link.child} <= ids
        assert link.certainty in family.CERTAINTY
    for group in family.GROUPS:
        assert set(group.members) <= ids


def test_family_tree_cites_only_works_in_the_bibliography() -> None:
    bib = (DOCS / "references.bib").read_text(encoding="utf-8")
    keys = set(re.findall(r"^@\w+\{\s*([^,\s]+)\s*,", bib, re.M))
    for patience in family.PATIENCES:
        assert patience.key in keys
        assert {key for key, _ in patience.also} <= keys


def test_family_tree_games_played_here_are_real_patiences_and_editions() -> None:
    registry = Registry(plugins=own_plugin_modules(), entry_points=False)
    names = {variant.name for variant in registry.variants()}
    for patience in family.PATIENCES:
        if patience.variant in names and patience.edition:
            registry.variant(patience.variant).edition(patience.edition)  # raises if the edition is gone
    missing = [patience.variant for patience in family.PATIENCES if patience.variant and patience.variant not in names]
    if missing:
        pytest.skip(f"plugins not importable here: {missing}")


def test_family_tree_picture_is_svg_with_every_game_and_link() -> None:
    root = parse(family.tree_svg({"sir-tommy": "../games/sir-tommy.html"}))
    titles = {text.text for text in root.iter(f"{SVG}text")}
    assert {patience.title for patience in family.PATIENCES} <= titles
    assert len([g for g in root.iter(f"{SVG}g") if g.get("class", "").startswith("family-link")]) == len(family.LINKS)
    links = [a.get("href") for a in root.iter(f"{SVG}a")]
    assert links == ["../games/sir-tommy.html"]
    assert "Russian Patience (Heather 1876, pp. 217–219) -> La Capricieuse" in family.tree_text()


class _Builder:
    """Just enough of a Sphinx builder for the link resolver: pages are ``NAME.html``."""

    def get_target_uri(self, docname: str) -> str:
        return f"{docname}.html"


def test_links_in_drawn_pictures_are_left_to_the_builder_that_writes_the_page() -> None:
    from docutils import nodes  # type: ignore[import-untyped]

    svg = family.tree_svg({"sir-tommy": directives._DOC_LINK.format("games/sir-tommy")})
    assert ".html" not in svg  # what is read (and cached for every builder) holds no builder's URI
    doctree = nodes.section()
    doctree += nodes.raw("", svg, format="html")
    app = type("App", (), {"builder": _Builder()})()
    directives._resolve_doc_links(app, doctree, "studies/family-tree")
    links = [a.get("href") for a in parse(doctree.astext()).iter(f"{SVG}a")]
    assert links == ["../games/sir-tommy.html"]


def test_family_tree_page_links_the_games_pages(html: Build) -> None:
    page = html.page("studies/family-tree")
    assert 'href="../games/sir-tommy.html"' in page
    assert "patience-doc:" not in page


#: The width of a page's text column at 1280 pixels, and the smallest size at which its words read easily.
CONTENT_PX = 640
LEGIBLE_PX = 11


def svg_in(page: str, css_class: str) -> ET.Element:
    """The first SVG picture of class ``css_class`` in a built page."""
    start = page.index(f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}"')
    return parse(page[start : page.index("</svg>", start) + len("</svg>")])


def drawn_scale(svg: ET.Element) -> float:
    """How much a picture is shrunk in a 640-pixel text column: at most its ``max-width``, at most the column."""
    width = float(svg.get("viewBox", "0 0 0 0").split()[2])
    most = re.search(r"max-width:\s*([\d.]+)px", svg.get("style", ""))
    shown = min(width, float(most[1]) if most else width, CONTENT_PX)
    return shown / width


def path_points(d: str, step: float = 2.0) -> list[tuple[float, float]]:
    """Points every ``step`` or so along an SVG path of absolute ``M``, ``L``, ``H``, ``V`` and ``C`` commands."""
    points: list[tuple[float, float]] = []
    x = y = 0.0
    for command, numbers in re.findall(r"([MLHVC])([^MLHVC]*)", d):
        values = [float(value) for value in re.findall(r"-?[\d.]+", numbers)]
        if command == "M":
            x, y = values[0], values[1]
            points.append((x, y))
            continue
        if command == "C":
            (x1, y1, x2, y2, x3, y3) = values
            n = 60
            for i in range(1, n + 1):
                t = i / n
                a, b, c, e = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t**3
                points.append((a * x + b * x1 + c * x2 + e * x3, a * y + b * y1 + c * y2 + e * y3))
            x, y = x3, y3
            continue
        end = (values[0], y) if command == "H" else (x, values[0]) if command == "V" else (values[0], values[1])
        n = max(1, int(max(abs(end[0] - x), abs(end[1] - y)) / step))
        points += [(x + (end[0] - x) * i / n, y + (end[1] - y) * i / n) for i in range(1, n + 1)]
        x, y = end
    return points


def word_boxes(svg: ET.Element) -> list[tuple[str, float, float, float, float]]:
    """Each text of a picture with the box its letters take, generously: (text, left, top, right, bottom)."""
    boxes = []
    for text in svg.iter(f"{SVG}text"):
        words = "".join(text.itertext())
        size = float(text.get("font-size", "12"))
        width = len(words) * 0.6 * size
        x, y = float(text.get("x", "0")), float(text.get("y", "0"))
        left = {"end": x - width, "middle": x - width / 2}.get(text.get("text-anchor", "start"), x)
        boxes.append((words, left, y - size, left + width, y + 0.25 * size))
    return boxes


def test_path_points_follow_lines_and_curves() -> None:
    assert path_points("M0,0 H4 V4", step=2) == [(0, 0), (2, 0), (4, 0), (4, 2), (4, 4)]
    curve = path_points("M0,0 C0,10 10,10 10,20")
    assert curve[0] == (0, 0) and curve[-1] == (10, 20) and len(curve) == 61


def test_family_tree_words_are_drawn_at_a_readable_size(html: Build) -> None:
    svg = svg_in(html.page("studies/family-tree"), "family-tree-svg")
    scale = drawn_scale(svg)
    small = {
        "".join(text.itertext()): round(float(text.get("font-size", "12")) * scale, 1)
        for text in svg.iter(f"{SVG}text")
        if float(text.get("font-size", "12")) * scale < LEGIBLE_PX
    }
    assert small == {}


def test_family_tree_links_cross_no_word_and_no_box(html: Build) -> None:
    svg = svg_in(html.page("studies/family-tree"), "family-tree-svg")
    words = word_boxes(svg)
    boxes = [
        (float(rect.get("x")), float(rect.get("y")), float(rect.get("width")), float(rect.get("height")))
        for node in svg.iter(f"{SVG}g")
        if node.get("class") == "family-node"
        for rect in node.iter(f"{SVG}rect")
    ]
    crossed = set()
    for link in (node for node in svg.iter(f"{SVG}g") if node.get("class", "").startswith("family-link")):
        for x, y in path_points(link.find(f"{SVG}path").get("d")):
            crossed |= {word for word, left, top, right, bottom in words if left < x < right and top < y < bottom}
            crossed |= {
                f"box at {bx:g},{by:g}" for bx, by, w, h in boxes if bx + 1 < x < bx + w - 1 and by + 1 < y < by + h - 1
            }
    assert crossed == set()


def _book_tags(svg: ET.Element) -> dict[str, list[tuple[str, bool]]]:
    """Each game's box in the tree, by its id, with the labels of its book tags and whether each is filled."""
    found = {}
    for node in svg.iter(f"{SVG}g"):
        if node.get("class") == "family-node":
            tags = []
            for tag in node.iter(f"{SVG}g"):
                if tag.get("class") == "family-book":
                    rect, text = tag.find(f"{SVG}rect"), tag.find(f"{SVG}text")
                    tags.append((text.text, rect.get("fill") == rect.get("stroke")))
            found[node.get("data-patience")] = tags
    return found


def test_family_tree_draws_each_book_a_game_is_played_after_the_book_it_is_drawn_at_filled() -> None:
    tags = {
        "the-blockade": (
            family.BookTag("Cadogan 1914", "cadogan1914"),
            family.BookTag("Hoffmann 1892, No. 41", "b", True),
        ),
        "sir-tommy": (family.BookTag("Hoffmann 1921, No. 1", "hoffmann1921"),),
    }
    root = parse(family.tree_svg({}, tags))
    drawn = _book_tags(root)
    assert drawn["the-blockade"] == [("Cadogan 1914", False), ("Hoffmann 1892, No. 41", True)]
    assert drawn["sir-tommy"] == [("Hoffmann 1921, No. 1", False)]
    assert drawn["fortress"] == []
    colours = {
        tag.get("data-book"): tag.find(f"{SVG}rect").get("stroke")
        for tag in root.iter(f"{SVG}g")
        if tag.get("class") == "family-book"
    }
    assert len(set(colours.values())) == 3  # a colour a book
    assert "Played after several books: The Blockade (Cadogan 1914, Hoffmann 1892, No. 41)" in root.get("aria-label")
    assert "The Blockade: played here after Cadogan 1914; Hoffmann 1892, No. 41" in family.tree_text(tags)
    plain = parse(family.tree_svg({}))
    assert all(not tags for tags in _book_tags(plain).values())


def test_family_tree_page_tags_each_game_with_the_books_its_patience_has_editions_after(html: Build) -> None:
    from patience_core.analysis.contents import book_label, places, works_cited

    svg = svg_in(html.page("studies/family-tree"), "family-tree-svg")
    drawn = _book_tags(svg)
    installed = {variant.name: variant for variant in default_registry().variants()}
    works = works_cited(installed.values())
    for patience in family.PATIENCES:
        if patience.variant not in installed:
            assert drawn[patience.id] == []
            continue
        found = places(installed[patience.variant], works)
        assert drawn[patience.id] == [(book_label(place), place.work.key == patience.key) for place in found]
    # Across the books: the Nationale family and The Blockade are each played after both books.
    assert {label for label, _ in drawn["the-nation"]} == {"Cadogan 1914", "Hoffmann 1892, No. 50"}
    assert [filled for _, filled in drawn["the-nation"]] == [True, False]
    assert {label for label, _ in drawn["the-blockade"]} == {"Cadogan 1914", "Hoffmann 1892, No. 41"}
