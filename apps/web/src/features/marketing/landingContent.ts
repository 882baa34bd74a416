/**
 * The landing page's words. Only what the product does today (docs/product.md#what-it-does);
 * the testimonials are illustrative user stories (a role and a use case), not quotes.
 */
export const FEATURES = [
  {
    title: 'Live flowcharts',
    text: 'The chart redraws as you type, in your browser: no waiting for a server.',
    more: 'The engine runs in a Web Worker next to the editor and draws with Graphviz, so typing never waits for the drawing.',
  },
  {
    title: 'Six languages',
    text: 'Python, C, C++, Java, JavaScript, TypeScript, Go, Rust, C#, Kotlin, PHP and Ruby, each with its own parser.',
    more: 'Each language is parsed with its tree-sitter grammar and lowered to one shared model, so every language gets the same branches, loops, jumps and exception edges.',
  },
  {
    title: 'Linked highlighting',
    text: 'Click a box to find its line; move through the code to see its box.',
    more: 'Every node keeps the source lines it stands for, so the editor and the chart point at each other.',
  },
  {
    title: 'Exports',
    text: 'SVG and PNG on every plan; JPEG and PDF on paid plans.',
    more: 'Exports are made from the drawn chart itself, so what you download is what you see.',
  },
  {
    title: 'Private share links',
    text: 'Send a read-only view of a flowchart (Premium and Organization plans).',
    more: 'A share link shows the chart to signed-in people who hold it; you can revoke it at any time.',
  },
  {
    title: 'Encrypted storage',
    text: 'Saved code and diagrams are encrypted with AES-256-GCM.',
    more: 'Code you only convert is never stored; code you save is encrypted at rest, bound to its row, with a rotatable key.',
  },
] as const;

export const STEPS = [
  { title: 'Paste or type code', text: 'Pick a language, or let the editor detect it.' },
  {
    title: 'Watch the chart appear',
    text: 'Every branch, loop, return and exception, drawn live.',
  },
  {
    title: 'Save, export or share',
    text: 'Keep it in your dashboard, download it, or send a link.',
  },
] as const;

export const USE_CASES = [
  { title: 'Students', text: 'See what a loop or recursion really does before an exam.' },
  { title: 'Teachers', text: 'Draw the flow of an example program for a lesson in seconds.' },
  { title: 'Developers', text: 'Understand an unfamiliar function before changing it.' },
  { title: 'Team leads', text: 'Explain a tricky piece of logic in a review or design document.' },
] as const;

/** Illustrative user stories: who would use it and for what, no invented names or quotes. */
export const USER_STORIES = [
  {
    role: 'A first-year computer science student',
    story: 'pastes each lab exercise to check that the loop exits where the assignment expects.',
  },
  {
    role: 'A secondary-school teacher',
    story: 'exports PDF flowcharts of example programs to hand out with the lesson.',
  },
  {
    role: 'A backend developer',
    story: 'opens an old C module, draws its error-handling paths and finds a goto nobody reaches.',
  },
  {
    role: 'A team lead',
    story: 'shares a read-only link to a retry function’s chart in a design review.',
  },
  {
    role: 'A bootcamp mentor',
    story: 'walks learners through JavaScript async code with its try/catch edges drawn.',
  },
  {
    role: 'A technical writer',
    story: 'adds SVG flowcharts of a Java API’s validation logic to the documentation.',
  },
] as const;

export const FAQ = [
  {
    q: 'Is Codeflow free?',
    a: 'Yes. The free plan converts code in every language and saves a number of flowcharts; paid plans add more flowcharts, editing, JPEG and PDF exports, share links (Premium and Organization) and teams (Organization).',
  },
  {
    q: 'Which languages are supported?',
    a: 'Python, C, C++, Java, JavaScript, TypeScript, Go, Rust, C#, Kotlin, PHP and Ruby, each with its own parser. Other text can still be drawn line by line.',
  },
  {
    q: 'Is my code stored?',
    a: 'Code you only convert is not stored or logged. Code you save with a flowchart is encrypted with AES-256-GCM; you can export or delete it at any time.',
  },
  {
    q: 'How accurate are the flowcharts?',
    a: 'The engine is checked against real runs of hundreds of programs: every executed step must follow a path of the chart. The how-it-works page explains the checks and their figures.',
  },
  {
    q: 'Can I export my flowcharts?',
    a: 'SVG and PNG on every plan; JPEG and PDF on paid plans.',
  },
  {
    q: 'Can I cancel a paid plan?',
    a: 'Yes, at any time from the pricing page; you keep the plan until the end of the period you paid for.',
  },
] as const;
