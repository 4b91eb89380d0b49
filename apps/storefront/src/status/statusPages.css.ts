import { style } from '@vanilla-extract/css';

import { colors } from '../styles/shell.css';

export const title = style({ margin: 0, fontSize: '1.75rem', color: colors.primaryDark });

export const body = style({ maxWidth: 560, margin: 0, color: colors.muted });
