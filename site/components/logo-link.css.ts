import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const link = style({ display: 'inline-flex', borderRadius: vars.radius, lineHeight: 0 });
export const logo = style({ display: 'block', height: '2.5rem', width: 'auto' });
