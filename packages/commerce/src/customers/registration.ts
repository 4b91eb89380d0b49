/**
 * Registration of shoppers and professionals (issue 15 items 1 and 3). The answer is the same whether the
 * e-mail already has an account or not: a new account gets a welcome e-mail with a confirmation link, the owner
 * of an existing one an e-mail saying someone tried (at most one a day). One transaction per registration.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';

import { validateAddress } from '../checkout/address';
import type { SiteLocale } from '../config';
import { selectRows, type Database } from '../db/database';
import { queueEmail } from '../email/mailer';
import { inTransaction } from '../orders/transaction';
import {
  currentCgvVersion,
  type CustomerDeps,
  emailVerificationLifetimeMs,
  nowOf,
  siteLink,
} from './context';
import { findCustomerByEmail, timestampOf } from './customerRecord';
import { accountExistsEmail, welcomeEmail } from './emails';
import {
  activityInput,
  emailInput,
  localeInput,
  nameText,
  parseCustomerInput,
  passwordInput,
} from './input';
import { CustomerError, type CustomerFieldProblem, customerMessage } from './messages';
import { recordNewsletterChoice } from './newsletter';
import { hashPassword } from './password';
import { passwordProblem, maxPasswordLength, minPasswordLength } from './passwordPolicy';
import { compactIdentifier, isValidFrenchVatNumber, isValidSiret } from './proIdentifiers';
import type { ProDetails } from './schema';
import { hashToken, newToken } from './tokens';

const registerSchema = z.object({
  email: emailInput,
  password: passwordInput,
  firstname: nameText(),
  lastname: nameText(),
  locale: localeInput.default('fr-FR'),
  acceptCgv: z.literal(true, { error: 'cgvRequired' }),
  newsletter: z.boolean().default(false),
});

export type RegisterInput = z.input<typeof registerSchema>;

const proSchema = registerSchema.extend({
  company: nameText(),
  siret: z.string({ error: 'invalidSiret' }).max(40, { error: 'invalidSiret' }),
  vatNumber: z.string({ error: 'invalidVatNumber' }).max(40, { error: 'invalidVatNumber' }),
  activity: activityInput,
  phone: z.string({ error: 'invalidTelephone' }).max(40, { error: 'invalidTelephone' }),
  /** The professional address: street lines, postcode, city, country (the checkout's rules). */
  address: z.object({}).passthrough(),
});

export type RegisterProInput = z.input<typeof proSchema>;

/** The answer to every registration, new account or not (no enumeration). */
export interface RegistrationResult {
  accepted: true;
  message: string;
}

/** The password policy's refusal as a field problem. */
export function passwordFieldProblem(
  field: string,
  password: string,
  context: { email?: string; firstname?: string; lastname?: string },
): CustomerFieldProblem | null {
  const problem = passwordProblem(password, context);
  if (!problem) return null;
  return {
    field,
    id: problem,
    values: { min: minPasswordLength, max: maxPasswordLength },
  };
}

function checkPassword(input: {
  password: string;
  email: string;
  firstname: string;
  lastname: string;
}) {
  const problem = passwordFieldProblem('password', input.password, input);
  if (problem) throw new CustomerError('fixFields', [problem]);
}

interface NewAccount {
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  locale: SiteLocale;
  newsletter: boolean;
  proDetails: ProDetails | null;
}

async function createAccount(deps: CustomerDeps, account: NewAccount): Promise<RegistrationResult> {
  const now = nowOf(deps);
  await inTransaction(deps.db, async (tx: Database) => {
    const [created] = await selectRows<{ id: number }>(
      tx,
      sql`INSERT INTO customer (email, firstname, lastname, password_hash, locale, pro_status, pro_details,
          created_at, updated_at)
        VALUES (${account.email}, ${account.firstname}, ${account.lastname}, ${account.passwordHash},
          ${account.locale}, ${account.proDetails ? 'pending' : 'none'},
          ${account.proDetails ? JSON.stringify(account.proDetails) : null}::jsonb,
          ${timestampOf(now)}, ${timestampOf(now)})
        ON CONFLICT (lower(email)) DO NOTHING
        RETURNING id`,
    );
    if (!created) {
      const existing = await findCustomerByEmail(tx, account.email);
      if (existing)
        await queueEmail(
          tx,
          accountExistsEmail(existing.email, existing.locale, {
            link: siteLink(deps, existing.locale, '/account/password-request'),
            dedupeKey: `account-exists:${existing.id}:${now.toISOString().slice(0, 10)}`,
          }),
        );
      return;
    }
    await tx.execute(
      sql`INSERT INTO terms_acceptance (customer_id, terms, version, accepted_at)
        VALUES (${created.id}, 'cgv', ${currentCgvVersion}, ${timestampOf(now)})`,
    );
    if (account.newsletter) await recordNewsletterChoice(tx, created.id, true, 'registration', now);
    const token = newToken();
    await tx.execute(
      sql`INSERT INTO customer_token (token_hash, customer_id, purpose, created_at, expires_at)
        VALUES (${hashToken(token)}, ${created.id}, 'email_verification', ${timestampOf(now)},
          ${timestampOf(new Date(now.getTime() + emailVerificationLifetimeMs))})`,
    );
    await queueEmail(
      tx,
      welcomeEmail(account.email, account.locale, {
        firstname: account.firstname,
        link: siteLink(deps, account.locale, `/account/confirm?token=${token}`),
        pro: account.proDetails !== null,
      }),
    );
  });
  return { accepted: true, message: customerMessage(account.locale, 'registered') };
}

/** Registers a shopper (CGV accepted, newsletter optional); the same answer when the e-mail has an account. */
export async function register(
  deps: CustomerDeps,
  input: RegisterInput,
): Promise<RegistrationResult> {
  const data = parseCustomerInput(registerSchema, input);
  checkPassword(data);
  // Hashed in both cases, before the transaction: a known e-mail costs the same time as a new one.
  const passwordHash = await hashPassword(data.password);
  return createAccount(deps, { ...data, passwordHash, proDetails: null });
}

/** Checks a professional registration's details; answers them normalized, or the problems. */
export function validateProDetails(data: z.output<typeof proSchema>): {
  details: ProDetails | null;
  problems: CustomerFieldProblem[];
} {
  const problems: CustomerFieldProblem[] = [];
  const siret = compactIdentifier(data.siret);
  if (!isValidSiret(siret)) problems.push({ field: 'siret', id: 'invalidSiret' });
  const vatNumber = compactIdentifier(data.vatNumber);
  if (!isValidFrenchVatNumber(vatNumber))
    problems.push({ field: 'vatNumber', id: 'invalidVatNumber' });
  else if (isValidSiret(siret) && vatNumber.slice(4) !== siret.slice(0, 9))
    problems.push({ field: 'vatNumber', id: 'vatSirenMismatch' });
  const { address, problems: addressProblems } = validateAddress('address', {
    ...data.address,
    firstname: data.firstname,
    lastname: data.lastname,
    company: data.company,
    telephone: data.phone,
  });
  for (const problem of addressProblems) {
    // The phone is its own field of the form, not the address's.
    const field = problem.field === 'address.telephone' ? 'phone' : problem.field;
    problems.push({ field, id: problem.id, values: problem.values });
  }
  if (data.phone.trim() === '') problems.push({ field: 'phone', id: 'required' });
  if (problems.length > 0 || !address) return { details: null, problems };
  return {
    details: {
      company: data.company,
      siret,
      vatNumber,
      activity: data.activity,
      phone: address.telephone ?? data.phone.trim(),
      address: {
        street: address.street,
        postcode: address.postcode,
        city: address.city,
        countryCode: address.countryCode,
      },
    },
    problems,
  };
}

/**
 * Registers a professional: the shopper's fields plus company, SIRET (Luhn), French VAT number (key check,
 * same SIREN), activity, phone and professional address. It starts *pending*: general prices until approved.
 */
export async function registerPro(
  deps: CustomerDeps,
  input: RegisterProInput,
): Promise<RegistrationResult> {
  const data = parseCustomerInput(proSchema, input);
  const { details, problems } = validateProDetails(data);
  const passwordIssue = passwordFieldProblem('password', data.password, data);
  if (passwordIssue) problems.unshift(passwordIssue);
  if (!details || problems.length > 0) throw new CustomerError('fixFields', problems);
  const passwordHash = await hashPassword(data.password);
  return createAccount(deps, { ...data, passwordHash, proDetails: details });
}
