def word_count(text)
  counts = Hash.new(0)
  text.split.each { |w| counts[w.downcase] += 1 }
  counts.sort_by { |_, n| -n }.first(3).to_h
end

def report(counts)
  counts.each_with_object([]) do |(word, n), lines|
    next if n < 1
    lines << "#{word}: #{n}"
  end
end

puts report(word_count('the cat and the hat and the bat'))
