/**
 * The programs the coverage tests run under each tool: a loop, a decision taken both ways, a
 * loop never entered, a branch never taken, a statement over two lines, a function never called.
 */

export const PYTHON = `def classify(n):
    total = 0
    for i in range(n):
        if i % 2 == 0:
            total += i
        else:
            total -= 1
    while n > 100:
        n -= 1
    label = ("big" if total > 10
             else "small")
    return total, label


def unused():
    return 0


evens = 0
for k in range(4): evens += k
print(classify(5), evens)
`;

export const C = `#include <stdio.h>

int classify(int n) {
    int total = 0;
    for (int i = 0; i < n; i++) {
        if (i % 2 == 0) {
            total += i;
        } else {
            total -= 1;
        }
    }
    while (n > 100) {
        n--;
    }
    if (n < 0) {
        return -1;
    }
    return total;
}

int unused(void) {
    return 0;
}

int main(void) {
    int evens = 0;
    for (int k = 0; k < 4; k++) evens += k;
    printf("%d %d\\n",
           classify(5), evens);
    return 0;
}
`;

export const JAVA = `public class Main {
    static int classify(int n) {
        int total = 0;
        for (int i = 0; i < n; i++) {
            if (i % 2 == 0) {
                total += i;
            } else {
                total -= 1;
            }
        }
        while (n > 100) {
            n--;
        }
        return total;
    }

    static int unused() {
        return 0;
    }

    public static void main(String[] args) {
        int evens = 0;
        for (int k = 0; k < 4; k++) evens += k;
        System.out.println(classify(5)
            + " " + evens);
    }
}
`;

export const GO = `package classify

func Classify(n int) int {
	total := 0
	for i := 0; i < n; i++ {
		if i%2 == 0 {
			total += i
		} else {
			total -= 1
		}
	}
	for n > 100 {
		n--
	}
	return total
}

func Unused() int {
	return 0
}

func Sign(n int) int {
	if n < 0 {
		return -1
	} else if n > 0 {
		return 1
	}
	return 0
}
`;

export const GO_TEST = `package classify

import "testing"

func TestClassify(t *testing.T) {
	if Classify(5) != 4 {
		t.Fatal("wrong")
	}
	if Sign(5) != 1 || Sign(-2) != -1 || Sign(3) != 1 {
		t.Fatal("sign")
	}
}
`;
