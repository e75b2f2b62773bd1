"""A lesson's words match what its table does: each lesson's script is played step by step, and
the claims each hint makes (who played what on whom, which card is drawn or held, who acts) are
checked against the table and the events at that step, for every lesson of every game.

The hints are read as a newcomer reads them: a claim is a sentence shape (`CLAIMS`) naming seats
and card titles; a hint whose claim the table does not bear out fails with the hint and the
step.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from game.engine.actions import Action
from game.engine.arbiter import next_seat
from game.engine.match import Match
from game.engine.pending import DecisionKind
from game.scenario import Scenario, Step, _run_step, load
from game.ui.games import kit_for
from game.ui.lessons.catalogue import PERSON, Lesson, games, lessons

EVERY = [(lesson.game, lesson.id) for game in games() for lesson in lessons(game)]


@dataclass
class Moment:
    """The table as a hint is read: before `step`, with the log so far and what the step adds."""

    scenario: Scenario
    step: Step
    facts: dict  # the rules' scenario facts before the step
    before: list[str]  # the log lines so far (after the setup)
    during: list[str]  # the lines the step adds
    played_at: list[int]  # log indexes of the plays so far (the events the lines describe)

    def seat(self, name: str) -> int:
        names = [n.lower() for n in self.scenario.names]
        return PERSON if name.lower() == "you" else names.index(name.lower())

    def name(self, seat: int) -> str:
        return self.scenario.names[seat]


def _titles(scenario: Scenario) -> dict[str, str]:
    """Each card title of the lesson's game, lower case, to its card id."""
    looks = kit_for(scenario.ruleset).cards.looks
    return {look.title.lower(): card for card, look in looks.items()}


def _pattern(scenario: Scenario, text: str) -> re.Pattern[str]:
    """`text` with {N} a seat name (or you) and {C} a card title (a plural allowed)."""
    names = "|".join(re.escape(n) for n in sorted({*scenario.names, "you", "You"}, key=len, reverse=True))
    titles = "|".join(re.escape(t) for t in sorted(_titles(scenario), key=len, reverse=True))
    text = text.replace("{N}", f"(?P<who>{names})").replace("{M}", f"(?P<whom>{names})")
    return re.compile(text.replace("{C}", f"(?P<card>{titles})s?"), re.IGNORECASE)


def _falls_on(moment: Moment, index: int) -> int | None:
    """The seat a play falls on: its target, else whose turn it makes next if nobody answers."""
    scenario = moment.scenario
    match = scenario.match
    event = match.log[index]
    target = getattr(event, "target", None)
    if target is not None:
        return target
    what_if = Match(scenario.ruleset, match.config, match.seed, match.log[:index + 1])
    order = random.Random(0)
    start = len(what_if.log)
    while (pending := what_if.pending) is not None and pending.kind == DecisionKind.RESPONSE:
        what_if.act(next_seat(pending, order), Action("pass"))
    return next((e.seat for e in what_if.log[start:] if e.kind == "TurnBegan"), None)  # type: ignore[attr-defined]


def _card(moment: Moment, m: re.Match[str]) -> str:
    """The card id a matched title names (a plural read as the card)."""
    titles, said = _titles(moment.scenario), m["card"].lower()
    return titles[said] if said in titles else titles[said.removesuffix("s")]


def _hand(moment: Moment, who: str) -> list[str]:
    return moment.facts["hands"][moment.seat(who)]


def played_on(moment: Moment, m: re.Match[str]) -> str | None:
    """"Mittens played an Attack on you": that play happened, and falls on that seat."""
    who, card = moment.seat(m["who"]), _card(moment, m)
    log = moment.scenario.match.log
    plays = [i for i in moment.played_at
             if getattr(log[i], "seat", None) == who and card in (getattr(log[i], "cards", None) or ())]
    if not plays:
        return f"{m['who']} has not played a {m['card']}"
    if m["whom"] is not None and _falls_on(moment, plays[-1]) != moment.seat(m["whom"]):
        return f"the {m['card']} falls on {moment.name(_falls_on(moment, plays[-1]) or 0)}, not {m['whom']}"
    return None


def holds(moment: Moment, m: re.Match[str]) -> str | None:
    """"You hold a Defuse", "You have another Nope": in that hand now."""
    if _card(moment, m) not in _hand(moment, m["who"]):
        return f"{m['who']} holds no {m['card']}"
    return None


def yours(moment: Moment, m: re.Match[str]) -> str | None:
    """"your Tabby 6", "answer your Skip": in the person's hand now, or the person's play just made."""
    card, log = _card(moment, m), moment.scenario.match.log
    last = log[moment.played_at[-1]] if moment.played_at else None
    just_played = last is not None and getattr(last, "seat", None) == PERSON and card in (
        getattr(last, "cards", None) or ())
    if card not in _hand(moment, "you") and not just_played:
        return f"you hold no {m['card']}"
    return None


def holds_none(moment: Moment, m: re.Match[str]) -> str | None:
    """"Mittens has no Defuse": not in that hand now."""
    if _card(moment, m) in _hand(moment, m["who"]):
        return f"{m['who']} does hold a {m['card']}"
    return None


def top_card(moment: Moment, m: re.Match[str]) -> str | None:
    """"The top card is an Exploding Kitten": the draw pile's top now."""
    draw = moment.facts["draw"]
    if not draw or draw[0] != _card(moment, m):
        return f"the top card is {draw[0] if draw else 'nothing'}, not {m['card']}"
    return None


def drawn(moment: Moment, m: re.Match[str]) -> str | None:
    """"Mittens draws the Hairy Potato Cat", "Watch: it is an Exploding Kitten": drawn in this step."""
    title = kit_for(moment.scenario.ruleset).cards.looks[_card(moment, m)].title
    who = moment.name(int(moment.step.seat)) if moment.step.seat != "all" else None
    if not any(f"drew {title}" in line and (who is None or line.startswith(who)) for line in moment.during):
        return f"no {m['card']} is drawn in this step"
    return None


def gave(moment: Moment, m: re.Match[str]) -> str | None:
    """"Mittens gave you a Skip": in the log so far."""
    title = kit_for(moment.scenario.ruleset).cards.looks[_card(moment, m)].title
    line = f"{moment.name(moment.seat(m['who']))} gave {title} to {moment.name(moment.seat(m['whom']))}"
    return None if line.lower() in (one.lower() for one in moment.before) else f"nobody logged {line!r}"


def drew(moment: Moment, m: re.Match[str]) -> str | None:
    """"Mittens drew the Exploding Kitten": in the log by the end of this step."""
    title = titles_of(moment)[_card(moment, m)]
    who = moment.name(moment.seat(m["who"]))
    said = re.compile(rf"{re.escape(who)} drew (?:an? |the )?{re.escape(title)}\b", re.IGNORECASE)
    if not any(said.match(line) for line in moment.before + moment.during):
        return f"{who} never drew a {title}"
    return None


def stole(moment: Moment, m: re.Match[str]) -> str | None:
    """"you stole Mittens's Defuse": the log has it taken from that seat."""
    title = titles_of(moment)[_card(moment, m)]
    whom = moment.name(moment.seat(m["whom"]))
    if not any(f"took {title} from {whom}".lower() in line.lower() for line in moment.before + moment.during):
        return f"nobody took a {title} from {whom}"
    return None


def acts(moment: Moment, m: re.Match[str]) -> str | None:
    """"Biscuit draws next", "Mittens chooses a card": a CPU's step is that seat's."""
    if moment.step.seat in (PERSON, "all"):
        return None
    if moment.step.seat != moment.seat(m["who"]):
        return f"this step is {moment.name(int(moment.step.seat))}'s, not {m['who']}'s"
    return None


def person_plays(moment: Moment, m: re.Match[str]) -> str | None:
    """"Play your Favor on Mittens", "play both Tacocats together": the person's step plays every
    card named after "play" (up to what the play then does), on the seat named."""
    action = moment.step.action
    if moment.step.seat != PERSON or action.kind not in ("play", "declare"):
        return None
    rest = re.split(r" and (?:steal|name)| to |: ", m["rest"])[0]
    titles = _titles(moment.scenario)
    named = re.finditer("|".join(re.escape(t) for t in sorted(titles, key=len, reverse=True)), rest, re.IGNORECASE)
    for card in (titles[found[0].lower()] for found in named):
        if card not in (*action.cards, action.card):
            return f"the step plays {action}, not the {titles_of(moment)[card]}"
    target = _pattern(moment.scenario, r" on {M}\b").search(rest)
    if target is not None and action.target != moment.seat(target["whom"]):
        return f"the step plays on seat {action.target}, not on {target['whom']}"
    return None


def titles_of(moment: Moment) -> dict[str, str]:
    return {card: look.title for card, look in kit_for(moment.scenario.ruleset).cards.looks.items()}


def names_card(moment: Moment, m: re.Match[str]) -> str | None:
    """"... and name Nope": the person's step names that card."""
    if moment.step.seat == PERSON and moment.step.action.card != _card(moment, m):
        return f"the step names {moment.step.action.card}, not {m['card']}"
    return None


Check = Callable[[Moment, re.Match[str]], str | None]
CLAIMS: list[tuple[str, Check]] = [
    (r"\b{N} played (?:a|an|the) {C}(?: on {M})?", played_on),
    (r"\b{N} (?:hold|holds|have|has) (?:a|an|another) {C}", holds),
    (r"\byour {C}", yours),
    (r"\b{N} (?:has|have|holds?) no {C}", holds_none),
    (r"\btop card is (?:the|an?) {C}", top_card),
    (r"\b(?:the card|it) is (?:the|an?) {C}", drawn),
    (r"\b{N} draws (?:the|an?) {C}", drawn),
    (r"\bmust draw (?:the|an?) (?:face-up )?{C}", drawn),
    (r"\b{N} gave {M} (?:a|an|the) {C}", gave),
    (r"\b{N} drew (?:the|an?) {C}", drew),
    (r"\bstole {M}'s {C}", stole),
    (r"^(?:Then )?{N} (?:draws|must draw|chooses|plays|answers|is thinking)\b", acts),
    (r"\bplay (?P<rest>.*)", person_plays),
    (r"\bname {C}", names_card),
]


def _sentences(words: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?:])\s+", words) if s.strip()]


def check_lesson(lesson: Lesson) -> list[str]:
    """Every claim of `lesson`'s hints that its table does not bear out, as 'step N: hint: why'."""
    scenario = load(lesson.path)
    match, ruleset = scenario.match, scenario.ruleset
    patterns = [(_pattern(scenario, text), check) for text, check in CLAIMS]
    lines = lambda events: [ruleset.describe(e, scenario.names) for e in events]  # noqa: E731
    problems: list[str] = []
    words_of = [(step, lesson.hints.get(step.number, "")) for step in scenario.script]
    for step, words in words_of:
        facts = ruleset.scenario_facts(match.state)
        before = lines(match.log[scenario.setup_events:])
        start = len(match.log)
        problem = _run_step(match, step)
        assert problem is None, f"{lesson.id}: {problem}"
        played_at = [i for i, e in enumerate(match.log) if e.kind in ("CardsPlayed", "Committed", "Declared")
                     and i < start]
        moment = Moment(scenario, step, facts, before, lines(match.log[start:]), played_at)
        for sentence in _sentences(words):
            for pattern, check in patterns:
                for found in pattern.finditer(sentence):
                    why = check(moment, found)
                    if why:
                        problems.append(f"step {step.number}: {sentence!r}: {why}")
    # The lesson's end: its last words are read against the table as the lesson leaves it.
    end = Moment(scenario, Step(0, "all", Action("pass")), ruleset.scenario_facts(match.state),
                 lines(match.log[scenario.setup_events:]), [],
                 [i for i, e in enumerate(match.log) if e.kind in ("CardsPlayed", "Committed", "Declared")])
    for sentence in _sentences(lesson.done):
        for pattern, check in patterns:
            if check is yours:
                continue  # "your Defuse was spent": at the end a card of yours may be long gone
            for found in pattern.finditer(sentence):
                why = check(end, found)
                if why:
                    problems.append(f"the end: {sentence!r}: {why}")
    return problems


@pytest.mark.parametrize("game, lesson_id", EVERY)
def test_every_hint_says_what_the_table_does(game, lesson_id):
    lesson = next(one for one in lessons(game) if one.id == lesson_id)
    assert check_lesson(lesson) == []


def test_the_checker_catches_a_hint_that_names_the_wrong_victim_or_card(monkeypatch):
    """The checker is not blind: words that do not fit the table are caught."""
    lesson = next(one for one in lessons("exploding-kittens") if one.id == "favor")
    wrong = {**lesson.hints, 7: "Biscuit played a Favor on Mittens. You have no Nope: let it happen.",
             8: "You choose what to give. Keep your Defuse: give Biscuit the Tacocat. Mittens has no Skip."}
    problems = check_lesson(Lesson(lesson.game, lesson.id, lesson.path, lesson.title, lesson.intro, lesson.done,
                                   wrong))
    assert any("falls on You, not Mittens" in p for p in problems), problems
    assert not any("Skip" in p for p in problems)  # Mittens gave the Skip away: true
    wrong[4] = "Mittens drew the Nope. Now end your turn: draw a card."
    problems = check_lesson(Lesson(lesson.game, lesson.id, lesson.path, lesson.title, lesson.intro, lesson.done,
                                   wrong))
    assert any("Mittens never drew a Nope" in p for p in problems), problems
    wrong[1] = "Play your Shuffle on Mittens."
    problems = check_lesson(Lesson(lesson.game, lesson.id, lesson.path, lesson.title, lesson.intro, lesson.done,
                                   wrong))
    assert any("you hold no Shuffle" in p for p in problems) and any("not the Shuffle" in p for p in problems)


def test_the_hints_make_claims_the_checker_reads():
    """Most lessons' hints are read for claims, not passed over: count the claims checked."""
    counted = 0
    for game in games():
        for lesson in lessons(game):
            scenario = load(lesson.path)
            patterns = [_pattern(scenario, text) for text, _ in CLAIMS]
            counted += sum(1 for words in lesson.hints.values() for sentence in _sentences(words)
                           for pattern in patterns for _ in pattern.finditer(sentence))
    assert counted >= 40, counted
