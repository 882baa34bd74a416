def convert(value):
    try:
        if value is None:
            raise TypeError("none")
        number = int(value)
        return 100 // number
    except (TypeError, ValueError) as exc:
        print("bad input", type(exc).__name__)
        return -1
    except ZeroDivisionError:
        print("zero")
        return 0
    except Exception:
        print("other")
        raise


for v in ["5", "x", None, "0"]:
    print(convert(v))
