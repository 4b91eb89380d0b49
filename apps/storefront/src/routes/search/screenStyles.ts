/**
 * The styles of the lazy search screen, imported statically by the route table so that the server HTML
 * links them (see src/routes/category/screenStyles.ts); the search box is in the header, not lazy.
 */
import '../category/screenStyles';
import './search.css';
