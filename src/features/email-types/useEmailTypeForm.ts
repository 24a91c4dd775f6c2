import type { EmailTypeDto } from '@/api/types/config';
import { useResourceForm } from '@/components/form/useResourceForm';
import { emailTypesResource, type EmailTypeFormValues } from './emailTypesResource';

export function useEmailTypeForm() {
  return useResourceForm<EmailTypeDto, EmailTypeFormValues>({
    resource: emailTypesResource,
    defaults: { isActive: true },
    toValues: ({ kind, name, description, isActive }) => ({ kind, name, description, isActive }),
    // The template editor lists the types with their names.
    invalidates: ['email-templates'],
  });
}
