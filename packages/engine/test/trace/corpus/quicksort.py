def quicksort(xs):
    if len(xs) <= 1:
        return xs
    pivot, *rest = xs
    left = [x for x in rest if x < pivot]
    right = [x for x in rest if x >= pivot]
    return quicksort(left) + [pivot] + quicksort(right)


def partition_inplace(a, lo, hi):
    pivot = a[hi]
    i = lo
    for j in range(lo, hi):
        if a[j] < pivot:
            a[i], a[j] = a[j], a[i]
            i += 1
    a[i], a[hi] = a[hi], a[i]
    return i


arr = [3, 6, 1, 8, 2, 9, 4]
print(quicksort(arr), partition_inplace(arr, 0, len(arr) - 1), arr)
