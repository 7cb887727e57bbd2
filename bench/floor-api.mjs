// @ts-check
// The floor for the API benchmark: plain node:http and better-sqlite3 answering GET /files with the same JSON as
// GET /api/files.php (session check included), with no framework at all. Reads the product's database file.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';

const requireFromServer = createRequire(path.join(process.cwd(), 'server', 'package.json'));
/** @type {typeof import('better-sqlite3')} */
const Database = requireFromServer('better-sqlite3');
const db = new Database(path.join(process.env.DATA_DIR ?? '', 'coop.sqlite'), { readonly: true });
db.pragma('busy_timeout = 5000');

/** @type {Record<string, string[]>} */
const visibleTo = {
  parent: ['everyone'],
  teacher: ['everyone', 'teachers_and_admins'],
  admin: ['everyone', 'teachers_and_admins', 'admin_only'],
};
/** @type {import('better-sqlite3').Statement<[string, string], { id: string; role: string }>} */
const sessionQuery = db.prepare(
  'SELECT u.id, u.role FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ?',
);
/** @type {import('better-sqlite3').Statement<[string], { id: string; uploaded_at: string }>} */
const filesQuery = db.prepare(
  `SELECT f.id, f.original_name, f.size, f.visibility, u.name AS uploader_name, f.uploaded_at
   FROM files f JOIN users u ON u.id = f.uploader_id
   WHERE f.visibility IN (SELECT value FROM json_each(?)) ORDER BY f.uploaded_at DESC, f.id DESC`,
);

createServer((req, res) => {
  const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
  // TypeORM keeps SQLite datetimes as UTC 'YYYY-MM-DD HH:MM:SS.SSS'.
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  const user = sessionQuery.get(createHash('sha256').update(token).digest('hex'), now);
  if (!user) {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end('{"success":false}');
    return;
  }
  const files = filesQuery.all(JSON.stringify(visibleTo[user.role])).map((file) => ({
    ...file,
    uploaded_at: new Date(`${file.uploaded_at.replace(' ', 'T')}Z`).toISOString(),
    url: `/files/${file.id}`,
  }));
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ success: true, files }));
}).listen(Number(process.env.PORT), '127.0.0.1');
