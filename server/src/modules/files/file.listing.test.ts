import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { fileUrl } from './file.listing';

describe('fileUrl', () => {
  it('writes an id the server gave as it is', () => {
    expect(fileUrl('0b9e7c2a-5f1d-4c8e-9a3b-2d4f6e8a0c1b')).toBe('/files/0b9e7c2a-5f1d-4c8e-9a3b-2d4f6e8a0c1b');
  });

  it('encodes any other character, so an id can never reach past its own address', () => {
    expect(fileUrl('../users.php?x=1 #é')).toBe('/files/..%2Fusers.php%3Fx%3D1%20%23%C3%A9');
  });
});
