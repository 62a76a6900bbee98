import { IMAGE_MAX_BYTES, MESSAGES } from '@clearsheets/shared';
import { describe, expect, it } from 'vitest';
import { encodedName, fitsBudget, imageFileProblem, scaledSize } from './image-rules';

describe('imageFileProblem', () => {
  it('takes png, jpeg and jpg files', () => {
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(imageFileProblem({ name: 'b.JPG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageFileProblem({ name: 'c.jpeg', type: 'image/jpeg', size: 10 })).toBeNull();
  });

  it('refuses other types with the spec message, and empty picks with "Please upload image"', () => {
    expect(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(MESSAGES.imageTypes);
    expect(imageFileProblem({ name: 'a.png.exe', type: 'image/png', size: 10 })).toBe(MESSAGES.imageTypes);
    expect(imageFileProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe(MESSAGES.imageTypes);
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe(MESSAGES.uploadImage);
    expect(imageFileProblem(null)).toBe(MESSAGES.uploadImage);
  });
});

describe('scaledSize', () => {
  it('brings the long side down to 400 px, keeping proportions', () => {
    expect(scaledSize(1600, 1200)).toEqual({ width: 400, height: 300 });
    expect(scaledSize(300, 900)).toEqual({ width: 133, height: 400 });
  });

  it('never enlarges a small image', () => {
    expect(scaledSize(120, 80)).toEqual({ width: 120, height: 80 });
  });
});

describe('budget and names', () => {
  it('knows when an image already fits 0.3 MB and 400 px', () => {
    expect(fitsBudget(IMAGE_MAX_BYTES, 400, 200)).toBe(true);
    expect(fitsBudget(IMAGE_MAX_BYTES + 1, 400, 200)).toBe(false);
    expect(fitsBudget(1000, 401, 10)).toBe(false);
  });

  it('names the upload after what was encoded', () => {
    expect(encodedName('photo.png', 'image/jpeg')).toBe('photo.jpg');
    expect(encodedName('diagram.png', 'image/png')).toBe('diagram.png');
    expect(encodedName('.png', 'image/jpeg')).toBe('image.jpg');
  });
});
