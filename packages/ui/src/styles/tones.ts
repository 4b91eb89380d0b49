/** The state colours as tones shared by Badge, Toast and other feedback pieces. */
export const tones = [
  'neutral',
  'primary',
  'secondary',
  'success',
  'info',
  'warning',
  'error',
] as const;
export type Tone = (typeof tones)[number];

export const feedbackTones = ['success', 'info', 'warning', 'error'] as const;
export type FeedbackTone = (typeof feedbackTones)[number];
