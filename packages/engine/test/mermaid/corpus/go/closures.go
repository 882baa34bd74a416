package main

import (
	"fmt"
	"sort"
)

func counter() func() int {
	n := 0
	return func() int {
		n++
		return n
	}
}

func apply(xs []int, f func(int) int) []int {
	out := make([]int, 0, len(xs))
	for _, x := range xs {
		out = append(out, f(x))
	}
	return out
}

func main() {
	next := counter()
	next()
	fmt.Println(next())
	double := func(x int) int {
		if x < 0 {
			return 0
		}
		return x * 2
	}
	fmt.Println(apply([]int{1, -2, 3}, double))
	words := []string{"pear", "fig", "apple"}
	sort.Slice(words, func(i, j int) bool {
		return len(words[i]) < len(words[j])
	})
	fmt.Println(words)
}
