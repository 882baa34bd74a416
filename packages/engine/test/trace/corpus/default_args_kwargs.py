def configure(name, *args, verbose=False, **options):
    parts = [name]
    for a in args:
        parts.append(str(a))
    if verbose:
        parts.append("verbose")
    for key in sorted(options):
        parts.append(f"{key}={options[key]}")
    return " ".join(parts)


print(configure("job"))
print(configure("job", 1, 2, verbose=True, retries=3, mode="fast"))
