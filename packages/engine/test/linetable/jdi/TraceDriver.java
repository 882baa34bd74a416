import java.io.FileInputStream;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;

/**
 * Debuggee side of the Java trace checker: runs each program's main in turn (arguments are
 * `Class` or `Class=stdinFile`), so one JVM traces them all. Uncaught exceptions end one program.
 */
public class TraceDriver {
  public static void main(String[] args) throws Exception {
    InputStream stdin = System.in;
    for (String arg : args.length > 0 ? args : System.getProperty("codeflow.programs").split(",")) {
      String[] parts = arg.split("=", 2);
      System.setIn(parts.length > 1 ? new FileInputStream(parts[1]) : stdin);
      try {
        Class.forName(parts[0]).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
      } catch (InvocationTargetException e) {
        System.err.println(parts[0] + ": " + e.getCause());
      }
    }
  }
}
