// Object-literal methods, shorthand and arrow properties, optional chaining and spread.
const inventory = {
  items: { apple: 3, pear: 0 },
  add(name, qty = 1) {
    this.items[name] = (this.items[name] ?? 0) + qty;
    return this.items[name];
  },
  remove: function (name) {
    if (!this.items[name]) {
      return false;
    }
    this.items[name]--;
    return true;
  },
  report: () => {
    const lines = [];
    for (const name in inventory.items) {
      lines.push(`${name}=${inventory.items[name]}`);
    }
    return lines.join(' ');
  },
};

inventory.add('kiwi', 2);
inventory.remove('pear');
inventory.remove('apple');
const extra = { ...inventory.items, plum: 1 };
console.log(inventory.report(), extra.plum, inventory.items?.banana?.count);
