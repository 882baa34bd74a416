<?php
// for, while, do-while, foreach (both syntaxes), break N and continue N
function collatz(int $n): int
{
    $steps = 0;
    while ($n != 1) {
        $n = $n % 2 === 0 ? intdiv($n, 2) : 3 * $n + 1;
        $steps++;
    }
    return $steps;
}

function firstPair(array $grid, int $target): ?array
{
    foreach ($grid as $i => $row) {
        foreach ($row as $j => $value) {
            if ($value < 0) {
                continue 2;
            }
            if ($value === $target) {
                $found = [$i, $j];
                break 2;
            }
        }
    }
    return $found ?? null;
}

function countdown(int $n): string
{
    $out = '';
    do {
        $out .= $n . ' ';
        $n--;
    } while ($n > 0);
    for ($i = 0, $j = 10; $i < $j; $i += 3, $j--) {
        if ($i === 3) {
            continue;
        }
        $out .= "$i:$j ";
    }
    return $out;
}

function total(array $xs): int
{
    $sum = 0;
    foreach ($xs as $x):
        $sum += $x;
    endforeach;
    while ($sum > 100):
        $sum -= 100;
    endwhile;
    return $sum;
}

function pick(array $xs): int
{
    $hits = 0;
    foreach ($xs as $x) {
        switch ($x) {
            case 0:
                continue 2;
            case 1:
                $hits++;
                break;
            default:
                break 2;
        }
    }
    return $hits;
}

echo collatz(27), "\n";
print_r(firstPair([[1, -2], [3, 4]], 4));
echo countdown(3), "\n";
echo total([50, 70, 90]), "\n";
echo pick([1, 0, 1, 5, 1]), "\n";
