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
    /** False when the answer was not an ABP envelope (a proxy's page, ASP.NET Core's bare 404). */
    readonly enveloped = true,
  ) {
    super(message);
    this.name = 'AbpApiError';
  }

  /** No response at all: offline, DNS, CORS, timeout. */
  get isNetworkError() {
    return this.status === 0;
  }

  /**
   * The backend has no such operation: a 404 without an ABP envelope, as ASP.NET Core answers for an unknown
   * route. A stock ABP module-zero backend answers so for every service this product adds to it. (A missing
   * entity is a 404 too, but inside an envelope.)
   */
  get isMissingOperation() {
    return this.status === 404 && !this.enveloped;
  }
}

export const isAbpApiError = (error: unknown): error is AbpApiError => error instanceof AbpApiError;
