import type { AjaxResponse, ErrorInfo } from '../../src/api/types/abp.js';

export function success<T>(result: T): AjaxResponse<T> {
  return { result, targetUrl: null, success: true, error: null, unAuthorizedRequest: false, __abp: true };
}

export function failure(
  error: Partial<ErrorInfo> & { message: string },
  unAuthorizedRequest = false,
): AjaxResponse<null> {
  return {
    result: null,
    targetUrl: null,
    success: false,
    error: { code: 0, details: null, validationErrors: null, ...error },
    unAuthorizedRequest,
    __abp: true,
  };
}
