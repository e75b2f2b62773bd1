"""Sound: a small wrapper over pygame.mixer with three volume groups and a caption per sound.

Every sound is a generated file in ``assets/sounds`` (see ``assets/make_sounds.py``). The sounds
every game shares are here; a game family adds its own (its cards, its big moments) in
``game/ui/games/<family>/sounds.py`` (a module with a SOUNDS dict), found by that convention for
every registered game when this module loads. Groups:
"music" (the tension phrases), "effects" (cards and table events), "ui" (menus). Volumes and
mutes come from `Settings` and change live with `apply`. Without an audio device (or with
``SDL_AUDIODRIVER=dummy``) everything still works and stays silent; nothing here raises.
`play` returns the sound's caption so the app can show it when captions are on.

The music's minute-long loop takes the mixer about 0.15 s of CPU to convert. The app asks for it with
`start_music(wait=False)`: it is converted in a thread of its own (the mixer lets go of Python
meanwhile) and the layers start together, in step, at the first `update` after it is ready, so a
table's first frame never waits for it. Everything else (tests, tools) gets it at once, as before.

The mixer adds its channels and clamps the sum, so a pile-up (an explosion, a card and a click at
once) would clip. `Audio` keeps the mix under HEADROOM instead: it knows each sound's peak, and when
the peaks of everything sounding (the music at its current gains included) could pass it, effects
step back in PRIORITY order, the big moment last. A ducked sound comes back up over DUCK_RELEASE
once there is room again.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import os
import sys
import threading
import wave
from array import array
from dataclasses import dataclass
from pathlib import Path

import pygame

from .engine import all_games
from .i18n import N_, _
from .settings import Settings
from .sound_info import SoundInfo
from .storage import asset_path

MUSIC_LAYERS = ("tension_1", "tension_2", "tension_3")
# Each layer is a few 2.4 s phrases (same key and tempo, their own figures; files "tension_1a" ...),
# played in this order and then again. Every phrase joins seamlessly to every other. The calm layer
# (always heard) never plays the same phrase twice running nor the same three phrases in a row twice
# in its 60 s; the three orders' lengths (25, 4, 6) make the whole mix repeat only every 12 minutes.
MUSIC_ORDER = {
    "tension_1": "abcabacadabdacbcdadcbdcdb",
    "tension_2": "aaab",  # the heartbeat quickens once in four
    "tension_3": "abcacb",
}
# TRANSLATORS: captions shown (when captions are on) while a sound plays, in square brackets as subtitles write them.
LAYER_CAPTIONS = {
    "tension_1": N_("[Tense music]"),
    "tension_2": N_("[Music: a heartbeat joins in]"),
    "tension_3": N_("[Music: trembling strings, danger is near]"),
}
FADE_PER_SECOND = 0.5  # how fast a music layer fades in or out (gain per second)
# The big moments: the music steps back (about 6 dB) while they sound, then returns over DUCK_RELEASE.
DUCKED_UNDER = frozenset({"explosion", "implosion", "resurrection", "defuse", "victory"})
DUCK_GAIN = 0.5
DUCK_RELEASE = 0.5  # seconds
# The music fades out as these start (the fanfare's final chord lands after it has gone).
ENDS_MUSIC = frozenset({"victory"})
END_FADE_MS = 300
# The mix's peaks stay under this share of full scale (the mixer clamps at 1), whatever sounds
# together and at whatever moment each started.
HEADROOM = 0.97
# Who steps back first when a pile-up would pass HEADROOM: the highest number first, the big moments
# last (their own number is 0); what is left after the music is shared out in this order.
PRIORITY = {"effects": 1, "ui": 2}
MUSIC_OVERSHOOT = 1.1  # resampling raises the smooth music's peaks a little (measured under 1.05)
# Sounds as the mixer converted them (samples, peak), by name and the mixer's format: handed on by a
# closed `Audio` to the next one in this process, which then converts nothing again (the music's
# minute-long loop takes about 0.15 s of CPU). The app closes one at exit; tests open hundreds.
_CONVERTED: dict[tuple[str, tuple], tuple[bytes, float]] = {}


# Each sound's caption is English marked with N_ (here and in the families' sound tables), translated
# when it is handed out (`caption`, `Audio.play`, the music's).
SOUNDS: dict[str, SoundInfo] = {
    "draw": SoundInfo("effects", N_("[Card drawn]")),
    "shuffle": SoundInfo("effects", N_("[Deck shuffled]")),
    "victory": SoundInfo("effects", N_("[Victory fanfare]")),
    "alert": SoundInfo("effects", N_("[Alert: you may respond now]")),
    "your_turn": SoundInfo("effects", N_("[Chime: your turn]")),
    "reaction_meow": SoundInfo("effects", N_("[A cat meows]")),  # a quick reaction at a network table
    "ui_click": SoundInfo("ui", N_("[Click]")),
    "ui_move": SoundInfo("ui", N_("[Tick]")),
    "ui_back": SoundInfo("ui", N_("[Back]")),
}


def music_sequence(layer: str) -> list[str]:
    """The phrases a music layer plays, in order, before it starts again."""
    return [f"{layer}{v}" for v in MUSIC_ORDER[layer]]


def music_phrases(layer: str) -> list[str]:
    """A music layer's phrases (each a file)."""
    return sorted(set(music_sequence(layer)))


SOUNDS.update({name: SoundInfo("music", LAYER_CAPTIONS[layer]) for layer in MUSIC_LAYERS
               for name in music_phrases(layer)})


def family_sounds(family: str) -> dict[str, SoundInfo]:
    """A family's own sounds, by the convention above ({} for a family with none)."""
    name = f"game.ui.games.{family.replace('-', '_')}.sounds"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is None or not name.startswith(exc.name):
            raise  # a missing import inside the family's own code is a bug
        return {}
    return dict(module.SOUNDS)


def _add_family_sounds() -> None:
    for family in dict.fromkeys(r.info.family for r in all_games()):
        SOUNDS.update(family_sounds(family))


def caption(name: str) -> str:
    """The caption of a sound in the current language ("" for an unknown name)."""
    info = SOUNDS.get(name)
    if info is None:
        return ""
    return _(info.caption).format(card=_(info.card)) if info.card else _(info.caption)


def sound_file(name: str) -> Path:
    return asset_path("sounds", f"{name}.wav")


def music_frames(layer: str) -> bytes:
    """A layer's whole sequence as 16-bit frames: its phrases joined in MUSIC_ORDER (raises OSError,
    wave.Error or EOFError for a missing or broken file)."""
    frames = {}
    for name in music_phrases(layer):
        with wave.open(os.fspath(sound_file(name))) as w:
            frames[name] = w.readframes(w.getnframes())
    return b"".join(frames[name] for name in music_sequence(layer))


def music_wav(layer: str) -> io.BytesIO:
    """`music_frames` as a WAV file in memory, in the phrases' format."""
    with wave.open(os.fspath(sound_file(music_phrases(layer)[0]))) as w:
        params = w.getparams()
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setparams(params)
        w.writeframes(music_frames(layer))
    out.seek(0)
    return out


def tension_for_odds(odds: float) -> float:
    """Music tension 0-1 from the chance (0-1) that the next card is a Kitten."""
    return max(0.0, min(1.0, (odds - 0.05) / 0.3))


def layer_gains(tension: float) -> tuple[float, float, float]:
    """How loud each music layer is at a tension (the calm layer always plays)."""
    t = max(0.0, min(1.0, tension))
    return 1.0, min(1.0, t * 2), max(0.0, t * 2 - 1)


def tension_stage(tension: float) -> int:
    """0, 1 or 2: how many layers beyond the first are clearly audible."""
    return sum(1 for g in layer_gains(tension)[1:] if g >= 0.5)


_add_family_sounds()


def peak(sound: pygame.mixer.Sound) -> float:
    """The largest sample of a loaded sound, as a share of full scale (the mixer's 16-bit format).
    Read from the mixer's copy: resampling rings on sharp sounds (a click's peak grows up to 1.6x)."""
    samples = memoryview(sound.get_raw()).cast("h")
    return max(max(samples, default=0), -min(samples, default=0)) / 32768


def layer_peak(layer: str) -> float:
    """A music layer's peak, from its phrases' files (scanning the minute-long joined loop would be
    slow) with MUSIC_OVERSHOOT for resampling."""
    top = 0
    for name in music_phrases(layer):
        with wave.open(os.fspath(sound_file(name))) as w:
            samples = array("h", w.readframes(w.getnframes()))
        if sys.byteorder == "big":
            samples.byteswap()
        top = max(top, max(samples, default=0), -min(samples, default=0))
    return top / 32768 * MUSIC_OVERSHOOT


def priority(name: str) -> int:
    """The order in which a sound steps back in a pile-up: 0 for a big moment, then PRIORITY."""
    return 0 if name in DUCKED_UNDER else PRIORITY[SOUNDS[name].group]


@dataclass(slots=True)
class Voice:
    """One effect or interface sound playing: its channel, peak, volume setting and pile-up gain."""

    name: str
    channel: pygame.mixer.Channel
    sound: pygame.mixer.Sound
    peak: float
    volume: float
    gain: float = 1.0

    def sounding(self) -> bool:
        return self.channel.get_busy() and self.channel.get_sound() is self.sound

    def set(self, gain: float) -> None:
        self.gain = gain
        self.channel.set_volume(self.volume * gain)


def shares(wanted: list[tuple[int, float]], room: float) -> list[float]:
    """The gain (0-1) for each (rank, peak at full gain) so that their sum fits in `room`: lower
    ranks are served first; a rank that does not fit is scaled down as one."""
    gains = [1.0] * len(wanted)
    for rank in sorted({r for r, _gain in wanted}):
        members = [i for i, (r, _gain) in enumerate(wanted) if r == rank]
        total = sum(wanted[i][1] for i in members)
        fit = 1.0 if total <= room else max(0.0, room) / total
        for i in members:
            gains[i] = fit
        room -= total * fit
    return gains


class Audio:
    """The game's sound. Safe to use when the mixer is missing: `available` is then False."""

    def __init__(self, settings: Settings | None = None):
        self.settings = settings or Settings()
        self.available = False
        self.error: str | None = None
        self._owns_mixer = False
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._peaks: dict[str, float] = {}
        self._voices: list[Voice] = []
        self._layers: list[pygame.mixer.Channel] = []
        self._gains = [0.0, 0.0, 0.0]
        self._targets = [0.0, 0.0, 0.0]
        self._stage = 0
        self._music_on = False
        self._duck = 1.0  # the music's gain under a big moment (DUCK_GAIN .. 1)
        self._duck_left = 0.0  # seconds the big moment still sounds
        self._loader: threading.Thread | None = None  # converting the music layers (start_music(wait=False))
        self._loaded: dict[str, tuple[pygame.mixer.Sound | None, float, str | None]] = {}
        self._music_waits = False  # the music was started while its layers were still being converted
        self._init_mixer()

    # ---- setup -----------------------------------------------------------------------------
    def _init_mixer(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
                self._owns_mixer = True
            pygame.mixer.set_num_channels(max(16, pygame.mixer.get_num_channels()))
            pygame.mixer.set_reserved(len(MUSIC_LAYERS))
            self._layers = [pygame.mixer.Channel(i) for i in range(len(MUSIC_LAYERS))]
            self.available = True
        except (pygame.error, NotImplementedError, OSError) as exc:
            # TRANSLATORS: {reason} is the sound system's own words, e.g. "No available audio device".
            self.error = _("No sound: {reason}").format(reason=exc)
            self.available = False

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        """An effect or interface sound by name, or a music layer's whole sequence (MUSIC_LAYERS)."""
        if name in MUSIC_LAYERS:
            self._music_ready(wait=True)
        if name not in self._sounds:
            self._keep(name, *self._load(name))
        return self._sounds[name]

    def _load(self, name: str) -> tuple[pygame.mixer.Sound | None, float, str | None]:
        """A sound as the mixer plays it, its peak, and what went wrong (None); touches nothing
        here, so the music's loader thread may call it."""
        kept = _CONVERTED.get((name, pygame.mixer.get_init())) if self.available else None
        if kept is not None:
            return pygame.mixer.Sound(buffer=kept[0]), kept[1], None
        if not self.available or (name not in SOUNDS and name not in MUSIC_LAYERS):
            return None, 0.0, None
        try:  # a layer's phrases are joined before resampling: no edge at a join
            source = music_wav(name) if name in MUSIC_LAYERS else os.fspath(sound_file(name))
            sound = pygame.mixer.Sound(source)
            return sound, layer_peak(name) if name in MUSIC_LAYERS else peak(sound), None
        except (pygame.error, OSError, EOFError, wave.Error) as exc:
            return None, 0.0, _("Sound '{name}' could not be loaded: {reason}").format(name=name, reason=exc)

    def _keep(self, name: str, sound: pygame.mixer.Sound | None, top: float, error: str | None) -> None:
        self._sounds[name] = sound
        if sound is not None:
            self._peaks[name] = top
        if error:
            self.error = error

    def _music_ready(self, wait: bool) -> bool:
        """Whether every music layer is loaded. With `wait` the missing ones are loaded now; without,
        a thread converts them (once) and this says False until it has."""
        if self._loader is None:
            missing = [layer for layer in MUSIC_LAYERS if layer not in self._sounds]
            if wait or not self.available or all((n, pygame.mixer.get_init()) in _CONVERTED for n in missing):
                for name in missing:  # (a copy of what a closed mixer kept is quick)
                    self._keep(name, *self._load(name))
                return True
            loaded: dict[str, tuple[pygame.mixer.Sound | None, float, str | None]] = {}
            self._loader = threading.Thread(target=lambda: loaded.update((n, self._load(n)) for n in missing),
                                            name="nine-lives-music", daemon=True)
            self._loaded = loaded
            self._loader.start()
        return self._loader_done(wait)

    def _loader_done(self, wait: bool) -> bool:
        """Whether the music's loader thread (if any) has finished; its results are then kept here
        (the thread itself never touches this object)."""
        if self._loader is None:
            return True
        if self._loader.is_alive() and not wait:
            return False
        self._loader.join()
        for name, result in self._loaded.items():
            self._keep(name, *result)
        self._loader, self._loaded = None, {}
        return True

    def preload(self) -> None:
        """Load every sound now (avoids a tiny delay the first time each plays)."""
        for name, info in SOUNDS.items():
            if info.group != "music":
                self._sound(name)
        for layer in MUSIC_LAYERS:
            self._sound(layer)

    # ---- settings --------------------------------------------------------------------------
    def apply(self, settings: Settings) -> None:
        """Use new volumes and mutes now."""
        self.settings = settings
        for voice in self._voices:
            voice.volume = self.volume(SOUNDS[voice.name].group)
        self._fit_voices()
        self._set_music_volumes()

    def volume(self, group: str) -> float:
        return self.settings.volume(group)

    # ---- effects ---------------------------------------------------------------------------
    def play(self, name: str) -> str:
        """Play an effect or interface sound; returns its caption (also when silent)."""
        info = SOUNDS.get(name)
        if info is None or info.group == "music":
            return caption(name)
        if name in ENDS_MUSIC:
            self.stop_music(END_FADE_MS)
        volume = self.volume(info.group)
        sound = self._sound(name) if volume > 0 else None
        if sound is not None:
            try:
                channel = self._free_channel()
                if channel is not None:
                    if name in DUCKED_UNDER:
                        self._duck_under(sound.get_length())
                    voice = Voice(name, channel, sound, self._peaks[name], volume)
                    self._voices = [v for v in self._voices if v.channel is not channel and v.sounding()]
                    self._voices.append(voice)
                    self._fit_voices()  # the others step back first, then the new sound starts
                    channel.play(sound)
            except pygame.error as exc:
                self.error = str(exc)
        return caption(name)

    @staticmethod
    def _free_channel() -> pygame.mixer.Channel | None:
        """A channel that is not playing, never one kept for the music (pygame's find_channel may
        give one of those while the music is not playing, and the music would cut the effect off)."""
        for i in range(len(MUSIC_LAYERS), pygame.mixer.get_num_channels()):
            channel = pygame.mixer.Channel(i)
            if not channel.get_busy():
                return channel
        return None

    def _duck_under(self, seconds: float) -> None:
        """Lower the music at once for `seconds` (a big moment is sounding)."""
        self._duck = DUCK_GAIN
        self._duck_left = max(self._duck_left, seconds)
        self._set_music_volumes()

    def _music_peak(self) -> float:
        """The most the music can add to the mix now: each layer's peak at its channel's volume."""
        music = self.volume("music") * self._duck
        return sum(self._peaks.get(name, 0.0) * music * gain
                   for name, gain, channel in zip(MUSIC_LAYERS, self._gains, self._layers, strict=False)
                   if self._music_on or channel.get_busy())

    def _fit_voices(self, dt: float | None = None) -> None:
        """Keep the peaks of everything sounding under HEADROOM (see the module's notes). A sound
        steps back at once; with `dt` (seconds since the last call) one that has room again comes
        back at 1 / DUCK_RELEASE per second; without it, a sound held back stays where it is."""
        fits = shares([(priority(v.name), v.peak * v.volume) for v in self._voices], HEADROOM - self._music_peak())
        for voice, fit in zip(self._voices, fits, strict=True):
            back = voice.gain + (dt or 0.0) / DUCK_RELEASE
            with contextlib.suppress(pygame.error):
                voice.set(fit if voice.gain >= fit else min(fit, back))

    # ---- music -----------------------------------------------------------------------------
    def start_music(self, tension: float = 0.0, wait: bool = True) -> str:
        """Start the tension music (all layers in step; only audible ones have volume). Without
        `wait`, layers still to be converted start at the first `update` after they are ready."""
        self._targets = list(layer_gains(tension))
        self._gains = list(self._targets)
        self._stage = tension_stage(tension)
        self._music_on = True
        self._duck, self._duck_left = 1.0, 0.0
        self._fit_voices()
        self._set_music_volumes()
        self._music_waits = self.available and not self._music_ready(wait)
        if not self._music_waits:
            self._play_layers()
        return _(LAYER_CAPTIONS[MUSIC_LAYERS[self._stage]])

    def _play_layers(self) -> None:
        if self.available:
            for channel, name in zip(self._layers, MUSIC_LAYERS, strict=True):
                sound = self._sound(name)
                if sound is not None:
                    try:
                        channel.play(sound, loops=-1)
                    except pygame.error as exc:
                        self.error = str(exc)
        self._fit_voices()  # effects already sounding step back under the music at once
        self._set_music_volumes()

    def set_tension(self, tension: float) -> str | None:
        """Aim the music at a tension 0-1; returns a caption when it audibly changes."""
        self._targets = list(layer_gains(tension))
        stage = tension_stage(tension)
        if stage == self._stage or not self._music_on:
            return None
        self._stage = stage
        return _(LAYER_CAPTIONS[MUSIC_LAYERS[stage]])

    def update(self, dt: float) -> None:
        """Fade music layers toward their targets (and start them once converted); call once a frame."""
        if self._music_waits and self._music_ready(wait=False):
            self._music_waits = False
            if self._music_on:
                self._play_layers()
        dt = max(0.0, dt)
        step = FADE_PER_SECOND * dt
        self._duck_left = max(0.0, self._duck_left - dt)
        if not self._duck_left:
            self._duck = min(1.0, self._duck + (1 - DUCK_GAIN) * dt / DUCK_RELEASE)
        for i, target in enumerate(self._targets):
            gain = self._gains[i]
            self._gains[i] = min(target, gain + step) if target > gain else max(target, gain - step)
        with contextlib.suppress(pygame.error):
            self._voices = [v for v in self._voices if v.sounding()]
        self._fit_voices(dt)  # effects step back before the music comes up
        self._set_music_volumes()

    def stop_music(self, fade_ms: int = 600) -> None:
        self._music_on = False
        self._music_waits = False
        for channel in self._layers:
            with contextlib.suppress(pygame.error):
                channel.fadeout(fade_ms)

    def _set_music_volumes(self) -> None:
        music = self.volume("music")
        for channel, gain in zip(self._layers, self._gains, strict=False):
            with contextlib.suppress(pygame.error):
                channel.set_volume(music * gain * self._duck)

    @property
    def music_gains(self) -> tuple[float, ...]:
        """The current gain of each music layer, before the music volume and ducking (for tests/debug)."""
        return tuple(self._gains)

    @property
    def music_duck(self) -> float:
        """The music's gain under a big moment: DUCK_GAIN while one sounds, back to 1 after."""
        return self._duck

    # ---- shutdown --------------------------------------------------------------------------
    def close(self) -> None:
        """Stop all sound; shut the mixer down if this object started it."""
        self._loader_done(wait=True)  # the mixer stays up until the music's conversion is over
        if not self.available:
            return
        with contextlib.suppress(pygame.error):
            form = pygame.mixer.get_init()
            for name, sound in self._sounds.items():
                if form and sound is not None and (name, form) not in _CONVERTED:
                    _CONVERTED[(name, form)] = (sound.get_raw(), self._peaks[name])
        try:
            pygame.mixer.stop()
            if self._owns_mixer:
                pygame.mixer.quit()
        except pygame.error:
            pass
        self._sounds.clear()
        self._voices = []
        self._layers = []
        self.available = False
