using System;
using System.IO;
using System.Threading.Tasks;

namespace Demo;

record Point(int X, int Y);

enum Shape
{
    Circle,
    Square,
    Triangle,
}

static class Modern
{
    static string Describe(Shape s) => s switch
    {
        Shape.Circle => "round",
        Shape.Square or Shape.Triangle => "angular",
        _ => throw new ArgumentOutOfRangeException(nameof(s)),
    };

    static async Task<int> LoadAsync(string path)
    {
        using var reader = new StreamReader(path);
        var text = await reader.ReadToEndAsync();
        return text.Length;
    }

    static string Quadrant(Point p)
    {
        return p switch
        {
            { X: > 0, Y: > 0 } => "first",
            { X: < 0 } when p.Y > 0 => "second",
            _ => "elsewhere",
        };
    }
}
