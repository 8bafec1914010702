// lint-as: src/core/probes/core-globals.ts
// src/core touches no environment global: the caller passes what it needs.
export const env = process.env.NODE_ENV; // expect: no-restricted-globals
export const width = window.innerWidth; // expect: no-restricted-globals
export const title = document.title; // expect: no-restricted-globals
export const saved = localStorage.getItem('x'); // expect: no-restricted-globals
export const session = sessionStorage.getItem('x'); // expect: no-restricted-globals
export const fine = globalThis.Math.max(1, 2);
