import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.js';
import { lockDataDir } from '../db/dataDirLock.js';
import { prepareDatabase } from '../db/prepare.js';
import { isSeeded, seedDemoData } from '../db/seed.js';

/**
 * `npm run db:seed:scale -- --orders 1000000 [--tenant 3] [--batch 100000]`: adds that many generated orders to
 * the configured database (DATABASE_URL, else the embedded one in DATA_DIR), for the list benchmarks. The demo
 * data comes first when the database is empty. Orders are made in SQL (`generate_series`), deterministically (a
 * hash of the row number, not random()), spread over the demo tenants' customers, hotels, currencies and agents,
 * over the last two years, in every status; their paid amounts follow their status. Then the table is vacuumed
 * and analysed, so that the planner's estimates and index-only scans are those of a settled database.
 */
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    tenant: { type: 'string' },
    batch: { type: 'string', default: '100000' },
  },
});
const total = Number(values.orders);
const batch = Math.max(1000, Number(values.batch));
const onlyTenant = values.tenant === undefined ? null : Number(values.tenant);
if (!Number.isSafeInteger(total) || total < 1) throw new Error('--orders must be a positive whole number');

const config = readConfig();
const unlock = config.databaseUrl ? null : await lockDataDir(config.dataDir, null);
const database = await prepareDatabase(config, { seed: false });
const db = database.db;
if (!(await isSeeded(db))) {
  console.log('Empty database: seeding the demo data first.');
  await seedDemoData(db, { secret: config.jwtSecret });
}

const [start] = (
  (await db.execute(sql`select count(*)::int as n from orders where voucher_no like 'SC-%'`)) as unknown as {
    rows: { n: number }[];
  }
).rows;
let done = 0;
const began = Date.now();
const tenantFilter = onlyTenant === null ? sql`true` : sql`t.id = ${onlyTenant}`;
while (done < total) {
  const size = Math.min(batch, total - done);
  const from = (start?.n ?? 0) + done + 1;
  // Per tenant: its customers, its default and other currencies, its agents' codes; h is the row's hash.
  await db.execute(sql`
    with tenant as (
      select t.id,
        (select array_agg(c.id order by c.id) from customers c where c.tenant_id = t.id) as customers,
        (select array_agg(cu.code order by tc.is_default desc, cu.code) from tenant_currencies tc
          join currencies cu on cu.id = tc.currency_id where tc.tenant_id = t.id and tc.is_active) as currencies,
        (select array_agg(distinct upper(a.agent_code)) from payment_available_agencies a where a.tenant_id = t.id)
          as agents
      from tenants t
      where t.is_active and ${tenantFilter} and exists (select 1 from customers c where c.tenant_id = t.id)
    ),
    numbered as (select tenant.*, row_number() over (order by tenant.id) - 1 as k, count(*) over () as n from tenant),
    hotel as (select array_agg(id order by id) as ids from hotels),
    rows as (
      select g, abs(hashint8(g::bigint * 7919)) as h from generate_series(${from}::bigint, ${from + size - 1}::bigint) g
    ),
    made as (
      select r.g, r.h, t.*, hotel.ids as hotels,
        now() - ((r.h % (730 * 1440)) || ' minutes')::interval as created,
        1 + (r.h / 7) % 4 as status,
        (100 + (r.h / 13) % 490000) / 100.0 * (case when (r.h / 17) % 10 < 7 then 100 else 1 end) as price
      from rows r join numbered t on t.k = r.g % t.n cross join hotel
    )
    insert into orders (tenant_id, voucher_no, user_code, customer_id, hotel_id, check_in_date, check_out_date,
      adults, children, amount, paid_amount, currency, is_partial_payment, status, creation_time)
    select id, 'SC-' || lpad(g::text, 9, '0'),
      case when (h / 19) % 4 = 0 or agents is null then null else agents[1 + (h / 23) % array_length(agents, 1)] end,
      customers[1 + (h / 29) % array_length(customers, 1)],
      hotels[1 + (h / 31) % array_length(hotels, 1)],
      (created + ((3 + (h / 37) % 100) || ' days')::interval)::date,
      (created + ((5 + (h / 37) % 100 + (h / 41) % 9) || ' days')::interval)::date,
      1 + (h / 43) % 3, (h / 47) % 3,
      round(price, 2),
      case status when 3 then round(price, 2) when 2 then round(price / 2, 2) else 0 end,
      case when (h / 17) % 10 < 7 or array_length(currencies, 1) = 1 then currencies[1]
        else currencies[2 + (h / 53) % (array_length(currencies, 1) - 1)] end,
      status = 2 or (h / 59) % 5 = 0,
      status, created
    from made`);
  done += size;
  const seconds = (Date.now() - began) / 1000;
  console.log(
    `${done.toLocaleString('en')} of ${total.toLocaleString('en')} orders (${seconds.toFixed(0)} s)`,
  );
}
console.log('Vacuuming and analysing…');
await db.execute(sql`vacuum (analyze) orders`);
const [counted] = (
  (await db.execute(sql`select count(*)::int as n from orders`)) as unknown as { rows: { n: number }[] }
).rows;
console.log(`Done: ${counted?.n.toLocaleString('en')} orders in the database.`);
await database.close();
await unlock?.();
