public class Shapes {
  interface Shape {
    double area();

    default String describe() {
      return getClass().getSimpleName() + " " + area();
    }
  }

  record Circle(double r) implements Shape {
    Circle {
      if (r < 0) throw new IllegalArgumentException("radius");
    }

    public double area() {
      return Math.PI * r * r;
    }
  }

  record Rect(double w, double h) implements Shape {
    public double area() {
      return w * h;
    }
  }

  public static void main(String[] args) {
    Shape[] shapes = {new Circle(1), new Rect(2, 3)};
    double total = 0;
    for (Shape s : shapes) {
      total += s.area();
      System.out.println(s.describe());
    }
    System.out.println(total);
  }
}
