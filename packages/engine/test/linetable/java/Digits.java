import java.util.Scanner;

public class Digits {
  static int sumDigits(int n) {
    int sum = 0;
    if (n < 0) n = -n;
    while (n > 0) {
      sum += n % 10;
      n /= 10;
    }
    return sum;
  }

  static int countDigits(int n) {
    int count = 0;
    do {
      count++;
      n /= 10;
    } while (n != 0);
    return count;
  }

  public static void main(String[] args) {
    Scanner sc = new Scanner(System.in);
    int n = sc.nextInt();
    System.out.println(sumDigits(n) + " " + countDigits(n));
  }
}
