import { messages, types, type Results } from '@electric-sql/pglite';

/**
 * Reads what PGlite's PostgreSQL answers to one exchange (the backend messages of the wire protocol) into a query
 * result, as PGlite's own `parseResults` would. PGlite's reader copies every field of every row into an
 * ArrayBuffer of its own before decoding it: on a page of 20 orders with 25 columns that was the largest part of
 * the server's time outside PostgreSQL itself. This one decodes each field straight from the answer's bytes.
 */

type Parser = (value: string, typeId: number) => unknown;
export type Parsers = Record<number, Parser | undefined>;

export interface Answer {
  /** The parameter types of a described statement (ParameterDescription). */
  parameterTypes: number[];
  /** The columns of its rows (RowDescription; none for a statement that returns no rows). */
  fields: Field[];
  result: Results<unknown>;
}

/** The fields of an ErrorResponse, named as node-postgres and PGlite name them on their DatabaseError. */
const ERROR_FIELDS: Record<string, string> = {
  S: 'severity',
  C: 'code',
  D: 'detail',
  H: 'hint',
  P: 'position',
  p: 'internalPosition',
  q: 'internalQuery',
  W: 'where',
  s: 'schema',
  t: 'table',
  c: 'column',
  d: 'dataType',
  n: 'constraint',
  F: 'file',
  L: 'line',
  R: 'routine',
};

const defaultParsers = types.parsers as unknown as Parsers;

export type Field = { name: string; dataTypeID: number };

/**
 * Reads `bytes` (the messages of one exchange ending in ReadyForQuery). Rows come as arrays or as objects keyed by
 * column name (`rowMode`), each value through `parsers[type]` or PGlite's default parser for its type. A statement's
 * ErrorResponse is thrown as PGlite's DatabaseError, after the whole answer has been read. `described` are the
 * columns of a prepared statement described before, for an answer that has no RowDescription of its own.
 */
export function readAnswer(
  bytes: Uint8Array,
  parsers: Parsers,
  rowMode: 'array' | 'object' = 'object',
  described: Field[] = [],
): Answer {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fields: Field[] = [...described];
  const rows: unknown[] = [];
  let parameterTypes: number[] = [];
  let command: string | undefined;
  let rowCount: number | undefined;
  let affectedRows = 0;
  let error: messages.DatabaseError | null = null;
  const handlersOf = (columns: Field[]) =>
    columns.map((f) => parsers[f.dataTypeID] ?? defaultParsers[f.dataTypeID]);
  let handlers = handlersOf(fields);

  let offset = 0;
  while (offset + 5 <= buffer.length) {
    const type = buffer[offset]!;
    const length = buffer.readInt32BE(offset + 1);
    const start = offset + 5;
    const end = offset + 1 + length;
    switch (type) {
      case 0x44: {
        // DataRow
        const count = buffer.readInt16BE(start);
        let at = start + 2;
        const row: unknown[] = new Array(count);
        for (let i = 0; i < count; i += 1) {
          const size = buffer.readInt32BE(at);
          at += 4;
          if (size < 0) {
            row[i] = null;
            continue;
          }
          const text = buffer.toString('utf8', at, at + size);
          at += size;
          const handler = handlers[i];
          row[i] = handler ? handler(text, fields[i]!.dataTypeID) : text;
        }
        if (rowMode === 'array') rows.push(row);
        else {
          const object: Record<string, unknown> = {};
          for (let i = 0; i < count; i += 1) object[fields[i]!.name] = row[i];
          rows.push(object);
        }
        break;
      }
      case 0x54: {
        // RowDescription
        const count = buffer.readInt16BE(start);
        let at = start + 2;
        fields.length = 0;
        for (let i = 0; i < count; i += 1) {
          const nul = buffer.indexOf(0, at);
          const name = buffer.toString('utf8', at, nul);
          at = nul + 1;
          const dataTypeID = buffer.readInt32BE(at + 6);
          at += 18;
          fields.push({ name, dataTypeID });
        }
        handlers = handlersOf(fields);
        break;
      }
      case 0x74: {
        // ParameterDescription
        const count = buffer.readInt16BE(start);
        parameterTypes = [];
        for (let i = 0; i < count; i += 1) parameterTypes.push(buffer.readUInt32BE(start + 2 + 4 * i));
        break;
      }
      case 0x43: {
        // CommandComplete: "SELECT 2", "INSERT 0 5", "UPDATE 3", "CREATE TABLE"
        const tag = buffer.toString('utf8', start, end - 1);
        const parts = tag.split(' ');
        command = parts[0];
        const n = parseInt(parts[parts.length - 1]!, 10);
        if (!Number.isNaN(n)) rowCount = n;
        if (command && ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command)) affectedRows += n;
        break;
      }
      case 0x45: {
        // ErrorResponse: the first one is what the statement failed with.
        if (!error) error = readError(buffer, start, end, length);
        break;
      }
      default:
        // ParseComplete, BindComplete, CloseComplete, NoData, ReadyForQuery, notices and parameter statuses.
        break;
    }
    offset = end;
  }
  if (error) throw error;
  const result: Results<unknown> = { rows, fields: [...fields], affectedRows };
  if (command !== undefined) Object.assign(result, { command });
  if (rowCount !== undefined) result.rowCount = rowCount;
  return { parameterTypes, fields: result.fields, result };
}

function readError(buffer: Buffer, start: number, end: number, length: number): messages.DatabaseError {
  const values: Record<string, string> = {};
  let at = start;
  while (at < end && buffer[at] !== 0) {
    const code = String.fromCharCode(buffer[at]!);
    const nul = buffer.indexOf(0, at + 1);
    values[code] = buffer.toString('utf8', at + 1, nul);
    at = nul + 1;
  }
  const error = new messages.DatabaseError(values.M ?? 'database error', length, 'error');
  for (const [code, name] of Object.entries(ERROR_FIELDS))
    if (values[code] !== undefined) Object.assign(error, { [name]: values[code] });
  return error;
}
