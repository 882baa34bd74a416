# while / until / for, modifier loops, begin…end while, loop do, and blocks that loop
def collatz(n)
  steps = 0
  while n != 1
    n = n.even? ? n / 2 : 3 * n + 1
    steps += 1
  end
  steps
end

def countdown(n)
  out = []
  until n.zero?
    out << n
    n -= 1
  end
  out
end

def sum_to(n)
  total = 0
  for i in 1..n
    next if i % 3 == 0
    total += i
  end
  total
end

def halve(x)
  x /= 2 while x > 10
  begin
    x -= 1
  end until x < 3
  x
end

def first_square_over(limit)
  i = 0
  loop do
    i += 1
    break if i * i > limit
  end
  i
end

def blocks(words)
  lengths = words.map do |w|
    w.length
  end
  words.each_with_index do |w, i|
    next if i.zero?
    puts "#{i}: #{w}"
  end
  3.times { |k| puts k }
  1.upto(3) do |k|
    break if k == 2
    puts k
  end
  evens = (1..10).select(&:even?)
  lengths.sum + evens.size
end

def retry_count(items)
  tries = 0
  items.each do |item|
    tries += 1
    redo if tries == 2
    puts item
  end
  tries
end

puts collatz(27)
puts countdown(4).inspect
puts sum_to(10)
puts halve(100)
puts first_square_over(50)
puts blocks(%w[a bb ccc])
puts retry_count(%w[x y z])
