// lint-as: src/core/probes/core-clock.ts
// src/core never reads the clock: `now` is a parameter. Dates built from a value are fine.
export const a = Date.now(); // expect: no-restricted-syntax
export const b = new Date(); // expect: no-restricted-syntax
export const c = performance.now(); // expect: no-restricted-syntax
export const d = Date(); // expect: no-restricted-syntax
export const fromValue = new Date(0);
export const parsed = Date.parse('2030-01-01T00:00:00Z');
export const stamp = (now: Date) => now.toISOString();
