def parse_age(text):
    if not text.isdigit():
        raise ValueError("not a number: " + text)
    age = int(text)
    if age > 150:
        raise ValueError("too old")
    return age


for raw in ["42", "abc", "200"]:
    try:
        print(parse_age(raw))
    except ValueError as err:
        print("error:", err)
