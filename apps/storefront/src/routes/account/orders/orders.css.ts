import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@truffe/ui/theme';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap' });

// Over the cells' left alignment above.
globalStyle(`${table} ${amount}`, { textAlign: 'right' });

export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const address = style({ fontStyle: 'normal', margin: 0 });

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
});

globalStyle(`${totals} dd`, { margin: 0, textAlign: 'right' });
