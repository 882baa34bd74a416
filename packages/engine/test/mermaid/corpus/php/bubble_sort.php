<?php
function bubbleSort(array $a): array
{
    $n = count($a);
    do {
        $swapped = false;
        for ($i = 0; $i < $n - 1; $i++) {
            if ($a[$i] > $a[$i + 1]) {
                [$a[$i], $a[$i + 1]] = [$a[$i + 1], $a[$i]];
                $swapped = true;
            }
        }
        $n--;
    } while ($swapped);
    return $a;
}

echo implode(' ', bubbleSort([5, 3, 8, 1])), "\n";
