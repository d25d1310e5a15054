"""A cheap `dataclasses.replace` for the frozen state classes of the games.

`dataclasses.replace` looks up every field of the class and calls `__init__` with all of them; a
Drinking War playout spent about two thirds of its time there. A state class of plain fields (no
`__post_init__`, no `InitVar`, no field left out of `__init__`) gets the very same object by copying
the instance's attributes and setting the changed ones.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import Any, TypeVar

T = TypeVar("T")


@cache
def _field_names(cls: type) -> frozenset[str]:
    """The fields of the frozen dataclass `cls`, once it is known that a copy of its attributes is exact."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or hasattr(cls, "__post_init__") or hasattr(cls, "__slots__"):
        raise TypeError(f"{cls.__name__} is not a frozen dataclass of plain fields")
    fields = dataclasses.fields(cls)
    if not all(f.init for f in fields):
        raise TypeError(f"{cls.__name__} has a field that __init__ does not set")
    return frozenset(f.name for f in fields)


def replace(state: T, **changes: Any) -> T:
    """`state` with `changes`, like dataclasses.replace (unknown names raise TypeError), without __init__."""
    cls: type = type(state)
    names = _field_names(cls)
    if not changes.keys() <= names:
        raise TypeError(f"{cls.__name__} has no field {sorted(changes.keys() - names)}")
    copy: T = object.__new__(cls)
    attributes = copy.__dict__  # a frozen dataclass refuses setattr, not its instance dictionary
    attributes.update(state.__dict__)
    attributes.update(changes)
    return copy
