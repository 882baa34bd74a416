using System;

class Exceptions
{
    static int Parse(string s)
    {
        try
        {
            return int.Parse(s);
        }
        catch (FormatException e) when (s.Length > 3)
        {
            Console.WriteLine("long bad input: " + e.Message.Length);
            return -2;
        }
        catch (FormatException)
        {
            return -1;
        }
        finally
        {
            Console.WriteLine("parsed " + s);
        }
    }

    static void Check(int x)
    {
        if (x < 0)
            throw new ArgumentException("negative");
        Console.WriteLine("ok");
    }

    static void Main()
    {
        Console.WriteLine(Parse("12") + Parse("x") + Parse("wrong"));
        try
        {
            Check(1);
            Check(-1);
        }
        catch (ArgumentException e)
        {
            Console.WriteLine(e.Message);
        }
    }
}
