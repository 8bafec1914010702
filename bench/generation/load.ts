// The load of bench/generation/run.ts in a process of its own, so that reading the generations' answers does not
// delay the probe's own measurements: 4 loops of 14-day generations (each starts the next as soon as one ends)
// until stdin closes, then one JSON line {generated, spent} on stdout. argv[2]: {base, tokens, first} as JSON.
import { generator } from './generate';

const { base, tokens, first } = JSON.parse(process.argv[2]!) as { base: string; tokens: string[]; first: number };
const { generate } = generator(base, tokens, first);
let running = true;
let generated = 0;
let spent = false;
process.stdin.resume();
process.stdin.once('end', () => (running = false));
const loops = Array.from({ length: 4 }, async () => {
  while (running) {
    if ((await generate(14)) === null) {
      spent = true;
      return;
    }
    generated++;
  }
});
console.log('started');
await Promise.all(loops);
console.log(JSON.stringify({ generated, spent }));
process.exit(0);
