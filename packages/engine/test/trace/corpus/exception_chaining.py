class ConfigError(Exception):
    pass


def load(text):
    try:
        key, value = text.split("=")
    except ValueError as exc:
        raise ConfigError(f"bad line: {text}") from exc
    return key.strip(), value.strip()


def load_all(lines):
    config = {}
    for line in lines:
        if line.startswith("#"):
            continue
        k, v = load(line)
        config[k] = v
    return config


print(load_all(["a = 1", "# comment", "b=2"]))
try:
    load_all(["broken"])
except ConfigError as e:
    print(e, "caused by", type(e.__cause__).__name__)
