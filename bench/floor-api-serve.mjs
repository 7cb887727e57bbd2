// @ts-check
// What the API floors share, whatever the database: the session check by the token's SHA-256, the visibility
// table, the JSON of GET /api/files.php, and the node:http server answering it. Each floor brings two reads.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { visibleToRole } from '@coop/contract';

/**
 * A file row as both floors select it. SQLite hands the time back as TypeORM keeps it there (UTC text,
 * "2026-11-22 21:36:09.123"), PostgreSQL as a Date.
 * @typedef {{ id: string, original_name: string, size: number, visibility: string, uploader_name: string,
 *   uploaded_at: string | Date }} FileRow
 * @typedef {keyof typeof visibleToRole} RoleName
 * @typedef {object} FloorReads
 * @property {(tokenHash: string) => { role: RoleName } | undefined | Promise<{ role: RoleName } | undefined>} userOf
 *   the signed-in account of an unexpired session
 * @property {(visibilities: readonly string[]) => FileRow[] | Promise<FileRow[]>} visibleFiles
 *   live files in those audiences with their uploaders' names, newest first
 */

/** @param {string | Date} time */
const isoOf = (time) => (typeof time === 'string' ? `${time.slice(0, 10)}T${time.slice(11)}Z` : time.toISOString());

/**
 * The product's REST shape of a file, field for field and in its order.
 * @param {FileRow} file
 */
const fileJson = (file) => ({
  id: file.id,
  original_name: file.original_name,
  size: file.size,
  visibility: file.visibility,
  uploader_name: file.uploader_name,
  uploaded_at: isoOf(file.uploaded_at),
  url: `/files/${file.id}`,
});

/**
 * Answers every request on PORT as GET /api/files.php answers it, with no framework at all.
 * @param {FloorReads} reads
 */
export function serveFileList(reads) {
  createServer(async (req, res) => {
    try {
      const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const user = await reads.userOf(createHash('sha256').update(token).digest('hex'));
      if (!user) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end('{"success":false}');
        return;
      }
      const files = (await reads.visibleFiles(visibleToRole[user.role])).map(fileJson);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ success: true, files }));
    } catch (error) {
      console.error(error);
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"success":false}');
    }
  }).listen(Number(process.env.PORT), '127.0.0.1');
}
