import { Permissions } from '@/api/permissions';
import type { TripDirection } from '@/api/schemas/transferInformationSetting';
import type { CreateTransferInformationSettingDto, TransferInformationSettingDto } from '@/api/types/config';
import { configResource } from '@/components/config/configApi';

/** Per transfer supplier: where transfer information is asked for, and which trip directions it offers. */
export const transferSettingsResource = configResource<
  TransferInformationSettingDto,
  CreateTransferInformationSettingDto
>({
  name: 'transfer-information-settings',
  service: 'TransferInformationSetting',
  getTitle: (s) => s.supplierCode,
  write: Permissions.TransferInformationSettings,
});

export interface TransferSettingFormValues extends Record<string, unknown> {
  supplierCode: string;
  endpointUrl: string;
  userName: string | null;
  credentials?: string;
  clearCredentials?: boolean;
  timeoutSeconds: number | null;
  tripDirections: TripDirection[];
  isActive: boolean;
}
