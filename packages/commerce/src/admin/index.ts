/**
 * The back office's service (issue 18; decision 0780): staff accounts and sign-in, the permission matrix, the
 * append-only audit log, and the staff operations over orders, returns, customers, reviews and the catalogue.
 * The admin HTTP API of the storefront process (apps/storefront/server/admin) calls only these.
 */
export { countAudit, ensureAuditLogGuard, listAudit, type AuditEntry } from './auditLog';
export type { AdminContext, AdminStore, Page, PageRequest } from './context';
export { limitOf } from './context';
export {
  getProduct,
  listProducts,
  listReviews,
  moderateReview,
  updateProduct,
} from './catalogOperations';
export {
  approveProAsStaff,
  changeCustomerGroup,
  getCustomer,
  listCustomers,
  refuseProAsStaff,
} from './customerOperations';
export {
  closeTicketAsStaff,
  getTicketAsStaff,
  listTicketsAsStaff,
  replyToTicket,
} from './helpdeskOperations';
export {
  type ContentDetail,
  type ContentKind,
  getContent,
  listContent,
  updateContent,
} from './contentOperations';
export { AdminError, adminMessage } from './messages';
export {
  addProductImage,
  maxImageBytes,
  type ProductImage,
  removeProductImage,
  uploadFormatOf,
} from './productImages';
export {
  cancelOrderAsStaff,
  getOrder,
  getReturn,
  invoiceOrderAsStaff,
  listOrders,
  listReturns,
  moveReturnAsStaff,
  refundOrderAsStaff,
  refundReturnAsStaff,
  shipOrderAsStaff,
} from './orderOperations';
export {
  adminOperations,
  can,
  permissionsOf,
  requirePermission,
  type AdminOperation,
} from './permissions';
export { staffRoles, type StaffRole } from './schema';
export {
  createStaff,
  defaultStaffSessionPolicy,
  signInStaff,
  signOutStaff,
  type Staff,
  staffOfSession,
} from './staffAccounts';
