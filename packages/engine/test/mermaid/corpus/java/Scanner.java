import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        long sum = 0;
        for (int i = 0; i < n; i++) {
            int x = in.nextInt();
            if (x % 2 == 0) continue;
            sum += x;
        }
        System.out.printf("sum=%d%n", sum);
        assert sum >= 0 : "overflow";
    }
}
