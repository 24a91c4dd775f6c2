import type { ServiceDefinition } from '../abp/service.js';
import { accountService } from './Account.js';
import { logService } from './Log.js';
import { sessionService } from './Session.js';
import { tokenAuthService } from './TokenAuth.js';

/** Every application service the server exposes. */
export function services(options: { loginRateLimit?: number }): ServiceDefinition[] {
  return [tokenAuthService(options), sessionService, accountService, logService];
}
