class StackUnderflow < StandardError; end

class Stack
  def initialize
    @items = []
  end

  def push(item)
    @items.push(item)
    self
  end

  def pop
    raise StackUnderflow, 'empty stack' if @items.empty?

    @items.pop
  end

  def empty?
    @items.empty?
  end
end

stack = Stack.new
stack.push(1).push(2)
puts stack.pop until stack.empty?
begin
  stack.pop
rescue StackUnderflow => e
  warn e.message
end
