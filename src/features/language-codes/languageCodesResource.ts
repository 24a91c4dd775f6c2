import { Permissions } from '@/api/permissions';
import type { CreateLanguageCodeDto, LanguageCodeDto } from '@/api/types/config';
import { configResource } from '@/components/config/configApi';

/** The languages the product knows: every signed-in user reads them, the host (Pages.Tenants) changes them. */
export const languageCodesResource = configResource<LanguageCodeDto, CreateLanguageCodeDto>({
  name: 'language-codes',
  service: 'LanguageCode',
  getTitle: (l) => l.code,
  write: Permissions.Tenants,
});

export interface LanguageCodeFormValues extends Record<string, unknown> {
  code: string;
  name: string;
  nativeName: string;
  culture: string;
  isActive: boolean;
}
