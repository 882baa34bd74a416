package main

import "fmt"

func binarySearch(xs []int, target int) int {
	lo, hi := 0, len(xs)-1
	for lo <= hi {
		mid := (lo + hi) / 2
		if xs[mid] == target {
			return mid
		} else if xs[mid] < target {
			lo = mid + 1
		} else {
			hi = mid - 1
		}
	}
	return -1
}

func bubbleSort(xs []int) []int {
	swapped := true
	for swapped {
		swapped = false
		for i := 1; i < len(xs); i++ {
			if xs[i-1] > xs[i] {
				xs[i-1], xs[i] = xs[i], xs[i-1]
				swapped = true
			}
		}
	}
	return xs
}

func main() {
	xs := bubbleSort([]int{5, 2, 9, 1})
	fmt.Println(xs)
	fmt.Println(binarySearch(xs, 9), binarySearch(xs, 4))
}
