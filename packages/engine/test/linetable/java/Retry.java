public class Retry {
  static int attempts = 0;

  static int flaky() {
    attempts++;
    if (attempts < 3) {
      throw new IllegalStateException("try again");
    }
    return 42;
  }

  static int withRetry(int max) {
    int tries = 0;
    while (true) {
      try {
        return flaky();
      } catch (IllegalStateException e) {
        tries++;
        if (tries >= max) {
          throw new RuntimeException("gave up", e);
        }
      } finally {
        System.out.println("attempt " + attempts);
      }
    }
  }

  public static void main(String[] args) {
    try {
      System.out.println(withRetry(5));
    } catch (RuntimeException e) {
      System.out.println(e.getMessage());
    }
  }
}
