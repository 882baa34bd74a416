def eligible(age, member, balance, banned=False):
    if (age >= 18
            and member
            and not banned):
        return True
    elif (age >= 16 and
          balance > 100):
        return True
    while (balance > 0 and
           age < 18):
        balance -= 60
    return False


for args in [(20, True, 0), (17, False, 200), (15, False, 130), (30, True, 0, True)]:
    print(eligible(*args))
