package main

import (
	"fmt"
	"strings"
)

func wordCount(text string) map[string]int {
	counts := make(map[string]int)
	for _, w := range strings.Fields(text) {
		counts[strings.ToLower(w)]++
	}
	return counts
}

func mostCommon(counts map[string]int) (string, int) {
	best, n := "", 0
	for w, c := range counts {
		if c > n || (c == n && w < best) {
			best, n = w, c
		}
	}
	return best, n
}

func main() {
	counts := wordCount("the cat and The dog and the bird")
	if v, ok := counts["the"]; ok {
		fmt.Println("the:", v)
	}
	fmt.Println(mostCommon(counts))
}
