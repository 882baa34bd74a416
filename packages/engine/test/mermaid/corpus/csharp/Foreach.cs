using System;
using System.Collections.Generic;

class Foreach
{
    static int Longest(List<string> words)
    {
        int best = 0;
        foreach (var w in words)
        {
            if (w.Length == 0)
                continue;
            if (w == "stop")
                break;
            best = Math.Max(best, w.Length);
        }
        return best;
    }

    static void Main()
    {
        var words = new List<string> { "a", "", "three", "stop", "longest" };
        Console.WriteLine(Longest(words));
    }
}
