def run_all(tasks):
    errors = []
    for name, ok in tasks:
        if not ok:
            errors.append(ValueError(name))
    if errors:
        raise ExceptionGroup("some failed", errors)
    return len(tasks)


def main():
    try:
        run_all([("a", True), ("b", False)])
    except* ValueError as group:
        print("value errors:", len(group.exceptions))
    except* TypeError:
        print("type errors")
    return run_all([("c", True)])


print(main())
