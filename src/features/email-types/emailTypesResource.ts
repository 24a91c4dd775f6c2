import { Permissions } from '@/api/permissions';
import type { CreateEmailTypeDto, EmailTypeDto } from '@/api/types/config';
import { configResource } from '@/components/config/configApi';

/** The tenant's e-mail types: one per kind the server sends, named by the tenant. */
export const emailTypesResource = configResource<EmailTypeDto, CreateEmailTypeDto>({
  name: 'email-types',
  service: 'EmailType',
  getTitle: (e) => e.name,
  write: Permissions.EmailTypes,
});

export interface EmailTypeFormValues extends Record<string, unknown> {
  kind: number;
  name: string;
  description: string | null;
  isActive: boolean;
}
