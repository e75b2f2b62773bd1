"""`engine.records.maker`: a fast constructor that makes the very object the dataclass would."""

from dataclasses import FrozenInstanceError, dataclass

import pytest

from game.engine.records import maker


@dataclass(frozen=True, slots=True)
class Base:
    a: int
    b: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Child(Base):
    c: str | None = None


def test_made_objects_equal_the_dataclass_own_and_stay_frozen():
    make = maker(Child)
    made = make(1, (2, 3), "x")
    assert made == Child(1, (2, 3), "x") and hash(made) == hash(Child(1, (2, 3), "x"))
    assert type(made) is Child and repr(made) == repr(Child(1, (2, 3), "x"))
    with pytest.raises(FrozenInstanceError):
        made.a = 5  # type: ignore[misc]
    with pytest.raises(TypeError):
        make(1, (2,))  # every field is given


def test_only_slotted_dataclasses_without_post_init():
    @dataclass(frozen=True)
    class Loose:
        a: int

    @dataclass(frozen=True, slots=True)
    class Checked:
        a: int

        def __post_init__(self) -> None:
            assert self.a > 0

    for cls in (Loose, Checked):
        with pytest.raises(TypeError):
            maker(cls)
