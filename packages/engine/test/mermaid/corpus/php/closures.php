<?php
// closures, arrow functions, methods calling methods, static calls
class Pipeline
{
    private array $steps = [];

    public function pipe(callable $step): self
    {
        $this->steps[] = $step;
        return $this;
    }

    public function run(int $value): int
    {
        foreach ($this->steps as $step) {
            $value = $step($value);
        }
        return $value;
    }

    public static function make(): self
    {
        return new self();
    }
}

$offset = 3;
$addOffset = function (int $x) use ($offset): int {
    if ($x > 10) {
        return $x;
    }
    return $x + $offset;
};
$double = fn(int $x): int => $x * 2;

$result = Pipeline::make()->pipe($addOffset)->pipe($double)->run(4);
echo $result, "\n";
$squares = array_map(fn($n) => $n * $n, [1, 2, 3]);
echo implode(',', $squares), "\n";
