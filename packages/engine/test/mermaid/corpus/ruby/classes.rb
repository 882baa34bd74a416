# classes and modules, methods and `def self.x`, closures (lambda, define_method, Hash.new)
module Geometry
  PI = 3.14159

  def self.circle_area(r)
    PI * r * r
  end

  class Shape
    def initialize(name)
      @name = name
    end

    def describe
      "#{@name} with area #{area.round(2)}"
    end
  end

  class Square < Shape
    def initialize(side)
      super('square')
      @side = side
    end

    def area
      @side * @side
    end
  end
end

class Counter
  %i[up down].each do |dir|
    define_method("go_#{dir}") do |n|
      @value = (@value || 0) + (dir == :up ? n : -n)
    end
  end

  def value
    @value
  end
end

square = lambda do |x|
  x * x
end
memo = Hash.new do |h, n|
  h[n] = n < 2 ? n : h[n - 1] + h[n - 2]
end

puts Geometry.circle_area(2)
puts Geometry::Square.new(3).describe
c = Counter.new
c.go_up(5)
c.go_down(2)
puts c.value
puts square.call(7)
puts memo[20]
