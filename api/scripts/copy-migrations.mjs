// tsc does not copy non-TypeScript files: the SQL migrations travel to dist/ here.
import fs from 'node:fs';

const from = new URL('../src/db/migrations/', import.meta.url);
const to = new URL('../dist/db/migrations/', import.meta.url);
fs.rmSync(to, { recursive: true, force: true });
fs.cpSync(from, to, { recursive: true });
