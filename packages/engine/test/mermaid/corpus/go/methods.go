package main

import "fmt"

type Stack struct {
	items []int
}

func (s *Stack) Push(v int) {
	s.items = append(s.items, v)
}

func (s *Stack) Pop() (int, bool) {
	if len(s.items) == 0 {
		return 0, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

func (s Stack) Len() int {
	return len(s.items)
}

func (s *Stack) PushAll(vs ...int) {
	for _, v := range vs {
		s.Push(v)
	}
}

func main() {
	s := &Stack{}
	s.PushAll(1, 2, 3)
	for s.Len() > 0 {
		v, _ := s.Pop()
		fmt.Println(v)
	}
}
