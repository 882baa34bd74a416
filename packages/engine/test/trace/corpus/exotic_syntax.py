# -*- coding: utf-8 -*-
from typing import Optional


class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        ns["tag"] = kw.get("tag", "none")
        return super().__new__(mcs, name, bases, ns)


class Tagged(metaclass=Meta, tag="x"):
    pass


def größe(wert: list[int] = [], *args: "int", **kw: dict[str, Optional[int]]) -> dict[str, "Tagged"]:
    ergebnis = {"π": 3.14, "emoji": "😀"}
    name = f"""multi
{len(wert)} line {'nested "quotes"'}
f-string"""
    if not wert:
        ergebnis["leer"] = True
    else:
        if len(wert) > 2:
            ergebnis["lang"] = True
    print(name, *args, sep="|", end="\n")
    return ergebnis


@staticmethod.__func__ if False else (lambda f: f)
def plain():
    return Tagged.tag


print(größe(), größe([1, 2, 3], 4), plain())
