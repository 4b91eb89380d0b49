import { style } from '@vanilla-extract/css';
import { vars } from '@truffe/ui/theme';

/** The conversation: one block per message, the staff's set apart by its border. */
export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const message = style({
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const staffMessage = style([message, { borderLeft: `4px solid ${vars.color.text}` }]);

export const messageMeta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** Line breaks as the writer typed them. */
export const messageBody = style({
  margin: `${vars.space.small} 0 0`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** The file field (a native input: every browser's own keyboard and screen-reader support). */
export const fileField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const fileLabel = style({ fontWeight: 600 });

export const fieldHelp = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const fieldError = style({ margin: 0, color: vars.color.error, fontWeight: 600 });
