import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;

public class Resources {
  static int countLines(String text) throws IOException {
    int n = 0;
    try (BufferedReader r = new BufferedReader(new StringReader(text))) {
      while (r.readLine() != null) {
        n++;
      }
    }
    return n;
  }

  static String firstLine(String text) {
    try (StringReader s = new StringReader(text);
        BufferedReader r = new BufferedReader(s)) {
      return r.readLine();
    } catch (IOException e) {
      return null;
    } finally {
      System.out.println("done");
    }
  }

  public static void main(String[] args) throws IOException {
    System.out.println(countLines("a\nb") + firstLine("x\ny"));
  }
}
