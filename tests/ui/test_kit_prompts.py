"""Every decision Kombat's and Herding's rules ask is answered at the table one way: with cards from
the hand, in the panel the kit's PANELS table opens, or on the bar (a timed window, Kombat's help
asked for); and the status line has its own words for each the kits' tables key."""

from __future__ import annotations

from game.engine.pending import DecisionKind
from game.rules.herding.ruleset import PROMPTS as HERDING_PROMPTS
from game.rules.kombat.ruleset import PROMPTS as KOMBAT_PROMPTS
from game.ui.games.herding import kit as herding
from game.ui.games.kombat import kit as kombat

WINDOWS = (DecisionKind.RESPONSE, DecisionKind.FIRST_COME)


def test_each_kombat_decision_has_one_way_to_answer_and_its_status():
    prompts = {prompt for _kind, prompt in KOMBAT_PROMPTS.values()}
    ways = [set(kombat.CARD_PROMPTS), set(kombat.PANELS), {"answer_help"}]  # (help answered on the bar)
    assert set().union(*ways) == prompts
    assert sum(len(way) for way in ways) == len(prompts)  # (no decision answered two ways)
    assert set(kombat.ONE_SEAT) == set(kombat.PANELS) | {"answer_help"}


def test_each_herding_decision_has_one_way_to_answer_and_its_status():
    windows = {prompt for kind, prompt in HERDING_PROMPTS.values() if kind in WINDOWS}
    prompts = {prompt for _kind, prompt in HERDING_PROMPTS.values()}
    ways = [{"declare"}, set(herding.PANELS), windows]  # (a declaration is chosen in the hand)
    assert set().union(*ways) == prompts
    assert sum(len(way) for way in ways) == len(prompts)
    assert set(herding.PROMPT_STATUS) == prompts
