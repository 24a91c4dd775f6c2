import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http';
import { Permissions } from '@/api/permissions';
import type { ListResultDto } from '@/api/types/abp';
import type { CreateEmailTemplateDto, EmailTemplateDto, EmailTypeDto } from '@/api/types/config';
import { configResource } from '@/components/config/configApi';
import { useTenantScope } from '@/components/resource/useTenantScope';

/** Subject and HTML body per e-mail type and language. */
export const emailTemplatesResource = configResource<EmailTemplateDto, CreateEmailTemplateDto>({
  name: 'email-templates',
  service: 'EmailTemplate',
  getTitle: (e) => `${e.emailTypeName} (${e.languageCode})`,
  write: Permissions.EmailTemplates,
});

/** EmailTemplate/GetTypes: the tenant's active e-mail types with their variables, for the editor and filter. */
export function useTemplateTypes(enabled = true) {
  const { tenantId } = useTenantScope();
  const query = useQuery({
    // Under the templates' root: saving a type (which invalidates it) refreshes the editor's list.
    queryKey: ['email-templates', 'types', tenantId],
    queryFn: () => api.get<ListResultDto<EmailTypeDto>>('EmailTemplate/GetTypes'),
    enabled,
    staleTime: 60_000,
  });
  const items = query.data?.items ?? [];
  return {
    ...query,
    items,
    options: items.map((type) => ({ value: type.id, label: type.name })),
    variablesOf: (id: number | undefined) => items.find((type) => type.id === id)?.variables ?? null,
  };
}

export interface EmailTemplateFormValues extends Record<string, unknown> {
  emailTypeId: number;
  languageCode: string;
  subject: string;
  htmlBody: string;
  isActive: boolean;
}
