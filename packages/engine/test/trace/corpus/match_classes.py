from dataclasses import dataclass


@dataclass
class Circle:
    r: float


@dataclass
class Rect:
    w: float
    h: float


def area(shape):
    match shape:
        case Circle(r=r) if r < 0:
            raise ValueError("negative radius")
        case Circle(r=r):
            return 3 * r * r
        case Rect(w=w, h=h):
            return w * h
        case {"kind": "square", "side": s}:
            return s * s
        case [first, *rest]:
            return first + len(rest)
    return None


print(area(Circle(2)), area(Rect(2, 3)), area({"kind": "square", "side": 4}), area([1, 2, 3]), area(7))
try:
    area(Circle(-1))
except ValueError as e:
    print(e)
