using System;

class Switches
{
    static string Name(int day)
    {
        string name;
        switch (day)
        {
            case 0:
            case 6:
                name = "weekend";
                break;
            case 1:
                name = "monday";
                goto case 2;
            case 2:
                name = "early week";
                break;
            default:
                name = "midweek";
                break;
        }
        return name;
    }

    static string Kind(object o)
    {
        switch (o)
        {
            case int n when n < 0:
                return "negative";
            case int n:
                return "int " + n;
            case string s:
                return "string " + s;
            default:
                return "other";
        }
    }

    static void Main()
    {
        for (int d = 0; d < 7; d++) Console.WriteLine(Name(d));
        Console.WriteLine(Kind(-1) + Kind(4) + Kind("x") + Kind(2.5));
    }
}
