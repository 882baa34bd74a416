// Line tracer for the C# trace checker: launches one program (compiled with `mcs -debug`) under
// Mono's soft debugger and single-steps its main thread by line, stepping into every method that
// has debug information (the program's own: the framework has none). Calls are told apart by
// stack depth and method, like the JDI tracer's, and a stop at a method's IL offset 0 is a new
// call (a step into a call lands on its first instruction; no jump of mcs's goes back there, its
// methods start with a nop), so two calls of one method at one depth are two calls; a call that
// leaves by an exception is marked so.
// Usage: mono SdbTracer.exe <program.exe> [stdin file [step limit]]; prints @@LINES@@ and the
// executable lines of the methods that ran per source file, then @@TRACE@@ and the calls, as
// JSON. After the step limit the program is stopped and only the calls that ended are printed.
using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.IO;
using System.Linq;
using System.Text;
using Mono.Debugger.Soft;

class Call
{
    public string Source;
    public string Type;
    public string Method;
    public int Depth;
    public List<int> Lines = new List<int>();
    public bool Returned;
    /** the object a state machine's MoveNext runs on (0: none, or a struct) */
    public long Instance;
}

static class SdbTracer
{
    static readonly List<Call> Done = new List<Call>();
    static readonly Stack<Call> Calls = new Stack<Call>();
    /** source file → every line with a sequence point in the methods that ran there */
    static readonly SortedDictionary<string, SortedSet<int>> Executable = new SortedDictionary<string, SortedSet<int>>();
    /** each state machine object seen, numbered from 1 */
    static readonly Dictionary<ObjectMirror, long> Machines = new Dictionary<ObjectMirror, long>();
    /** own-frame depth where the last exception was thrown; 0 = none pending */
    static int throwDepth;

    /** A call left: by an exception when one was thrown in it or below, else by returning. */
    static void Leave()
    {
        var call = Calls.Pop();
        call.Returned = throwDepth == 0 || call.Depth > throwDepth;
        Done.Add(call);
    }

    static string Json(string s)
    {
        return "\"" + s.Replace("\\", "\\\\").Replace("\"", "\\\"") + "\"";
    }

    static void OnLine(ThreadMirror thread)
    {
        var frames = thread.GetFrames();
        var own = frames.Where(f => !string.IsNullOrEmpty(f.FileName) && f.LineNumber > 0).ToList();
        if (own.Count == 0) return;
        var top = own[0];
        int depth = own.Count;
        var m = top.Method;
        // a frame's identity: its method and the depth it runs at, and a new one at IL offset 0
        bool entered = top.ILOffset == 0;
        while (Calls.Count > 0 && (Calls.Peek().Depth > depth ||
               (Calls.Peek().Depth == depth && (entered || Calls.Peek().Method != m.Name || Calls.Peek().Type != m.DeclaringType.FullName))))
            Leave();
        // the throw was caught here (or above): later exits are returns again
        throwDepth = 0;
        if (Calls.Count == 0 || Calls.Peek().Depth < depth)
        {
            SortedSet<int> executable;
            if (!Executable.TryGetValue(top.FileName, out executable))
                Executable[top.FileName] = executable = new SortedSet<int>();
            foreach (int l in m.LineNumbers)
                if (l > 0 && l < 0xfeefee) executable.Add(l);
            var call = new Call { Source = top.FileName, Type = m.DeclaringType.FullName, Method = m.Name, Depth = depth };
            // an iterator's or async method's resumptions are merged by machine: its object
            if (m.Name == "MoveNext")
            {
                var self = top.GetThis() as ObjectMirror;
                if (self != null)
                {
                    // mirrors compare by the agent's object id (Address moves with the GC)
                    long number;
                    if (!Machines.TryGetValue(self, out number)) Machines[self] = number = Machines.Count + 1;
                    call.Instance = number;
                }
            }
            Calls.Push(call);
        }
        var lines = Calls.Peek().Lines;
        int line = top.LineNumber;
        if (lines.Count == 0 || lines[lines.Count - 1] != line) lines.Add(line);
    }

    static int OwnDepth(ThreadMirror thread)
    {
        return thread.GetFrames().Count(f => !string.IsNullOrEmpty(f.FileName) && f.LineNumber > 0);
    }

    static int Main(string[] args)
    {
        string program = Path.GetFullPath(args[0]);
        // the soft debugger puts its agent's options before these arguments
        var info = new ProcessStartInfo("mono", "--debug \"" + program + "\"")
        {
            UseShellExecute = false,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            RedirectStandardInput = true,
        };
        var vm = VirtualMachineManager.Launch(info, new LaunchOptions());
        string input = args.Length > 1 ? File.ReadAllText(args[1]) : "";
        vm.Process.StandardInput.Write(input);
        vm.Process.StandardInput.Close();
        // the program's own output is not needed, only read so it never blocks on a full pipe
        vm.StandardOutput.ReadToEndAsync();
        vm.StandardError.ReadToEndAsync();
        vm.EnableEvents(new[] { EventType.AssemblyLoad, EventType.VMDeath, EventType.VMDisconnect });
        StepEventRequest step = null;
        BreakpointEventRequest entry = null;
        List<AssemblyMirror> filter = null;
        bool running = true;
        long limit = args.Length > 2 ? long.Parse(args[2]) : long.MaxValue;
        long steps = 0;
        bool stopped = false;
        while (running)
        {
            EventSet set = vm.GetNextEventSet();
            foreach (Event e in set.Events)
            {
                if (e is AssemblyLoadEvent)
                {
                    var asm = ((AssemblyLoadEvent)e).Assembly;
                    if (entry == null && string.Equals(Path.GetFullPath(asm.Location), program))
                    {
                        // stepping starts at Main's first line: set up before, it crashes the runtime
                        filter = new List<AssemblyMirror> { asm };
                        entry = vm.CreateBreakpointRequest(asm.EntryPoint, 0);
                        entry.Enable();
                    }
                }
                else if (e is BreakpointEvent && step == null)
                {
                    step = vm.CreateStepRequest(e.Thread);
                    step.Depth = StepDepth.Into;
                    step.Size = StepSize.Line;
                    step.AssemblyFilter = filter;
                    step.Enable();
                    // a method-exit request crashes Mono 6.8's agent: an exception event marks
                    // where a throw starts unwinding instead
                    vm.CreateExceptionRequest(null, true, true).Enable();
                    OnLine(e.Thread);
                }
                else if (e is StepEvent)
                {
                    OnLine(e.Thread);
                    if (++steps >= limit)
                    {
                        stopped = true;
                        running = false;
                    }
                }
                else if (e is ExceptionEvent)
                {
                    throwDepth = OwnDepth(e.Thread);
                }
                else if (e is VMDeathEvent || e is VMDisconnectEvent)
                {
                    running = false;
                }
            }
            if (running)
            {
                try { vm.Resume(); } catch (VMNotSuspendedException) { }
            }
        }
        if (stopped)
        {
            // the calls still running are not over: left out
            Calls.Clear();
            try { vm.Exit(1); } catch (Exception) { }
            try { vm.Process.Kill(); } catch (Exception) { }
        }
        // what is left ran to the program's end: Main returned, unless an exception ended it
        while (Calls.Count > 0) Leave();
        var sb = new StringBuilder("[");
        foreach (var c in Done)
        {
            if (sb.Length > 1) sb.Append(',');
            sb.Append("{\"source\":").Append(Json(c.Source));
            sb.Append(",\"type\":").Append(Json(c.Type));
            sb.Append(",\"method\":").Append(Json(c.Method));
            if (c.Instance != 0) sb.Append(",\"instance\":").Append(c.Instance);
            sb.Append(",\"ending\":").Append(Json(c.Returned ? "return" : "exception"));
            sb.Append(",\"lines\":[").Append(string.Join(",", c.Lines)).Append("]}");
        }
        Console.WriteLine("@@LINES@@{" + string.Join(",", Executable.Select(e => Json(e.Key) + ":[" + string.Join(",", e.Value) + "]")) + "}");
        Console.WriteLine("@@TRACE@@" + sb.Append(']'));
        return 0;
    }
}
