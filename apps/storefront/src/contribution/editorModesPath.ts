/** Path of the contribution route (under each site root), target of the toolbar's forms. */
export const editorModesPath = 'contribution/modes';
