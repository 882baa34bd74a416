const double = (x) => x * 2;
const sum = (xs) => xs.reduce((a, b) => a + b, 0);

const handlers = {
  click(event) {
    if (event.button !== 0) return false;
    console.log('clicked', event.target);
    return true;
  },
  key: (event) => (event.key === 'Enter' ? 'submit' : null),
};

setTimeout(() => {
  console.log(sum([1, 2, 3].map(double)));
}, 0);
