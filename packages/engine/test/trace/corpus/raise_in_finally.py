def cleanup_fails(flag):
    try:
        if flag:
            raise KeyError("original")
        return "fine"
    finally:
        if flag:
            raise RuntimeError("cleanup failed")


for f in (False, True):
    try:
        print(cleanup_fails(f))
    except RuntimeError as e:
        print("caught", e, type(e.__context__).__name__)
