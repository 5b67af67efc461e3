import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column' });
