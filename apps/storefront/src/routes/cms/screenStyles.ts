/**
 * The styles of the lazy content screens (cms-page, home, FAQ, and the entity dispatch that shows them),
 * imported statically by the route table so that the server HTML links them (decision 0101): their own
 * `.css.ts` and those of the design-system components they use.
 */
import '@truffe/ui/Accordion';
import '@truffe/ui/Breadcrumb';
import '@truffe/ui/Image';
import '@truffe/ui/Price';
import '@truffe/ui/ProductCard';
import '../../components/pagebuilder/pageBuilder.css';
import '../faq/faq.css';
import './cmsPage.css';
