"""Zombie Kittens at the Kittens table: its private choices (play a Zombie Kitten or die, whom to
raise, where the Kittens go, Feed the Dead gifts, Grave Robber cards, Dig Deeper), the answers
to a window (Nope and NOW cards) and the words for them. The kit (`kit.py`) asks here for every
prompt the family's other games do not have."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ....engine import Action
from ....engine.arbiter import asked_seat
from ....i18n import _, format_list, format_number, ngettext
from ....rules.kittens.cards import CLAIRVOYANCE, EXPLODING, FEED_DEAD, NOPE, ZOMBIE, title
from ...scenes.dialogs import risk
from ...table.panels import ChoicePanel
from ...widgets import Button
from .cards import CARDS
from .panels import DigPanel, PlacePanel

if TYPE_CHECKING:
    from ...table.scene import TableScene

PROMPTS = ("play_zombie", "resurrect", "place_kittens", "feed_the_dead", "grave_robber", "dig_deeper")
# Choices made with a card of the hand: the prompt -> the action's kind.
HAND_CHOICES = {"feed_the_dead": "give", "grave_robber": "bury"}
NOPE_ACTION = Action("nope", cards=(NOPE,))


# ---- answering a window ------------------------------------------------------------------------
def answers(table: TableScene, legal: list[Action]) -> list[tuple[str, str | None, Action]]:
    """Every answer in `legal`: the Nope first, then each NOW card (Feed the Dead once per dead
    player), as (words, card, action)."""
    out: list[tuple[str, str | None, Action]] = []
    if NOPE_ACTION in legal:
        out.append((_("Nope!"), NOPE, NOPE_ACTION))
    for a in legal:
        if a.kind != "play":
            continue
        card = a.cards[0]
        # TRANSLATORS: answer buttons in Zombie Kittens: {card} is a NOW card's name, {name} the dead player fed
        if card == FEED_DEAD and a.target is not None and a.target == table.viewer:
            words = _("{card} (NOW): you").format(card=title(card))
        elif card == FEED_DEAD and a.target is not None:
            words = _("{card} (NOW): {name}").format(card=title(card), name=table.names[a.target])
        elif card == CLAIRVOYANCE:
            words = _("{card} (NOW): see where the Kittens go").format(card=title(card))
        else:
            words = _("{card} (NOW)").format(card=title(card))
        out.append((words, card, a))
    return out


def first_answer(legal: list[Action]) -> Action | None:
    """The answer the Nope key plays when there is just one: the Nope, else a NOW card."""
    if NOPE_ACTION in legal:
        return NOPE_ACTION
    return next((a for a in legal if a.kind == "play"), None)


# ---- the private choices --------------------------------------------------------------------------
def ask(table: TableScene, seat: int, prompt: str) -> None:
    """Open the panel for a Zombie prompt (or limit the hand to the one card to choose)."""
    view = table.match.view(seat)
    legal = table.match.legal_actions(seat)
    act: Callable[[Action], Callable[[], None]] = lambda a: lambda: table.act(seat, a)  # noqa: E731
    if prompt in HAND_CHOICES:
        table.hand.limit = 1
    elif prompt == "play_zombie":
        table.open_panel(zombie_panel(table, view, legal, act))
    elif prompt == "resurrect":
        options = [(name_and_cards(table.names[a.target], view.hand_counts[a.target]), ZOMBIE, act(a))
                   for a in legal if a.target is not None]
        table.open_panel(ChoicePanel(table.app, _("Bring a player back to life"), options, art=CARDS,
                                     detail=_("They rise with their hand; both Kittens go back into the pile.")))
    elif prompt == "place_kittens":
        left = view.to_place + 1
        heading = (ngettext("Hide the Exploding Kitten ({n} to hide)", "Hide the Exploding Kitten ({n} to hide)",
                            left).format(n=format_number(left)) if left > 1 else _("Hide the Exploding Kitten"))
        detail = who_will_know(table, seat, view.watchers)
        place = lambda p: table.act(seat, Action("place", position=p))  # noqa: E731
        table.open_panel(PlacePanel(table.app, EXPLODING, view.draw_count, place, table.geo.pile_card_w,
                                    heading=heading, detail=detail))
    elif prompt == "dig_deeper":
        top = dict(view.known_pile).get(0, "?")
        panel = DigPanel(table.app, top, len(legal) > 1, act(Action("dig", position=0)),
                         act(Action("dig", position=1)), table.geo.hand_card_w)
        if top == EXPLODING and panel.leave.enabled:  # you see it: taking it is never the default
            panel.take.risk = risk(table.app, _("Draw the Exploding Kitten?"), yes=_("Draw it"), no=_("Go back"),
                                   detail=_("You saw it on top: drawing it explodes you unless a card saves you."),
                                   always=True)
        table.open_panel(panel)


def name_and_cards(name: str, count: int) -> str:
    """A player to choose, with their hand's size: "Bea (4 cards)"."""
    # TRANSLATORS: a choice of player: {name} and the number of cards in their hand
    return ngettext("{name} ({n} card)", "{name} ({n} cards)", count).format(name=name, n=format_number(count))


def who_will_know(table: TableScene, seat: int, watchers: tuple[int, ...]) -> str:
    """The hiding panel's detail, with who sees where the Kitten goes: "... only you will know.",
    or "... you and Bea will know (Bea played Clairvoyance).", by name, as the rules record who
    played it."""
    names = [table.names[w] for w in dict.fromkeys(watchers) if w != seat]
    if not names:
        return _("Your Zombie Kitten saved you. Choose where this Kitten goes in the draw pile; only you will know.")
    # TRANSLATORS: {names} is a list of players ("Bea and Ann") who played Clairvoyance ({card})
    return ngettext(
        "Your Zombie Kitten saved you. Choose where this Kitten goes in the draw pile; you and {names} will know "
        "({names} played {card}).",
        "Your Zombie Kitten saved you. Choose where this Kitten goes in the draw pile; you and {names} will know "
        "({names} each played {card}).", len(names)).format(names=format_list(names), card=title(CLAIRVOYANCE))


def zombie_panel(table: TableScene, view: Any, legal: list[Action], act: Callable) -> ChoicePanel:
    """Drawing an Exploding Kitten with a Zombie Kitten in hand: play it, or die."""
    dead = [s for s in range(view.players) if not view.alive[s]]
    live = _("Play a Zombie Kitten: live on")
    if len(dead) > 1:
        live = _("Play a Zombie Kitten: live, and raise a dead player")
    elif dead:
        live = _("Play a Zombie Kitten: live, and raise {name}").format(name=table.names[dead[0]])
    play, die = (next(a for a in legal if a.kind == kind) for kind in ("play", "die"))
    dying = _("Die: keep your hand and answer from the grave")
    options = [(live, ZOMBIE, act(play)), (dying, EXPLODING, act(die))]
    ask = risk(table.app, _("Die instead of playing your Zombie Kitten?"), yes=_("Die"), no=_("Go back"),
               detail=_("You are out until someone brings you back to life."))
    return ChoicePanel(table.app, _("You drew an Exploding Kitten!"), options, art=CARDS,
                       detail=_("Nobody can Nope a Zombie Kitten."), risks={dying: ask})


def hand_buttons(table: TableScene, seat: int, prompt: str, chosen: list[str], ready: bool,
                 play: Callable[[], None]) -> list[Button]:
    """The bar's button for a choice made with a card of the hand."""
    if prompt == "feed_the_dead":
        to = table.names[_fed(table)]
        # TRANSLATORS: a button: {card} is a card name, {name} the dead player it feeds
        words = (_("Feed {card} to {name}").format(card=title(chosen[0]), name=to) if chosen
                 else _("Give {name} a card (choose one)").format(name=to))
    else:
        words = (_("Put {card} into the draw pile").format(card=title(chosen[0])) if chosen
                 else _("Put a card into the draw pile (choose one)"))
    button = Button(words, play, style="primary", explains=True)  # unavailable: says to choose a card
    button.enabled = ready
    return [button]


def _fed(table: TableScene) -> int:
    """The dead player being fed (the Feed the Dead on top of the play stack)."""
    play = table.match.view(table.seen_as).play
    return play.target if play is not None and play.target is not None else 0


# ---- words -------------------------------------------------------------------------------------
def status(table: TableScene, prompt: str, pending: Any) -> str | None:
    """The status line while a Zombie prompt waits, or None for any other prompt."""
    if prompt not in PROMPTS:
        return None
    seat = asked_seat(pending)
    mine = seat == table.viewer
    who = table.names[seat]
    if prompt == "play_zombie":
        return (_("Play a Zombie Kitten, or die") if mine
                else _("{name} drew an Exploding Kitten: Zombie Kitten or death?").format(name=who))
    if prompt == "resurrect":
        return _("Choose whom to bring back to life") if mine else _("{name} is choosing whom to bring back").format(
            name=who)
    if prompt == "place_kittens":
        return (_("Choose where the Kitten goes, in secret") if mine
                else _("{name} is hiding an Exploding Kitten").format(name=who))
    if prompt == "feed_the_dead":
        fed = _fed(table)
        if mine:
            return _("Choose a card to feed to {other}").format(other=table.names[fed])
        if fed == table.viewer:
            return _("{name} is choosing a card to feed to you").format(name=who)
        return _("{name} is choosing a card to feed to {other}").format(name=who, other=table.names[fed])
    if prompt == "grave_robber":
        return (_("Choose a card to put into the draw pile") if mine
                else _("{name} is choosing a card for the draw pile").format(name=who))
    return _("Draw the top card, or the one under it") if mine else _("{name} is digging deeper").format(name=who)


def dead_words(table: TableScene) -> str:
    """Said to a dead viewer after whose turn it is: what they can still do."""
    return _("You are dead: answer plays with Nope and NOW cards")
