// @ts-check
// The floor for the API benchmark on PostgreSQL: plain node:http and the raw `pg` client answering GET /files with
// the same JSON as GET /api/files.php (session check included), with no framework at all. Reads the product's
// database (DATABASE_URL) through a pool of pg's default size, as TypeORM's is.
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveFileList } from './floor-api-serve.mjs';

/**
 * The part of `pg` used here (the package ships no types).
 * @typedef {{ query(query: { name?: string, text: string, values: unknown[] }): Promise<{ rows: unknown[] }> }} Pool
 * @typedef {import('./floor-api-serve.mjs').FloorReads} FloorReads
 */
const requireFromServer = createRequire(path.join(process.cwd(), 'server', 'package.json'));
/** @type {{ Pool: new (options: { connectionString?: string }) => Pool }} */
const pg = requireFromServer('pg');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });

// Named, so each pooled connection parses and plans them once: the plain client's way to run a hot query. With
// FLOOR_STATEMENTS=unnamed they are sent as TypeORM sends its own, parsed and planned on every call.
const named = process.env.FLOOR_STATEMENTS !== 'unnamed';
const sessionQuery = {
  name: named ? 'floor-session' : undefined,
  text: `SELECT u.role FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.token_hash = $1 AND s.expires_at > now()`,
};
const filesQuery = {
  name: named ? 'floor-files' : undefined,
  text: `SELECT f.id, f.original_name, f.size, f.visibility, u.name AS uploader_name, f.uploaded_at
         FROM files f JOIN users u ON u.id = f.uploader_id
         WHERE f.visibility = ANY($1) AND f.deleted_at IS NULL
         ORDER BY f.uploaded_at DESC, f.id DESC`,
};

serveFileList({
  userOf: async (tokenHash) => {
    const { rows } = await pool.query({ ...sessionQuery, values: [tokenHash] });
    return /** @type {Awaited<ReturnType<FloorReads['userOf']>>} */ (rows[0]);
  },
  visibleFiles: async (visibilities) => {
    const { rows } = await pool.query({ ...filesQuery, values: [visibilities] });
    return /** @type {import('./floor-api-serve.mjs').FileRow[]} */ (rows);
  },
});
