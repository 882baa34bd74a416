# Runs each Ruby program given on the command line under TracePoint and prints, as one JSON
# array, per program: its executable lines (the :line events its compiled code can raise) and
# the events of the run, in order:
#   ["c", id, kind, line, name]  a method (:call) or class body (:class) of the file starts
#   ["b", id, line, home]        a block of the file starts; `home` is the call it was written in
#   ["l", id, line]              a line of the call runs
#   ["r", id, ending]            the call ends: "return", or "exception" when an exception leaves it
# Frame 0 is the file's top level. Each program runs in a child process (fork) with stdout
# discarded and stdin empty, and stops after LIMIT events.
require 'json'
require 'set'
require 'stringio'

LIMIT = 200_000

class TraceLimit < StandardError; end

def executable_lines(path)
  lines = Set.new
  walk = lambda do |iseq|
    iseq.trace_points.each { |line, event| lines << line if event == :line }
    iseq.each_child { |child| walk.call(child) }
  end
  walk.call(RubyVM::InstructionSequence.compile_file(path))
  lines.to_a.sort
end

def trace(path)
  events = []
  stack = [{ id: 0, method: nil, self_id: nil, raising: false }]
  next_id = 0
  error = nil
  tp = TracePoint.new(:line, :call, :return, :b_call, :b_return, :class, :end, :raise) do |t|
    next unless t.path == path
    raise TraceLimit if events.size >= LIMIT
    case t.event
    when :line
      top = stack.last
      top[:raising] = false
      events << ['l', top[:id], t.lineno]
    when :call, :class
      next_id += 1
      name = t.event == :class ? t.self.name.to_s.split('::').last.to_s : t.method_id.to_s
      stack << { id: next_id, method: t.method_id, self_id: t.self.object_id, raising: false }
      events << ['c', next_id, t.event == :class ? 'class' : 'method', t.lineno, name]
    when :b_call
      next_id += 1
      # the frame the block was written in: the innermost one running the same method on the
      # same object (a block passed down a recursion may meet a deeper one: rare)
      home = stack.reverse.find { |f| f[:method] == t.method_id && f[:self_id] == t.self.object_id }
      stack << { id: next_id, method: t.method_id, self_id: t.self.object_id, raising: false }
      events << ['b', next_id, t.lineno, (home || stack[-2])[:id]]
    when :return, :b_return, :end
      next if stack.size <= 1
      frame = stack.pop
      events << ['r', frame[:id], frame[:raising] ? 'exception' : 'return']
      stack.last[:raising] = true if frame[:raising]
    when :raise
      stack.last[:raising] = true
    end
  end
  begin
    tp.enable { load(path) }
  rescue TraceLimit
    error = 'limit'
  rescue SystemExit
    error = nil
  rescue Exception => e # rubocop:disable Lint/RescueException: the program's own failure
    error = e.class.name
  end
  [events, error]
end

results = ARGV.map do |file|
  path = File.expand_path(file)
  reader, writer = IO.pipe
  pid = fork do
    reader.close
    $stdout = StringIO.new
    # programs that read input get a few lines of numbers (Kernel#gets reads ARGV's files first)
    ARGV.clear
    $stdin = StringIO.new("5 3 8 1 9 2\n3\n" * 20)
    STDOUT.reopen(File::NULL)
    STDIN.reopen(File::NULL)
    Dir.chdir(File.dirname(path))
    begin
      exe = executable_lines(path)
      events, error = trace(path)
      writer.write(JSON.generate({ file: file, executable: exe, events: events, error: error }))
    rescue Exception => e # rubocop:disable Lint/RescueException
      writer.write(JSON.generate({ file: file, executable: [], events: [], error: "tracer: #{e.class}" }))
    end
    writer.close
    exit!(0)
  end
  writer.close
  out = reader.read
  Process.wait(pid)
  out.empty? ? { file: file, executable: [], events: [], error: 'crashed' } : JSON.parse(out)
end
STDOUT.write(JSON.generate(results))
