/*
 * The repository's images (docs/adr/0015-storyblok-space-from-the-repository.md,
 * docs/adr/0036-repository-images-offline.md): a story file points at one with an asset field whose `filename` is
 * `/assets/<file>`, the file being assets/<file> beside stories/ in the content folder. Push, pull, the CDN stand-in
 * that serves the folder and the site that shows it offline read these rules alike.
 */

/** How a story file points at an image of the repository: this, then the file's name under assets/. */
export const REPOSITORY_ASSET_PREFIX = '/assets/';

/** A file name the folder may hold: no folder, no leading dot. */
export const REPOSITORY_IMAGE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The image types served, by extension: those whose size an upload reads from the file's header. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The content type of a repository image's file name, or undefined for a name that is no servable image. */
export function repositoryImageType(file: string): string | undefined {
  if (!REPOSITORY_IMAGE_FILE.test(file)) return undefined;
  const extension = /\.([a-z]+)$/i.exec(file)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : IMAGE_TYPES[extension];
}
