/**
 * Staff accounts and their sign-in (issue 18 item 2; decision 0780): a password hashed like the customers'
 * (scrypt, customers/password.ts) and a TOTP second factor (otplib, RFC 6238), both checked at every sign-in,
 * throttled with the customers' database counters (customers/throttle.ts, keys prefixed `staff:`), and
 * sessions kept in PostgreSQL as the SHA-256 of a random token, expiring when idle and absolutely.
 * There is no default account: `createStaff` (through createStaff.cli.ts) makes each one and answers its
 * TOTP provisioning URI once.
 */
import { sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';

import { selectRows, type Database } from '../db/database';
import { timestampOf } from '../customers/customerRecord';
import { type ThrottlePolicy, defaultThrottlePolicy } from '../customers/context';
import { hashPassword, verifyAgainstDummyHash, verifyPassword } from '../customers/password';
import { passwordProblem } from '../customers/passwordPolicy';
import { countAttempt, forgiveAttempt } from '../customers/throttle';
import { hashToken, newToken, presentedToken } from '../customers/tokens';
import { purgeExpiredAccessEntries } from './accessLog';
import { type AuditActor, recordAudit } from './auditLog';
import { AdminError } from './messages';
import { type StaffRole, staffRoles } from './schema';

/** What a request knows of its signed-in staff member (never the hash, the secret or the token). */
export interface Staff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffSessionPolicy {
  /** A session unused this long ends. @defaultValue 30 minutes */
  idleMs: number;
  /** A session ends this long after sign-in, used or not. @defaultValue 10 hours (a working day) */
  absoluteMs: number;
}

export const defaultStaffSessionPolicy: StaffSessionPolicy = {
  idleMs: 30 * 60_000,
  absoluteMs: 10 * 60 * 60_000,
};

/** Staff passwords are longer than customers' (ASVS 5.0 V6.2.1 asks 8; staff hold everyone's data). */
export const minStaffPasswordLength = 12;

export const totpIssuer = 'Truffe back office';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

export interface CreatedStaff {
  staff: Staff;
  /** The base32 TOTP secret: shown once, to be put in an authenticator app. */
  totpSecret: string;
  /** `otpauth://totp/…` for an authenticator app (or a QR code). */
  provisioningUri: string;
}

/** Creates a staff account with a new TOTP secret; audited with `who` as the actor. */
export async function createStaff(
  db: Database,
  input: { email: string; name: string; role: string; password: string },
  who: AuditActor,
): Promise<CreatedStaff> {
  const email = input.email.trim();
  const name = input.name.trim() || email;
  if (!emailPattern.test(email) || email.length > 254) throw new AdminError('invalidEmail');
  if (!isStaffRole(input.role)) throw new AdminError('invalidRole');
  if (
    [...input.password].length < minStaffPasswordLength ||
    passwordProblem(input.password, { email })
  )
    throw new AdminError('weakPassword');
  const [taken] = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM staff_account WHERE lower(email) = lower(${email})`,
  );
  if (taken) throw new AdminError('emailTaken');
  const totpSecret = generateSecret();
  const passwordHash = await hashPassword(input.password);
  const staff = await db.transaction(async (tx) => {
    const [row] = await selectRows<Staff>(
      tx as unknown as Database,
      sql`INSERT INTO staff_account (email, name, role, password_hash, totp_secret)
        VALUES (${email}, ${name}, ${input.role}, ${passwordHash}, ${totpSecret})
        RETURNING id, email, name, role`,
    );
    await recordAudit(
      tx as unknown as Database,
      who,
      'staff.create',
      `staff:${row!.id}`,
      null,
      row,
    );
    return row!;
  });
  const provisioningUri = generateURI({ issuer: totpIssuer, label: email, secret: totpSecret });
  return { staff, totpSecret, provisioningUri };
}

export interface StaffSignInInput {
  email: string;
  password: string;
  /** The 6-digit TOTP code of the authenticator app. */
  code: string;
  clientAddress?: string;
}

export interface StaffSignInDeps {
  db: Database;
  now?: () => Date;
  throttle?: Partial<ThrottlePolicy>;
  sessions?: Partial<StaffSessionPolicy>;
}

/**
 * How a sign-in ended, as the audit log says it (`staff.signIn` / `staff.signInFailed`): a refusal says only
 * "wrong e-mail, password or code" to whoever tries, the log tells a manager which part was wrong (a right
 * password with wrong codes means the password is known to someone).
 */
export type StaffSignInOutcome =
  'signedIn' | 'throttled' | 'unknownAccount' | 'wrongPassword' | 'wrongCode' | 'codeReused';

/** The longest e-mail kept in the log (RFC 5321's limit): a sign-in may send anything. */
const maxLoggedEmailLength = 254;

/**
 * Appends a sign-in to the audit log: who (the account, or the e-mail as typed when none matches), the address
 * the server saw, the outcome. Never the password nor the code.
 */
function recordSignIn(
  db: Database,
  attempt: { accountId: number | null; email: string; clientAddress?: string },
  outcome: StaffSignInOutcome,
): Promise<void> {
  const email = attempt.email.slice(0, maxLoggedEmailLength);
  return recordAudit(
    db,
    { staffId: attempt.accountId, actor: email },
    outcome === 'signedIn' ? 'staff.signIn' : 'staff.signInFailed',
    attempt.accountId === null ? 'staff-sign-in' : `staff:${attempt.accountId}`,
    null,
    { outcome, address: attempt.clientAddress ?? null },
  );
}

/**
 * Signs in: password AND TOTP code, throttled; answers the session token (for the cookie). Every attempt,
 * signed in or refused, is in the audit log (`recordSignIn`), and deletes a few access entries past their
 * retention (`purgeExpiredAccessEntries`).
 */
export async function signInStaff(
  deps: StaffSignInDeps,
  input: StaffSignInInput,
): Promise<{ token: string; staff: Staff; expiresAt: Date }> {
  const now = deps.now?.() ?? new Date();
  const email = String(input.email ?? '').trim();
  const attempt = { accountId: null as number | null, email, clientAddress: input.clientAddress };
  // Logged outside any transaction: a refusal rolls nothing back, and its entry stays.
  const refuse = async (outcome: StaffSignInOutcome, error: AdminError): Promise<never> => {
    await recordSignIn(deps.db, attempt, outcome);
    await purgeExpiredAccessEntries(deps.db);
    throw error;
  };
  const keys = [`staff:${email.toLowerCase()}`];
  if (input.clientAddress) keys.push(`staff-address:${input.clientAddress}`);
  const refusedUntil = await countAttempt(deps.db, keys, now, {
    ...defaultThrottlePolicy,
    ...deps.throttle,
  });
  if (refusedUntil)
    return refuse(
      'throttled',
      new AdminError('throttled', {
        minutes: Math.max(1, Math.ceil((refusedUntil.getTime() - now.getTime()) / 60_000)),
      }),
    );
  const [account] = await selectRows<
    Staff & { passwordHash: string; totpSecret: string; lastTotpStep: number | null }
  >(
    deps.db,
    sql`SELECT id, email, name, role, password_hash AS "passwordHash", totp_secret AS "totpSecret",
        last_totp_step AS "lastTotpStep"
      FROM staff_account WHERE lower(email) = lower(${email}) AND active`,
  );
  const password = String(input.password ?? '');
  const passwordOk = account
    ? await verifyPassword(password, account.passwordHash)
    : await verifyAgainstDummyHash(password);
  if (!account) return refuse('unknownAccount', new AdminError('signInFailed'));
  attempt.accountId = account.id;
  if (!passwordOk) return refuse('wrongPassword', new AdminError('signInFailed'));
  const code = String(input.code ?? '').replace(/\s/g, '');
  if (!/^\d{6}$/.test(code)) return refuse('wrongCode', new AdminError('signInFailed'));
  // One step of clock drift either way; a code already used (same or earlier step) is refused.
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret: account.totpSecret,
    token: code,
    epoch,
    epochTolerance: 30,
    ...(account.lastTotpStep === null ? {} : { afterTimeStep: account.lastTotpStep }),
  });
  if (!result.valid) return refuse('wrongCode', new AdminError('signInFailed'));
  const timeStep = Math.floor(epoch / 30) + result.delta;
  const policy = { ...defaultStaffSessionPolicy, ...deps.sessions };
  const token = newToken();
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  const claimed = await deps.db.transaction(async (tx) => {
    // The code's step is claimed here, not at the read above: two sign-ins sent at once with the same code
    // both passed the check against the step they had read; only the one whose UPDATE still finds an older
    // step gets a session (the row lock orders them).
    const [claim] = await selectRows<{ id: number }>(
      tx as unknown as Database,
      sql`UPDATE staff_account SET last_totp_step = ${timeStep}
        WHERE id = ${account.id} AND (last_totp_step IS NULL OR last_totp_step < ${timeStep})
        RETURNING id`,
    );
    if (!claim) return false;
    await tx.execute(
      sql`INSERT INTO staff_session (token_hash, staff_id, created_at, idle_expires_at, absolute_expires_at)
        VALUES (${hashToken(token)}, ${account.id}, ${timestampOf(now)},
          ${timestampOf(new Date(now.getTime() + policy.idleMs))}, ${timestampOf(expiresAt)})`,
    );
    // In the session's transaction: no session without its entry.
    await recordSignIn(tx as unknown as Database, { ...attempt, email: account.email }, 'signedIn');
    return true;
  });
  if (!claimed) return refuse('codeReused', new AdminError('signInFailed'));
  await forgiveAttempt(deps.db, keys);
  // After the session's transaction: its entry does not wait on the purge's deletes.
  await purgeExpiredAccessEntries(deps.db);
  const { id, name, role } = account;
  return { token, staff: { id, email: account.email, name, role }, expiresAt };
}

/**
 * The staff member of a session token, or null (unknown, expired, or the account deactivated); extends the
 * idle expiry (never past the absolute one). Expired sessions are deleted on the way.
 */
export async function staffOfSession(
  deps: Pick<StaffSignInDeps, 'db' | 'now' | 'sessions'>,
  presented: string | undefined,
): Promise<Staff | null> {
  const token = presentedToken(presented);
  if (token === null) return null;
  const now = deps.now?.() ?? new Date();
  const policy = { ...defaultStaffSessionPolicy, ...deps.sessions };
  const tokenHash = hashToken(token);
  const [row] = await selectRows<Staff>(
    deps.db,
    sql`UPDATE staff_session s
      SET idle_expires_at = least(s.absolute_expires_at, ${timestampOf(new Date(now.getTime() + policy.idleMs))})
      FROM staff_account a
      WHERE s.token_hash = ${tokenHash} AND a.id = s.staff_id AND a.active
        AND s.idle_expires_at > ${timestampOf(now)} AND s.absolute_expires_at > ${timestampOf(now)}
      RETURNING a.id, a.email, a.name, a.role`,
  );
  if (!row)
    await deps.db.execute(
      sql`DELETE FROM staff_session WHERE token_hash = ${tokenHash}
        OR idle_expires_at <= ${timestampOf(now)} OR absolute_expires_at <= ${timestampOf(now)}`,
    );
  return row ?? null;
}

/**
 * Signs out: ends the session of the token and appends it to the audit log (`staff.signOut`: who, the address
 * the server saw), in one transaction — no session ended without its entry. A token with no session (already
 * signed out, unknown) ends nothing and writes nothing: there is nobody to name.
 */
export async function signOutStaff(
  db: Database,
  input: { token: string | undefined; clientAddress?: string },
): Promise<void> {
  const token = presentedToken(input.token);
  if (token === null) return;
  const ended = await db.transaction(async (tx) => {
    const [session] = await selectRows<{ staffId: number; email: string }>(
      tx as unknown as Database,
      sql`WITH ended AS (DELETE FROM staff_session WHERE token_hash = ${hashToken(token)} RETURNING staff_id)
        SELECT a.id AS "staffId", a.email FROM ended JOIN staff_account a ON a.id = ended.staff_id`,
    );
    if (!session) return false;
    await recordAudit(
      tx as unknown as Database,
      { staffId: session.staffId, actor: session.email },
      'staff.signOut',
      `staff:${session.staffId}`,
      null,
      { outcome: 'signedOut', address: input.clientAddress ?? null },
    );
    return true;
  });
  if (ended) await purgeExpiredAccessEntries(db);
}
