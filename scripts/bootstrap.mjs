#!/usr/bin/env node
// The two README commands, runnable on a machine with only Node 20 and npm:
//   npm start  -> pinned pnpm, dependencies, production build, server on http://localhost:3000
//   npm test   -> the same setup, a Chromium for browser tests, then the whole suite (scripts/test-suite.mjs)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// No telemetry: the machines running this have no internet, and shoppers' data is not ours to send.
process.env.TURBO_TELEMETRY_DISABLED = '1';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
process.env.DO_NOT_TRACK = '1';
const pnpmVersion = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

function log(message) {
  console.log(`\n▶ ${message}`);
}

function commandOutput(command, args) {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** The pnpm to run: the pinned version on PATH, installed globally with npm, or through npx as a last resort. */
function ensurePnpm() {
  if (commandOutput('pnpm', ['--version']) === pnpmVersion) return ['pnpm'];
  log(`Installing pnpm ${pnpmVersion} with npm`);
  const global = spawnSync('npm', ['install', '--global', `pnpm@${pnpmVersion}`], {
    stdio: 'inherit',
  });
  if (global.status === 0 && commandOutput('pnpm', ['--version']) === pnpmVersion) return ['pnpm'];
  console.warn(`Could not install pnpm globally; using npx pnpm@${pnpmVersion}.`);
  return ['npx', '--yes', `pnpm@${pnpmVersion}`];
}

function run(pnpm, args, env = process.env) {
  const [command, ...prefix] = pnpm;
  const result = spawnSync(command, [...prefix, ...args], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const chromiumCandidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
].filter(Boolean);

/** A Chromium for Playwright, Storybook tests and Lighthouse: the system one, installed on Debian as root. */
function ensureChromium() {
  const found = chromiumCandidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isDebian && isRoot) {
    log('Installing Debian’s chromium package (browser tests need it)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && existsSync('/usr/bin/chromium'))
      return '/usr/bin/chromium';
  }
  console.error(
    [
      '',
      'No Chromium found: the browser tests (Storybook story tests, end-to-end) need one.',
      'Install it and run `npm test` again:',
      '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
      '  macOS:          brew install --cask chromium',
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}

const mode = process.argv[2];
const pnpm = ensurePnpm();
log('Installing dependencies');
run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline']);

if (mode === 'start') {
  log('Building the shop');
  run(pnpm, [
    'turbo',
    'run',
    'build',
    '--filter=@truffe/storefront...',
    '--output-logs=errors-only',
  ]);
  // The demo shop takes payments through the built-in test gateway (no real money) unless a provider is
  // configured: production refuses to start without an explicit PAYMENT_PROVIDER (decision 0705).
  // Production also refuses to start without the bot check's HMAC key (decision 0756): one server process
  // here, so a key made for this run is enough; several processes need the same BOTCHECK_PRIVATE_KEY.
  const env = {
    ...process.env,
    PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? 'test',
    BOTCHECK_PRIVATE_KEY: process.env.BOTCHECK_PRIVATE_KEY ?? randomBytes(32).toString('hex'),
  };
  log(
    `Starting the shop on http://localhost:${env.PORT ?? 3000} (payments: ${env.PAYMENT_PROVIDER})`,
  );
  // The back office runs in the same process on its own origin (decision 0780); its first manager comes from
  // `pnpm --filter @truffe/commerce create-staff` (README), never from a default password.
  log(
    `Back office on ${env.ADMIN_PUBLIC_URL ?? `http://127.0.0.1:${env.ADMIN_PORT ?? 3001}`} (first manager: see README, "Back office")`,
  );
  const [command, ...prefix] = pnpm;
  const server = spawn(command, [...prefix, '--filter', '@truffe/storefront', 'start'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
} else if (mode === 'test') {
  const chromium = ensureChromium();
  run(pnpm, ['run', 'test:suite'], { ...process.env, CHROMIUM_PATH: chromium });
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
