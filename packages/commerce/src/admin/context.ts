/** What every back-office operation receives: the store's services, the signed-in staff member, the language. */
import type { SiteLocale } from '../config';
import type { AfterSalesDeps } from '../afterSales/orderRecord';
import type { AuditActor } from './auditLog';
import type { Staff } from './staffAccounts';

/** The parts of the store (`openStore`) the back office uses: the after-sales operations' dependencies. */
export type AdminStore = AfterSalesDeps;

export interface AdminContext {
  store: AdminStore;
  staff: Staff;
  locale: SiteLocale;
  /** Where the helpdesk keeps attachments (the storefront's DATA_DIR/helpdesk-attachments). */
  helpdeskAttachmentsDir?: string;
  /** The shop's media root (MEDIA_ROOT), where product images are stored: uploads are off without it. */
  mediaRoot?: string;
}

export function actorOf(staff: Staff): AuditActor {
  return { staffId: staff.id, actor: staff.email };
}

/** A page of a list: rows and the total count (react-admin shows the pagination from it). */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

export interface PageRequest {
  offset?: number;
  limit?: number;
}

/** The page asked, within bounds: `offset=1e30` overflowed PostgreSQL's OFFSET (a 500); it is past the end. */
export function limitOf(
  page: PageRequest = {},
  { defaultLimit = 25, maxLimit = 100 } = {},
): { limit: number; offset: number } {
  const limit = Math.min(Math.max(Math.trunc(Number(page.limit) || defaultLimit), 1), maxLimit);
  const offset = Math.min(Math.max(Math.trunc(Number(page.offset) || 0), 0), 2_147_483_647);
  return { limit, offset };
}

/**
 * A whole number as a form or a script sends it: a JSON number, or a string of digits; anything else is NaN (and
 * refused by the caller). `Number()` alone read `true` as 1, `[500]` as 500 and `"0x10"` as 16: a price of 1 cent
 * saved from a boolean.
 */
export function wholeNumberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/**
 * Whether a value is a day of the calendar as `YYYY-MM-DD`. The pattern alone let `2026-02-30` or `2026-13-45`
 * through to PostgreSQL's `::date`, which refused them with an error (a 500).
 */
export function isCalendarDay(value: unknown): value is string {
  // Year 0 does not exist for PostgreSQL either.
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '0001')
    return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Whether a number can be a row id: a positive integer within PostgreSQL's `integer`. An id from a URL such as
 * `99999999999999999999` is an integer to JavaScript but overflowed the column in the query (a 500): it is
 * simply not found.
 */
export function isRecordId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= 2_147_483_647;
}
