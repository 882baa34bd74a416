import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class Events {
  interface Listener {
    void on(String event);
  }

  private final List<Listener> listeners = new ArrayList<>();

  void subscribe(Listener l) {
    listeners.add(l);
  }

  void emit(String event) {
    listeners.forEach(l -> l.on(event));
  }

  public static void main(String[] args) {
    Events bus = new Events();
    bus.subscribe(e -> System.out.println("got " + e));
    bus.subscribe(new Listener() {
      @Override
      public void on(String event) {
        if (event.isEmpty()) {
          return;
        }
        System.out.println("anon " + event);
      }
    });
    List<String> names = new ArrayList<>(List.of("b", "a"));
    names.sort(new Comparator<String>() {
      public int compare(String x, String y) {
        return x.compareTo(y);
      }
    });
    Runnable r = () -> {
      for (String n : names) {
        bus.emit(n);
      }
    };
    r.run();
  }
}
