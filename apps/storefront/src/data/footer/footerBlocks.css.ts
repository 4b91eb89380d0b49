import { vars } from '@truffe/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const blocks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.medium,
  width: '100%',
});

export const block = style({ minWidth: 0 });

export const title = style({ fontSize: '1rem', margin: `0 0 ${vars.space.small}` });

/**
 * The blocks' links (a phone number, an address, "Discover", the signed-in customer's "My orders"…) were their
 * text's height, 20 px: 2 px above and below make every one a 24 px target (WCAG 2.2 2.5.8) on a phone as on a
 * desktop. Padding of an inline link grows its box, not its line, so nothing moves (decision 0930). A global
 * rule: a class name here would be JavaScript of every page.
 */
globalStyle(`${block} a`, { paddingBlock: '0.125rem' });
