using System;
using System.IO;

class Using
{
    static int CountLines(string text)
    {
        int n = 0;
        using (var reader = new StringReader(text))
        {
            while (reader.ReadLine() != null)
            {
                n++;
            }
        }
        return n;
    }

    static void Main()
    {
        Console.WriteLine(CountLines("a\nb\nc"));
        lock (typeof(Using))
        {
            Console.WriteLine("locked");
        }
        checked
        {
            int big = int.MaxValue - 1;
            Console.WriteLine(big + 1);
        }
    }
}
