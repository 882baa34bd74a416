public class Multiline {
  static int weighted(int a,
                      int b,
                      int c)
  {
    int total =
        a * 3 +
        b * 2 +
        c;
    if (total > 100 &&
        a > 0)
    {
      total =
          100;
    }
    return
        total;
  }

  public static void main(String[] args)
  {
    System.out.println(
        weighted(1,
                 2,
                 3));
  }
}
