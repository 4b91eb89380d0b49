import { type CartFragmentFragment } from '@truffe/graphql/documents';
import { Image } from '@truffe/ui/Image';
import { QuantityStepper } from '@truffe/ui/QuantityStepper';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { Form, Link, useActionData, useFetcher, useLoaderData } from 'react-router';

import * as styles from '../../components/cart/cart.css';
import { type CartActionData } from '../../components/cart/cartAction';
import { announceCartChange } from '../../components/cart/cartEvents';
import { cartMessages } from '../../components/cart/cartMessages';
import { useMoney } from '../../components/cart/useCartFormat';
import { PageBuilderContent } from '../../components/pagebuilder/PageBuilder';
import { priceText } from '../../components/product/priceDisplay';
import { useCatalogueFormat } from '../../components/product/useCatalogueFormat';
import { ChargedInEurosNote } from '../../components/currency/CurrencySwitch';
import { localePathPrefixes } from '../../i18n/locales';
import { type CartScreenData, estimateCountries } from './cartLoader';

type CartItem = CartFragmentFragment['items'][number];

/** The answer of a cart form, sent by a fetcher (JavaScript) or as a page POST (without it). */
function useCartAnswer(fetcherData: CartActionData | undefined, itemId: string | null) {
  const pageData = useActionData<CartActionData | undefined>();
  const answer = fetcherData ?? (pageData?.itemId === itemId ? pageData : undefined);
  useEffect(() => {
    if (fetcherData?.ok) announceCartChange({ totalQuantity: fetcherData.totalQuantity });
  }, [fetcherData]);
  return answer;
}

function errorText(answer: CartActionData | undefined, fallback: string, unavailable: string) {
  if (!answer || answer.ok) return null;
  if (answer.reason === 'unavailable') return unavailable;
  return answer.errorMessage ?? fallback;
}

/** A cart line; `basis` is the server's (professionals read excl. tax first). */
function CartLine({ item, basis }: { item: CartItem; basis: CartFragmentFragment['priceBasis'] }) {
  const intl = useIntl();
  const format = useCatalogueFormat();
  const update = useFetcher<CartActionData>();
  const remove = useFetcher<CartActionData>();
  const answer = useCartAnswer(remove.data ?? update.data, item.id);
  const id = useId();
  const name = item.configuredProduct?.name ?? item.product.name;
  // The chosen variant's own picture (the navy blue collar, not the red one of the parent).
  const picture = item.configuredProduct?.imageUrl ?? item.product.imageUrl;
  const refused = errorText(
    answer,
    intl.formatMessage(cartMessages.invalid),
    intl.formatMessage(cartMessages.unavailable),
  );
  const problem = refused ?? item.stockError;
  const action = format.sitePath('/cart');
  return (
    <li
      className={`${styles.line} ${problem ? styles.lineProblem : ''}`}
      data-testid="cart-line"
      data-sku={item.configuredProduct?.sku ?? item.product.sku}
      aria-busy={update.state !== 'idle' || remove.state !== 'idle'}
    >
      {picture ? (
        <Image
          path={picture}
          preset="thumbnail"
          alt=""
          extension="png"
          baseUrl={format.mediaBaseUrl}
          sizes="72px"
        />
      ) : (
        <span />
      )}
      <div className={styles.lineBody}>
        <Link to={format.sitePath(item.product.path)} className={styles.lineName}>
          {name}
        </Link>
        <p className={styles.muted}>
          {intl.formatMessage(cartMessages.skuLine, {
            sku: item.configuredProduct?.sku ?? item.product.sku,
          })}
        </p>
        {item.options.length > 0 ? (
          <ul className={styles.muted}>
            {item.options.map((option) => (
              <li key={`${option.label}-${option.value}`}>
                {intl.formatMessage(cartMessages.option, option)}
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.figures}>
          <span>
            {intl.formatMessage(cartMessages.option, {
              label: intl.formatMessage(cartMessages.unitPrice),
              value: priceText(intl, item.unitPrice, basis),
            })}
          </span>
          <span data-testid="line-total">
            {intl.formatMessage(cartMessages.option, {
              label: intl.formatMessage(cartMessages.rowTotal),
              value: priceText(intl, item.rowTotal, basis),
            })}
          </span>
        </p>
        {problem ? (
          <p
            id={`${id}-problem`}
            className={styles.errorText}
            role="alert"
            data-testid="line-error"
          >
            {problem}
          </p>
        ) : null}
        <div className={styles.lineControls}>
          <update.Form method="post" action={action} className={styles.inlineForm}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="itemId" value={item.id} />
            <QuantityStepper
              key={item.quantity}
              label={intl.formatMessage(cartMessages.quantityOf, { name })}
              hideLabel
              defaultValue={item.quantity}
              max={9999}
              name="qty"
              decreaseLabel={intl.formatMessage(cartMessages.decrease)}
              increaseLabel={intl.formatMessage(cartMessages.increase)}
            />
            <button
              type="submit"
              className={styles.secondaryAction}
              aria-label={intl.formatMessage(cartMessages.updateOf, { name })}
            >
              {intl.formatMessage(cartMessages.update)}
            </button>
          </update.Form>
          <remove.Form method="post" action={action} className={styles.inlineForm}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="itemId" value={item.id} />
            <input type="hidden" name="name" value={name} />
            <button
              type="submit"
              className={styles.secondaryAction}
              aria-label={intl.formatMessage(cartMessages.removeOf, { name })}
            >
              {intl.formatMessage(cartMessages.remove)}
            </button>
          </remove.Form>
        </div>
      </div>
    </li>
  );
}

function UnavailableLine({ item }: { item: CartFragmentFragment['unavailableItems'][number] }) {
  const intl = useIntl();
  const format = useCatalogueFormat();
  const remove = useFetcher<CartActionData>();
  useCartAnswer(remove.data, item.id);
  return (
    <li className={`${styles.line} ${styles.lineProblem}`} data-testid="cart-unavailable-line">
      <span />
      <div className={styles.lineBody}>
        <span className={styles.lineName}>{item.name}</span>
        <p className={styles.errorText}>{item.message}</p>
        <remove.Form method="post" action={format.sitePath('/cart')} className={styles.inlineForm}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="itemId" value={item.id} />
          <input type="hidden" name="name" value={item.name} />
          <button
            type="submit"
            className={styles.secondaryAction}
            aria-label={intl.formatMessage(cartMessages.removeOf, { name: item.name })}
          >
            {intl.formatMessage(cartMessages.remove)}
          </button>
        </remove.Form>
      </div>
    </li>
  );
}

function ShippingEstimateForm({ data }: { data: CartScreenData }) {
  const intl = useIntl();
  const money = useMoney();
  const format = useCatalogueFormat();
  const estimate = data.estimate;
  return (
    <section className={styles.panel} aria-labelledby="cart-shipping-title">
      <h2 id="cart-shipping-title" className={styles.subheading}>
        {intl.formatMessage(cartMessages.shippingTitle)}
      </h2>
      <Form method="get" action={format.sitePath('/cart')} preventScrollReset>
        <div className={styles.fieldRow}>
          <label className={styles.label}>
            {intl.formatMessage(cartMessages.shippingCountry)}
            <select
              name="country"
              className={styles.select}
              defaultValue={estimate?.countryCode ?? (format.locale === 'en-GB' ? 'GB' : 'FR')}
            >
              {estimateCountries.map((country) => (
                <option key={country} value={country}>
                  {intl.formatMessage(
                    country === 'FR' ? cartMessages.countryFR : cartMessages.countryGB,
                  )}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.label}>
            {intl.formatMessage(cartMessages.shippingPostcode)}
            <input
              name="postcode"
              className={styles.input}
              defaultValue={estimate?.postcode ?? ''}
              maxLength={10}
              autoComplete="postal-code"
            />
          </label>
          <button type="submit" className={styles.secondaryAction}>
            {intl.formatMessage(cartMessages.shippingSubmit)}
          </button>
        </div>
      </Form>
      {estimate ? (
        <div role="status" data-testid="shipping-estimate">
          {estimate.methods === null ? (
            <p className={styles.errorText}>{intl.formatMessage(cartMessages.shippingFailed)}</p>
          ) : estimate.methods.length === 0 ? (
            <p>{intl.formatMessage(cartMessages.shippingNone)}</p>
          ) : (
            <dl className={styles.totals}>
              {estimate.methods.map((method) => (
                <div key={method.code} style={{ display: 'contents' }}>
                  <dt>{method.title}</dt>
                  <dd>{money(method.amount)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** Status of a form sent as a page POST without JavaScript (a fetcher's answer shows on its line). */
function PageAnswer() {
  const intl = useIntl();
  const answer = useActionData<CartActionData | undefined>();
  if (!answer) return null;
  if (!answer.ok) {
    if (answer.itemId) return null;
    return (
      <p role="alert" className={styles.alert}>
        {errorText(
          answer,
          intl.formatMessage(cartMessages.invalid),
          intl.formatMessage(cartMessages.unavailable),
        )}
      </p>
    );
  }
  const text =
    answer.intent === 'add'
      ? intl.formatMessage(cartMessages.added)
      : answer.intent === 'remove'
        ? intl.formatMessage(cartMessages.removed, { name: answer.name ?? '' })
        : answer.intent === 'empty'
          ? intl.formatMessage(cartMessages.emptied)
          : intl.formatMessage(cartMessages.updated);
  return (
    <p role="status" className={styles.notice}>
      {text}
    </p>
  );
}

/**
 * `/cart` (spec §2): the lines with their picture, options, unit price, quantity (update) and removal, each
 * line's problem in place (out of stock, above stock, removed product), totals incl./excl. tax, the shipping
 * estimate, the CMS block for payments, and the way to the checkout. Every form works without JavaScript.
 */
export function CartScreen() {
  const intl = useIntl();
  const money = useMoney();
  const format = useCatalogueFormat();
  const data = useLoaderData<CartScreenData>();
  const empty = useFetcher<CartActionData>();
  useCartAnswer(empty.data, null);
  const { cart } = data;
  const pro = cart.priceBasis === 'exclTax';
  const hasLines = cart.items.length + cart.unavailableItems.length > 0;
  const hasProblems =
    cart.unavailableItems.length > 0 || cart.items.some((item) => item.stockError);
  return (
    <div className={styles.screen} data-testid="cart-screen">
      <h1 className={styles.heading}>{intl.formatMessage(cartMessages.title)}</h1>
      <PageAnswer />
      {!hasLines ? (
        <div className={styles.panel} data-testid="cart-empty">
          <p>{intl.formatMessage(cartMessages.empty)}</p>
          <p>
            <Link to={format.sitePath('/')} className={styles.primaryAction}>
              {intl.formatMessage(cartMessages.continueShopping)}
            </Link>
          </p>
        </div>
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby="cart-lines-title" className={styles.rowsGrid}>
            <h2 id="cart-lines-title" className={styles.subheading}>
              {intl.formatMessage(cartMessages.lines)} (
              {intl.formatMessage(cartMessages.itemCount, { count: cart.totalQuantity })})
            </h2>
            <ul className={styles.lines}>
              {cart.items.map((item) => (
                <CartLine key={item.id} item={item} basis={cart.priceBasis} />
              ))}
              {cart.unavailableItems.map((item) => (
                <UnavailableLine key={item.id} item={item} />
              ))}
            </ul>
            <empty.Form method="post" action={format.sitePath('/cart')}>
              <input type="hidden" name="intent" value="empty" />
              <button type="submit" className={styles.secondaryAction}>
                {intl.formatMessage(cartMessages.emptyCart)}
              </button>
            </empty.Form>
          </section>
          <div className={styles.rowsGrid}>
            <section
              className={styles.panel}
              aria-labelledby="cart-totals-title"
              data-testid="cart-totals"
            >
              <h2 id="cart-totals-title" className={styles.subheading}>
                {intl.formatMessage(cartMessages.totals)}
              </h2>
              <dl className={styles.totals}>
                {/* Professionals' total is the one excl. tax (decision 0740): it comes first, in bold. */}
                <dt className={pro ? styles.grandTotal : undefined}>
                  {intl.formatMessage(cartMessages.subtotalExclTax)}
                </dt>
                <dd className={pro ? styles.grandTotal : undefined} data-testid="subtotal-excl">
                  {money(cart.subtotal.priceExclTax)}
                </dd>
                <dt>{intl.formatMessage(cartMessages.tax)}</dt>
                <dd>{money(cart.tax)}</dd>
                <dt className={pro ? undefined : styles.grandTotal}>
                  {intl.formatMessage(cartMessages.subtotalInclTax)}
                </dt>
                <dd className={pro ? undefined : styles.grandTotal} data-testid="subtotal-incl">
                  {money(cart.subtotal.priceInclTax)}
                </dd>
              </dl>
              <ChargedInEurosNote />
              {hasProblems ? (
                <p className={styles.errorText}>{intl.formatMessage(cartMessages.fixProblems)}</p>
              ) : null}
              <Link to={format.sitePath('/checkout')} className={styles.primaryAction}>
                {intl.formatMessage(cartMessages.checkout)}
              </Link>
            </section>
            <ShippingEstimateForm data={data} />
            {data.paymentsBlock ? (
              <section
                className={styles.panel}
                aria-labelledby="cart-payments-title"
                data-cms-block={data.paymentsBlock.identifier}
              >
                <h2 id="cart-payments-title" className={styles.subheading}>
                  {data.paymentsBlock.title || intl.formatMessage(cartMessages.paymentsBlock)}
                </h2>
                <PageBuilderContent
                  childNodes={data.paymentsBlock.contentWysiwyg.childNodes}
                  data={[]}
                  sitePrefix={localePathPrefixes[format.locale]}
                />
              </section>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
