import java.util.*;

public class Generics<T extends Comparable<T>> {
    private final List<T> items = new ArrayList<>();

    public void add(T item) {
        if (item == null) throw new IllegalArgumentException("null item");
        items.add(item);
    }

    public Optional<T> max() {
        T best = null;
        for (T it : items) {
            if (best == null || it.compareTo(best) > 0) best = it;
        }
        return Optional.ofNullable(best);
    }

    public <R> List<R> map(java.util.function.Function<T, R> f) {
        List<R> out = new ArrayList<>();
        Iterator<T> it = items.iterator();
        while (it.hasNext()) out.add(f.apply(it.next()));
        return out;
    }
}
