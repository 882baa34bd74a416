/** A 100-line Python file of ordinary code: several functions, loops, branches, try, a class. */
export const hundredLinePython = `import math


def primes(n):
    limit = 10
    found = []
    for k in range(2, n + limit):
        is_prime = True
        for d in range(2, int(math.sqrt(k)) + 1):
            if k % d == 0:
                is_prime = False
                break
        if is_prime:
            found.append(k)
    return found


def classify(x):
    if x < 0:
        return "negative"
    elif x == 0:
        return "zero"
    elif x < 10:
        return "small"
    else:
        return "large"


def fib(n):
    a, b = 0, 1
    i = 0
    while i < n:
        a, b = b, a + b
        i += 1
    return a


def parse(values):
    out = []
    for v in values:
        try:
            out.append(int(v))
        except ValueError:
            print("skip", v)
            continue
        finally:
            pass
    return out


class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        return self.balance

    def withdraw(self, amount):
        if amount > self.balance:
            print("insufficient funds")
            return False
        self.balance -= amount
        return True


def report(items):
    total = 0
    for item in items:
        kind = classify(item)
        if kind == "negative":
            continue
        total += item
        print(item, kind)
    return total


def main():
    ps = primes(30)
    print("primes", ps)
    fs = [fib(k) for k in range(10)]
    print("fib", fs)
    nums = parse(["1", "x", "3", "-4", "12"])
    acc = Account("ada", 10)
    acc.deposit(5)
    if not acc.withdraw(100):
        print("could not withdraw")
    total = report(nums)
    while total > 10:
        total -= 3
    print("total", total)
    return total


if __name__ == "__main__":
    main()
`;
