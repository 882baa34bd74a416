package main

import "fmt"

func sumTo(n int) int {
	total := 0
	for i := 1; i <= n; i++ {
		total += i
	}
	return total
}

func countDown(n int) int {
	steps := 0
	for n > 0 {
		n--
		steps++
	}
	return steps
}

func firstOver(limit int) int {
	x := 1
	for {
		x *= 2
		if x > limit {
			break
		}
	}
	return x
}

func sumSlice(xs []int) int {
	s := 0
	for _, v := range xs {
		if v < 0 {
			continue
		}
		s += v
	}
	return s
}

func main() {
	fmt.Println(sumTo(5))
	fmt.Println(countDown(3))
	fmt.Println(firstOver(20))
	fmt.Println(sumSlice([]int{1, -2, 3}))
	for i := range []string{"a", "b"} {
		fmt.Println(i)
	}
}
