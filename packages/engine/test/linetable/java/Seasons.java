public class Seasons {
  enum Month { JAN, APR, JUL, OCT }

  static String season(Month m) {
    return switch (m) {
      case JAN -> "winter";
      case APR -> "spring";
      case JUL -> {
        String s = "sum";
        yield s + "mer";
      }
      default -> "autumn";
    };
  }

  static int days(int month, boolean leap) {
    int d = switch (month) {
      case 2:
        yield leap ? 29 : 28;
      case 4, 6, 9, 11:
        yield 30;
      default:
        yield 31;
    };
    return d;
  }

  static void describe(String o) {
    switch (o) {
      case "big" -> System.out.println("big " + o);
      case "small", "tiny" -> System.out.println("small " + o);
      case "none" -> {
        return;
      }
      default -> System.out.println("other");
    }
    System.out.println("described");
  }

  public static void main(String[] args) {
    System.out.println(season(Month.JUL) + days(2, true));
    describe("tiny");
  }
}
