import com.sun.jdi.AbsentInformationException;
import com.sun.jdi.Bootstrap;
import com.sun.jdi.Location;
import com.sun.jdi.Method;
import com.sun.jdi.ReferenceType;
import com.sun.jdi.StackFrame;
import com.sun.jdi.ThreadReference;
import com.sun.jdi.VirtualMachine;
import com.sun.jdi.connect.Connector;
import com.sun.jdi.connect.LaunchingConnector;
import com.sun.jdi.event.BreakpointEvent;
import com.sun.jdi.event.ClassPrepareEvent;
import com.sun.jdi.event.LocatableEvent;
import com.sun.jdi.event.StepEvent;
import com.sun.jdi.event.Event;
import com.sun.jdi.event.EventSet;
import com.sun.jdi.event.MethodExitEvent;
import com.sun.jdi.event.VMDisconnectEvent;
import com.sun.jdi.request.BreakpointRequest;
import com.sun.jdi.request.ClassPrepareRequest;
import com.sun.jdi.request.EventRequest;
import com.sun.jdi.request.EventRequestManager;
import com.sun.jdi.request.MethodExitRequest;
import com.sun.jdi.request.StepRequest;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Line tracer for the Java trace checker: launches TraceDriver (which runs every program's main
 * in turn) under JDI, with a breakpoint on every line location of the programs' classes, and
 * prints each call's executed lines as JSON. Calls are told apart by stack depth, like gdb's.
 * Usage: java JdiTracer <classpath> <Class[=stdin],...> <Source.java>...
 */
public class JdiTracer {
  static final class Call {
    final String source;
    final String type;
    final String method;
    final int depth;
    final List<Integer> lines = new ArrayList<>();
    boolean returned;

    Call(String source, String type, String method, int depth) {
      this.source = source;
      this.type = type;
      this.method = method;
      this.depth = depth;
    }
  }

  static Set<String> sources;
  /** a line-number stratum to prefer (`-Dcodeflow.stratum=KotlinDebug`), or null */
  static final String STRATUM = System.getProperty("codeflow.stratum");
  static final List<Call> done = new ArrayList<>();
  static final Map<Long, Deque<Call>> stacks = new HashMap<>();

  static String sourceOf(Location loc) {
    try {
      return loc.sourceName();
    } catch (AbsentInformationException e) {
      return null;
    }
  }

  static String sourceNameOf(ReferenceType type) {
    try {
      return type.sourceName();
    } catch (AbsentInformationException e) {
      return "";
    }
  }

  /**
   * The program's source a location runs, and its line there: in the preferred stratum when it
   * maps to one of the programs' sources (kotlinc's KotlinDebug stratum maps code inlined from
   * another file, the standard library's forEach or compareBy's comparator, to the line of its
   * call site), else in the default one; null when neither is a program's source.
   */
  static Map.Entry<String, Integer> ownLine(Location loc) {
    if (STRATUM != null) {
      try {
        String mapped = loc.sourceName(STRATUM);
        int at = loc.lineNumber(STRATUM);
        if (mapped != null && sources.contains(mapped) && at > 0) return Map.entry(mapped, at);
      } catch (AbsentInformationException ignored) {
        // no such stratum: the default one stands
      }
    }
    String source = sourceOf(loc);
    return source != null && sources.contains(source)
        ? Map.entry(source, loc.lineNumber())
        : null;
  }

  /**
   * The program's own frames on the stack: a frame whose line is a program's (as onLine tells a
   * step's source), or a frame of a method a program declares while it runs code inlined from
   * another file (kotlinc reports `sortBy`'s body, inlined into the caller, at `_Arrays.kt:5092`:
   * the frame is still the caller's call, and a comparator it calls runs one frame deeper).
   */
  static int depth(ThreadReference thread) throws Exception {
    int d = 0;
    for (StackFrame f : thread.frames()) {
      Location at = f.location();
      if (ownLine(at) != null || sources.contains(sourceNameOf(at.declaringType()))) d++;
    }
    return d;
  }

  static final Set<Long> stepping = new HashSet<>();

  /**
   * Breakpoints catch the first line of every call; from then on the thread is single-stepped by
   * line, because a jump back into the middle of a line (a for-each's hasNext, a loop's
   * condition) hits no breakpoint but is a new line event.
   */
  static void startStepping(EventRequestManager erm, ThreadReference thread) {
    if (!stepping.add(thread.uniqueID())) return;
    StepRequest step = erm.createStepRequest(thread, StepRequest.STEP_LINE, StepRequest.STEP_INTO);
    for (String excluded : EXCLUDED) step.addClassExclusionFilter(excluded);
    step.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
    step.enable();
  }

  static final String[] EXCLUDED = {"java.*", "javax.*", "jdk.*", "sun.*", "com.sun.*"};

  static void onLine(LocatableEvent e) throws Exception {
    Location loc = e.location();
    Map.Entry<String, Integer> own = ownLine(loc);
    // compiler-made methods (lambda bodies, bridges, enum $values) have no chart of their own
    if (own == null || loc.method().isSynthetic()) return;
    String source = own.getKey();
    int line = own.getValue();
    Method m = loc.method();
    int d = depth(e.thread());
    Deque<Call> stack = stacks.computeIfAbsent(e.thread().uniqueID(), k -> new ArrayDeque<>());
    while (!stack.isEmpty()
        && (stack.peek().depth > d
            || (stack.peek().depth == d
                && !(stack.peek().method.equals(m.name())
                    && stack.peek().type.equals(m.declaringType().name()))))) {
      done.add(stack.pop());
    }
    if (stack.isEmpty() || stack.peek().depth < d) {
      stack.push(new Call(source, m.declaringType().name(), m.name(), d));
    }
    List<Integer> lines = stack.peek().lines;
    if (lines.isEmpty() || lines.get(lines.size() - 1) != line) lines.add(line);
  }

  static void onExit(MethodExitEvent e) throws Exception {
    Deque<Call> stack = stacks.get(e.thread().uniqueID());
    Method m = e.method();
    if (stack == null || stack.isEmpty()) return;
    Call top = stack.peek();
    if (top.method.equals(m.name()) && top.type.equals(m.declaringType().name())) {
      top.returned = true;
      done.add(stack.pop());
    }
  }

  static void drain(InputStream in) {
    Thread t =
        new Thread(
            () -> {
              try {
                in.transferTo(java.io.OutputStream.nullOutputStream());
              } catch (java.io.IOException ignored) {
                // the debuggee exited
              }
            });
    t.setDaemon(true);
    t.start();
  }

  static String json(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  public static void main(String[] args) throws Exception {
    sources = Set.of(java.util.Arrays.copyOfRange(args, 2, args.length));
    LaunchingConnector connector = Bootstrap.virtualMachineManager().defaultConnector();
    Map<String, Connector.Argument> arguments = connector.defaultArguments();
    arguments.get("main").setValue("TraceDriver");
    arguments.get("options").setValue("-cp " + args[0] + " -Dcodeflow.programs=" + args[1]);
    VirtualMachine vm = connector.launch(arguments);
    // a program reading stdin without an input file sees end of input, not a hang
    vm.process().getOutputStream().close();
    drain(vm.process().getInputStream());
    drain(vm.process().getErrorStream());
    EventRequestManager erm = vm.eventRequestManager();
    ClassPrepareRequest prepare = erm.createClassPrepareRequest();
    for (String excluded : EXCLUDED) prepare.addClassExclusionFilter(excluded);
    prepare.setSuspendPolicy(EventRequest.SUSPEND_ALL);
    prepare.enable();
    boolean running = true;
    while (running) {
      EventSet set = vm.eventQueue().remove();
      for (Event event : set) {
        if (event instanceof ClassPrepareEvent) {
          ReferenceType type = ((ClassPrepareEvent) event).referenceType();
          if (!sources.contains(sourceNameOf(type))) continue;
          for (Location loc : type.allLineLocations()) {
            BreakpointRequest bp = erm.createBreakpointRequest(loc);
            bp.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
            bp.enable();
          }
          MethodExitRequest exit = erm.createMethodExitRequest();
          // a class filter also matches the class's subclasses: the request keeps its class, and
          // an exit counts only for the request of the class that declares the method (else a
          // subclass's exit would end its caller's call too)
          exit.addClassFilter(type);
          exit.putProperty("type", type);
          exit.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
          exit.enable();
        } else if (event instanceof BreakpointEvent || event instanceof StepEvent) {
          LocatableEvent located = (LocatableEvent) event;
          onLine(located);
          startStepping(erm, located.thread());
        } else if (event instanceof MethodExitEvent) {
          MethodExitEvent exited = (MethodExitEvent) event;
          if (exited.method().declaringType().equals(exited.request().getProperty("type")))
            onExit(exited);
        } else if (event instanceof VMDisconnectEvent) {
          running = false;
        }
      }
      if (running) set.resume();
    }
    for (Deque<Call> stack : stacks.values()) done.addAll(stack);
    StringBuilder out = new StringBuilder("[");
    for (Call c : done) {
      if (out.length() > 1) out.append(',');
      out.append("{\"source\":").append(json(c.source));
      out.append(",\"type\":").append(json(c.type));
      out.append(",\"method\":").append(json(c.method));
      out.append(",\"ending\":").append(json(c.returned ? "return" : "exception"));
      out.append(",\"lines\":").append(c.lines.toString().replace(" ", "")).append('}');
    }
    System.out.println("@@TRACE@@" + out.append(']'));
  }
}
