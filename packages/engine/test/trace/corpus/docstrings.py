"""Module docstring: utilities for shapes."""


def area(w, h):
    """Return the area of a rectangle."""
    return w * h


class Shape:
    """A shape with a name."""

    def __init__(self, name):
        """Store the name."""
        self.name = name

    def describe(self):
        """Describe the shape."""
        return f"shape {self.name}"


print(area(2, 3), Shape("sq").describe())
