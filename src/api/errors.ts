import type { ValidationErrorInfo } from './types/abp';

/** One error type for every failed call: the envelope's message, details and field errors, plus the status. */
export class AbpApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: string | null = null,
    readonly validationErrors: ValidationErrorInfo[] = [],
    readonly unAuthorizedRequest = false,
    readonly code = 0,
  ) {
    super(message);
    this.name = 'AbpApiError';
  }

  /** No response at all: offline, DNS, CORS, timeout. */
  get isNetworkError() {
    return this.status === 0;
  }
}

export const isAbpApiError = (error: unknown): error is AbpApiError => error instanceof AbpApiError;
