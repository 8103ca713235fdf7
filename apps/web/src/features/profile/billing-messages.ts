import { isApiError } from '../../api/errors.ts';

/** The friendly notice the profile shows when billing answers 404 (spec 1 section 2). */
export const BILLING_DISABLED =
  'Billing features are not enabled for this environment yet. Token balance will appear here once available.';

export const NO_PACKS = 'Token packs are not configured yet. Please check back later.';

const serverOr = (error: unknown, fallback: string) =>
  isApiError(error) && error.serverMessage && error.status !== null && error.status < 500
    ? error.serverMessage
    : fallback;

/** Balance load failure (spec 1 section 8); 404 is not an error here but the billing-disabled notice. */
export function balanceFailure(error: unknown): string {
  if (isApiError(error) && error.status === 403) {
    return 'You do not have permission to view billing information.';
  }
  if (isApiError(error) && error.type === 'NETWORK_ERROR') {
    return error.message;
  }
  return serverOr(error, 'Failed to load billing information');
}

/** Token pack load failure. */
export function packsFailure(error: unknown): string {
  if (isApiError(error) && error.status === 404) {
    return 'Token purchases are not yet available in this environment.';
  }
  if (isApiError(error) && error.type === 'NETWORK_ERROR') {
    return error.message;
  }
  return serverOr(error, 'Failed to load token packs.');
}

/** Checkout start failure; `reloadPacks` tells the card to fetch the packs again (the chosen one is gone). */
export function checkoutFailure(error: unknown): { message: string; reloadPacks: boolean } {
  const status = isApiError(error) ? error.status : null;
  if (status === 403) {
    return { message: 'You do not have permission to purchase tokens.', reloadPacks: false };
  }
  if (status === 404) {
    return { message: 'The selected token pack is no longer available. Please try again.', reloadPacks: true };
  }
  if (status === 429) {
    return { message: 'You are making requests too quickly. Please wait a moment and try again.', reloadPacks: false };
  }
  if (isApiError(error) && error.type === 'NETWORK_ERROR') {
    return { message: error.message, reloadPacks: false };
  }
  return { message: serverOr(error, 'Failed to start checkout session. Please try again later.'), reloadPacks: false };
}
