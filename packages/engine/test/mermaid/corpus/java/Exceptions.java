import java.io.*;

public class Exceptions {
    static int parse(String s) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            System.err.println("bad number: \"" + s + "\"");
            return 0;
        } finally {
            System.out.println("parsed");
        }
    }

    static String readFirstLine(String path) throws IOException {
        try (BufferedReader r = new BufferedReader(new FileReader(path))) {
            return r.readLine();
        } catch (FileNotFoundException e) {
            throw new IOException("missing " + path, e);
        }
    }
}
