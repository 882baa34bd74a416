public class Primes {
  static boolean isPrime(int n) {
    if (n < 2) return false;
    for (int d = 2; d * d <= n; d++) {
      if (n % d == 0) return false;
    }
    return true;
  }

  public static void main(String[] args) {
    int found = 0;
    for (int i = 2; ; i++) {
      if (!isPrime(i)) continue;
      System.out.print(i + " ");
      if (++found == 10) break;
    }
    System.out.println();
  }
}
