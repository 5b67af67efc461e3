import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const checkIcon = style({ flex: '0 0 auto', color: vars.color.positive, marginTop: '0.125rem' });
