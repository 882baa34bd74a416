package main

import "fmt"

func findPair(grid [][]int, target int) (int, int) {
	ri, ci := -1, -1
outer:
	for i, row := range grid {
		for j, v := range row {
			if v < 0 {
				continue outer
			}
			if v == target {
				ri, ci = i, j
				break outer
			}
		}
	}
	return ri, ci
}

func retry(limit int) int {
	attempts := 0
again:
	attempts++
	if attempts < limit {
		goto again
	}
	return attempts
}

func main() {
	grid := [][]int{{1, 2}, {-1, 9}, {4, 5}}
	fmt.Println(findPair(grid, 5))
	fmt.Println(retry(3))
}
