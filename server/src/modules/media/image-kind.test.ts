import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageKindOf } from './image-kind';

const picture = sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } });

describe('imageKindOf', () => {
  it.each([
    ['jpeg', () => picture.clone().jpeg().toBuffer()],
    ['png', () => picture.clone().png().toBuffer()],
    ['webp', () => picture.clone().webp().toBuffer()],
    ['avif', () => picture.clone().avif().toBuffer()],
  ] as const)('knows a %s by its bytes', async (kind, make) => {
    expect(imageKindOf(await make())).toBe(kind);
  });

  it.each([
    ['text', Buffer.from('Just some words, not a picture at all')],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['PDF', Buffer.from('%PDF-1.4\n')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(imageKindOf(bytes)).toBeUndefined();
  });
});
