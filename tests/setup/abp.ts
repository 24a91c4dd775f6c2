import type { ValidationErrorInfo } from '@/api/types/abp';

/** The ABP envelope around a successful result, as msw handlers answer. */
export const envelope = (result: unknown) => ({
  result,
  targetUrl: null,
  success: true,
  error: null,
  unAuthorizedRequest: false,
  __abp: true,
});

/** A failed ABP envelope: the message, then optional field errors and details. */
export const errorEnvelope = (
  message: string,
  validationErrors: ValidationErrorInfo[] | null = null,
  details: string | null = null,
) => ({
  result: null,
  targetUrl: null,
  success: false,
  error: { code: 0, message, details, validationErrors },
  unAuthorizedRequest: false,
  __abp: true,
});
