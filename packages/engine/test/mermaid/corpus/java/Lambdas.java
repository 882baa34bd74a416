import java.util.*;
import java.util.stream.*;

public class Lambdas {
    static List<String> names(List<String> raw) {
        return raw.stream()
            .filter(s -> !s.isBlank())
            .map(s -> {
                String t = s.trim();
                return t.substring(0, 1).toUpperCase() + t.substring(1);
            })
            .sorted(Comparator.comparing(String::length))
            .collect(Collectors.toList());
    }

    public static void main(String[] args) {
        Runnable r = () -> System.out.println("run");
        r.run();
        names(Arrays.asList("bob", " ", "al")).forEach(System.out::println);
    }
}
