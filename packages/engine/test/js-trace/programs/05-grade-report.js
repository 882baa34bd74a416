// Grades: for-of over objects, destructuring, template literals and a switch on a letter.
const students = [
  { name: 'Ada', scores: [95, 88, 92] },
  { name: 'Linus', scores: [72, 65, 80] },
  { name: 'Grace', scores: [55, 61, 48] },
];

function average(scores) {
  let total = 0;
  for (const s of scores) {
    total += s;
  }
  return total / scores.length;
}

function letter(avg) {
  if (avg >= 90) return 'A';
  if (avg >= 80) return 'B';
  if (avg >= 70) return 'C';
  return 'F';
}

for (const { name, scores } of students) {
  const avg = average(scores);
  const grade = letter(avg);
  switch (grade) {
    case 'A':
      console.log(`${name}: excellent (${avg.toFixed(1)})`);
      break;
    case 'F':
      console.log(`${name}: needs help`);
      break;
    default:
      console.log(`${name}: ${grade}`);
  }
}
