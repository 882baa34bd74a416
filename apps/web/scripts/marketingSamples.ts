/**
 * The landing page's code samples, one per engine language: short, real programs whose charts
 * show a loop, a decision and output. Drawn by the engine at build time (marketingData.ts).
 */
export const SAMPLE_PROGRAMS: Record<string, string> = {
  python: `def sum_even(numbers):
    total = 0
    for n in numbers:
        if n % 2 == 0:
            total += n
    print(total)
    return total
`,
  c: `int sum_even(const int *a, int n) {
    int total = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] % 2 == 0)
            total += a[i];
    }
    printf("%d\\n", total);
    return total;
}
`,
  cpp: `int sumEven(const std::vector<int>& v) {
    int total = 0;
    for (int x : v) {
        if (x % 2 == 0) total += x;
    }
    std::cout << total << "\\n";
    return total;
}
`,
  java: `static int sumEven(int[] numbers) {
    int total = 0;
    for (int n : numbers) {
        if (n % 2 == 0) total += n;
    }
    System.out.println(total);
    return total;
}
`,
  javascript: `function sumEven(numbers) {
  let total = 0;
  for (const n of numbers) {
    if (n % 2 === 0) total += n;
  }
  console.log(total);
  return total;
}
`,
  typescript: `function sumEven(numbers: number[]): number {
  let total = 0;
  for (const n of numbers) {
    if (n % 2 === 0) total += n;
  }
  console.log(total);
  return total;
}
`,
  go: `func sumEven(numbers []int) int {
\ttotal := 0
\tfor _, n := range numbers {
\t\tif n%2 == 0 {
\t\t\ttotal += n
\t\t}
\t}
\tfmt.Println(total)
\treturn total
}
`,
  rust: `fn sum_even(numbers: &[i32]) -> i32 {
    let mut total = 0;
    for n in numbers {
        if n % 2 == 0 {
            total += n;
        }
    }
    println!("{}", total);
    total
}
`,
  csharp: `static int SumEven(int[] numbers)
{
    int total = 0;
    foreach (var n in numbers)
    {
        if (n % 2 == 0) total += n;
    }
    Console.WriteLine(total);
    return total;
}
`,
  kotlin: `fun sumEven(numbers: List<Int>): Int {
    var total = 0
    for (n in numbers) {
        if (n % 2 == 0) total += n
    }
    println(total)
    return total
}
`,
  php: `<?php
function sumEven(array $numbers): int {
    $total = 0;
    foreach ($numbers as $n) {
        if ($n % 2 == 0) $total += $n;
    }
    echo $total, "\\n";
    return $total;
}
`,
  ruby: `def sum_even(numbers)
  total = 0
  numbers.each do |n|
    total += n if n.even?
  end
  puts total
  total
end
`,
};
