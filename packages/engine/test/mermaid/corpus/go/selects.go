package main

import "fmt"

func drain(ch chan int, done chan bool) int {
	total := 0
	for {
		select {
		case v := <-ch:
			total += v
		case <-done:
			return total
		}
	}
}

func tryReceive(ch chan int) string {
	select {
	case v := <-ch:
		return fmt.Sprint("got ", v)
	default:
		return "empty"
	}
}

func main() {
	ch := make(chan int, 3)
	done := make(chan bool, 1)
	ch <- 1
	ch <- 2
	fmt.Println(tryReceive(ch))
	done <- true
	fmt.Println(drain(ch, done) >= 0)
	fmt.Println(tryReceive(ch))
}
