def collatz_steps(n):
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


print([collatz_steps(k) for k in range(1, 8)])
total = 0
i = 10
while i > 0:
    total += collatz_steps(i)
    i -= 3
print(total)
