"""The command line speaks the language --lang names, from its very first word: argparse's own
refusals and headings, the help texts, each command's report and its one-line errors; kept files
hold data, and their words are made in the language chosen when they are shown."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from random_games import finished

from game import history, i18n, stats, storage
from game.__main__ import main
from game.saves import SavedGame, Seat


@pytest.fixture(autouse=True)
def _unreleased_languages(monkeypatch):
    monkeypatch.setenv(i18n.DEV_ENV, "1")  # German and Spanish are offered to try


def run(args: list[str], capsys) -> tuple[int, str, str]:
    try:
        code = main(args)
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_bad_flag_is_refused_in_the_language_given_after_the_command(capsys):
    code, _out, err = run(["simulate", "--lang", "de", "--players", "3"], capsys)
    assert code == 2
    assert err.strip() == ("python -m game simulate: diese Argumente fehlen: --game "
                           "(siehe python -m game simulate --help)")


def test_a_bad_value_is_refused_in_the_language_given_before_the_command(capsys):
    code, _out, err = run(["--lang=es", "simulate", "--game", "exploding-kittens", "--players", "abc"], capsys)
    assert code == 2
    assert "argumento --players: 'abc' no es un número entero (consulta " in err


def test_help_is_in_the_language_chosen_argparse_headings_included(capsys):
    code, out, _err = run(["replay", "--help", "--lang", "es"], capsys)
    assert code == 0
    assert out.startswith("uso: python -m game replay")
    assert "argumentos posicionales:" in out and "mostrar esta ayuda y salir" in out
    assert "una partida del historial, una partida guardada o un registro" in out


def test_english_stays_english(capsys):
    code, _out, err = run(["simulate", "--players", "3"], capsys)
    assert code == 2 and "the following arguments are required: --game (see " in err


def test_simulate_reports_in_german_with_german_numbers(capsys):
    args = ["simulate", "--lang", "de", "--game", "exploding-kittens", "--players", "3", "--games", "4",
            "--bot-seed", "1"]
    code, out, _err = run(args, capsys)
    assert code == 0
    first, *rest = out.splitlines()
    assert first.startswith("exploding-kittens: 4 Spiele, 3 Spieler, Startwert 0, Startwert der Computer 1, Optionen: ")
    assert rest[0].startswith("  Platz 0 (random): ") and "\xa0% (95-%-KI " in rest[0]
    assert any(line.startswith("  Verstöße: 0, Fehler: 0") for line in rest)


def test_a_malformed_file_is_one_spanish_line(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 3,', encoding="utf-8")
    code, _out, err = run(["replay", str(bad), "--lang", "es"], capsys)
    assert code == 2
    assert err.strip() == f"error: {bad} no se puede repetir: está dañado o cortado en la línea 1, columna 14"


def test_an_empty_file_is_one_german_line(tmp_path, capsys):
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"")
    code, _out, err = run(["--lang", "de", "replay", str(empty)], capsys)
    assert code == 2 and err.strip() == f"Fehler: {empty} kann nicht nachgespielt werden: sie ist leer"


def test_a_command_in_another_process_speaks_from_its_first_word():
    done = subprocess.run([sys.executable, "-m", "game", "--lang", "es", "scenario", "--bogus", "x.json"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.strip() == "python -m game: argumentos no reconocidos: --bogus (consulta python -m game --help)"


def test_a_kept_game_is_data_and_reads_in_the_language_chosen_now(capsys):
    match = finished("exploding-kittens", 3, 7)
    saved = SavedGame.from_match(match, [Seat("Ann"), Seat("Bo", "easy", seed=1), Seat("Cy", "hard", seed=2)])
    assert history.record(saved, match) is None  # kept in English
    index = json.loads((history.history_dir() / history.INDEX_NAME).read_text(encoding="utf-8"))
    row = {k: v for k, v in index["games"][0].items() if k != "sig"}
    assert set(row) == {"uid", "game_id", "finished_at", "seats", "winners", "events", "turns"}
    assert row["seats"][1] == {"name": "Bo", "kind": "easy"} and all(type(w) is int for w in row["winners"])

    i18n.set_language("de")
    (entry,), message = history.load_index()
    assert message is None
    assert entry.seats_words() == "Ann (Person), Bo (Leicht), Cy (Schwer)"
    assert entry.winner_words().startswith("gewonnen von ")
    assert entry.length_words().endswith(f"{entry.events} Ereignisse")
    path = str(history.history_dir() / f"{saved.uid}.json")
    code, out, _err = run(["replay", path, "--lang", "es"], capsys)
    assert code == 0
    assert out.splitlines()[0] == "Exploding Kittens, 3 jugadores: Ann (persona), Bo (Fácil), Cy (Difícil)"


def test_a_file_set_aside_is_told_in_the_language_chosen(tmp_path):
    path = tmp_path / "stats.json"
    path.write_bytes(b"\xff\xfe not text")
    i18n.set_language("es")
    loaded, message = stats.load_stats(path)
    assert loaded == stats.Stats()
    assert message.startswith("No se pudo leer tu archivo de estadísticas (no es texto (UTF-8 no válido)); "
                              "las estadísticas empiezan de nuevo (se guarda como stats.json.bad-")
    i18n.set_language("de")
    with pytest.raises(storage.BadFile, match=r"^das ist ein Ordner, keine Datei$"):
        storage.read_named_file(tmp_path, 100)


def test_a_scenario_compares_its_english_log_lines_in_any_language_and_reports_in_it(capsys):
    path = "tests/scenarios/zombie/see_the_future.json"  # it expects log lines
    code, out, _err = run(["scenario", path, "--lang", "de"], capsys)
    assert code == 0 and out.startswith("OK ")  # its expected log lines are English, as written
    code, _out, err = run(["scenario", "missing.json", "--lang", "es"], capsys)
    assert code == 2 and err.strip() == "error: missing.json no se puede leer: ese archivo no existe"


def test_sound_captions_and_a_joined_seats_result_follow_the_language():
    from game import audio
    from game.cli.net import result_line

    i18n.set_language("de")
    assert audio.caption("draw") == "[Karte gezogen]"
    assert result_line(1, "easy", [1, 2], 140, 5120) == ("Platz 2 (easy) hat gewonnen: Gewinner Platz 2 und Platz 3; "
                                                          "140 Ereignisse, 5120 Bytes empfangen")
    i18n.set_language("es")
    assert result_line(0, "hard", [], 9, 10) == "asiento 1 (hard) perdió: sin ganador; 9 eventos, 10 bytes recibidos"


def test_bench_figures_are_written_in_the_language_with_its_numbers():
    from game.cli.bench import format_bench

    figures = {"random_play": {"exploding-kittens/3p": 1234.5}, "random_play_cpu": {"exploding-kittens/3p": 1300.0},
               "machine": {"cores": 2, "load_before": 0.5, "load_after": None},
               "hard_decision_ms": {"zombie-kittens": {"p50": 12.5, "p95": 40.0, "max": 99.1}}}
    i18n.set_language("de")
    assert format_bench(figures).splitlines() == [
        "Zufallsspiel, ganze Spiele pro Sekunde (Median der Läufe, ein Kern; nach CPU-Zeit in Klammern):",
        "  exploding-kittens/3p: 1.234,5 (1.300)",
        "Rechner: 2 Kerne, Durchschnittslast 0,5 vorher, None nachher",
        "Entscheidungszeit des schweren Computers, zombie-kittens: p50 12,5 ms, p95 40 ms, max. 99,1 ms",
    ]


def test_a_damaged_move_is_told_in_the_language_chosen():
    from game import storage as files

    match = finished("exploding-kittens", 3, 5)
    data = SavedGame.from_match(match, [Seat("Ann"), Seat("Bo", "easy", seed=1), Seat("Cy", "easy", seed=2)]).to_json()
    data["steps"][0] = {"seat": 0}
    i18n.set_language("es")
    with pytest.raises(files.BadFile) as refused:
        SavedGame.from_json(data)
    assert str(refused.value) == "una jugada no se puede leer: un paso debe contener seat, action y events"
