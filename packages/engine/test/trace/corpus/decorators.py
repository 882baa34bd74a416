import functools

calls = []


def logged(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        calls.append(func.__name__)
        try:
            return func(*args, **kwargs)
        finally:
            calls.append("after " + func.__name__)
    return wrapper


def repeat(times):
    def decorate(func):
        def inner(*args):
            result = None
            for _ in range(times):
                result = func(*args)
            return result
        return inner
    return decorate


@logged
def add(a, b):
    return a + b


@repeat(3)
@logged
def shout(word):
    return word.upper()


print(add(1, 2), shout("hi"), calls)
