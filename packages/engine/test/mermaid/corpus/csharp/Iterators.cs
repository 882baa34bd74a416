using System;
using System.Collections.Generic;

class Iterators
{
    static IEnumerable<int> Evens(int limit)
    {
        for (int i = 0; ; i += 2)
        {
            if (i > limit)
                yield break;
            yield return i;
        }
    }

    static void Main()
    {
        int sum = 0;
        foreach (var e in Evens(10))
        {
            sum += e;
        }
        Console.WriteLine(sum);
    }
}
