public class Special {
    /** Labels with "quotes", #hash, <generics>, {braces}, [arrays], |pipes|, end, o--x. */
    static String weird(int end, int o, int x) {
        String s = "a \"quoted\" #string# <b>bold</b> & {braces} | pipes %% end";
        char c = '\'';
        if (end > o && (x < end || o >>> 1 != 0)) {
            return s + c;
        }
        int[] arr = new int[] {1, 2, 3};
        return String.valueOf(arr[end % 3] + (x > 0 ? o : -o));
    }
}
