import { style } from '@vanilla-extract/css';
import { vars } from '@truffe/ui/theme';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const error = style({ margin: 0, color: vars.color.error, fontWeight: 600 });
