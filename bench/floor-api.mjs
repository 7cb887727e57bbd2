// @ts-check
// The floor for the API benchmark on SQLite: plain node:http and better-sqlite3 answering GET /files with the same
// JSON as GET /api/files.php (session check included), with no framework at all. Reads the product's database file.
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveFileList } from './floor-api-serve.mjs';

const requireFromServer = createRequire(path.join(process.cwd(), 'server', 'package.json'));
/** @type {typeof import('better-sqlite3')} */
const Database = requireFromServer('better-sqlite3');
const db = new Database(path.join(process.env.DATA_DIR ?? '', 'coop.sqlite'), { readonly: true });
db.pragma('busy_timeout = 5000');

/** @type {import('better-sqlite3').Statement<[string, string], { role: import('./floor-api-serve.mjs').RoleName }>} */
const sessionQuery = db.prepare(
  'SELECT u.role FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?',
);
/** @type {import('better-sqlite3').Statement<[string], import('./floor-api-serve.mjs').FileRow>} */
const filesQuery = db.prepare(
  `SELECT f.id, f.original_name, f.size, f.visibility, u.name AS uploader_name, f.uploaded_at
   FROM files f JOIN users u ON u.id = f.uploader_id
   WHERE f.visibility IN (SELECT value FROM json_each(?)) AND f.deleted_at IS NULL
   ORDER BY f.uploaded_at DESC, f.id DESC`,
);

serveFileList({
  // TypeORM keeps SQLite datetimes as UTC 'YYYY-MM-DD HH:MM:SS.SSS', which compare as text.
  userOf: (tokenHash) => sessionQuery.get(tokenHash, new Date().toISOString().replace('T', ' ').replace('Z', '')),
  visibleFiles: (visibilities) => filesQuery.all(JSON.stringify(visibilities)),
});
