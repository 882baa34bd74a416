import java.util.List;

interface Shape {
    double area();
}

record Circle(double r) implements Shape {
    public double area() { return Math.PI * r * r; }
}

abstract class Base implements Shape {
    protected final String name;

    Base(String name) { this.name = name; }

    @Override
    public String toString() {
        return name + "#" + area();
    }
}

class Square extends Base {
    private final double side;

    Square(double side) {
        super("square");
        this.side = side;
    }

    public double area() { return side * side; }

    static double total(List<Shape> shapes) {
        double t = 0;
        for (Shape s : shapes) t += s.area();
        return t;
    }
}
