def nested_cleanup(fail):
    try:
        return "body"
    finally:
        try:
            if fail:
                raise OSError("cleanup io")
            print("cleanup ok")
        except OSError as e:
            print("cleanup failed:", e)


print(nested_cleanup(False), nested_cleanup(True))
