// The machine's floor for bench/generation/run.ts: CPU load with no server work in it. One thread, at the planner
// workers' priority (argv[2], a nice value set on this thread only, as engine.worker.ts does), builds, sorts and
// serializes small objects without pause, so its heap churns like the planner's and the V8 helper threads (at normal
// priority) collect it. It is busier than the planner worker, which waits between generations. Prints "started",
// runs until stdin closes, then prints one JSON line {rounds}.
import { setPriority } from 'node:os';

const nice = Number(process.argv[2] ?? 0);
// On Linux a priority set for pid 0 applies to the calling thread only, like the worker's /proc/thread-self.
if (nice) setPriority(0, nice);
let running = true;
let rounds = 0;
process.stdin.resume();
process.stdin.once('end', () => (running = false));
console.log('started');
while (running) {
  const stops = Array.from({ length: 2_000 }, (_, i) => ({ id: `p${i}`, arrive: (i * 7919) % 1440, minutes: i % 90 }));
  stops.sort((a, b) => a.arrive - b.arrive);
  JSON.stringify(stops);
  rounds++;
  // Let the stdin 'end' event through every few milliseconds without leaving the CPU idle.
  if (rounds % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
}
console.log(JSON.stringify({ rounds }));
process.exit(0);
