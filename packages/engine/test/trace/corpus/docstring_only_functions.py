def documented():
    """Does nothing, but says so."""


def ellipsis_body():
    ...


def pass_body():
    pass


class Protocolish:
    def method(self):
        """Abstract-ish."""
        raise NotImplementedError


print(documented(), ellipsis_body(), pass_body())
try:
    Protocolish().method()
except NotImplementedError:
    print("not implemented")
