import type { FlowchartLanguage } from '@codeflow/contracts';

/** A short program per language for a first run: a loop, a branch and a function call. */
export const SAMPLE_PROGRAMS: Record<FlowchartLanguage, string> = {
  python: `def grade(score):
    if score >= 50:
        return "pass"
    return "fail"


for s in [35, 70, 90]:
    print(s, grade(s))
`,
  c: `#include <stdio.h>

int grade(int score) {
    if (score >= 50) {
        return 1;
    }
    return 0;
}

int main(void) {
    for (int s = 30; s <= 90; s += 30) {
        printf("%d %d\\n", s, grade(s));
    }
    return 0;
}
`,
  cpp: `#include <iostream>
#include <vector>

bool passes(int score) {
    return score >= 50;
}

int main() {
    std::vector<int> scores = {35, 70, 90};
    for (int s : scores) {
        if (passes(s)) {
            std::cout << s << " pass" << std::endl;
        } else {
            std::cout << s << " fail" << std::endl;
        }
    }
    return 0;
}
`,
  java: `public class Grades {
    static String grade(int score) {
        if (score >= 50) {
            return "pass";
        }
        return "fail";
    }

    public static void main(String[] args) {
        int[] scores = {35, 70, 90};
        for (int s : scores) {
            System.out.println(s + " " + grade(s));
        }
    }
}
`,
  javascript: `function grade(score) {
  if (score >= 50) {
    return 'pass';
  }
  return 'fail';
}

const scores = [35, 70, 90];
for (const s of scores) {
  console.log(s, grade(s));
}
`,
  typescript: `function grade(score: number): string {
  if (score >= 50) {
    return 'pass';
  }
  return 'fail';
}

const scores: number[] = [35, 70, 90];
for (const s of scores) {
  console.log(s, grade(s));
}
`,
  go: `package main

import "fmt"

func grade(score int) string {
\tif score >= 50 {
\t\treturn "pass"
\t}
\treturn "fail"
}

func main() {
\tfor _, s := range []int{35, 70, 90} {
\t\tfmt.Println(s, grade(s))
\t}
}
`,
  rust: `fn grade(score: u32) -> &'static str {
    if score >= 50 {
        return "pass";
    }
    "fail"
}

fn main() {
    for s in [35, 70, 90] {
        println!("{} {}", s, grade(s));
    }
}
`,
  csharp: `using System;

class Grades
{
    static string Grade(int score)
    {
        if (score >= 50)
        {
            return "pass";
        }
        return "fail";
    }

    static void Main()
    {
        int[] scores = { 35, 70, 90 };
        foreach (var s in scores)
        {
            Console.WriteLine($"{s} {Grade(s)}");
        }
    }
}
`,
  kotlin: `fun grade(score: Int): String {
    if (score >= 50) {
        return "pass"
    }
    return "fail"
}

fun main() {
    val scores = listOf(35, 70, 90)
    for (s in scores) {
        println("$s \${grade(s)}")
    }
}
`,
  php: `<?php
function grade(int $score): string {
    if ($score >= 50) {
        return "pass";
    }
    return "fail";
}

foreach ([35, 70, 90] as $s) {
    echo $s, " ", grade($s), "\\n";
}
`,
  ruby: `def grade(score)
  if score >= 50
    "pass"
  else
    "fail"
  end
end

[35, 70, 90].each do |s|
  puts "#{s} #{grade(s)}"
end
`,
  other: `read the scores
for each score
  print the score and its grade
done
`,
};
