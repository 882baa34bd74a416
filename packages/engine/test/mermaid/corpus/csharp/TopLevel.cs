using System;

var total = 0;
for (var i = 0; i < 5; i++)
{
    if (i == 3)
        goto done;
    total += i;
}
done:
Console.WriteLine(total);

static int Fib(int n)
{
    if (n < 2)
        return n;
    return Fib(n - 1) + Fib(n - 2);
}

Console.WriteLine(Fib(10));
