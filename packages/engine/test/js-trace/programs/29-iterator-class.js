// A class with a generator method as its iterator, computed names and class-field arrows.
const key = 'size';

class Range {
  #from;
  #to;
  constructor(from, to) {
    this.#from = from;
    this.#to = to;
  }
  *[Symbol.iterator]() {
    let v = this.#from;
    while (v <= this.#to) {
      yield v;
      v++;
    }
  }
  get [key]() {
    return this.#to - this.#from + 1;
  }
  toArray = () => {
    const arr = [];
    for (const v of this) arr.push(v);
    return arr;
  };
}

const r = new Range(3, 6);
console.log(r.toArray().join(','), r.size, [...new Range(1, 2)].length);
