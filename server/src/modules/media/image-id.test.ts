import { describe, expect, it } from 'vitest';
import { newImageId } from './image-id';

describe('newImageId', () => {
  it('starts with the words of the description and ends with a random part', () => {
    expect(newImageId('Students at the Science Fair!')).toMatch(/^students-at-the-science-fair-[a-z0-9]{6}$/);
    expect(newImageId('¡Olé! Niños en el jardín')).toMatch(/^ole-ninos-en-el-jardin-[a-z0-9]{6}$/);
  });

  it('cuts a long description at a word', () => {
    const id = newImageId('A very long description of a picture that goes on and on about what it shows');
    expect(id).toMatch(/^a-very-long-description-of-a-picture-[a-z0-9]{6}$/);
  });

  it('names a picture described without letters or digits', () => {
    expect(newImageId('…')).toMatch(/^picture-[a-z0-9]{6}$/);
  });

  it('gives two pictures described alike different ids', () => {
    expect(newImageId('Our garden')).not.toBe(newImageId('Our garden'));
  });
});
