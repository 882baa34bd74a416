// Inheritance with super calls, method overriding, static factory and a static block.
class Shape {
  static registry = [];
  static {
    Shape.ready = true;
  }

  constructor(name) {
    this.name = name;
    Shape.registry.push(name);
  }

  area() {
    return 0;
  }

  describe() {
    const a = this.area();
    if (a === 0) {
      return `${this.name} (empty)`;
    }
    return `${this.name} with area ${a.toFixed(2)}`;
  }

  static create(kind, size) {
    switch (kind) {
      case 'square':
        return new Square(size);
      case 'circle':
        return new Circle(size);
      default:
        return new Shape(kind);
    }
  }
}

class Square extends Shape {
  constructor(side) {
    super('square');
    this.side = side;
  }

  area() {
    return this.side * this.side;
  }
}

class Circle extends Shape {
  constructor(r) {
    super('circle');
    this.r = r;
  }

  area() {
    return Math.PI * this.r ** 2;
  }

  describe() {
    const base = super.describe();
    return `${base}!`;
  }
}

for (const [kind, size] of [
  ['square', 2],
  ['circle', 1],
  ['blob', 0],
]) {
  console.log(Shape.create(kind, size).describe());
}
console.log(Shape.registry.length, Shape.ready);
