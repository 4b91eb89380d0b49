/**
 * The styles of the lazy product screen, imported statically by the route table so that the server HTML
 * links them (see src/routes/category/screenStyles.ts).
 */
import { Modal } from '@truffe/ui/Modal';
import { QuantityStepper } from '@truffe/ui/QuantityStepper';
import { Swatch } from '@truffe/ui/Swatch';

import '../../components/product/product.css';
import '../category/screenStyles';
import { keepStyles } from '../category/keepStyles';

keepStyles(Modal, QuantityStepper, Swatch);
