<?php
function binarySearch(array $a, int $key): int
{
    $low = 0;
    $high = count($a) - 1;
    while ($low <= $high) {
        $mid = intdiv($low + $high, 2);
        if ($a[$mid] === $key) {
            return $mid;
        }
        if ($a[$mid] < $key) {
            $low = $mid + 1;
        } else {
            $high = $mid - 1;
        }
    }
    return -1;
}

printf("index: %d\n", binarySearch([1, 3, 5, 7, 9], 7));
