public class Synchronized {
    private int count;
    private final Object lock = new Object();

    public void increment() {
        synchronized (lock) {
            count++;
            if (count > 100) {
                count = 0;
            }
        }
    }

    public synchronized int get() { return count; }

    class Inner {
        int twice() { return count * 2; }
    }
}
