def check(config):
    if "name" not in config:
        raise KeyError("name")
    return config["name"]


def main():
    print(check({"name": "demo"}))
    check({})
    print("unreachable in practice")


if __name__ == "__main__":
    try:
        main()
    except KeyError as exc:
        print("missing key", exc)
