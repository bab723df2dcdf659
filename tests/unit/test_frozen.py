"""Frozen records (pdftk_text/frozen.py): what the options and tolerances rely on."""

import pytest

from pdftk_text.frozen import Frozen, FrozenError, made, replace


class Inner(Frozen):
    depth: int = 3


class Options(Frozen):
    name: str
    size: float = 1.5
    inner: Inner = made(Inner)
    items: list = made(list)


class Shape(Frozen, eq=False):
    sides: int = 4


class Checked(Frozen):
    low: int
    high: int

    def __post_init__(self):
        if self.low > self.high:
            raise ValueError("low above high")


def test_fields_by_keyword_or_in_order_with_their_defaults():
    a = Options("x")
    assert (a.name, a.size, a.inner, a.items) == ("x", 1.5, Inner(), [])
    b = Options("y", 2.0, items=[1])
    assert (b.name, b.size, b.items) == ("y", 2.0, [1])
    assert Options._fields == ("name", "size", "inner", "items")


def test_a_made_default_is_made_for_each_instance():
    a, b = Options("x"), Options("x")
    assert a.items is not b.items and a.items == b.items


def test_missing_unknown_and_repeated_fields_are_refused():
    with pytest.raises(TypeError, match="missing the field 'name'"):
        Options()
    with pytest.raises(TypeError, match="no field 'colour'"):
        Options("x", colour=1)
    with pytest.raises(TypeError, match="'name' twice"):
        Options("x", name="y")
    with pytest.raises(TypeError, match="takes 4 fields"):
        Options(1, 2, 3, 4, 5)


def test_fields_cannot_be_set_or_deleted():
    a = Options("x")
    with pytest.raises(FrozenError):
        a.size = 3.0
    with pytest.raises(AttributeError):
        del a.name
    assert a.size == 1.5


def test_equal_and_hashed_by_fields_unless_eq_false():
    assert Inner(2) == Inner(2) and hash(Inner(2)) == hash(Inner(2))
    assert Inner(2) != Inner(3)
    assert Inner(2) != (2,)
    assert Shape() != Shape() and len({Shape(), Shape()}) == 2


def test_repr_names_each_field():
    assert repr(Inner(5)) == "Inner(depth=5)"


def test_replace_changes_some_fields_and_checks_their_names():
    a = Options("x", items=[1])
    b = replace(a, size=4.0)
    assert (b.name, b.size, b.items) == ("x", 4.0, [1]) and a.size == 1.5
    with pytest.raises(TypeError, match="no field 'colour'"):
        replace(a, colour=2)


def test_post_init_checks_each_new_instance():
    assert Checked(1, 2).high == 2
    with pytest.raises(ValueError):
        Checked(3, 2)
    with pytest.raises(ValueError):
        replace(Checked(1, 2), low=5)


def test_a_field_without_default_after_one_with_is_refused():
    with pytest.raises(TypeError, match="without a default"):
        class Bad(Frozen):
            a: int = 1
            b: int
