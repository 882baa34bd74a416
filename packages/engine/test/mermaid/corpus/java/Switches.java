public class Switches {
    static int classic(int day) {
        int kind;
        switch (day) {
            case 0:
            case 6:
                kind = 1;
                break;
            case 1:
                System.out.println("monday");
            default:
                kind = 2;
        }
        return kind;
    }

    static String arrow(String s) {
        return switch (s) {
            case "a", "b" -> "early";
            case "z" -> {
                String r = "late";
                yield r;
            }
            default -> "middle";
        };
    }
}
