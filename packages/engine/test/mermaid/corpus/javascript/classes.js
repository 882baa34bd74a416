class Animal {
  #name;
  static count = 0;

  constructor(name) {
    this.#name = name;
    Animal.count++;
  }

  get name() {
    return this.#name;
  }

  speak() {
    return `${this.#name} makes a sound`;
  }
}

class Dog extends Animal {
  speak() {
    const base = super.speak();
    return base.replace('a sound', 'woof');
  }
}

const d = new Dog('rex');
console.log(d.speak(), Animal.count);
