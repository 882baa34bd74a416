def validate(user):
    errors = []
    if not user.get("name"):
        errors.append("name required")
    email = user.get("email", "")
    if "@" not in email:
        errors.append("bad email")
    elif email.endswith(".invalid"):
        errors.append("invalid domain")
    age = user.get("age")
    if age is not None and not (0 < age < 130):
        errors.append("age out of range")
    return errors


users = [
    {"name": "a", "email": "a@x.org", "age": 30},
    {"email": "b@y.invalid"},
    {"name": "c", "email": "nope", "age": 200},
]
for u in users:
    print(validate(u))
