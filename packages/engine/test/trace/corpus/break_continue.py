def sum_odd_until(xs, limit):
    total = 0
    for x in xs:
        if x % 2 == 0:
            continue
        if total + x > limit:
            break
        total += x
    return total


print(sum_odd_until(range(20), 30))
print(sum_odd_until([2, 4, 6], 10))
count = 0
while True:
    count += 1
    if count < 3:
        continue
    if count >= 5:
        break
print(count)
