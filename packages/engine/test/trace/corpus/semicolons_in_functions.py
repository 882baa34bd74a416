def swap_sort(a, b):
    if a > b: a, b = b, a; print("swapped")
    x = a; y = b; z = x + y
    return x, y, z


def loop_one_line(n):
    total = 0
    for i in range(n): total += i; total *= 1
    while n > 0: n -= 1; total += 1
    return total


print(swap_sort(3, 1), swap_sort(1, 3), loop_one_line(4))
