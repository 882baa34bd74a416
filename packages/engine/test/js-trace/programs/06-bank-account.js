// A class with a constructor, getter, setter, static member, custom errors and try/finally.
class InsufficientFunds extends Error {
  constructor(needed) {
    super(`need ${needed} more`);
    this.needed = needed;
  }
}

class Account {
  static count = 0;
  #balance = 0;

  constructor(owner, initial) {
    this.owner = owner;
    this.#balance = initial;
    Account.count++;
  }

  get balance() {
    return this.#balance;
  }

  set balance(value) {
    if (value < 0) {
      throw new RangeError('negative balance');
    }
    this.#balance = value;
  }

  withdraw(amount) {
    if (amount > this.#balance) {
      throw new InsufficientFunds(amount - this.#balance);
    }
    this.#balance -= amount;
    return this.#balance;
  }

  transfer(to, amount) {
    let done = false;
    try {
      this.withdraw(amount);
      to.balance = to.balance + amount;
      done = true;
    } catch (e) {
      if (e instanceof InsufficientFunds) {
        console.log(`${this.owner} is short by ${e.needed}`);
      } else {
        throw e;
      }
    } finally {
      console.log(`transfer ${done ? 'done' : 'failed'}`);
    }
    return done;
  }
}

const a = new Account('ann', 100);
const b = new Account('bob', 20);
a.transfer(b, 30);
b.transfer(a, 500);
try {
  a.balance = -1;
} catch (e) {
  console.log(e.message);
}
console.log(a.balance, b.balance, Account.count);
