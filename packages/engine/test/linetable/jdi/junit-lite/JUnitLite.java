import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * Runs every `@org.junit.Test` method of the classes named on standard input (one a line), each on
 * a fresh instance: a real project's unit tests as one program for the trace checkers.
 */
public class JUnitLite {
  public static void main(String[] args) throws Exception {
    String input = new String(System.in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    for (String name : input.split("\n")) {
      if (name.isBlank()) continue;
      Class<?> type;
      try {
        type = Class.forName(name.trim());
      } catch (ClassNotFoundException e) {
        continue; // a test file named after no class of its own
      }
      if (Modifier.isAbstract(type.getModifiers())) continue;
      for (Method m : type.getMethods()) {
        if (!m.isAnnotationPresent(org.junit.Test.class)) continue;
        try {
          m.invoke(type.getDeclaredConstructor().newInstance());
        } catch (InvocationTargetException e) {
          Class<? extends Throwable> expected = m.getAnnotation(org.junit.Test.class).expected();
          if (!expected.isInstance(e.getCause())) {
            System.err.println(name + "." + m.getName() + ": " + e.getCause());
          }
        }
      }
    }
  }
}
