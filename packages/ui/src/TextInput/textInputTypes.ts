/** The input types a TextInput accepts (others have their own component). */
export const fieldInputTypes = ['text', 'email', 'tel', 'search', 'url', 'number'] as const;
export type FieldInputType = (typeof fieldInputTypes)[number];
