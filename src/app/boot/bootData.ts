/** What the build tells index.html's boot script (pageBoot.ts); no imports, the build reads it too. */

export const BOOT_DATA_ID = 'cc-boot-data';

/** Written by the build: every file once, routes and languages as indexes into `files`. */
export interface PageBootData {
  /** Chunk URLs (JS and CSS), as the app's own preload helper names them. */
  files: string[];
  /**
   * Route → files it needs beyond the entry: `/login`, each admin route (`/users`), each public path (`/`,
   * `/result/:paymentId`), and the layouts `@antd` (antd layout), `@shell` (signed-in frame), `@booking`. A
   * page lists only what its layouts do not bring, `@shell` only what `@antd` does not.
   */
  routes: Record<string, number[]>;
  /** The routes above that are public pages (with `@booking`, not the admin's layouts). */
  publicPaths: string[];
  /** Language code → its date and antd locale chunks. */
  locales: Record<string, number[]>;
}
