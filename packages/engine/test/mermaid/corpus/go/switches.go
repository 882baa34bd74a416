package main

import "fmt"

func classify(n int) string {
	switch n {
	case 0:
		return "zero"
	case 1, 2, 3:
		return "small"
	default:
		return "big"
	}
}

func grade(score int) string {
	result := ""
	switch {
	case score >= 90:
		result = "A"
	case score >= 80:
		result = "B"
		fallthrough
	case score >= 70:
		result += "C"
	default:
		result = "F"
	}
	return result
}

func describe(v interface{}) string {
	switch t := v.(type) {
	case int:
		return fmt.Sprint("int ", t)
	case string, error:
		return "text"
	default:
		return "other"
	}
}

func main() {
	for _, n := range []int{0, 2, 7} {
		fmt.Println(classify(n))
	}
	for _, s := range []int{95, 85, 75, 10} {
		fmt.Println(grade(s))
	}
	fmt.Println(describe(3), describe("x"), describe(2.5))
}
