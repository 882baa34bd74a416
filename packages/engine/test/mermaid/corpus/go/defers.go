package main

import (
	"errors"
	"fmt"
)

func withCleanup(n int) (result int) {
	defer fmt.Println("cleanup one")
	defer func() {
		result++
	}()
	if n < 0 {
		return -1
	}
	result = n * 2
	return result
}

func safeDivide(a, b int) (q int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("division by zero")
		}
	}()
	q = a / b
	return q, nil
}

func mustPositive(n int) int {
	if n <= 0 {
		panic("not positive")
	}
	return n
}

func main() {
	fmt.Println(withCleanup(3))
	fmt.Println(withCleanup(-3))
	fmt.Println(safeDivide(6, 3))
	fmt.Println(safeDivide(1, 0))
	fmt.Println(mustPositive(4))
}
