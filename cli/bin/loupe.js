#!/usr/bin/env node
// The `loupe` program. Loupe is written in TypeScript and runs through tsx's loader, so a fresh
// clone needs no build step: `npm ci && npm start`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../main.ts');
process.exitCode = await main(process.argv);
