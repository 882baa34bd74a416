// A tiny event emitter: Map of listener arrays, callbacks registered as arrows and functions.
class Emitter {
  constructor() {
    this.listeners = new Map();
  }

  on(event, fn) {
    if (!this.listeners.has(event)) {
      this.listeners.set(event, []);
    }
    this.listeners.get(event).push(fn);
    return () => this.off(event, fn);
  }

  off(event, fn) {
    const list = this.listeners.get(event) ?? [];
    const i = list.indexOf(fn);
    if (i >= 0) list.splice(i, 1);
  }

  emit(event, ...args) {
    const list = this.listeners.get(event);
    if (!list) return 0;
    for (const fn of [...list]) {
      fn(...args);
    }
    return list.length;
  }
}

const bus = new Emitter();
const seen = [];
const stop = bus.on('msg', (text) => {
  seen.push(text.toUpperCase());
});
bus.on('msg', function (text) {
  if (text.length > 3) {
    seen.push(`long:${text}`);
  }
});
bus.emit('msg', 'hi');
stop();
bus.emit('msg', 'hello');
console.log(seen.join(' '), bus.emit('none'));
