// A menu loop: do-while with a switch inside and continue.
const inputs = ['add 5', 'add 7', 'bad', 'sub 2', 'show', 'quit'];
let pos = 0;
let total = 0;
let command;
do {
  command = inputs[pos++];
  const [verb, arg] = command.split(' ');
  switch (verb) {
    case 'add':
      total += Number(arg);
      continue;
    case 'sub':
      total -= Number(arg);
      break;
    case 'show':
      console.log('total', total);
      break;
    case 'quit':
      break;
    default:
      console.log('unknown', verb);
  }
  console.log('after', verb);
} while (command !== 'quit');
console.log('final', total);
