#!/usr/bin/env node
// Every component of packages/ui (a folder `src/<Name>/<Name>.tsx`) must have a test beside it and
// stories in apps/storybook. Fails with the list of what is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const uiSource = join(root, 'packages/ui/src');
const storiesRoot = join(root, 'apps/storybook');

function files(dir, predicate) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() && predicate(entry.name) && !entry.parentPath.includes('node_modules'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

const stories = files(storiesRoot, (name) => name.endsWith('.stories.tsx')).map((file) =>
  readFileSync(file, 'utf8'),
);
const components = readdirSync(uiSource, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(join(uiSource, entry.name, `${entry.name}.tsx`)),
  )
  .map((entry) => entry.name);

const missing = [];
for (const name of components) {
  if (!existsSync(join(uiSource, name, `${name}.test.tsx`)))
    missing.push(`${name}: no ${name}.test.tsx`);
  const importPattern = new RegExp(`from ['"]@truffe/ui/${name}['"]`);
  if (!stories.some((story) => importPattern.test(story)))
    missing.push(`${name}: no story imports @truffe/ui/${name}`);
}

if (components.length === 0) {
  console.error('No components found in packages/ui/src.');
  process.exit(1);
}
if (missing.length > 0) {
  console.error(`packages/ui components lacking tests or stories:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`${components.length} ui components, each with a test and stories.`);
