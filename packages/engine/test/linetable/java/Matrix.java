public class Matrix {
  private final int[][] cells;

  Matrix(int n) {
    cells = new int[n][n];
    for (int i = 0; i < n; i++) {
      cells[i][i] = 1;
    }
  }

  int trace() {
    int t = 0;
    for (int i = 0; i < cells.length; i++) t += cells[i][i];
    return t;
  }

  Matrix times(Matrix o) {
    int n = cells.length;
    Matrix r = new Matrix(n);
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        int s = 0;
        for (int k = 0; k < n; k++) s += cells[i][k] * o.cells[k][j];
        r.cells[i][j] = s;
      }
    return r;
  }

  public static void main(String[] args) {
    Matrix m = new Matrix(3);
    System.out.println(m.times(m).trace());
  }
}
