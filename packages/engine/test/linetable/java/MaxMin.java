public class MaxMin {
  public static int max(int a, int b) {
    if (a > b)
      return a;
    else
      return b;
  }

  static int min3(int a, int b, int c) {
    int m = a;
    if (b < m) m = b;
    if (c < m) {
      m = c;
    }
    return m;
  }

  public static void main(String[] args) {
    System.out.println(max(3, 7));
    System.out.println(min3(3, 7, 1));
  }
}
