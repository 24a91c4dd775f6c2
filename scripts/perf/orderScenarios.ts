/**
 * The `Order/GetOrders` requests the order benchmarks measure (`npm run bench:orders`) and explain
 * (`scripts/perf/orderPlans.ts`). `core` ones are those of issue 12 (first page, status + date range + currency,
 * deep page); the others cover each filter and each sortable column.
 */
import { orderSorting } from '../../src/api/schemas/listFields.js';

export interface OrderScenario {
  name: string;
  query: string;
  core?: boolean;
}

const day = 86_400_000;
const q = (params: Record<string, string>) =>
  new URLSearchParams({ MaxResultCount: '20', ...params }).toString();
const daysAgo = (n: number) => new Date(Date.now() - n * day).toISOString();
const dayIn = (n: number) => new Date(Date.now() + n * day).toISOString().slice(0, 10);

/** Every field Order/GetOrders sorts by. */
export const SORTABLE = orderSorting;

export const ORDER_SCENARIOS: OrderScenario[] = [
  { name: 'first page', query: q({}), core: true },
  {
    name: 'filtered page',
    query: q({ Status: '3', Currency: 'RSD', StartCreationDate: daysAgo(180), EndCreationDate: daysAgo(0) }),
    core: true,
  },
  { name: 'deep page', query: q({ SkipCount: '5000' }), core: true },
  { name: 'voucher prefix', query: q({ VoucherNo: 'SC-0000012' }) },
  { name: 'status', query: q({ Status: '2' }) },
  { name: 'creation dates', query: q({ StartCreationDate: daysAgo(30), EndCreationDate: daysAgo(0) }) },
  { name: 'check-in dates', query: q({ StartCheckInDate: dayIn(0), EndCheckInDate: dayIn(14) }) },
  { name: 'amount range', query: q({ MinAmount: '1000', MaxAmount: '2000' }) },
  { name: 'agent code', query: q({ UserCode: 'BEG-001' }) },
  { name: 'filtered deep page', query: q({ Status: '1', SkipCount: '5000' }) },
  ...SORTABLE.flatMap((field) =>
    (['asc', 'desc'] as const).map((direction) => ({
      name: `sort ${field} ${direction}`,
      query: q({ Sorting: `${field} ${direction}` }),
    })),
  ),
];
