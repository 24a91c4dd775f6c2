import type { z } from 'zod';
import type { abpUserConfiguration } from '../schemas/userConfiguration';

/** ABP's bootstrap configuration (`GET /AbpUserConfiguration/GetAll`). */
export type AbpUserConfiguration = z.infer<typeof abpUserConfiguration>;
