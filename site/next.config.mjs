// Next looks for its configuration in its project folder (site/); the real one is at the repository's top.
export { default } from '../next.config.mjs';
