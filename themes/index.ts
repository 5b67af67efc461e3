export { vars } from './contract.css.ts';
export { brandStyle } from './brand-style.ts';
