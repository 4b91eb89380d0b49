import { style } from '@vanilla-extract/css';

// The quick order's and the add-by-reference page's own styles, apart from cart.css.ts: that module's class names
// are JavaScript of every product page, whose budget has no room (decision 0928).

/**
 * A button that only works with JavaScript (remove a row, add one, put pasted lines in the grid): not drawn
 * when the browser runs none, where the form's own submission does the job (the server reads every row, the
 * pasted text and the file).
 */
export const scriptOnly = style({ '@media': { '(scripting: none)': { display: 'none' } } });

/**
 * A file field no wider than its panel: its native width (about 340 px with the button and "No file chosen")
 * was its smallest, and pushed a phone's page sideways; `minWidth: 0` lets it give way.
 */
export const fileInput = style({ maxWidth: '100%', minWidth: 0 });
