public class Search {
  static int[] find(int[][] grid, int target) {
    int[] at = null;
    outer:
    for (int i = 0; i < grid.length; i++) {
      for (int j = 0; j < grid[i].length; j++) {
        if (grid[i][j] < 0) continue outer;
        if (grid[i][j] == target) {
          at = new int[] {i, j};
          break outer;
        }
      }
    }
    return at;
  }

  static int binarySearch(int[] a, int key) {
    int lo = 0, hi = a.length - 1;
    while (lo <= hi) {
      int mid = (lo + hi) >>> 1;
      if (a[mid] == key) return mid;
      else if (a[mid] < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  public static void main(String[] args) {
    int[][] g = {{1, 2}, {-1, 5}, {7, 8}};
    System.out.println(find(g, 8)[0] + binarySearch(new int[] {1, 3, 5}, 5));
  }
}
