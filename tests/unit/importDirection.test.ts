import { RuleTester } from 'eslint';
import path from 'node:path';
import { describe, it } from 'vitest';
import { importDirection } from '../../eslint/import-direction.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it;

const file = (rel: string) => path.resolve('src', rel);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('import-direction', importDirection, {
  valid: [
    { code: "import { api } from '@/api/http';", filename: file('features/users/UsersPage.tsx') },
    { code: "import { x } from './columns';", filename: file('features/users/UsersPage.tsx') },
    { code: "import { debounce } from '../lib/debounce';", filename: file('api/http.ts') },
    { code: "import { Table } from '@/components/table';", filename: file('booking/Landing.tsx') },
    { code: "const Page = () => import('@/features/users/UsersPage');", filename: file('app/routes.tsx') },
  ],
  invalid: [
    {
      code: "import { can } from '@/auth/can';",
      filename: file('api/http.ts'),
      errors: [{ messageId: 'layer' }],
    },
    {
      code: "import { x } from '../../app/shell';",
      filename: file('features/users/UsersPage.tsx'),
      errors: [{ messageId: 'layer' }],
    },
    {
      code: "import { x } from '../roles/api';",
      filename: file('features/users/UsersPage.tsx'),
      errors: [{ messageId: 'feature' }],
    },
    {
      code: "import { x } from '@/features/users/UsersPage';",
      filename: file('booking/Landing.tsx'),
      errors: [{ messageId: 'layer' }],
    },
    {
      code: "import { t } from '@/i18n/setup';",
      filename: file('lib/format.ts'),
      errors: [{ messageId: 'layer' }],
    },
  ],
});
