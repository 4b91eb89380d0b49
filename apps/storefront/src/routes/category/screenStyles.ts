/**
 * The styles of the lazy category screen, imported statically by the route table so that the server HTML
 * links them (ARCHITECTURE.md "Rendering and routing"; decision 0101): the screen's own `.css.ts`, the
 * listing's, and those of the design-system components only this screen uses (importing a component for
 * its side effects keeps its `.css.ts` and drops its unused code).
 */
import '@truffe/ui/Breadcrumb';
import '@truffe/ui/Image';
import '@truffe/ui/Pagination';
import '@truffe/ui/Price';
import '@truffe/ui/ProductCard';
import '@truffe/ui/RatingStars';
import '@truffe/ui/StockLabel';
import '../../components/listing/listing.css';
import './category.css';
