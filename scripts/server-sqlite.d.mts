import type SQLite from 'better-sqlite3';

declare const Database: typeof SQLite;
export default Database;
