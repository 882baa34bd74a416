<?php
// if / elseif / else if, the alternative syntax, switch with fall-through, match
function classify(int $n): string
{
    if ($n < 0) {
        return 'negative';
    } elseif ($n === 0) {
        return 'zero';
    } else if ($n % 2 === 0) {
        return 'even';
    } else {
        return 'odd';
    }
}

function size(int $n): string
{
    if ($n > 100):
        $label = 'large';
    elseif ($n > 10):
        $label = 'medium';
    else:
        $label = 'small';
    endif;
    return $label;
}

function days(int $month): int
{
    switch ($month) {
        case 2:
            $d = 28;
            break;
        case 4:
        case 6:
        case 9:
        case 11:
            $d = 30;
            break;
        default:
            $d = 31;
    }
    return $d;
}

function grade(int $score): string
{
    return match (true) {
        $score >= 90 => 'A',
        $score >= 80 => 'B',
        default => 'F',
    };
}

function sign(int $n): string
{
    $s = match ($n <=> 0) {
        -1 => 'minus',
        0 => 'zero',
        1 => 'plus',
    };
    return $s;
}

foreach ([-2, 0, 4, 7] as $n) {
    echo classify($n), ' ', size($n * 30), "\n";
}
foreach ([2, 4, 5] as $m) {
    echo days($m), "\n";
}
echo grade(95), grade(85), grade(10), sign(-5), sign(0), "\n";
