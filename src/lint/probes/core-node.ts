// lint-as: src/core/probes/core-node.ts
// src/core runs in the browser too: no Node built-ins, prefixed or bare; no server or client code.
import { readFileSync } from 'node:fs'; // expect: no-restricted-imports
import path from 'path'; // expect: no-restricted-imports
import { createHash } from 'crypto'; // expect: no-restricted-imports
import { readFile } from 'fs/promises'; // expect: no-restricted-imports
import { buildApp } from '../../server/app'; // expect: no-restricted-imports
import { cn } from '../../client/lib/cn'; // expect: no-restricted-imports
import { haversineKm } from '../geo/distance';

export const probe = [readFileSync, path, createHash, readFile, buildApp, cn, haversineKm];
