// finally on break, continue and return inside loops; nested try with rethrow through finally.
function scan(items) {
  const log = [];
  for (let i = 0; i < items.length; i++) {
    try {
      if (items[i] === 'skip') continue;
      if (items[i] === 'stop') break;
      if (items[i] === 'ret') return log;
      log.push(items[i]);
    } finally {
      log.push(`f${i}`);
    }
  }
  return log;
}

function nested(fail) {
  try {
    try {
      if (fail) {
        throw new TypeError('inner');
      }
      return 'clean';
    } catch (e) {
      throw new Error(`wrapped ${e.message}`);
    } finally {
      console.log('inner finally');
    }
  } catch (outer) {
    return outer.message;
  }
}

console.log(scan(['a', 'skip', 'b', 'stop', 'c']).join(','));
console.log(scan(['x', 'ret', 'y']).join(','));
console.log(nested(false), nested(true));
