import type { Resource } from '../resource/resource';

/* What useResourceForm is given (useResourceForm.ts). */

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

export interface UseResourceFormOptions<T, V extends FormValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- `submit` decides what is sent
  resource: Resource<T, any, any>;
  /** Values of a new record. */
  defaults?: Partial<V>;
  /** Values of an existing record; default the record itself (the form reads the fields it shows). */
  toValues?(record: T): Partial<V>;
  /** Loads an existing record's values (e.g. GetRoleForEdit); the drawer shows a skeleton meanwhile. */
  load?(record: T): Promise<Partial<V>>;
  /**
   * Default: `resource.create(values)` or `resource.update({ ...record, ...values })`. On edit, `record` carries
   * the concurrency stamp the form was opened with (also given as `concurrencyStamp`): send it with the update.
   */
  submit?(
    values: V,
    context: { mode: FormMode; record: T | null; concurrencyStamp?: string },
  ): Promise<unknown>;
  /** Names the saved record in the success notification; default the record's title or the `name` field. */
  nameOf?(values: V, record: T | null): string;
  /** Other resources whose queries the save makes stale (e.g. users after a role is renamed). */
  invalidates?: string[];
  /** Success text; default "Saved “name”". */
  successMessage?(name: string, mode: FormMode): string;
  /**
   * The form follows the record route: `/users/new` creates, `/users/5` edits record 5 (read with
   * `resource.get` after a reload or from a shared link), and closing returns to the list with its query.
   * Default: on where the route gives records an address (`records: true` in the route table); a second form on
   * the same page (e.g. reset password) says `routed: false`.
   */
  routed?: boolean;
  /**
   * Names the form's draft, kept when a save meets a 401 and restored after signing in again; default the
   * resource's name. Give one to a second form of the same resource on a page.
   */
  draftKey?: string;
}

/** An open form: its key (changes per open), create or edit, and the record edited. */
export interface FormSession<T> {
  key: string;
  mode: FormMode;
  record: T | null;
}
