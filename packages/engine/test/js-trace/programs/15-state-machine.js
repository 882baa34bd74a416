// A traffic-light state machine with a while(true) loop, switch and labeled exit.
function run(events) {
  let state = 'red';
  let i = 0;
  const log = [];
  loop: while (true) {
    const event = events[i++];
    if (event === undefined) break;
    switch (state) {
      case 'red':
        if (event === 'timer') state = 'green';
        break;
      case 'green':
        if (event === 'timer') state = 'yellow';
        else if (event === 'emergency') state = 'red';
        break;
      case 'yellow':
        state = 'red';
        break;
      default:
        break loop;
    }
    log.push(state);
  }
  return log;
}

console.log(run(['timer', 'timer', 'timer', 'emergency', 'timer', 'emergency']).join(' > '));
