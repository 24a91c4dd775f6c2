import type { LanguageCodeDto } from '@/api/types/config';
import { useResourceForm } from '@/components/form/useResourceForm';
import { languageCodesResource, type LanguageCodeFormValues } from './languageCodesResource';

export function useLanguageCodeForm() {
  return useResourceForm<LanguageCodeDto, LanguageCodeFormValues>({
    resource: languageCodesResource,
    defaults: { isActive: true },
    toValues: ({ code, name, nativeName, culture, isActive }) => ({
      code,
      name,
      nativeName,
      culture,
      isActive,
    }),
    nameOf: (values) => values.code.trim(),
  });
}
