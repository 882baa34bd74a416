class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            self.history.append(("declined", amount))
            return False
        self.balance -= amount
        self.history.append(("withdraw", amount))
        return True


acct = Account("ann", 50)
acct.deposit(25)
for amt in (30, 100, 45):
    ok = acct.withdraw(amt)
    print(amt, ok, acct.balance)
try:
    acct.deposit(-1)
except ValueError as e:
    print(e)
print(acct.history)
