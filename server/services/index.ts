import type { ServiceDefinition } from '../abp/service.js';
import { accountService } from './Account.js';
import { logService } from './Log.js';
import { roleService } from './Role.js';
import { sessionService } from './Session.js';
import { tenantService } from './Tenant.js';
import { tokenAuthService } from './TokenAuth.js';
import { userService } from './User.js';
import { userProfileService } from './UserProfile.js';

/** Every application service the server exposes. */
export function services(options: { loginRateLimit?: number }): ServiceDefinition[] {
  return [
    tokenAuthService(options),
    sessionService,
    accountService,
    logService,
    tenantService,
    userService,
    userProfileService,
    roleService,
  ];
}
