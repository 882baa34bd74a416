# if / unless / elsif, statement modifiers, case/when with and without a subject, case/in
def classify(n)
  if n < 0
    :negative
  elsif n == 0
    :zero
  elsif n.even?
    :even
  else
    :odd
  end
end

def describe(x)
  return 'nothing' if x.nil?
  label = unless x.is_a?(Integer)
            'other'
          else
            'integer'
          end
  label += '!' unless x.to_s.empty?
  label
end

def grade(score)
  case score
  when 90..100 then 'A'
  when 80...90
    'B'
  when 70, 71, 72
    'C'
  else
    'F'
  end
end

def kind_of(value)
  case
  when value.is_a?(String) && value.empty?
    'empty string'
  when value.is_a?(String)
    'string'
  when value.respond_to?(:each)
    'collection'
  end
end

def shape(data)
  case data
  in [Integer => a, Integer => b] if a > b
    "falling #{a} #{b}"
  in [Integer, Integer]
    'pair'
  in { name: String => name }
    "named #{name}"
  in _
    'unknown'
  end
end

[-3, 0, 4, 7].each { |n| puts classify(n) }
[nil, 3, 'x', ''].each { |v| puts describe(v) }
[95, 85, 71, 10].each { |s| puts grade(s) }
['', 'a', [1], 5].each { |v| puts kind_of(v).inspect }
[[3, 1], [1, 3], { name: 'x' }, 4].each { |d| puts shape(d) }
