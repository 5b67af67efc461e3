import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const figure = style({ margin: '1.5rem 0' });
export const image = style({ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: vars.radius });
export const caption = style({ marginTop: '0.5rem', color: vars.color.textMuted, fontSize: '0.875rem' });
