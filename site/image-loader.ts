// next/image's loader for the whole site (next.config.mjs `images.loaderFile`): Storyblok's image service for
// Storyblok assets, the image CDN for its hosts, anything else as it is. The URL rules live with the blocks that
// render images (blocks/shared/image-url.ts), which pass the same loader to getImageProps themselves.
export { imageLoader as default } from '../blocks/shared/image-url.ts';
