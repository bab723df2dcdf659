"""Frozen records: the options, tolerances and limits a command builds once.

``Frozen`` does for them what ``dataclasses.dataclass(frozen=True)`` did, without
writing each class's methods as source and compiling it when its module is imported
(1 to 4 ms a class: the ten a text export imports cost 17 ms of every command's
start-up). A subclass lists its fields as annotated class attributes, in order, each
with its default or ``made(factory)`` for one made per instance. An instance takes them
by keyword or in order (then its ``__post_init__``, when it has one, checks them),
refuses assignment, prints as ``Name(field=value, ...)`` and compares and hashes by its
fields (``eq=False`` in the class statement: by identity). ``replace`` gives a copy
with some fields changed.
"""

_MISSING = object()


class FrozenError(AttributeError):
    """An attempt to set or delete a field of a frozen record."""


class made:
    """A field's default made anew for each instance by ``factory()``."""

    __slots__ = ("factory",)

    def __init__(self, factory):
        self.factory = factory


class Frozen:
    _fields = ()            # the field names, in order
    _defaults = {}          # name -> default, or a ``made``
    _check = None           # ``__post_init__``: asked of each new instance

    def __init_subclass__(cls, eq=True, **kwargs):
        super().__init_subclass__(**kwargs)
        own = tuple(cls.__dict__.get("__annotations__", {}))
        defaults = dict(cls._defaults)
        for name in own:
            value = cls.__dict__.get(name, _MISSING)
            if value is not _MISSING:
                defaults[name] = value
                if isinstance(value, made):
                    delattr(cls, name)
            elif defaults:
                raise TypeError(f"{cls.__name__}: field {name!r} without a default follows one with a default")
        cls._fields = cls._fields + tuple(name for name in own if name not in cls._fields)
        cls._check = getattr(cls, "__post_init__", None)
        cls._defaults = defaults
        if not eq:
            cls.__eq__ = object.__eq__
            cls.__hash__ = object.__hash__

    def __init__(self, *args, **kwargs):
        fields = self._fields
        if len(args) > len(fields):
            raise TypeError(f"{type(self).__name__}() takes {len(fields)} fields, {len(args)} were given")
        values = dict(zip(fields, args))
        for name in fields[len(args):]:
            if name in kwargs:
                values[name] = kwargs.pop(name)
                continue
            default = self._defaults.get(name, _MISSING)
            if default is _MISSING:
                raise TypeError(f"{type(self).__name__}() is missing the field {name!r}")
            values[name] = default.factory() if isinstance(default, made) else default
        if kwargs:
            unknown = next(iter(kwargs))
            raise TypeError(f"{type(self).__name__}() has no field {unknown!r}"
                            if unknown not in fields else f"{type(self).__name__}() got {unknown!r} twice")
        for name, value in values.items():
            object.__setattr__(self, name, value)
        if self._check is not None:
            self._check()

    def __setattr__(self, name, value):
        raise FrozenError(f"cannot assign to field {name!r}")

    def __delattr__(self, name):
        raise FrozenError(f"cannot delete field {name!r}")

    def _values(self):
        return tuple(getattr(self, name) for name in self._fields)

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self):
        return hash(self._values())

    def __repr__(self):
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__qualname__}({fields})"


def replace(record, **changes):
    """A copy of a frozen record with the ``changes`` made to its fields."""
    for name in changes:
        if name not in record._fields:
            raise TypeError(f"{type(record).__name__} has no field {name!r}")
    return type(record)(**{name: changes.get(name, getattr(record, name)) for name in record._fields})
