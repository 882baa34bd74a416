using System;

class Basics
{
    static int Sign(int x)
    {
        if (x > 0)
        {
            return 1;
        }
        else if (x < 0)
        {
            return -1;
        }
        return 0;
    }

    static int SumTo(int n)
    {
        int total = 0;
        for (int i = 1; i <= n; i++)
        {
            if (i % 3 == 0) continue;
            total += i;
        }
        int k = 0;
        while (k < 3)
        {
            k++;
        }
        do
        {
            k--;
        } while (k > 0);
        return total;
    }

    static void Main()
    {
        Console.WriteLine(Sign(-4) + Sign(0) + Sign(9));
        Console.WriteLine(SumTo(10));
    }
}
