import { describe, expect, it } from 'vitest';
import { REPOSITORY_IMAGE_FILE, repositoryImageType } from '../../schemas/repository-images.ts';

/* docs/adr/0036-repository-images-offline.md: which names under /assets/ are images of the repository. */

describe('a repository image’s name', () => {
  it.each<[string, string | undefined]>([
    ['voorbeeld-krant.png', 'image/png'],
    ['Foto_1.JPG', 'image/jpeg'],
    ['foto.jpeg', 'image/jpeg'],
    ['0a1b2c3d4e5f6a7b-logo.webp', 'image/webp'],
    ['anim.gif', 'image/gif'],
    // No servable image: another type (an SVG could carry script), no extension, a folder, a dot file, a climb.
    ['tekening.svg', undefined],
    ['notitie.txt', undefined],
    ['png', undefined],
    ['map/foto.png', undefined],
    ['.verborgen.png', undefined],
    ['../stories/ad/home.png', undefined],
    ['foto.png%00', undefined],
    ['', undefined],
  ])('%j is %s', (file, type) => {
    expect(repositoryImageType(file)).toBe(type);
    if (type !== undefined) expect(REPOSITORY_IMAGE_FILE.test(file)).toBe(true);
  });
});
