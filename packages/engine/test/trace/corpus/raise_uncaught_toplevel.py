class InsufficientFunds(Exception):
    pass


def withdraw(balance, amount):
    if amount > balance:
        raise InsufficientFunds(f"need {amount - balance} more")
    return balance - amount


def pay_all(balance, bills):
    for bill in bills:
        balance = withdraw(balance, bill)
    return balance


print(pay_all(100, [10, 20]))
print(pay_all(100, [60, 60]))
print("never printed")
