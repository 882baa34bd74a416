using System;

class Account
{
    private int balance;

    public int Balance
    {
        get { return balance; }
        set
        {
            if (value < 0)
                throw new ArgumentException("negative balance");
            balance = value;
        }
    }

    public bool Empty => balance == 0;

    public int this[int factor]
    {
        get { return balance * factor; }
    }

    public static void Main()
    {
        var a = new Account();
        a.Balance = 10;
        Console.WriteLine(a.Balance + a[2]);
        Console.WriteLine(a.Empty);
    }
}
