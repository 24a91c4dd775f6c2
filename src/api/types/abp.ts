/** The ASP.NET Boilerplate response envelope and its error parts. */
export interface ValidationErrorInfo {
  message: string;
  members: string[] | null;
}

export interface ErrorInfo {
  code: number;
  message: string;
  details: string | null;
  validationErrors: ValidationErrorInfo[] | null;
  /** The reference server's id of this failure in its log (not sent by a stock ABP backend). */
  correlationId?: string;
}

export interface AjaxResponse<T> {
  result: T | null;
  targetUrl: string | null;
  success: boolean;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
  __abp: true;
}

export interface EntityDto<TKey = number> {
  id: TKey;
}

export interface ListResultDto<T> {
  items: T[];
}

export interface PagedResultDto<T> extends ListResultDto<T> {
  totalCount: number;
  /** Big lists (orders): true when `totalCount` is the database's estimate rather than an exact count. */
  totalCountIsEstimate?: boolean;
}

export interface PagedRequest {
  skipCount?: number;
  maxResultCount?: number;
  sorting?: string;
}
