<?php
function wordCount(string $text): array
{
    $counts = [];
    foreach (preg_split('/\s+/', strtolower($text)) as $word) {
        if ($word === '') {
            continue;
        }
        $counts[$word] = ($counts[$word] ?? 0) + 1;
    }
    arsort($counts);
    return array_slice($counts, 0, 3, true);
}

foreach (wordCount('the cat and the hat and the bat') as $word => $n) {
    echo "$word: $n\n";
}
