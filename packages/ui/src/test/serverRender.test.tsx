// @vitest-environment node
// The storefront renders on the server: every component must render there without touching the DOM.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { Accordion } from '../Accordion/Accordion';
import { AddressLineInput } from '../AddressLineInput/AddressLineInput';
import { Badge } from '../Badge/Badge';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Drawer } from '../Drawer/Drawer';
import { ErrorView } from '../ErrorView/ErrorView';
import { Icon } from '../Icon/Icon';
import { Image } from '../Image/Image';
import { Link } from '../Link/Link';
import { MaintenancePage } from '../MaintenancePage/MaintenancePage';
import { Modal } from '../Modal/Modal';
import { OfflinePage } from '../OfflinePage/OfflinePage';
import { Pagination } from '../Pagination/Pagination';
import { PasswordInput } from '../PasswordInput/PasswordInput';
import { Price } from '../Price/Price';
import { ProductCard } from '../ProductCard/ProductCard';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { RatingStars } from '../RatingStars/RatingStars';
import { Select } from '../Select/Select';
import { Skeleton } from '../Skeleton/Skeleton';
import { Spinner } from '../Spinner/Spinner';
import { StockLabel } from '../StockLabel/StockLabel';
import { Swatch } from '../Swatch/Swatch';
import { Tabs } from '../Tabs/Tabs';
import { Textarea } from '../Textarea/Textarea';
import { TextInput } from '../TextInput/TextInput';
import { Toast } from '../Toast/Toast';

const eur = (amount: number) => ({
  priceInclTax: { amount, currency: 'EUR' },
  priceExclTax: { amount, currency: 'EUR' },
});

describe('server rendering', () => {
  it('renders every component to HTML without a DOM', () => {
    expect(typeof document).toBe('undefined');
    const html = renderToString(
      <MemoryRouter>
        <Button pending>Pay</Button>
        <Link to="/cart">Cart</Link>
        <Link to="https://example.org/">Out</Link>
        <Icon name="cart" label="Cart" />
        <Image path="catalog/a.png" preset="medium" alt="Lazy one" />
        <Image path="catalog/b.png" preset="homepageSlider" alt="Hero" priority />
        <Breadcrumb items={[{ name: 'Chien', path: '/chien' }]} />
        <ErrorView details="Boom" />
        <MaintenancePage heading="Down" />
        <OfflinePage heading="Offline" body="Check your network." />
        <Spinner label="Loading" />
        <Skeleton lines={2} />
        <Toast tone="success">Saved</Toast>
        <Modal open title="Dialog" onClose={() => undefined}>
          x
        </Modal>
        <Drawer open title="Drawer" onClose={() => undefined}>
          x
        </Drawer>
        <Accordion items={[{ id: 'a', title: 'Q', content: 'A' }]} />
        <Tabs label="Tabs" items={[{ id: 'a', label: 'A', content: 'a' }]} />
        <Pagination page={2} pageCount={5} hrefForPage={(page) => `/?page=${page}`} />
        <Badge>New</Badge>
        <TextInput label="Name" />
        <Textarea label="Message" />
        <Select label="Country" options={[{ value: 'FR', label: 'France' }]} />
        <Checkbox label="Accept" />
        <RadioGroup label="Delivery" name="d" options={[{ value: 'a', label: 'A' }]} />
        <QuantityStepper label="Quantity" decreaseLabel="Fewer" increaseLabel="More" />
        <PasswordInput label="Password" />
        <AddressLineInput label="Street" />
        <Price regular={eur(1000)} locale="fr-FR" />
        <RatingStars value={3.5} />
        <StockLabel value="in_stock" label="In stock" />
        <ProductCard name="P" href="/p" image={null} price={null} />
        <Swatch label="Red" kind="colour" colour="#f00" />
      </MemoryRouter>,
    );
    expect(html).toContain('Pay');
    // A lazy image is only its frame on the server (decision 0903; a placeholder <img> before), with its
    // text alternative, so the first client render matches it.
    expect(html).toMatch(/<span [^>]*role="img" aria-label="Lazy one" data-state="lazy"/);
    // A priority image is in the HTML at once, with its high fetch priority.
    expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    // Dialogs need the DOM: they render on the client only.
    expect(html).not.toContain('role="dialog"');
  });
});
