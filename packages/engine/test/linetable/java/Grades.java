import java.util.List;

public class Grades {
  static char grade(int score) {
    char g;
    if (score >= 90) {
      g = 'A';
    } else if (score >= 80) {
      g = 'B';
    } else if (score >= 70) {
      g = 'C';
    } else {
      g = 'F';
    }
    return g;
  }

  public static void main(String[] args) {
    List<Integer> scores = List.of(95, 85, 72, 10);
    for (int s : scores) {
      System.out.printf("%d -> %c%n", s, grade(s));
    }
  }
}
