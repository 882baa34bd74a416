#include <stdio.h>

int find(int grid[3][3], int target, int *row, int *col) {
    for (int r = 0; r < 3; r++) {
        for (int c = 0; c < 3; c++) {
            if (grid[r][c] < 0) continue;
            if (grid[r][c] == target) {
                *row = r;
                *col = c;
                return 1;
            }
        }
        if (r > 5) break;
    }
    return 0;
}
