import java.util.ArrayList;
import java.util.List;

public class Counter {
  static final List<String> LOG = new ArrayList<>();
  static int instances;

  static {
    instances = 0;
    LOG.add("loaded");
  }

  private int count = 10;
  private final String name;

  {
    instances++;
  }

  Counter(String name) {
    this.name = name;
  }

  Counter() {
    this("anon");
  }

  synchronized void increment() {
    count++;
  }

  void add(int n) {
    synchronized (this) {
      count += n;
    }
  }

  public static void main(String[] args) {
    Counter c = new Counter();
    c.increment();
    c.add(5);
    System.out.println(c.name + c.count + instances + LOG);
  }
}
