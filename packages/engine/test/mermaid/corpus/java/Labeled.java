public class Labeled {
    static int[] find(int[][] grid, int target) {
        int[] found = null;
        outer:
        for (int r = 0; r < grid.length; r++) {
            for (int c = 0; c < grid[r].length; c++) {
                if (grid[r][c] < 0) continue outer;
                if (grid[r][c] == target) {
                    found = new int[] {r, c};
                    break outer;
                }
            }
        }
        return found;
    }
}
