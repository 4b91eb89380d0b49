/**
 * The least-privilege matrix of the back office (issue 18 item 2; decision 0780): ONE table of which role may
 * run which operation. Every operation of operations.ts calls `requirePermission` first, on the server; the
 * admin UI only reads `permissionsOf` to hide what would be refused anyway.
 */
import { AdminError } from './messages';
import type { StaffRole } from './schema';

export const adminOperations = [
  'orders.read',
  'orders.invoice',
  'orders.ship',
  'orders.cancel',
  'orders.refund',
  'returns.read',
  'returns.move',
  'returns.refund',
  'customers.read',
  'customers.approvePro',
  'customers.changeGroup',
  'reviews.read',
  'reviews.moderate',
  'products.read',
  'products.update',
  'content.read',
  'content.update',
  'helpdesk.read',
  'helpdesk.reply',
  'audit.read',
  'staff.manage',
] as const;

export type AdminOperation = (typeof adminOperations)[number];

const all = new Set<AdminOperation>(adminOperations);

/**
 * Customer service runs orders, returns, customers, reviews and the helpdesk, and reads the catalogue (to answer
 * about a product) but never changes it, nor the CMS content. The catalogue editor edits products, CMS pages and
 * blocks, and moderates reviews, and sees neither orders nor customers (personal data it does not need). The
 * manager does everything.
 */
export const permissionMatrix: Readonly<Record<StaffRole, ReadonlySet<AdminOperation>>> = {
  manager: all,
  customerService: new Set<AdminOperation>([
    'orders.read',
    'orders.invoice',
    'orders.ship',
    'orders.cancel',
    'orders.refund',
    'returns.read',
    'returns.move',
    'returns.refund',
    'customers.read',
    'customers.approvePro',
    'customers.changeGroup',
    'reviews.read',
    'reviews.moderate',
    'products.read',
    'helpdesk.read',
    'helpdesk.reply',
  ]),
  catalogEditor: new Set<AdminOperation>([
    'products.read',
    'products.update',
    'content.read',
    'content.update',
    'reviews.read',
    'reviews.moderate',
  ]),
};

export function can(role: StaffRole, operation: AdminOperation): boolean {
  return permissionMatrix[role]?.has(operation) ?? false;
}

/** Refuses (`forbidden`, 403) an operation the role may not run. */
export function requirePermission(staff: { role: StaffRole }, operation: AdminOperation): void {
  if (!can(staff.role, operation)) throw new AdminError('forbidden');
}

export function permissionsOf(role: StaffRole): AdminOperation[] {
  return adminOperations.filter((operation) => can(role, operation));
}
