public class Calculator {
  static double apply(char op, double a, double b) {
    double result = 0;
    switch (op) {
      case '+':
        result = a + b;
        break;
      case '-':
        result = a - b;
        break;
      case '/':
        if (b == 0) {
          System.err.println("division by zero");
          return 0;
        }
        result = a / b;
        break;
      default:
        System.err.println("unknown operator " + op);
    }
    return result;
  }

  public static void main(String[] args) {
    System.out.println(apply('+', 2, 3));
  }
}
