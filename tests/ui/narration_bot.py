"""A player who cannot see the screen: it hears the narration (a recording backend) and presses keys.

It never looks at the table, the match or the screen: every choice comes from the words spoken.
Each step it asks what is wanted (the hear-prompt key); on its turn it asks for its hand and plays
a Skip or an Attack when it holds one (always when it holds nothing that survives a Kitten, else
mostly), or draws; it Nopes or challenges a play on it; anywhere else it moves the focus with Tab
until the focused control's spoken words name the choice it wants, then presses Enter.
"""

from __future__ import annotations

import random
import re

import pygame
from narration_kit import Recording
from uikit import key, unseen_frames

from game.ui.app import App

NOTHING = "Nothing is asked of you now"
ESCAPES = ("Skip", "Attack", "Super Skip", "Reverse")  # cards that end a turn without drawing
SAVES = ("Defuse", "Zombie Kitten")  # cards that save it from the Kitten it draws
AVOID = ("Back", "Step back")
# What a risky move asks first (issue 28): the player chose it on purpose, so it says yes.
CONFIRMS = ("Forfeit this", "Bluff", "Die instead", "Draw the Exploding Kitten?", "Draw the Imploding Kitten?",
            "Give away your Defuse?")


def choices(prompt: str) -> list[str]:
    """The choices a spoken prompt lists ("... Choices: Draw a card, key D; Play (unavailable).")."""
    if "Choices: " not in prompt:
        return []
    listed = prompt.split("Choices: ", 1)[1].split(" Number keys", 1)[0].rstrip(". ")
    return [c.strip() for c in listed.split("; ") if c.strip()]


def name_of(choice: str) -> str:
    return choice.split(", key ")[0].removesuffix(" (unavailable)")


def hand_slots(words: str) -> dict[str, int]:
    """Card title -> number key, from the spoken hand ("Your hand, 5 cards: 1 Defuse; 2 Nope, 2 of them.")."""
    slots = {}
    for part in words.split(": ", 1)[-1].rstrip(".").split("; "):
        m = re.match(r"(\d+) ([^,]+)", part)
        if m:
            slots[m.group(2).strip()] = int(m.group(1))
    return slots


class Listener:
    """Presses keys and hears what was said since."""

    def __init__(self, app: App, speech: Recording, frames: int = 3):
        self.app = app
        self.speech = speech
        self.frames = frames
        self.heard: list[str] = []

    def press(self, *keys: int) -> list[str]:
        start = len(self.speech.lines)
        for k in keys:  # it never looks at the screen: nothing is drawn for it
            key(self.app, k)
            unseen_frames(self.app, 1, 0.05)
        unseen_frames(self.app, self.frames, 0.05)
        self.app.narrator.flush()
        new = self.speech.since(start)
        self.heard += new
        return new

    def ask(self, k: int) -> str:
        """Press a hear key; the words it spoke (the last line beginning as hear-key answers do)."""
        lines = self.press(k)
        return lines[-1] if lines else ""


class BlindPlayer:
    def __init__(self, app: App, speech: Recording, seed: int):
        self.ear = Listener(app, speech)
        self.rng = random.Random(seed)
        self.over = False

    def step(self) -> None:
        ear = self.ear
        lines = ear.press()  # let the game move on a little
        if any(line.startswith("Game over.") for line in lines + ear.heard[-3:]):
            self.over = True
            return
        if ear.heard and ear.heard[-1].startswith(CONFIRMS):
            ear.press(pygame.K_TAB, pygame.K_RETURN)  # asked about its risky move: yes, on purpose
            return
        prompt = ear.ask(pygame.K_p)
        if not prompt or prompt.startswith(NOTHING) or "Choices:" not in prompt:
            return
        if prompt.startswith("Your turn") and "Draw a card" in prompt:
            self.turn(prompt)
        elif "choose one" in prompt or "Choose a card to give" in prompt:
            ear.press(pygame.K_1)
            ear.press(pygame.K_RETURN)
        elif any("number keys" in c for c in choices(prompt)) or (
                "Number keys choose cards" in prompt and not self.available(prompt)):
            self.hand_pick()
        else:
            self.choose(prompt)

    def turn(self, prompt: str) -> None:
        ear = self.ear
        slots = hand_slots(ear.ask(pygame.K_h))
        escape = [card for card in ESCAPES if card in slots]
        saved = any(card in slots for card in SAVES)  # a draw it would survive
        if escape and (not saved or self.rng.random() < 0.7):
            heard = ear.press(pygame.K_0 + slots[escape[0]] if slots[escape[0]] < 10 else pygame.K_0)
            if any(line.startswith(f"Play {escape[0]}") for line in heard):  # the focus: Play <card>, button
                ear.press(pygame.K_RETURN)
                return
            ear.press(pygame.K_0 + slots[escape[0]])  # not a play now: put it back
        ear.press(pygame.K_d)

    def hand_pick(self) -> None:
        """A card chosen from the hand by its number key (the strongest by the number in its name), then Enter."""
        slots = hand_slots(self.ear.ask(pygame.K_h))
        if not slots:
            return
        best = max(slots, key=lambda title: int(m.group()) if (m := re.search(r"\d+$", title)) else 0)
        if slots[best] < 10:
            self.ear.press(pygame.K_0 + slots[best])
            self.ear.press(pygame.K_RETURN)

    def choose(self, prompt: str) -> None:
        """Tab until the spoken focus names the wanted choice, then Enter.

        The focus is the choice named by the last focus words heard (spoken whenever the focus moves,
        so possibly before the prompt was asked for). Once a new question is spoken this one is gone
        (its timer answered it, or it was withdrawn): nothing is pressed, the next step hears the new one.
        """
        options = self.available(prompt)
        if not options:
            return
        want = self.pick(options, prompt)
        ear = self.ear
        for _ in range(12):
            if self.focused(prompt) == want:
                break
            heard = ear.press(pygame.K_TAB)
            if any("Choices: " in line and not line.startswith(prompt) for line in heard):
                return
        ear.press(pygame.K_RETURN)

    def focused(self, prompt: str) -> str | None:
        """The prompt's choice the last focus words heard name ("Mittens (5 cards), button"; "Title. Mittens")."""
        names = [name_of(c) for c in choices(prompt)]
        for line in reversed(self.ear.heard[-12:]):
            if "Choices: " in line:
                continue  # a prompt lists every choice, it does not focus one
            for option in names:
                if line.startswith(option) or f". {option}" in line:
                    return option
        return None

    @staticmethod
    def available(prompt: str) -> list[str]:
        return [name_of(c) for c in choices(prompt) if "(unavailable)" not in c and name_of(c) not in AVOID]

    def pick(self, options: list[str], prompt: str = "") -> str:
        """The choice wanted: answer a play on you (Nope, challenge), let other plays happen, put a Kitten
        on top, keep the order of cards."""
        answers = [o for o in options if o in ("Nope!", "Challenge!")]
        if answers and " on you" in prompt:
            return answers[0]
        for words in ("Let it happen", "Where it goes", "Put them back in this order", "Got it", "Go on"):
            found = [o for o in options if o.startswith(words)]
            if found:
                return found[0]
        return self.rng.choice(options)
