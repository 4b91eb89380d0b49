/**
 * The styles of the lazy category (and search) screens, imported statically by the route table so that
 * the server HTML links them (ARCHITECTURE.md "Rendering and routing"; decision 0101): the screens' own
 * `.css.ts`, the listing's, and those of the design-system components they render (see keepStyles.ts).
 */
import { Breadcrumb } from '@truffe/ui/Breadcrumb';
import { Image } from '@truffe/ui/Image';
import { Pagination } from '@truffe/ui/Pagination';
import { Price } from '@truffe/ui/Price';
import { ProductCard } from '@truffe/ui/ProductCard';
import { RatingStars } from '@truffe/ui/RatingStars';
import { StockLabel } from '@truffe/ui/StockLabel';

import '../../components/listing/listing.css';
import './category.css';
import { keepStyles } from './keepStyles';

keepStyles(Breadcrumb, Image, Pagination, Price, ProductCard, RatingStars, StockLabel);
