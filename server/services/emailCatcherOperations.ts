import { z } from 'zod';
import { Permissions } from '../../src/api/permissions.js';
import { caughtMessageDetailDto, caughtMessageListDto } from '../../src/api/schemas/emailAccount.js';
import { idInput } from '../../src/api/schemas/common.js';
import { EntityNotFoundError } from '../abp/errors.js';
import { op } from '../abp/service.js';
import type { CaughtMessage } from '../mail/catcher.js';

const summary = (m: CaughtMessage) => ({
  id: m.id,
  from: m.from,
  to: m.to,
  subject: m.subject,
  receivedAt: m.receivedAt.toISOString(),
  size: m.size,
});

/**
 * The SMTP catcher's messages, for the host only (they may come from any tenant): on top of the service's
 * Pages.Email.EmailAccounts, each operation needs Pages.Tenants, which no tenant user can hold.
 */
export const caughtMessageOperations = {
  GetCaughtMessages: op({
    permission: Permissions.Tenants,
    output: caughtMessageListDto,
    handler: (ctx) => {
      const catcher = ctx.deps.smtpCatcher;
      return {
        isRunning: catcher !== null,
        address: catcher ? `${catcher.host}:${catcher.port}` : null,
        capacity: catcher?.capacity ?? 0,
        items: (catcher?.messages() ?? []).map(summary),
      };
    },
  }),
  GetCaughtMessage: op({
    permission: Permissions.Tenants,
    input: idInput,
    output: caughtMessageDetailDto,
    handler: (ctx, input) => {
      const message = ctx.deps.smtpCatcher?.find(input.id);
      if (!message) throw new EntityNotFoundError('CaughtMessage', input.id);
      return { ...summary(message), html: message.html, text: message.text };
    },
  }),
  DeleteCaughtMessages: op({
    permission: Permissions.Tenants,
    input: z.object({}),
    handler: (ctx) => {
      ctx.deps.smtpCatcher?.clear();
    },
  }),
};
