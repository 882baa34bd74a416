public class Basics {
    static String classify(int n) {
        if (n < 0) {
            return "negative";
        } else if (n == 0) {
            return "zero";
        } else {
            return "positive";
        }
    }

    public static void main(String[] args) {
        int[] values = {-1, 0, 5};
        for (int v : values) {
            System.out.println(v + " is " + classify(v));
        }
        int i = 0;
        while (i < 3) {
            i++;
        }
        do {
            i--;
        } while (i > 0);
    }
}
