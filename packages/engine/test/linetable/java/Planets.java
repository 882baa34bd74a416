public enum Planets {
  MERCURY(3.303e+23, 2.4397e6),
  EARTH(5.976e+24, 6.37814e6) {
    @Override
    String label() {
      return "home";
    }
  },
  JUPITER(1.9e+27, 7.1492e7);

  private final double mass;
  private final double radius;

  Planets(double mass, double radius) {
    this.mass = mass;
    this.radius = radius;
  }

  String label() {
    return name().toLowerCase();
  }

  double gravity() {
    return 6.67300E-11 * mass / (radius * radius);
  }

  public static void main(String[] args) {
    for (Planets p : values()) {
      System.out.println(p.label() + " " + p.gravity());
    }
  }
}
