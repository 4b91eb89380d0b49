/**
 * Creates a staff account of the back office (issue 18 item 2) — the first manager included, since there is no
 * default account or password anywhere:
 *
 *   printf '%s\n' "$PASSWORD" | pnpm --filter @truffe/commerce create-staff --email boss@example.fr \
 *     --name "Camille Martin" --role manager
 *
 * The password is read from standard input (at least 12 characters, not a common one), so that it stays out of
 * the shell history and the process list; with nothing on standard input a strong password is generated and
 * printed once. The command prints the TOTP secret and its `otpauth://` provisioning URI: add it to an
 * authenticator app (or turn it into a QR code) — it is never shown again. Roles: manager, customerService,
 * catalogEditor. It opens the store like the storefront server (PostgreSQL at DATABASE_URL, else PGlite in
 * DATA_DIR/pglite, default apps/storefront/.data): stop the storefront first when it runs on PGlite (an
 * embedded database has one process). Exit code 0 created, 1 refused (the reason is printed), 2 bad usage.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';

import { runCommand, withCommandStore } from '../cli/runCommand';
import { ensureAuditLogGuard } from './auditLog';
import { AdminError } from './messages';
import { createStaff } from './staffAccounts';

const usage = `Usage: printf '%s\\n' "$PASSWORD" | pnpm --filter @truffe/commerce create-staff --email <e-mail> --role manager|customerService|catalogEditor [--name <name>] [--lang fr|en]`;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      lang: { type: 'string' },
    },
  });
  const { email, role } = values;
  if (!email || !role) {
    console.error(usage);
    return 2;
  }
  const locale = values.lang === 'en' ? 'en-GB' : 'fr-FR';
  let password = await readStdin();
  const generated = password === '';
  if (generated) password = randomBytes(18).toString('base64url');
  return withCommandStore(
    async (store) => {
      await ensureAuditLogGuard(store.db);
      const created = await createStaff(
        store.db,
        { email, name: values.name ?? email, role, password },
        { staffId: null, actor: 'command:create-staff' },
      );
      const en = locale === 'en-GB';
      console.log(
        en
          ? `Staff account ${created.staff.email} (${created.staff.role}) created.`
          : `Compte ${created.staff.email} (${created.staff.role}) créé.`,
      );
      if (generated) console.log(`${en ? 'Password' : 'Mot de passe'}: ${password}`);
      console.log(`TOTP secret: ${created.totpSecret}`);
      console.log(`TOTP URI: ${created.provisioningUri}`);
      return 0;
    },
    (error) => (error instanceof AdminError ? error.translate(locale) : null),
  );
}

runCommand('create-staff', main);
