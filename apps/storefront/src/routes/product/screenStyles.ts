/**
 * The styles of the lazy product screen, imported statically by the route table so that the server HTML
 * links them (see src/routes/category/screenStyles.ts).
 */
import '@truffe/ui/Breadcrumb';
import '@truffe/ui/Image';
import '@truffe/ui/Modal';
import '@truffe/ui/Pagination';
import '@truffe/ui/Price';
import '@truffe/ui/ProductCard';
import '@truffe/ui/QuantityStepper';
import '@truffe/ui/RatingStars';
import '@truffe/ui/StockLabel';
import '@truffe/ui/Swatch';
import '../../components/product/product.css';
