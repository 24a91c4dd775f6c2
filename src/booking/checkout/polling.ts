/**
 * How the result page asks again (research note §1.5): 1 s, doubling to at most 10 s, for two minutes; then it
 * stops and says the payer will get an e-mail. A bank transfer settles in hours or days: it keeps asking every
 * 30 s at most while the page is open.
 */
export const POLL_FIRST_MS = 1000;
export const POLL_MAX_MS = 10_000;
export const POLL_BUDGET_MS = 120_000;
export const TRANSFER_POLL_MAX_MS = 30_000;

export const pollDelay = (attempt: number, transfer = false) =>
  Math.min(POLL_FIRST_MS * 2 ** attempt, transfer ? TRANSFER_POLL_MAX_MS : POLL_MAX_MS);
