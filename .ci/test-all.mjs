// The README's test command ends here: builds, then runs every suite and prints one line of totals.
// Suites: unit and integration (vitest), API (vitest; PGlite, plus PostgreSQL when DATABASE_URL is set),
// e2e (Playwright).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const stageSeconds = {};

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  stageSeconds[label] = (performance.now() - started) / 1000;
  return result.status === 0;
}

const minutesAndSeconds = (seconds) =>
  `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;

const vitestCounts = (file) => {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    // A file that fails to load fails no test: count the run once then, not each failed test's suites again.
    failed: report.numFailedTests || (report.success ? 0 : Math.max(1, report.numFailedTestSuites)),
  };
};

const playwrightCounts = (file) => {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky };
};

const gates = [
  ['lint', run('lint', 'pnpm', ['lint'])],
  ['typecheck', run('typecheck', 'pnpm', ['typecheck'])],
  ['build', run('build', 'pnpm', ['build'])],
];

const unitReport = path.join(reports, 'unit.json');
run('unit', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--project',
  'unit',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${unitReport}`,
]);
// The print files through Ghostscript, qpdf, poppler, Chromium and sharp (installed by .ci/run).
const integrationReport = path.join(reports, 'integration.json');
run('integration', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--project',
  'integration',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${integrationReport}`,
]);
const apiReport = path.join(reports, 'api.json');
run('API', 'pnpm', ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${apiReport}`], {
  cwd: path.join(root, 'api'),
});
const e2eReport = path.join(root, 'e2e', 'test-results', 'results.json');
rmSync(e2eReport, { force: true });
const e2eExitedClean = run('e2e', 'pnpm', ['--filter', 'e2e', 'test']);

// A runner that fails before any test (e.g. a port already taken) writes a report of 0 failed: its exit counts too.
const unlessExitFailed = (counts, exitedClean) =>
  exitedClean || counts.failed > 0 ? counts : { ...counts, failed: 1 };
const suites = {
  unit: vitestCounts(unitReport),
  integration: vitestCounts(integrationReport),
  API: vitestCounts(apiReport),
  e2e: unlessExitFailed(playwrightCounts(e2eReport), e2eExitedClean),
};
const took = (label) => `(${minutesAndSeconds(stageSeconds[label])})`;
console.log('\n=== Summary');
for (const [name, ok] of gates) console.log(`${name}: ${ok ? 'ok' : 'FAILED'} ${took(name)}`);
for (const [name, counts] of Object.entries(suites))
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed ${took(name)}`);
const passed = Object.values(suites).reduce((sum, counts) => sum + counts.passed, 0);
const failed =
  Object.values(suites).reduce((sum, counts) => sum + counts.failed, 0) + gates.filter(([, ok]) => !ok).length;
console.log(
  `${passed} passed, ${failed} failed in ${minutesAndSeconds(Object.values(stageSeconds).reduce((sum, seconds) => sum + seconds, 0))}`,
);
process.exit(failed === 0 ? 0 : 1);
