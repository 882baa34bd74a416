<?php
interface Container
{
    public function isEmpty(): bool;
}

class Stack implements Container
{
    private array $items = [];

    public function push(int $item): void
    {
        array_push($this->items, $item);
    }

    public function pop(): int
    {
        if ($this->isEmpty()) {
            throw new UnderflowException('empty stack');
        }
        return array_pop($this->items);
    }

    public function isEmpty(): bool
    {
        return count($this->items) === 0;
    }
}

$stack = new Stack();
$stack->push(1);
$stack->push(2);
while (!$stack->isEmpty()) {
    echo $stack->pop(), "\n";
}
try {
    $stack->pop();
} catch (UnderflowException $e) {
    fwrite(STDERR, $e->getMessage() . "\n");
}
