// Typed inventory: interfaces, generics, enums, type guards, `as`, `!` and `satisfies`.
export {};

enum Category {
  Food,
  Tool,
  Toy = 10,
}

interface Item {
  name: string;
  qty: number;
  category: Category;
  price?: number;
}

type Priced = Item & { price: number };

function isPriced(item: Item): item is Priced {
  return item.price !== undefined;
}

class Store<T extends Item> {
  private readonly items = new Map<string, T>();

  add(item: T): number {
    const existing = this.items.get(item.name);
    if (existing) {
      existing.qty += item.qty;
      return existing.qty;
    }
    this.items.set(item.name, item);
    return item.qty;
  }

  take(name: string, qty: number): T | undefined {
    const item = this.items.get(name);
    if (!item || item.qty < qty) {
      return undefined;
    }
    item.qty -= qty;
    return item;
  }

  value(): number {
    let total = 0;
    for (const item of this.items.values()) {
      if (isPriced(item)) {
        total += item.price * item.qty;
      }
    }
    return total;
  }
}

const store = new Store<Item>();
store.add({ name: 'apple', qty: 3, category: Category.Food, price: 2 });
store.add({ name: 'hammer', qty: 1, category: Category.Tool } satisfies Item);
store.add({ name: 'apple', qty: 2, category: Category.Food, price: 2 });
const taken = store.take('apple', 4)!;
const missing = store.take('drill', 1) as Partial<Item> | undefined;
console.log(taken.qty, missing, store.value(), Category.Toy);
