/**
 * What the features page says each language supports is not written by hand: every cell is a
 * tiny program run through the engine at build time, and the cell says "supported" only when
 * the chart has the node kind the construct should produce (marketingData.ts). A construct the
 * language does not have is null.
 */
export type Construct = { id: string; label: string; kinds: string[] };

export const CONSTRUCTS: Construct[] = [
  { id: 'if', label: 'if / else', kinds: ['decision'] },
  { id: 'while', label: 'while loop', kinds: ['loop'] },
  { id: 'for', label: 'for / for-each loop', kinds: ['loop'] },
  { id: 'doWhile', label: 'do-while loop', kinds: ['decision', 'loop'] },
  { id: 'switch', label: 'switch / match', kinds: ['decision'] },
  { id: 'jump', label: 'break / continue', kinds: ['break', 'continue'] },
  { id: 'try', label: 'try / catch / finally', kinds: ['try', 'catch'] },
  { id: 'throw', label: 'throw / raise', kinds: ['throw'] },
  { id: 'io', label: 'input and output', kinds: ['io'] },
  { id: 'call', label: 'calls to your own functions', kinds: ['call'] },
  { id: 'with', label: 'with (context managers)', kinds: ['with'] },
  { id: 'goto', label: 'goto and labels', kinds: ['goto', 'label'] },
];

const cFamily = (io: string, extra: Record<string, string> = {}) => ({
  if: 'int f(int x) {\n  if (x > 0) x = 1; else x = 2;\n  return x;\n}\n',
  while: 'int f(int x) {\n  while (x > 0) x--;\n  return x;\n}\n',
  for: 'int f(int n) {\n  int s = 0;\n  for (int i = 0; i < n; i++) s += i;\n  return s;\n}\n',
  doWhile: 'int f(int x) {\n  do { x--; } while (x > 0);\n  return x;\n}\n',
  switch:
    'int f(int x) {\n  switch (x) {\n    case 1: return 10;\n    default: return 0;\n  }\n}\n',
  jump: 'int f(int n) {\n  for (int i = 0; i < n; i++) {\n    if (i == 3) break;\n  }\n  return 0;\n}\n',
  io,
  call: 'int g(int x) { return x; }\nint f(int x) {\n  g(x);\n  return 0;\n}\n',
  goto: 'int f(int x) {\n  if (x) goto done;\n  x = 1;\ndone:\n  return x;\n}\n',
  ...extra,
});

/** construct id -> program, per language tag; absent = the language has no such construct */
export const PROBES: Record<string, Partial<Record<string, string>>> = {
  python: {
    if: 'def f(x):\n    if x > 0:\n        x = 1\n    else:\n        x = 2\n    return x\n',
    while: 'def f(x):\n    while x > 0:\n        x -= 1\n    return x\n',
    for: 'def f(xs):\n    s = 0\n    for x in xs:\n        s += x\n    return s\n',
    switch:
      'def f(x):\n    match x:\n        case 1:\n            return 10\n        case _:\n            return 0\n',
    jump: 'def f(xs):\n    for x in xs:\n        if x == 3:\n            break\n    return 0\n',
    try: 'def f(x):\n    try:\n        x = int(x)\n    except ValueError:\n        x = 0\n    return x\n',
    throw: 'def f(x):\n    if x < 0:\n        raise ValueError(x)\n    return x\n',
    io: 'def f():\n    name = input()\n    print(name)\n',
    call: 'def g(x):\n    return x\n\ndef f(x):\n    g(x)\n    return 0\n',
    with: 'def f(path):\n    with open(path) as fh:\n        data = fh.read()\n    return data\n',
  },
  c: cFamily('int f(void) {\n  int x;\n  scanf("%d", &x);\n  printf("%d", x);\n  return 0;\n}\n'),
  cpp: cFamily('int f() {\n  int x;\n  std::cin >> x;\n  std::cout << x;\n  return 0;\n}\n', {
    try: 'int f(int x) {\n  try {\n    x = g(x);\n  } catch (const std::exception& e) {\n    x = 0;\n  }\n  return x;\n}\n',
    throw: 'int f(int x) {\n  if (x < 0) throw std::runtime_error("neg");\n  return x;\n}\n',
  }),
  java: {
    if: 'class A {\n  int f(int x) {\n    if (x > 0) x = 1; else x = 2;\n    return x;\n  }\n}\n',
    while: 'class A {\n  int f(int x) {\n    while (x > 0) x--;\n    return x;\n  }\n}\n',
    for: 'class A {\n  int f(int[] xs) {\n    int s = 0;\n    for (int x : xs) s += x;\n    return s;\n  }\n}\n',
    doWhile: 'class A {\n  int f(int x) {\n    do { x--; } while (x > 0);\n    return x;\n  }\n}\n',
    switch:
      'class A {\n  int f(int x) {\n    switch (x) {\n      case 1: return 10;\n      default: return 0;\n    }\n  }\n}\n',
    jump: 'class A {\n  int f(int n) {\n    for (int i = 0; i < n; i++) {\n      if (i == 3) break;\n    }\n    return 0;\n  }\n}\n',
    try: 'class A {\n  int f(String s) {\n    try {\n      return Integer.parseInt(s);\n    } catch (NumberFormatException e) {\n      return 0;\n    }\n  }\n}\n',
    throw:
      'class A {\n  int f(int x) {\n    if (x < 0) throw new IllegalArgumentException();\n    return x;\n  }\n}\n',
    io: 'class A {\n  void f() {\n    System.out.println("hi");\n  }\n}\n',
    call: 'class A {\n  int g(int x) { return x; }\n  int f(int x) {\n    g(x);\n    return 0;\n  }\n}\n',
  },
  javascript: {
    if: 'function f(x) {\n  if (x > 0) x = 1; else x = 2;\n  return x;\n}\n',
    while: 'function f(x) {\n  while (x > 0) x--;\n  return x;\n}\n',
    for: 'function f(xs) {\n  let s = 0;\n  for (const x of xs) s += x;\n  return s;\n}\n',
    doWhile: 'function f(x) {\n  do { x--; } while (x > 0);\n  return x;\n}\n',
    switch:
      'function f(x) {\n  switch (x) {\n    case 1: return 10;\n    default: return 0;\n  }\n}\n',
    jump: 'function f(n) {\n  for (let i = 0; i < n; i++) {\n    if (i === 3) break;\n  }\n  return 0;\n}\n',
    try: 'function f(s) {\n  try {\n    return JSON.parse(s);\n  } catch (e) {\n    return null;\n  }\n}\n',
    throw: 'function f(x) {\n  if (x < 0) throw new Error("neg");\n  return x;\n}\n',
    io: 'function f(x) {\n  console.log(x);\n}\n',
    call: 'function g(x) { return x; }\nfunction f(x) {\n  g(x);\n  return 0;\n}\n',
  },
  go: {
    if: 'func f(x int) int {\n\tif x > 0 {\n\t\tx = 1\n\t} else {\n\t\tx = 2\n\t}\n\treturn x\n}\n',
    while: 'func f(x int) int {\n\tfor x > 0 {\n\t\tx--\n\t}\n\treturn x\n}\n',
    for: 'func f(xs []int) int {\n\ts := 0\n\tfor _, x := range xs {\n\t\ts += x\n\t}\n\treturn s\n}\n',
    switch:
      'func f(x int) int {\n\tswitch x {\n\tcase 1:\n\t\treturn 10\n\tdefault:\n\t\treturn 0\n\t}\n}\n',
    jump: 'func f(n int) int {\n\tfor i := 0; i < n; i++ {\n\t\tif i == 3 {\n\t\t\tbreak\n\t\t}\n\t}\n\treturn 0\n}\n',
    throw: 'func f(x int) int {\n\tif x < 0 {\n\t\tpanic("negative")\n\t}\n\treturn x\n}\n',
    io: 'func f() {\n\tvar name string\n\tfmt.Scan(&name)\n\tfmt.Println(name)\n}\n',
    call: 'func g(x int) int { return x }\n\nfunc f(x int) int {\n\tg(x)\n\treturn 0\n}\n',
    goto: 'func f(x int) int {\n\tif x > 0 {\n\t\tgoto done\n\t}\n\tx = 1\ndone:\n\treturn x\n}\n',
  },
  rust: {
    if: 'fn f(x: i32) -> i32 {\n    if x > 0 {\n        1\n    } else {\n        2\n    }\n}\n',
    while: 'fn f(mut x: i32) -> i32 {\n    while x > 0 {\n        x -= 1;\n    }\n    x\n}\n',
    for: 'fn f(xs: &[i32]) -> i32 {\n    let mut s = 0;\n    for x in xs {\n        s += x;\n    }\n    s\n}\n',
    switch: 'fn f(x: i32) -> i32 {\n    match x {\n        1 => 10,\n        _ => 0,\n    }\n}\n',
    jump: 'fn f(n: i32) -> i32 {\n    for i in 0..n {\n        if i == 3 {\n            break;\n        }\n    }\n    0\n}\n',
    throw: 'fn f(x: i32) -> i32 {\n    if x < 0 {\n        panic!("negative");\n    }\n    x\n}\n',
    io: 'fn f() {\n    let mut s = String::new();\n    std::io::stdin().read_line(&mut s).unwrap();\n    println!("{}", s);\n}\n',
    call: 'fn g(x: i32) -> i32 {\n    x\n}\n\nfn f(x: i32) -> i32 {\n    g(x);\n    0\n}\n',
  },
  csharp: {
    if: 'class A {\n  int F(int x) {\n    if (x > 0) x = 1; else x = 2;\n    return x;\n  }\n}\n',
    while: 'class A {\n  int F(int x) {\n    while (x > 0) x--;\n    return x;\n  }\n}\n',
    for: 'class A {\n  int F(int[] xs) {\n    int s = 0;\n    foreach (var x in xs) s += x;\n    return s;\n  }\n}\n',
    doWhile: 'class A {\n  int F(int x) {\n    do { x--; } while (x > 0);\n    return x;\n  }\n}\n',
    switch:
      'class A {\n  int F(int x) {\n    switch (x) {\n      case 1: return 10;\n      default: return 0;\n    }\n  }\n}\n',
    jump: 'class A {\n  int F(int n) {\n    for (int i = 0; i < n; i++) {\n      if (i == 3) break;\n    }\n    return 0;\n  }\n}\n',
    try: 'class A {\n  int F(string s) {\n    try {\n      return int.Parse(s);\n    } catch (FormatException e) {\n      return 0;\n    }\n  }\n}\n',
    throw:
      'class A {\n  int F(int x) {\n    if (x < 0) throw new ArgumentException();\n    return x;\n  }\n}\n',
    io: 'class A {\n  void F() {\n    Console.WriteLine("hi");\n  }\n}\n',
    call: 'class A {\n  int G(int x) { return x; }\n  int F(int x) {\n    G(x);\n    return 0;\n  }\n}\n',
    with: 'class A {\n  string F(string path) {\n    using (var r = new StreamReader(path)) {\n      return r.ReadToEnd();\n    }\n  }\n}\n',
    goto: 'class A {\n  int F(int x) {\n    if (x > 0) goto done;\n    x = 1;\n  done:\n    return x;\n  }\n}\n',
  },
  kotlin: {
    if: 'fun f(x: Int): Int {\n    val y = if (x > 0) 1 else 2\n    return y\n}\n',
    while: 'fun f(x: Int): Int {\n    var y = x\n    while (y > 0) y--\n    return y\n}\n',
    for: 'fun f(xs: List<Int>): Int {\n    var s = 0\n    for (x in xs) s += x\n    return s\n}\n',
    doWhile:
      'fun f(x: Int): Int {\n    var y = x\n    do {\n        y--\n    } while (y > 0)\n    return y\n}\n',
    switch:
      'fun f(x: Int): Int {\n    when (x) {\n        1 -> return 10\n        else -> return 0\n    }\n}\n',
    jump: 'fun f(n: Int): Int {\n    for (i in 0 until n) {\n        if (i == 3) break\n    }\n    return 0\n}\n',
    try: 'fun f(s: String): Int {\n    return try {\n        s.toInt()\n    } catch (e: NumberFormatException) {\n        0\n    }\n}\n',
    throw:
      'fun f(x: Int): Int {\n    if (x < 0) throw IllegalArgumentException()\n    return x\n}\n',
    io: 'fun f() {\n    println("hi")\n}\n',
    call: 'fun g(x: Int) = x\nfun f(x: Int): Int {\n    g(x)\n    return 0\n}\n',
  },
  php: {
    if: '<?php\nfunction f($x) {\n  if ($x > 0) $x = 1; else $x = 2;\n  return $x;\n}\n',
    while: '<?php\nfunction f($x) {\n  while ($x > 0) $x--;\n  return $x;\n}\n',
    for: '<?php\nfunction f($xs) {\n  $s = 0;\n  foreach ($xs as $x) $s += $x;\n  return $s;\n}\n',
    doWhile: '<?php\nfunction f($x) {\n  do { $x--; } while ($x > 0);\n  return $x;\n}\n',
    switch:
      '<?php\nfunction f($x) {\n  switch ($x) {\n    case 1: return 10;\n    default: return 0;\n  }\n}\n',
    jump: '<?php\nfunction f($n) {\n  for ($i = 0; $i < $n; $i++) {\n    if ($i == 3) break;\n  }\n  return 0;\n}\n',
    try: '<?php\nfunction f($s) {\n  try {\n    return g($s);\n  } catch (Exception $e) {\n    return 0;\n  }\n}\n',
    throw:
      '<?php\nfunction f($x) {\n  if ($x < 0) throw new InvalidArgumentException();\n  return $x;\n}\n',
    io: '<?php\nfunction f($x) {\n  echo $x;\n}\n',
    call: '<?php\nfunction g($x) { return $x; }\nfunction f($x) {\n  g($x);\n  return 0;\n}\n',
    goto: '<?php\nfunction f($x) {\n  if ($x) goto done;\n  $x = 1;\n  done:\n  return $x;\n}\n',
  },
  ruby: {
    if: 'def f(x)\n  if x > 0\n    x = 1\n  else\n    x = 2\n  end\n  x\nend\n',
    while: 'def f(x)\n  while x > 0\n    x -= 1\n  end\n  x\nend\n',
    for: 'def f(xs)\n  s = 0\n  xs.each do |x|\n    s += x\n  end\n  s\nend\n',
    doWhile: 'def f(x)\n  begin\n    x -= 1\n  end while x > 0\n  x\nend\n',
    switch: 'def f(x)\n  case x\n  when 1 then 10\n  else 0\n  end\nend\n',
    jump: 'def f(xs)\n  xs.each do |x|\n    next if x.odd?\n    break if x == 4\n  end\n  0\nend\n',
    try: 'def f(s)\n  begin\n    Integer(s)\n  rescue ArgumentError\n    0\n  ensure\n    puts s\n  end\nend\n',
    throw: 'def f(x)\n  raise ArgumentError, "neg" if x < 0\n  x\nend\n',
    io: 'def f\n  name = gets\n  puts name\nend\n',
    call: 'def g(x)\n  x\nend\n\ndef f(x)\n  g(x)\n  0\nend\n',
  },
};
// TypeScript is lowered by the JavaScript lowering plus type syntax: probe it with typed code.
PROBES.typescript = Object.fromEntries(
  Object.entries(PROBES.javascript ?? {}).map(([id, code]) => [
    id,
    code?.replace(/function (\w+)\((\w+)\)/g, 'function $1($2: any)'),
  ]),
);
