import { createRequire } from 'node:module';
import type BetterSqlite3Types from 'better-sqlite3';

/**
 * The two builds of the SQLite driver that apps/server depends on. Neither runs on every supported Node.js:
 * - better-sqlite3 12 is compiled from source when installed, for the Node.js that installs it. On Node.js
 *   >= 24.19 it aborts the process when it frees a statement (SIGABRT in Statement::~Statement,
 *   WiseLibs/better-sqlite3#1515, closed without a fix in 12).
 * - better-sqlite3 13 (installed under the alias `better-sqlite3-node22`) fixes that. It ships a prebuilt
 *   Node-API 10 binary inside its npm package, so nothing is compiled; Node.js without Node-API 10
 *   (Node.js 20, and 22 before 22.14) crashes with a segmentation fault when it loads that binary.
 * Their JavaScript API is the same (the types are better-sqlite3's).
 */
export type SqliteDriverPackage = 'better-sqlite3' | 'better-sqlite3-node22';

/** The first Node-API version better-sqlite3 13's prebuilt binary loads on. */
const NODE_API_OF_BETTER_SQLITE3_13 = 10;

/** The driver build a Node.js with this Node-API version (`process.versions.napi`) can load. */
export function sqliteDriverFor(nodeApiVersion: string): SqliteDriverPackage {
  return Number(nodeApiVersion) >= NODE_API_OF_BETTER_SQLITE3_13 ? 'better-sqlite3-node22' : 'better-sqlite3';
}

/** The driver package this process loads (worker threads are told it, so they load the same). */
export const SQLITE_DRIVER_PACKAGE = sqliteDriverFor(process.versions.napi ?? '0');

/**
 * better-sqlite3's Database class from the build chosen above. Loaded with require, by name at run time: a
 * static import would load one build whatever the Node.js, and the compiled server keeps the driver out
 * of its bundle either way (apps/server/build.mjs), resolving it from node_modules.
 */
export const BetterSqlite3 = createRequire(import.meta.url)(SQLITE_DRIVER_PACKAGE) as typeof BetterSqlite3Types;
