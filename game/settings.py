"""The player's settings: accessibility, sound, keys, window. One frozen value, read live.

Build changes with ``dataclasses.replace`` (strict: a bad value raises ValueError) or with
``Settings.adjusted`` (lenient: numbers are clamped into range). The constants below list the
allowed values so menus can be built from them. No pygame here.
"""

from __future__ import annotations

import dataclasses
import re
import string
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import storage
from .i18n import N_, _, pgettext
from .names import clean_name

FORMAT = 1

PALETTES = ("standard", "deuteranopia", "protanopia", "tritanopia", "high_contrast")
PALETTE_LABELS = {
    "standard": N_("Standard"),
    "deuteranopia": N_("Deuteranopia (green-weak)"),
    "protanopia": N_("Protanopia (red-weak)"),
    "tritanopia": N_("Tritanopia (blue-weak)"),
    "high_contrast": N_("High contrast"),
}
TEXT_SCALE_RANGE = (0.75, 2.0)
TEXT_SCALES = (0.75, 1.0, 1.25, 1.5, 1.75, 2.0)
NO_TIMER = 0
RESPONSE_TIMER_RANGE = (2, 15)
RESPONSE_TIMERS = (NO_TIMER, 2, 3, 4, 5, 6, 8, 10, 12, 15)
CPU_SPEEDS = ("slow", "normal", "fast", "instant")
CPU_SPEED_LABELS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")}
CPU_DELAYS = {"slow": 1.4, "normal": 0.5, "fast": 0.3, "instant": 0.0}  # seconds per CPU move
VOLUME_RANGE = (0, 100)
CHANNELS = ("music", "effects", "ui")
ACTIONS = ("confirm", "pause", "draw", "nope", "log", "hear_hand", "hear_table", "hear_log", "hear_prompt",
           "repeat", "react")
# Actions added after settings files were first written (narration's keys, quick reactions): a file
# without them gets their default keys, where free, with no message.
LATER_ACTIONS = ("hear_hand", "hear_table", "hear_log", "hear_prompt", "repeat", "react")
ACTION_LABELS = {"confirm": N_("Confirm"), "pause": N_("Pause"), "draw": N_("Draw a card"),
                 "nope": N_("Play a Nope"),
                 "log": N_("Game log"), "hear_hand": N_("Hear my hand"), "hear_table": N_("Hear the table"),
                 "hear_log": N_("Hear the last 5 log lines"), "hear_prompt": N_("Hear what is asked"),
                 "repeat": N_("Repeat the last words"), "react": N_("Quick reaction (network games)")}
DEFAULT_KEY_BINDINGS: tuple[tuple[str, str], ...] = (
    ("confirm", "return"),
    ("pause", "escape"),
    ("draw", "d"),
    ("nope", "n"),
    ("log", "l"),
    ("hear_hand", "h"),
    ("hear_table", "t"),
    ("hear_log", "g"),
    ("hear_prompt", "p"),
    ("repeat", "r"),
    ("react", "q"),
)
ESCAPE = "escape"  # Esc always opens Pause: no other action may be bound to it
# Every key name an action may be bound to: pygame's own names (`pygame.key.name`), kept here as
# data so the settings are checked without pygame (tests/ui/test_key_names.py asks pygame).
KEY_NAMES = frozenset((
    *string.ascii_lowercase, *string.digits, *"!\"#$%&'()*+,-./:;<=>?@[\\]^_`",
    *(f"[{c}]" for c in "0123456789*+-./"), *(f"f{n}" for n in range(1, 16)),
    "backspace", "delete", "down", "end", "enter", ESCAPE, "home", "insert", "left", "right", "up",
    "page down", "page up", "return", "space", "tab", "left alt", "right alt", "left ctrl", "right ctrl",
    "left shift", "right shift", "left meta", "right meta", "alt gr", "caps lock", "numlock", "scroll lock",
    "print screen", "break", "clear", "help", "menu", "sys req",
))
CHOOSING_KEYS = ("space", "return", "enter")  # Confirm may have these
# Keys the game itself uses everywhere: an action bound to one would take it away (Tab drawing a
# card instead of moving on). Confirm alone may take the keys that choose.
RESERVED_KEYS = {
    **dict.fromkeys(("tab", "up", "down", "left", "right"), N_("Tab and the arrows move between choices")),
    **dict.fromkeys(("home", "end", "page up", "page down"), N_("it moves through lists and the draw pile")),
    **dict.fromkeys((*string.digits, *(f"[{d}]" for d in string.digits)), N_("the number keys choose hand cards")),
    "f1": N_("F1 shows a card's rules"),
    **dict.fromkeys(CHOOSING_KEYS, N_("it chooses the focused control")),
}
SPARE_KEYS = tuple(string.ascii_lowercase)  # for an action whose key and every default key are taken
MIN_WINDOW_SIZE = (1024, 640)
MAX_WINDOW_SIZE = (7680, 4320)
MAX_NAME_LENGTH = 20
HISTORY_LIMIT_RANGE = (0, 1000)  # finished games kept in the history (0: none)
PORT_RANGE = (1, 65535)  # a port the app's host may listen on
DEFAULT_HOST_PORT = 8766  # where the app's host and serve first listen (game.net.addresses.DEFAULT_PORT)
NARRATION_RATES = (120, 150, 180, 220, 260, 320)  # speech speed, words a minute
NARRATION_RATE_LABELS = {120: N_("Slow"), 150: N_("Relaxed"), 180: N_("Normal"), 220: N_("Quick"), 260: N_("Fast"),
                         320: N_("Fastest")}
LANGUAGE_CODE = re.compile(r"[a-z]{2,3}")  # a language the settings may name (one not shipped is not used)
NARRATION_DETAILS = ("brief", "full")  # brief: names and states; full: card rules and key hints too


# Each setting as the player knows it (the Settings screen's words), for messages about the file.
# The labels here are marked with N_ and translated where shown (game.i18n).
SETTING_WORDS = {
    "palette": N_("Colours"), "text_scale": N_("Text size"), "reduced_motion": N_("Reduced motion"),
    "reduced_flashing": N_("No flashing"), "captions": N_("Captions for sounds"),
    "response_timer": N_("Time to answer (Nope)"),
    "cpu_speed": N_("CPU speed"), "music_volume": N_("Music volume"), "effects_volume": N_("Effects volume"),
    "ui_volume": N_("Interface volume"), "music_muted": N_("Music muted"), "effects_muted": N_("Effects muted"),
    "ui_muted": N_("Interface muted"), "key_bindings": N_("Keys"), "window_size": N_("Window size"),
    "first_run_done": N_("the welcome on first start"), "show_odds": N_("Show the odds of a Kitten"),
    "show_log": N_("the game log column"), "player_name": N_("Your name"),
    "history_limit": N_("Finished games kept in History"),
    "narration": N_("Narration"), "narration_rate": N_("Speech speed"), "narration_detail": N_("Narration detail"),
    "local_discovery": N_("Show tables on the local network"), "host_for_others": N_("Who may join"),
    "host_port": N_("Port"),
    "only_affecting_me": N_("Only stop for plays that affect me"), "language": N_("Language"),
}


def _clamp(value: float, bounds: tuple[float, float]) -> float:
    return max(bounds[0], min(bounds[1], value))


def _is_int(value: object) -> bool:
    return type(value) is int


def _is_number(value: object) -> bool:
    return type(value) in (int, float) and value == value  # rejects bool and NaN


def _check(ok: bool, name: str, value: object) -> None:
    if not ok:
        raise ValueError(f"invalid setting {name}={value!r}")


@dataclass(frozen=True, slots=True)
class Settings:
    """Every setting with its default. Construction validates strictly."""

    palette: str = "standard"
    text_scale: float = 1.0
    reduced_motion: bool = False
    reduced_flashing: bool = False
    captions: bool = False
    response_timer: int = 4
    cpu_speed: str = "normal"
    music_volume: int = 60
    effects_volume: int = 80
    ui_volume: int = 70
    music_muted: bool = False
    effects_muted: bool = False
    ui_muted: bool = False
    key_bindings: tuple[tuple[str, str], ...] = field(default=DEFAULT_KEY_BINDINGS)
    window_size: tuple[int, int] = (1280, 720)
    first_run_done: bool = False
    show_odds: bool = False
    show_log: bool = True  # the table's game log column (the L key), kept between games
    player_name: str = "You"
    history_limit: int = 200  # the last this many finished games are kept for replays
    narration: bool = False  # speak the game (a screen reader or offline speech)
    narration_rate: int = 180  # words a minute (NARRATION_RATES); a screen reader keeps its own
    narration_detail: str = "brief"  # NARRATION_DETAILS
    local_discovery: bool = True  # announce and find tables on this network (multicast DNS); see game.net.discovery
    host_for_others: bool = True  # the app's host lets other computers join (see game.net.addresses)
    host_port: int = DEFAULT_HOST_PORT  # the port the app's host last opened a table on
    only_affecting_me: bool = True  # a play aimed at nobody here gets a short window (any key holds it)
    language: str = ""  # a language code (game.i18n.LANGUAGES); "": the system's, where one is offered

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            _validate(f.name, getattr(self, f.name))

    # -- reading -------------------------------------------------------------------------
    def key(self, action: str) -> str:
        """The pygame key name bound to ``action`` (e.g. ``"n"`` for ``"nope"``)."""
        return dict(self.key_bindings)[action]

    def action_for(self, key_name: str) -> str | None:
        """The action bound to a pygame key name, if any."""
        for action, key in self.key_bindings:
            if key == key_name:
                return action
        return None

    def volume(self, channel: str) -> float:
        """Effective volume 0.0-1.0 for "music", "effects" or "ui" (0 when muted)."""
        if getattr(self, f"{channel}_muted"):
            return 0.0
        return getattr(self, f"{channel}_volume") / 100.0

    @property
    def cpu_delay(self) -> float:
        """Seconds a CPU seat waits before each move at this speed."""
        return CPU_DELAYS[self.cpu_speed]

    # -- changing ------------------------------------------------------------------------
    def adjusted(self, **changes: Any) -> Settings:
        """A copy with ``changes``; numbers are clamped into range, other bad values raise."""
        fixed = {name: _coerce(name, value) for name, value in changes.items()}
        return dataclasses.replace(self, **fixed)

    def rebind(self, action: str, key_name: str) -> Settings:
        """Bind ``action`` to ``key_name``; an action already on that key takes the old key.
        Raises ValueError for a key no action may have (`key_refusal`)."""
        refusal = key_refusal(action, key_name)
        if refusal:
            raise ValueError(refusal)
        bindings = dict(self.key_bindings)
        old = bindings[action]
        for other, key in bindings.items():
            if key == key_name and other != action:
                bindings[other] = old
        bindings[action] = key_name
        given = {a: k for a, k in bindings.items() if not key_refusal(a, k)}  # Esc handed on: another key
        return dataclasses.replace(self, key_bindings=fixed_bindings(given)[0])

    def to_json(self) -> dict[str, Any]:
        """The settings file's content."""
        data: dict[str, Any] = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        data["key_bindings"] = dict(self.key_bindings)
        data["window_size"] = list(self.window_size)
        data["format"] = FORMAT
        return data


def key_words(key_name: str) -> str:
    """A key's name as the player reads it, in the current language: "N", "Escape", "Page Down"
    ("Esc", "Bild ab" in German)."""
    if len(key_name) == 1:
        return key_name.upper()
    return _named_keys().get(key_name) or key_name.title()


def _named_keys() -> dict[str, str]:
    """The keys with a name in words (pygame's names -> the names on a keyboard of the current language)."""
    # TRANSLATORS: a key's name as printed on keyboards of your language ("Page Down": "Bild ab").
    return {
        "backspace": pgettext("key", "Backspace"),
        "delete": pgettext("key", "Delete"),
        "down": pgettext("key", "Down"),
        "end": pgettext("key", "End"),
        "enter": pgettext("key", "Enter"),
        "escape": pgettext("key", "Escape"),
        "home": pgettext("key", "Home"),
        "insert": pgettext("key", "Insert"),
        "left": pgettext("key", "Left"),
        "right": pgettext("key", "Right"),
        "up": pgettext("key", "Up"),
        "page down": pgettext("key", "Page Down"),
        "page up": pgettext("key", "Page Up"),
        "return": pgettext("key", "Return"),
        "space": pgettext("key", "Space"),
        "tab": pgettext("key", "Tab"),
        "left alt": pgettext("key", "Left Alt"),
        "right alt": pgettext("key", "Right Alt"),
        "left ctrl": pgettext("key", "Left Ctrl"),
        "right ctrl": pgettext("key", "Right Ctrl"),
        "left shift": pgettext("key", "Left Shift"),
        "right shift": pgettext("key", "Right Shift"),
        "left meta": pgettext("key", "Left Meta"),
        "right meta": pgettext("key", "Right Meta"),
        "alt gr": pgettext("key", "Alt Gr"),
        "caps lock": pgettext("key", "Caps Lock"),
        "numlock": pgettext("key", "Numlock"),
        "scroll lock": pgettext("key", "Scroll Lock"),
        "print screen": pgettext("key", "Print Screen"),
        "break": pgettext("key", "Break"),
        "clear": pgettext("key", "Clear"),
        "help": pgettext("key", "Help"),
        "menu": pgettext("key", "Menu"),
        "sys req": pgettext("key", "Sys Req"),
    }


def key_refusal(action: str, key_name: object) -> str | None:
    """Why `action` cannot be bound to `key_name` (a name pygame gives no key, Esc for anything
    but Pause, or a key the game itself uses: `RESERVED_KEYS`), or None."""
    if not isinstance(key_name, str):
        return _("no key is named there")
    if key_name not in KEY_NAMES:
        shown = clean_name(key_name, 16) + ("..." if len(key_name) > 16 else "")
        return _("'{key}' is no key this game knows").format(key=shown)
    if key_name == ESCAPE and action != "pause":
        return _("Esc always opens Pause")
    if key_name in RESERVED_KEYS and not (action == "confirm" and key_name in CHOOSING_KEYS):
        return _(RESERVED_KEYS[key_name])
    return None


def fixed_bindings(given: Mapping[str, object]) -> tuple[tuple[tuple[str, str], ...], list[str]]:
    """Every action's key from `given` (action -> key name) when it is a key, not Esc (Pause's
    alone) and no other action's. Every other action takes its default key when that is free;
    one whose default key another action took gets that action's own default key (a swap), else
    the first letter no action has by default, so no unrelated key ever moves. Returns the
    bindings and a note for each key not kept and each action moved."""
    asked = {a: k.lower() if isinstance(k, str) else k for a, k in given.items() if a in ACTIONS}
    counts = Counter(k for k in asked.values() if isinstance(k, str))
    keep, notes = {}, []
    for action, key_name in asked.items():
        twice = isinstance(key_name, str) and counts[key_name] > 1
        refusal = key_refusal(action, key_name) or (
            _("'{key}' was given to two actions").format(key=key_name) if twice else None)
        if refusal:
            notes.append((action, refusal))
        else:
            keep[action] = key_name
    defaults = dict(DEFAULT_KEY_BINDINGS)
    used = set(keep.values())
    for action in ACTIONS:  # first, every default key left free stays where it was
        if action not in keep and defaults[action] not in used:
            keep[action] = defaults[action]
            used.add(keep[action])
    spare = [k for k in SPARE_KEYS if k not in defaults.values()]
    for action in ACTIONS:  # then each action whose default key was taken
        if action in keep:
            continue
        taker = next(a for a, k in keep.items() if k == defaults[action])
        keep[action] = next(k for k in (defaults[taker], *spare, *SPARE_KEYS)
                            if k not in used and not key_refusal(action, k))
        used.add(keep[action])
        if action not in dict(notes):
            notes.append((action, _("{action} has {key}").format(action=_(ACTION_LABELS[taker]),
                                                                  key=key_words(defaults[action]))))
    bindings = {a: keep[a] for a in ACTIONS}
    words = [_("{action} is on {key}: {why}").format(action=_(ACTION_LABELS[a]), key=key_words(bindings[a]), why=why)
             for a, why in notes]
    return tuple((a, bindings[a]) for a in ACTIONS), words


def _validate(name: str, value: Any) -> None:
    """Raise ValueError unless ``value`` is allowed for setting ``name``."""
    if name == "palette":
        _check(value in PALETTES, name, value)
    elif name == "text_scale":
        _check(_is_number(value) and TEXT_SCALE_RANGE[0] <= value <= TEXT_SCALE_RANGE[1], name, value)
    elif name == "response_timer":
        lo, hi = RESPONSE_TIMER_RANGE
        _check(_is_int(value) and (value == NO_TIMER or lo <= value <= hi), name, value)
    elif name == "cpu_speed":
        _check(value in CPU_SPEEDS, name, value)
    elif name == "narration_rate":
        _check(value in NARRATION_RATES, name, value)
    elif name == "narration_detail":
        _check(value in NARRATION_DETAILS, name, value)
    elif name == "history_limit":
        _check(_is_int(value) and HISTORY_LIMIT_RANGE[0] <= value <= HISTORY_LIMIT_RANGE[1], name, value)
    elif name.endswith("_volume"):
        _check(_is_int(value) and VOLUME_RANGE[0] <= value <= VOLUME_RANGE[1], name, value)
    elif name == "language":
        _check(isinstance(value, str) and (value == "" or LANGUAGE_CODE.fullmatch(value) is not None), name, value)
    elif name == "host_port":
        _check(_is_int(value) and PORT_RANGE[0] <= value <= PORT_RANGE[1], name, value)
    elif name == "key_bindings":
        ok = isinstance(value, tuple) and all(
            isinstance(p, tuple) and len(p) == 2 and all(isinstance(s, str) and s for s in p) for p in value
        )
        ok = ok and sorted(a for a, _key in value) == sorted(ACTIONS) and len({k for _action, k in value}) == len(value)
        _check(ok and not any(key_refusal(a, k) for a, k in value), name, value)
    elif name == "window_size":
        ok = isinstance(value, tuple) and len(value) == 2 and all(_is_int(v) for v in value)
        ok = ok and all(MIN_WINDOW_SIZE[i] <= value[i] <= MAX_WINDOW_SIZE[i] for i in range(2))
        _check(ok, name, value)
    elif name == "player_name":
        ok = isinstance(value, str) and 0 < len(value) <= MAX_NAME_LENGTH and value.isprintable()
        _check(ok and value == value.strip(), name, value)
    else:
        _check(type(value) is bool, name, value)


def _shape(name: str, value: Any) -> Any:
    """Turn a JSON value into the form the setting holds (lists to tuples, a key map to pairs)."""
    if name == "window_size" and isinstance(value, list):
        return tuple(value)
    if name == "key_bindings" and isinstance(value, Mapping):
        # Key names are pygame's, in small letters ("D" is "d").
        value = {a: k.lower() if isinstance(k, str) else k for a, k in value.items()}
        # An action added since files were first written takes its default key, when that key is free.
        defaults, used = dict(DEFAULT_KEY_BINDINGS), set(value.values())
        return tuple((a, value[a] if a in value else defaults[a]) for a in ACTIONS
                     if a in value or (a in LATER_ACTIONS and defaults[a] not in used))
    if name == "key_bindings" and isinstance(value, list | tuple):
        return tuple(tuple(p) if isinstance(p, list | tuple) else p for p in value)
    return value


def _coerce(name: str, value: Any) -> Any:
    """Clamp or tidy ``value`` for setting ``name``; raise ValueError if it cannot be used."""
    value = _shape(name, value)
    if name == "text_scale" and _is_number(value):
        value = round(float(_clamp(value, TEXT_SCALE_RANGE)), 2)
    elif name == "response_timer" and _is_number(value):
        value = NO_TIMER if value <= 0 else int(_clamp(round(value), RESPONSE_TIMER_RANGE))
    elif name.endswith("_volume") and _is_number(value):
        value = int(_clamp(round(value), VOLUME_RANGE))
    elif name == "history_limit" and _is_number(value):
        value = int(_clamp(round(value), HISTORY_LIMIT_RANGE))
    elif name == "window_size" and isinstance(value, tuple) and len(value) == 2 and all(map(_is_int, value)):
        value = tuple(int(_clamp(v, (MIN_WINDOW_SIZE[i], MAX_WINDOW_SIZE[i]))) for i, v in enumerate(value))
    elif name == "key_bindings" and isinstance(value, tuple):
        value = fixed_bindings(dict(p for p in value if isinstance(p, tuple) and len(p) == 2 and p[0] in ACTIONS))[0]
    elif name == "player_name" and isinstance(value, str):
        value = clean_name(value, MAX_NAME_LENGTH)
    _validate(name, value)
    return value


def settings_from_json(data: Mapping[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a file's content, plus the names of values that had to be adjusted or reset
    (a value that cannot be used at all, `storage.UNUSABLE` among them, takes its default).

    Unknown keys are ignored; missing ones take their defaults.
    """
    values: dict[str, Any] = {}
    changed: list[str] = []
    for f in dataclasses.fields(Settings):
        if f.name not in data:
            continue
        raw = data[f.name]
        try:
            value = _shape(f.name, raw)
            _validate(f.name, value)
        except (ValueError, TypeError):
            changed.append(f.name)
            try:
                value = _coerce(f.name, raw)
            except (ValueError, TypeError):
                continue
        values[f.name] = value
    return Settings(**values), changed


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The saved settings (or defaults), and a message for the player if the file was bad.

    A value out of range is clamped and an unusable one reset; the original file is then kept
    aside and the repaired settings written back, so the message is shown once.
    """
    path = Path(path) if path else storage.paths().settings
    # TRANSLATORS: {what} of "Your {what} file could not be read (...)".
    parsed, message = storage.load_json(path, _("settings"), FORMAT,  # 1 MiB at most
                                        lambda data: (*settings_from_json(data), data.get("key_bindings")),
                                        odd_numbers=True)  # NaN or 1e999 resets that one setting
    if parsed is None:
        return Settings(), message
    settings, changed, keys = parsed
    if not changed:
        return settings, None
    kept = storage.move_aside(path)
    if kept is not None:  # never write over the player's file: only once it is kept aside
        save_settings(settings, path)
    return settings, _repaired_words(settings, changed, keys, kept)


def _repaired_words(settings: Settings, changed: list[str], keys: object, kept: Path | None) -> str:
    """What was reset or adjusted, in the Settings screen's words, and where the old file is."""
    notes = fixed_bindings(keys)[1] if isinstance(keys, Mapping) else []

    def words(names: list[str]) -> str:
        return ", ".join(_(SETTING_WORDS[n]) + (f" ({'; '.join(notes)})" if n == "key_bindings" and notes else "")
                         for n in names)

    default = Settings()
    reset = words([n for n in changed if getattr(settings, n) == getattr(default, n)])
    adjusted = words([n for n in changed if getattr(settings, n) != getattr(default, n)])
    if reset and adjusted:
        said = _("Some settings could not be used, the others are kept; back to their defaults: {reset}; "
                 "adjusted to fit: {adjusted}.")
    elif reset:
        said = _("Some settings could not be used, the others are kept; back to their defaults: {reset}.")
    else:
        said = _("Some settings could not be used, the others are kept; adjusted to fit: {adjusted}.")
    said = said.format(reset=reset, adjusted=adjusted)
    return " ".join([said, _("The old file is kept as {file}.").format(file=kept.name)]) if kept else said


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Write the settings atomically. Returns None, or a message if the disk refused."""
    path = Path(path) if path else storage.paths().settings
    try:
        storage.atomic_write_json(path, settings.to_json())
    except storage.Unreadable:
        return _("Your settings file could not be read; changes are kept for this session only.")
    except OSError as exc:
        return _("Your settings could not be saved ({reason}).").format(reason=exc.strerror or exc)
    return None
