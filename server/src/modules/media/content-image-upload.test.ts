import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentImageMessages,
  contentImagePath,
  fileMessages,
  maxContentImageBytes,
  type ContentImageEntry,
} from '@coop/contract';
import type { TestApp } from '../../test-support/test-app';
import { startApp, storeContents } from '../../test-support/storage-under-test';
import { Role } from '../accounts';

let app: TestApp;
let admin: string;
let teacher: string;
let parent: string;

beforeAll(async () => {
  app = await startApp();
  admin = await app.adminToken();
  teacher = (await app.seedUser({ role: Role.teacher })).token!;
  parent = (await app.seedUser({ role: Role.parent })).token!;
});
afterAll(async () => {
  await app.stop();
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0603a' } }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#2a6"/></svg>`,
      ),
    },
  ]);

// An accepted upload is listed in the saved images.json, as a new version by the uploader.
const imagesJson = () => JSON.parse(app.app.content.documents()['images.json']) as Record<string, ContentImageEntry>;

interface Uploaded {
  status: number;
  image?: ContentImageEntry & { id: string };
  error?: { message: string; code: string };
}

async function upload(
  token: string | undefined,
  name: string,
  bytes: Buffer,
  alt = 'Families at the science night',
): Promise<Uploaded> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation($file: Upload!, $alt: String!) { uploadContentImage(file: $file, alt: $alt) { id alt width height widths formats } }',
      variables: { file: null, alt },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body = (await response.json()) as {
    data?: { uploadContentImage: Uploaded['image'] };
    errors?: { message: string; extensions: { code: string } }[];
  };
  const error = body.errors?.[0];
  return {
    status: response.status,
    image: body.data?.uploadContentImage,
    error: error && { message: error.message, code: error.extensions.code },
  };
}

describe('uploadContentImage', () => {
  it.each([
    ['an administrator', () => admin],
    ['a teacher', () => teacher],
  ])('%s adds a JPEG: every width no wider than it, in every format, served and listed', async (_who, token) => {
    const jpeg = await photo(1000, 750).jpeg().toBuffer();
    const { image, error } = await upload(token(), 'science-night.jpg', jpeg);
    expect(error).toBeUndefined();
    expect(image).toMatchObject({
      alt: 'Families at the science night',
      width: 800,
      height: 600,
      widths: [480, 800],
      formats: ['avif', 'webp', 'jpg'],
    });
    expect(image!.id).toMatch(/^families-at-the-science-night-[a-z0-9]{6}$/);
    const { id, ...entry } = image!;
    expect(imagesJson()[id]).toEqual(entry);

    for (const width of [480, 800]) {
      for (const [format, type] of [
        ['avif', 'image/avif'],
        ['webp', 'image/webp'],
        ['jpg', 'image/jpeg'],
      ] as const) {
        const response = await fetch(app.url + contentImagePath(id, width, format));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(type);
        expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
        const served = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(served.width).toBe(width);
      }
    }
    expect((await fetch(app.url + contentImagePath(id, 1200, 'jpg'))).status).toBe(404);
  });

  it('makes a PNG smaller than the smallest width in its own width only', async () => {
    const png = await photo(300, 200).png().toBuffer();
    const { image } = await upload(admin, 'small.png', png, 'A small badge');
    expect(image).toMatchObject({ width: 300, height: 200, widths: [300] });
    expect((await fetch(app.url + contentImagePath(image!.id, 300, 'webp'))).status).toBe(200);
  });

  it('keeps serving the built pictures from disk, with the same cache headers', async () => {
    const response = await fetch(`${app.url}/content/images/about-1-480.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it.each<[string, () => string | undefined, number, string]>([
    ['a parent', () => parent, 403, fileMessages.uploadForbidden],
    ['a visitor', () => undefined, 401, fileMessages.noToken],
  ])('refuses %s before reading the picture, and keeps nothing', async (_who, token, status, message) => {
    const listed = imagesJson();
    const stored = (await storeContents(app)).files.length;
    const jpeg = await photo(600, 400).jpeg().toBuffer();
    const answer = await upload(token(), 'photo.jpg', jpeg);
    expect(answer.status).toBe(status);
    expect(answer.error?.message).toBe(message);
    expect(imagesJson()).toEqual(listed);
    expect((await storeContents(app)).files).toHaveLength(stored);
  });

  it.each([
    ['a text file named .jpg', 'notes.jpg', () => Buffer.from('These are my notes, not a picture.\n')],
    ['a GIF', 'anim.gif', () => photo(40, 40).gif().toBuffer()],
    ['a JPEG cut short', 'broken.jpg', async () => (await photo(900, 600).jpeg().toBuffer()).subarray(0, 400)],
  ])('refuses %s by its content, and keeps nothing', async (_what, name, bytes) => {
    const listed = imagesJson();
    const stored = (await storeContents(app)).files.length;
    const answer = await upload(teacher, name, await bytes());
    expect(answer.error).toEqual({ message: contentImageMessages.notAnImage, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(imagesJson()).toEqual(listed);
    expect(await storeContents(app)).toEqual({ files: expect.any(Array), tmp: [] });
    expect((await storeContents(app)).files).toHaveLength(stored);
  });

  it('refuses a picture over the size limit, and keeps nothing', async () => {
    const stored = (await storeContents(app)).files.length;
    const large = Buffer.concat([await photo(600, 400).jpeg().toBuffer(), Buffer.alloc(maxContentImageBytes)]);
    const answer = await upload(teacher, 'huge.jpg', large);
    expect(answer.error).toEqual({ message: contentImageMessages.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
    expect(await storeContents(app)).toEqual({ files: expect.any(Array), tmp: [] });
    expect((await storeContents(app)).files).toHaveLength(stored);
  });

  it('refuses a picture with more pixels than a photo needs, a small file of one colour, and keeps nothing', async () => {
    const listed = imagesJson();
    const stored = (await storeContents(app)).files.length;
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(maxContentImageBytes / 20);
    const answer = await upload(teacher, 'white.png', bomb);
    expect(answer.error).toEqual({ message: contentImageMessages.tooManyPixels, code: 'PAYLOAD_TOO_LARGE' });
    expect(imagesJson()).toEqual(listed);
    expect(await storeContents(app)).toEqual({ files: expect.any(Array), tmp: [] });
    expect((await storeContents(app)).files).toHaveLength(stored);
  });

  it('makes two pictures sent at the same time, one after the other, and lists both', async () => {
    const [first, second] = await Promise.all([
      upload(admin, 'first.jpg', await photo(1300, 900).jpeg().toBuffer(), 'First of two'),
      upload(teacher, 'second.png', await photo(900, 1300).png().toBuffer(), 'Second of two'),
    ]);
    expect(first.image).toMatchObject({ alt: 'First of two', width: 1200, height: 831 });
    expect(second.image).toMatchObject({ alt: 'Second of two', width: 800, height: 1156 });
    expect(Object.keys(imagesJson())).toEqual(expect.arrayContaining([first.image!.id, second.image!.id]));
  });

  it('refuses a picture without a description', async () => {
    const answer = await upload(teacher, 'photo.png', await photo(500, 500).png().toBuffer(), '   ');
    expect(answer.error).toEqual({ message: contentImageMessages.altRequired, code: 'BAD_USER_INPUT' });
  });

  it('keeps the pictures when the store is cleaned at the next start', async () => {
    const { image } = await upload(admin, 'kept.jpg', await photo(500, 400).jpeg().toBuffer(), 'Kept picture');
    const before = (await storeContents(app)).files.filter((name) => name.includes(image!.id));
    expect(before).toHaveLength(3);
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    if (app.config.fileStorage.kind === 'folder') {
      for (const name of before) fs.utimesSync(path.join(app.config.dataDir, 'files', name), old, old);
    }
    await app.stop({ keepData: true });
    app = await startApp({ dataDir: app.config.dataDir });
    expect((await fetch(app.url + contentImagePath(image!.id, 480, 'avif'))).status).toBe(200);
    admin = await app.adminToken();
  });
});
