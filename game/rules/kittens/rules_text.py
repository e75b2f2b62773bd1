"""The rules as players read them in the game: a page per game, in sections.

Card texts come from cards.py, so a card's wording lives in one place. Where the physical
rules leave a digital table guessing, our rulings are written out here too. The pages are made
in the current language each time they are asked for (`GameInfo.rules` asks when it is read).
"""

from __future__ import annotations

from ...i18n import N_, _, pgettext
from .cards import SHUFFLE, card_text, title

Section = tuple[str, str]  # (heading, text)

BASE_CARDS = ("exploding_kitten", "defuse", "nope", "attack", "skip", "favor", "shuffle", "see_the_future")
EXPANSION_CARDS = ("imploding_kitten", "reverse", "draw_from_the_bottom", "alter_the_future", "targeted_attack",
                   "feral_cat")
CAT_CARDS = ("tacocat", "rainbow_ralphing_cat", "hairy_potato_cat", "beard_cat", "cattermelon")


def _cards(ids: tuple[str, ...]) -> str:
    """Each card's title and text, a line each, in the current language."""
    return "\n".join(f"{title(c)}: {card_text(c)}" for c in ids)


def _shown(*sections: Section) -> list[Section]:
    """Sections whose heading and text are marked messages, in the current language."""
    return [(_(heading), _(text)) for heading, text in sections]


GOAL = (N_("Goal"), N_("Don't explode. Players take turns drawing cards; whoever draws an Exploding Kitten "
        "explodes and is out, unless they can Defuse it. The last player alive wins."))

TURN = N_("Play as many cards as you like, one at a time (or as a combo), or none at all. "
          "Then end your turn by drawing the top card of the draw pile. Some cards end your turn "
          "without drawing. There is no hand limit, and an empty hand is fine. The number of cards in "
          "the draw pile and the whole discard pile are public.")


def _turn() -> Section:
    """What a player does on their turn. Its heading has a context of its own: the catalogues are
    searched in turn, this one before the other games' and the table's, so a bare "Your turn" here
    would be their log's and banners' "Your turn" too ("Dein Zug" for "Du bist am Zug")."""
    # TRANSLATORS: a rules page's heading: what a player does on their turn.
    return pgettext("rules page heading", "Your turn"), _(TURN)


NOPE = (N_("Nope and response windows"), N_("Every card or combo you play can be answered. A short window "
        "opens, with a countdown, where any other player may play a Nope. A Nope can itself be "
        "Noped: an odd number of Nopes cancels the play, an even number lets it happen. A Noped "
        "combo is cancelled whole, and cancelled cards stay in the discard pile. Kittens and "
        "Defuses cannot be Noped. Nobody can Nope their own card. The window looks the same "
        "whether or not anybody holds a Nope."))

COMBOS = (N_("Combos"), N_("Two cat cards with the same title: steal a random card from a player of your "
          "choice who has cards.\nWith the Special combos option (on by default):\n"
          "Two of a kind: any two cards with the same title (two Attacks count). Steal a random card.\n"
          "Three of a kind: name a card; if the chosen player has one, they give it to you, otherwise "
          "you get nothing.\nFive different: five cards with five different titles. Take any card from "
          "the discard pile as it was before you played the five, except a Kitten (discarded Kittens "
          "are out of the game). Not when there is nothing to take.\n"
          "Cards played in a combo do nothing of their own."))

ATTACKS = (N_("Attacks"), N_("An Attack ends all of your turns without drawing, and the next player takes 2 "
           "turns in a row. If you were attacked and play an Attack, your remaining turns are over "
           "and the next player takes 2 turns.\nStacking attacks option: an attacked player who "
           "attacks passes on the turns they still owed plus 2 (so 2 turns owed become 4). A player "
           "who was not attacked always passes on exactly 2.\nA Skip ends only one turn: under an "
           "Attack, two Skips end both."))

KITTENS = (N_("Exploding Kittens and Defuses"), N_("An Exploding Kitten is shown to everyone as soon as it is "
           "drawn. If you hold a Defuse you must use it: discard the Defuse and put the Kitten back "
           "into the draw pile at any position you choose (the top, the bottom, or anywhere between). "
           "Nobody else learns where. That ends your current turn only: if you were attacked and "
           "still owe a turn, you take it (and draw again, unless you escape it). Without a "
           "Defuse you explode: you are out, and your hand and the Kitten go to the discard pile. The "
           "draw pile always holds one Kitten fewer than there are players alive, so it never runs out."))

DIGITAL = (N_("At this table"), N_("The first player is chosen at random. With two or more people sharing "
           "the computer, a 'pass the device' screen hides every hand whenever a different person's "
           "private decision comes up. CPU players see only what a person in their seat could see."))


def exploding_pages() -> list[Section]:
    setup = (N_("Setup"), N_("Each player is dealt 4 cards and 1 Defuse. The draw pile gets one Exploding "
             "Kitten fewer than there are players, and spare Defuses: 2 with 2 or 3 players, all of "
             "the rest with 4 or 5. Other Kittens and Defuses leave the game.\nBig hands option: deal "
             "7 cards and 1 Defuse instead (the quick game's table)."))
    return [*_shown(GOAL, setup), _turn(), (_("The cards"), _cards(BASE_CARDS)), (_("Cat cards"), _cards(CAT_CARDS)),
            *_shown(NOPE, ATTACKS, COMBOS, KITTENS, DIGITAL)]


def imploding_pages() -> list[Section]:
    setup = (N_("Setup"), N_("The base deck plus the expansion; you can leave out any expansion card type on "
             "the new-game screen. Each player is dealt 6 cards and 1 Defuse. The draw pile gets the "
             "Imploding Kitten and Exploding Kittens to make one Kitten fewer than there are players; "
             "with 2 players it gets 1 Exploding Kitten and the Imploding Kitten, and whoever dies "
             "first loses. Spare Defuses: 2 with 2 or 3 players, all of the rest with 4 to 6."))
    imploding = (N_("The Imploding Kitten"), N_("Drawn face down, it cannot be defused: put it back face up "
                 "anywhere in the draw pile, in secret; that ends your current turn (turns you still owe "
                 "under an Attack are still yours). While face up, "
                 "everyone sees it whenever it is the top card; otherwise only the player who placed it, "
                 "and anyone who has since seen it with See or Alter the Future, knows where it is. "
                 "Whoever draws it face up implodes and is out. It cannot be Noped, and it stays face "
                 "up when the pile is shuffled."))
    attacks = (N_("Attacks and direction"), N_("Targeted Attack works like Attack but you choose the player "
               "(any other living player), and play continues from them. If you were attacked and play "
               "either kind of Attack, the player you attack takes the turns instead of you. Reverse "
               "turns the direction of play and ends one turn; with only two players alive it is a "
               "Skip. The table always shows whose turn it is and which way play goes."))
    feral = (N_("Feral Cat"), N_("A Feral Cat stands for any cat card in pairs and three of a kind (two Feral "
             "Cats are a pair), but never for a card with an action. In five different it counts as its "
             "own title."))
    return [*_shown(GOAL, setup), _turn(), (_("The cards"), _cards(BASE_CARDS)),
            (_("Expansion cards"), _cards(EXPANSION_CARDS)), (_("Cat cards"), _cards(CAT_CARDS)),
            *_shown(imploding, NOPE, ATTACKS, attacks, COMBOS, feral, KITTENS, DIGITAL)]


ZOMBIE_CARDS = ("exploding_kitten", "zombie_kitten", "nope", "attack", "attack_of_the_dead", "skip",
                "super_skip", "see_the_future", "favor", "clone", "grave_robber", "dig_deeper")
NOW_CARDS = ("feed_the_dead", "clairvoyance")
ZOMBIE_EXTENDED_CARDS = ("alter_the_future", "draw_from_the_bottom", "targeted_attack", "swap_top_and_bottom",
                         "feral_cat")
ZOMBIE_CAT_CARDS = ("ghoul_cat", "mummy_cat", "bony_cat", "tombstone_cat")


def zombie_pages() -> list[Section]:
    goal = (N_("Goal"), N_("Be the last player alive. Whoever draws an Exploding Kitten dies, unless they play a "
            "Zombie Kitten. The dead stay at the table and can still play Nope and NOW cards; a Zombie "
            "Kitten can bring one of them back. The game ends the moment only one player is alive."))
    setup = (N_("Setup"), N_("2 players use the cards with the paw print (24), 3 players the cards without it "
             "(33), 4 or 5 players all 57. Each player gets 1 Zombie Kitten and 7 dealt cards. The draw "
             "pile gets one Exploding Kitten fewer than there are players, and spare Zombie Kittens: 1 "
             "with 2 or 3 players, 6 minus the players with 4 or 5. The rest leave the game.\nExtended "
             "set option: Alter the Future, Draw from the Bottom, Targeted Attack, Swap Top and Bottom "
             "and Feral Cat, 2 each, join the deck."))
    death = (N_("Death and resurrection"), N_("An Exploding Kitten is shown as soon as it is drawn. You may play "
             "a Zombie Kitten, or decline and die. If anyone is dead when you play it, you must bring "
             "one of them back to life (your choice): you put your Kitten and theirs back into the draw "
             "pile, each anywhere you like, in secret, and they are alive again with their hand. With "
             "nobody dead you put your Kitten back in secret. Either way your current turn is over; turns "
             "you still owe under an Attack are still yours, as after a Defuse. Without a "
             "Zombie Kitten you die. Neither Kitten can be Noped.\nThe dead keep their hands, show their "
             "Exploding Kitten face up, take no turns, and cannot be chosen for a Favor, a combo or a "
             "Targeted Attack. They may play Nope and NOW cards in every response window."))
    now = (N_("NOW cards and response windows"), N_("Every card or combo played can be answered: a window opens "
           "where every other player, living or dead, may play a Nope or a NOW card (Shuffle, Feed the "
           "Dead, and Clairvoyance in a Zombie Kitten's window). A NOW card played in a window opens "
           "its own window on top (it can be Noped); when it is done, the window it interrupted opens "
           "again for everyone. You may also play Shuffle and Feed the Dead on your turn. A Zombie "
           "Kitten's window takes NOW cards but no Nope.\nShuffle: shuffle the draw pile.\nFeed the "
           "Dead: choose a dead player; every living player, in turn order from the player whose turn "
           "it is, gives them a card of the giver's choice (a player with no cards gives nothing).\n"
           "Clairvoyance: you see where the Kittens are put back."))
    attacks = (N_("Attacks and skips"), N_("Attacks stack: an Attack ends your turns without drawing and the "
               "next player takes 2 turns, plus the turns you still owed if you were attacked. Attack of "
               "the Dead gives 3 turns for every dead player instead of 2 (not when nobody is dead). A "
               "Skip ends one turn; a Super Skip ends all of them."))
    others = (N_("Clone, Grave Robber, Dig Deeper"), N_("Clone: on your turn, it acts as the card on top of the "
              "discard pile, if that is an action you could play right now (never a Clone, a Kitten, a "
              "Zombie Kitten, a cat or a Nope), and it is Noped as that card.\nGrave Robber: every dead "
              "player with cards puts one of their choice into the draw pile face down (only they know "
              "which), then the pile is shuffled. Only when somebody is dead.\nDig Deeper: instead of your "
              "normal draw, look at the top card in private; draw it, or leave it on top and draw the "
              "second card, which you keep (a Kitten is resolved as usual)."))
    combos = (N_("Combos"), N_("Two of a kind (any two cards with the same title): steal a random card from a "
              "living player of your choice. Three of a kind: name a card; if the chosen living player "
              "has one, they give it to you. There is no five-different combo. A Feral Cat (extended "
              "set) stands for any cat card. Cards played in a combo do nothing of their own."))
    shuffle = title(SHUFFLE) + ": " + _("NOW card. Shuffle the draw pile.")  # a NOW card here
    return [*_shown(goal, setup), _turn(), (_("The cards"), _cards(ZOMBIE_CARDS) + "\n" + shuffle),
            (_("NOW cards"), _cards(NOW_CARDS)), (_("Extended set"), _cards(ZOMBIE_EXTENDED_CARDS)),
            (_("Cat cards"), _cards(ZOMBIE_CAT_CARDS)), *_shown(death, now, attacks, others, combos, DIGITAL)]
