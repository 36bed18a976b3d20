import { describe, expect, it } from 'vitest';
import { thumbnailUrl } from './product-image';

describe('thumbnailUrl', () => {
  it("asks Amazon's and the sandbox's image host for a small picture", () => {
    expect(thumbnailUrl('https://m.media-amazon.com/images/I/51Zy2bS8aVL.jpg')).toBe(
      'https://m.media-amazon.com/images/I/51Zy2bS8aVL._SL100_.jpg',
    );
    expect(thumbnailUrl('http://127.0.0.1:3100/images/I/41abcDEFghL.png', 75)).toBe(
      'http://127.0.0.1:3100/images/I/41abcDEFghL._SL75_.png',
    );
    // A size already in the name is replaced, not doubled.
    expect(thumbnailUrl('https://m.media-amazon.com/images/I/51Zy2bS8aVL._SL1500_.jpg')).toBe(
      'https://m.media-amazon.com/images/I/51Zy2bS8aVL._SL100_.jpg',
    );
  });

  it('leaves other addresses alone', () => {
    for (const url of ['', 'https://example.com/picture.jpg', 'https://m.media-amazon.com/images/G/01/logo.png'])
      expect(thumbnailUrl(url)).toBe(url);
  });
});
