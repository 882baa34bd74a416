using System;
using System.Collections.Generic;
using System.Linq;

class Lambdas
{
    static int Apply(Func<int, int> f, int x) => f(x);

    static void Main()
    {
        Func<int, int> square = x => x * x;
        Func<int, int> clamp = x =>
        {
            if (x > 10)
                return 10;
            return x;
        };
        int Twice(int y)
        {
            return y * 2;
        }
        var values = new List<int> { 1, 5, 9 }.Select(v => clamp(square(v))).ToList();
        Console.WriteLine(Apply(Twice, values.Sum()));
    }
}
