/**
 * The checkout's forward-only steps (issue 7 item 4): the server says which step is the first incomplete one
 * (`Checkout.step`); the page shows every earlier step as a summary with "Edit", that step as a form, and the
 * later ones disabled. An "Edit" link (`?edit=<slug>`) reopens a completed step; the server clears what
 * depends on it when it changes.
 */
export const checkoutSteps = ['EMAIL', 'ADDRESSES', 'SHIPPING', 'PAYMENT', 'REVIEW'] as const;
export type CheckoutStepName = (typeof checkoutSteps)[number];

/** How a step shows: `done` (summary + Edit), `current` (its form), `locked` (disabled until earlier ones are done). */
export type CheckoutStepState = 'done' | 'current' | 'locked';

/** The URL name of each step (`?edit=addresses`). */
export const checkoutStepSlugs: Record<CheckoutStepName, string> = {
  EMAIL: 'email',
  ADDRESSES: 'addresses',
  SHIPPING: 'shipping',
  PAYMENT: 'payment',
  REVIEW: 'review',
};

export function stepIndex(step: CheckoutStepName): number {
  return checkoutSteps.indexOf(step);
}

/** The step named by a slug, or `null`. */
export function stepOfSlug(slug: string | null | undefined): CheckoutStepName | null {
  const found = checkoutSteps.find((step) => checkoutStepSlugs[step] === slug);
  return found ?? null;
}

/**
 * The step the shopper works on: the one asked to edit when it is already complete (a step cannot be
 * skipped by editing the URL), else the server's first incomplete step.
 */
export function activeCheckoutStep(
  serverStep: CheckoutStepName,
  editSlug: string | null | undefined,
): CheckoutStepName {
  const edited = stepOfSlug(editSlug);
  if (edited && stepIndex(edited) < stepIndex(serverStep)) return edited;
  return serverStep;
}

/** The state of every step when the shopper works on `active`. */
export function checkoutStepStates(
  active: CheckoutStepName,
): Record<CheckoutStepName, CheckoutStepState> {
  const activeAt = stepIndex(active);
  return Object.fromEntries(
    checkoutSteps.map((step, index) => [
      step,
      index < activeAt ? 'done' : index === activeAt ? 'current' : 'locked',
    ]),
  ) as Record<CheckoutStepName, CheckoutStepState>;
}
