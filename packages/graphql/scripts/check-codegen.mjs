// Regenerates into a temporary folder and fails when the committed `src/generated` differs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const committed = 'src/generated';
const fresh = mkdtempSync(join(tmpdir(), 'truffe-codegen-'));

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

try {
  execFileSync('pnpm', ['exec', 'graphql-codegen', '--config', 'codegen.ts', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, CODEGEN_OUT_DIR: fresh },
  });
  const expected = listFiles(fresh);
  const actual = listFiles(committed);
  const stale = [
    ...expected.filter((file) => !actual.includes(file)).map((file) => `missing: ${file}`),
    ...actual.filter((file) => !expected.includes(file)).map((file) => `extra: ${file}`),
    ...expected
      .filter((file) => actual.includes(file))
      .filter(
        (file) =>
          readFileSync(join(fresh, file), 'utf8') !== readFileSync(join(committed, file), 'utf8'),
      )
      .map((file) => `changed: ${file}`),
  ];
  if (stale.length > 0) {
    console.error(
      `Generated GraphQL code is stale (run \`pnpm codegen\`):\n  ${stale.join('\n  ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log('Generated GraphQL code is up to date.');
  }
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
