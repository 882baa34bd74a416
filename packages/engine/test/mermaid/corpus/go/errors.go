package main

import (
	"errors"
	"fmt"
	"strconv"
)

var ErrEmpty = errors.New("empty input")

func parseAll(words []string) ([]int, error) {
	if len(words) == 0 {
		return nil, ErrEmpty
	}
	out := []int{}
	for _, w := range words {
		n, err := strconv.Atoi(w)
		if err != nil {
			return nil, fmt.Errorf("bad %q: %w", w, err)
		}
		out = append(out, n)
	}
	return out, nil
}

func main() {
	if v, err := parseAll([]string{"1", "2"}); err == nil {
		fmt.Println(v)
	}
	if _, err := parseAll(nil); errors.Is(err, ErrEmpty) {
		fmt.Println("empty")
	}
	_, err := parseAll([]string{"x"})
	fmt.Println(err != nil)
}
