// The part of xUnit a real project's unit tests use ([Fact], [Theory] with [InlineData], Assert, Record),
// and a runner that calls every test method of the test classes named on standard input (one a
// line, or every class with tests when the input is empty), each on a fresh instance: the
// project's tests become one program for the C# trace checker. Compiled without debug
// information into a library of its own, so the tracer steps only the project's code.
// Test data support, not product code.
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;

namespace Xunit
{
    [AttributeUsage(AttributeTargets.Method)]
    public class FactAttribute : Attribute
    {
        public string Skip { get; set; }
        public string DisplayName { get; set; }
    }

    [AttributeUsage(AttributeTargets.Method)]
    public class TheoryAttribute : FactAttribute { }

    [AttributeUsage(AttributeTargets.Method, AllowMultiple = true)]
    public class InlineDataAttribute : Attribute
    {
        public readonly object[] Data;
        public InlineDataAttribute(params object[] data) { Data = data ?? new object[] { null }; }
    }

    public class AssertException : Exception
    {
        public AssertException(string message) : base(message) { }
    }

    public static class Assert
    {
        static void Check(bool ok, string what)
        {
            if (!ok) throw new AssertException(what);
        }

        static bool Same(object a, object b)
        {
            if (a == null || b == null) return a == null && b == null;
            if (a is string || !(a is IEnumerable) || !(b is IEnumerable)) return a.Equals(b);
            var x = ((IEnumerable)a).Cast<object>().ToList();
            var y = ((IEnumerable)b).Cast<object>().ToList();
            return x.Count == y.Count && x.Zip(y, Same).All(s => s);
        }

        public static void Equal<T>(T expected, T actual) { Check(Same(expected, actual), "Equal"); }
        public static void Equal<T>(IEnumerable<T> expected, IEnumerable<T> actual) { Check(Same(expected, actual), "Equal"); }
        public static void Equal(double expected, double actual, int precision)
        {
            Check(Math.Round(expected - actual, precision) == 0, "Equal");
        }
        public static void NotEqual<T>(T expected, T actual) { Check(!Same(expected, actual), "NotEqual"); }
        public static void True(bool condition) { Check(condition, "True"); }
        public static void True(bool condition, string message) { Check(condition, message); }
        public static void False(bool condition) { Check(!condition, "False"); }
        public static void False(bool condition, string message) { Check(!condition, message); }
        public static void Null(object value) { Check(value == null, "Null"); }
        public static void NotNull(object value) { Check(value != null, "NotNull"); }
        public static void Empty(IEnumerable collection) { Check(!collection.Cast<object>().Any(), "Empty"); }
        public static void NotEmpty(IEnumerable collection) { Check(collection.Cast<object>().Any(), "NotEmpty"); }
        public static void Single(IEnumerable collection) { Check(collection.Cast<object>().Count() == 1, "Single"); }
        public static void Contains(string expected, string actual) { Check(actual != null && actual.Contains(expected), "Contains"); }
        public static void Contains<T>(T expected, IEnumerable<T> collection) { Check(collection.Any(x => Same(x, expected)), "Contains"); }
        public static void Contains<T>(IEnumerable<T> collection, Predicate<T> filter) { Check(collection.Any(x => filter(x)), "Contains"); }
        public static void DoesNotContain<T>(T expected, IEnumerable<T> collection) { Check(!collection.Any(x => Same(x, expected)), "DoesNotContain"); }
        public static void DoesNotContain<T>(IEnumerable<T> collection, Predicate<T> filter) { Check(!collection.Any(x => filter(x)), "DoesNotContain"); }
        public static void All<T>(IEnumerable<T> collection, Action<T> action) { foreach (var x in collection) action(x); }

        public static T Throws<T>(Action code) where T : Exception
        {
            var e = Record.Exception(code);
            Check(e != null && e.GetType() == typeof(T), "Throws " + typeof(T).Name);
            return (T)e;
        }
        public static T Throws<T>(Func<object> code) where T : Exception { return Throws<T>(() => { code(); }); }
        public static T ThrowsAny<T>(Action code) where T : Exception
        {
            var e = Record.Exception(code);
            Check(e is T, "ThrowsAny " + typeof(T).Name);
            return (T)e;
        }
        public static T ThrowsAny<T>(Func<object> code) where T : Exception { return ThrowsAny<T>(() => { code(); }); }
    }

    public static class Record
    {
        public static Exception Exception(Action code)
        {
            try { code(); }
            catch (System.Exception e) { return e; }
            return null;
        }
    }

    public static class XunitLite
    {
        static object[] Arguments(MethodInfo m, object[] data)
        {
            var parameters = m.GetParameters();
            var args = new object[parameters.Length];
            for (int i = 0; i < args.Length; i++)
            {
                var value = i < data.Length ? data[i] : null;
                var type = parameters[i].ParameterType;
                if (i == args.Length - 1 && parameters[i].IsDefined(typeof(ParamArrayAttribute), false) && !type.IsInstanceOfType(value))
                {
                    var rest = Array.CreateInstance(type.GetElementType(), Math.Max(0, data.Length - i));
                    for (int j = i; j < data.Length; j++) rest.SetValue(Convert.ChangeType(data[j], type.GetElementType()), j - i);
                    args[i] = rest;
                    break;
                }
                args[i] = value == null || type.IsInstanceOfType(value) ? value : Convert.ChangeType(value, type);
            }
            return args;
        }

        /** Runs the tests; failures are reported on standard error, the run goes on. */
        public static int Run(Assembly tests, string input)
        {
            var names = input.Split('\n').Select(n => n.Trim()).Where(n => n.Length > 0).ToList();
            var types = names.Count > 0
                ? names.Select(n => tests.GetType(n, false)).Where(t => t != null).ToList()
                : tests.GetTypes().Where(t => t.GetMethods().Any(m => m.IsDefined(typeof(FactAttribute), true))).ToList();
            int failed = 0;
            foreach (var type in types)
            {
                // a static class (abstract and sealed to reflection) holds static tests
                if (type.IsAbstract && !type.IsSealed) continue;
                foreach (var m in type.GetMethods().OrderBy(m => m.MetadataToken))
                {
                    if (!m.IsDefined(typeof(FactAttribute), true)) continue;
                    var rows = m.GetCustomAttributes(typeof(InlineDataAttribute), false).Cast<InlineDataAttribute>().Select(d => d.Data).ToList();
                    if (rows.Count == 0) rows.Add(new object[0]);
                    foreach (var row in rows)
                    {
                        try
                        {
                            m.Invoke(m.IsStatic ? null : Activator.CreateInstance(type), Arguments(m, row));
                        }
                        catch (Exception e)
                        {
                            failed++;
                            var cause = e is TargetInvocationException ? e.InnerException : e;
                            Console.Error.WriteLine(type.FullName + "." + m.Name + ": " + cause.Message);
                        }
                    }
                }
            }
            return failed;
        }
    }
}
