import { and, eq, gte, inArray, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { dateRangeShape, rangeShape, v } from '../../../src/api/schemas/common.js';
import type { ServiceContext } from '../service.js';
import { containsText } from './sorting.js';

/**
 * A list filter kind: the query inputs it reads (camelCase; the wire's PascalCase matches case-insensitively)
 * and the condition it makes from them. New kinds are plain objects: no switch to extend.
 */
export interface Filter {
  shape: z.ZodRawShape;
  where(input: Record<string, unknown>, ctx: ServiceContext): SQL | undefined;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
// `as SQL` only picks the comparison overload; a column still maps its values at run time.
const present = (value: unknown) => value !== undefined && value !== null;

export const filter = {
  /** `Key` is found in any of the columns, case- and accent-insensitively ("cela" finds "Çela"). */
  text: (key: string, ...columns: (AnyColumn | SQL)[]): Filter => ({
    shape: { [key]: v.optionalString(256) },
    where: (input) => containsText(input[key] as string | null, columns),
  }),
  /** `Key` equals the column; the schema parses the value (a bool, an int, a string...). */
  exact: (key: string, column: AnyColumn | SQL, schema: z.ZodType = v.optionalString(256)): Filter => ({
    shape: { [key]: schema },
    where: (input) => (present(input[key]) ? eq(column as SQL, input[key]) : undefined),
  }),
  bool: (key: string, column: AnyColumn | SQL): Filter => filter.exact(key, column, v.optionalBool()),
  /** The column is one of the listed values: `Status=1,2` or `Status=1&Status=2`. */
  oneOf: (key: string, column: AnyColumn | SQL, item: z.ZodType = z.string()): Filter => ({
    shape: { [key]: v.optionalList(item) },
    where: (input) => {
      const list = input[key] as unknown[] | undefined;
      return list?.length ? inArray(column as SQL, list) : undefined;
    },
  }),
  /** A numeric or money range: `MinName` ≤ column ≤ `MaxName`, either bound optional. */
  range: (name: string, column: AnyColumn | SQL): Filter => {
    const [min, max] = [`min${cap(name)}`, `max${cap(name)}`];
    return {
      shape: rangeShape(name),
      // Compared as numeric, so that decimal bounds also work on integer columns.
      where: (input) =>
        and(
          present(input[min]) ? sql`${column} >= cast(${String(input[min])} as numeric)` : undefined,
          present(input[max]) ? sql`${column} <= cast(${String(input[max])} as numeric)` : undefined,
        ),
    };
  },
  /** A date range: `StartName` ≤ column ≤ `EndName` (e.g. StartCreationDate/EndCreationDate). */
  dateRange: (name: string, column: AnyColumn | SQL): Filter => {
    const [start, end] = [`start${cap(name)}`, `end${cap(name)}`];
    return {
      shape: dateRangeShape(name),
      where: (input) => both(input[start], input[end], column),
    };
  },
  /**
   * `TenantId` on a host-wide list (scope `hostSeesAll` adds it): the host narrows to one tenant's rows, or to
   * its own with 0; a tenant user's value is ignored (the scope already limits them to their tenant).
   */
  tenant: (column: AnyColumn): Filter => ({
    shape: { tenantId: v.optionalInt(0) },
    where: (input, ctx) => {
      const id = input.tenantId as number | undefined;
      if (id === undefined || ctx.session.tenantId !== null) return undefined;
      return id === 0 ? isNull(column) : eq(column, id);
    },
  }),
};

function both(low: unknown, high: unknown, column: AnyColumn | SQL): SQL | undefined {
  return and(
    present(low) ? gte(column as SQL, low) : undefined,
    present(high) ? lte(column as SQL, high) : undefined,
  );
}
