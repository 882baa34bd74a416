import java.util.ArrayList;
import java.util.List;

public class Tokens {
  static List<String> split(String s) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i++);
      if (Character.isWhitespace(c)) {
        if (cur.length() > 0) {
          out.add(cur.toString());
          cur.setLength(0);
        }
        continue;
      }
      switch (c) {
        case '(':
        case ')':
          if (cur.length() > 0) out.add(cur.toString());
          cur.setLength(0);
          out.add(String.valueOf(c));
          break;
        default:
          cur.append(c);
      }
    }
    if (cur.length() > 0) out.add(cur.toString());
    assert out != null;
    return out;
  }

  public static void main(String[] args) {
    System.out.println(split("(add 1 (mul 2 3))"));
  }
}
