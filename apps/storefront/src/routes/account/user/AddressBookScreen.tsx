import {
  type CustomerAddressFragmentFragment,
  type CustomerFragmentFragment,
} from '@truffe/graphql/documents';
import { Badge } from '@truffe/ui/Badge';
import { Button } from '@truffe/ui/Button';
import { Checkbox } from '@truffe/ui/Checkbox';
import { Link } from '@truffe/ui/Link';
import { link as linkLook } from '@truffe/ui/linkStyles';
import { RouterLink } from '@truffe/ui/RouterLink';
import { useIntl } from 'react-intl';
import { Form, useLoaderData, useLocation, useSearchParams } from 'react-router';

import { AddressText } from '../../../components/checkout/AddressText';
import { type SiteLocale } from '../../../i18n/locales';
import * as styles from '../account.css';
import { AddressBookFields } from './AddressBookFields';
import * as bookStyles from './addressBook.css';
import { UserFormAlert, UserNoticeBanner, useUserForm } from './UserFormParts';
import { userMessages } from './userMessages';
import { userPaths } from './userPaths';

export interface AddressBookData {
  me: CustomerFragmentFragment & { addresses: CustomerAddressFragmentFragment[] };
}

type Address = CustomerAddressFragmentFragment;

/** How an address is named to screen readers beside its buttons. */
const nameOf = (address: Address) =>
  `${address.firstname} ${address.lastname}, ${address.street[0] ?? ''}, ${address.city}`;

function DefaultBadges({ address }: { address: Address }) {
  const intl = useIntl();
  if (!address.isDefaultBilling && !address.isDefaultShipping) return null;
  return (
    <p className={bookStyles.badges}>
      {address.isDefaultShipping ? (
        <Badge tone="info">{intl.formatMessage(userMessages.defaultShipping)}</Badge>
      ) : null}
      {address.isDefaultBilling ? (
        <Badge tone="info">{intl.formatMessage(userMessages.defaultBilling)}</Badge>
      ) : null}
    </p>
  );
}

/**
 * A link to another view of the address book (`?edit=`, `?delete=`, back to the list): the shopper stays on this
 * page, so it is never marked the current page (ui `Link` would: React Router's NavLink compares paths only).
 */
function ViewLink({ to, label, children }: { to: string; label?: string; children: string }) {
  return (
    <RouterLink to={to} className={linkLook} aria-label={label} discover="none">
      {children}
    </RouterLink>
  );
}

function AddressCard({ address, page }: { address: Address; page: string }) {
  const intl = useIntl();
  const name = nameOf(address);
  return (
    <li className={bookStyles.card} data-testid="address-card">
      <DefaultBadges address={address} />
      <AddressText address={address} />
      <div className={bookStyles.actions}>
        <ViewLink
          to={`${page}?edit=${address.id}`}
          label={intl.formatMessage(userMessages.editLabel, { name })}
        >
          {intl.formatMessage(userMessages.edit)}
        </ViewLink>
        <ViewLink
          to={`${page}?delete=${address.id}`}
          label={intl.formatMessage(userMessages.deleteLabel, { name })}
        >
          {intl.formatMessage(userMessages.delete)}
        </ViewLink>
      </div>
      {address.isDefaultBilling && address.isDefaultShipping ? null : (
        <div className={bookStyles.actions}>
          {address.isDefaultShipping ? null : (
            <Form method="post" action={page}>
              <input type="hidden" name="id" value={address.id} />
              <Button
                type="submit"
                name="intent"
                value="defaultShipping"
                appearance="outline"
                size="small"
                aria-label={intl.formatMessage(userMessages.useForShippingLabel, { name })}
              >
                {intl.formatMessage(userMessages.useForShipping)}
              </Button>
            </Form>
          )}
          {address.isDefaultBilling ? null : (
            <Form method="post" action={page}>
              <input type="hidden" name="id" value={address.id} />
              <Button
                type="submit"
                name="intent"
                value="defaultBilling"
                appearance="outline"
                size="small"
                aria-label={intl.formatMessage(userMessages.useForBillingLabel, { name })}
              >
                {intl.formatMessage(userMessages.useForBilling)}
              </Button>
            </Form>
          )}
        </div>
      )}
    </li>
  );
}

/** Adding (no `address`) or editing an address; the defaults it does not have yet can be given to it. */
function AddressForm({ address, page }: { address: Address | null; page: string }) {
  const intl = useIntl();
  const intent = address ? 'update' : 'create';
  const form = useUserForm(intent);
  const title = address ? userMessages.editAddressTitle : userMessages.newAddressTitle;
  const checkedBox = (name: string) => (form.refusal ? form.value(name) === 'on' : false);
  return (
    <section className={styles.section} aria-labelledby="address-form-title">
      <h2 id="address-form-title" className={styles.subtitle}>
        {intl.formatMessage(title)}
      </h2>
      <Form method="post" action={page} className={styles.form} noValidate>
        <UserFormAlert refusal={form.refusal} />
        <input type="hidden" name="intent" value={intent} />
        {address ? <input type="hidden" name="id" value={address.id} /> : null}
        <AddressBookFields address={address} value={form.value} error={form.error} />
        {address?.isDefaultShipping ? (
          <p className={styles.muted}>{intl.formatMessage(userMessages.defaultShipping)}</p>
        ) : (
          <Checkbox
            name="isDefaultShipping"
            label={intl.formatMessage(userMessages.makeDefaultShipping)}
            defaultChecked={checkedBox('isDefaultShipping')}
          />
        )}
        {address?.isDefaultBilling ? (
          <p className={styles.muted}>{intl.formatMessage(userMessages.defaultBilling)}</p>
        ) : (
          <Checkbox
            name="isDefaultBilling"
            label={intl.formatMessage(userMessages.makeDefaultBilling)}
            defaultChecked={checkedBox('isDefaultBilling')}
          />
        )}
        <div className={bookStyles.actions}>
          <Button type="submit" pending={form.submitting}>
            {intl.formatMessage(userMessages.saveAddress)}
          </Button>
          <ViewLink to={page}>{intl.formatMessage(userMessages.cancel)}</ViewLink>
        </div>
      </Form>
    </section>
  );
}

/** The confirmation step of a deletion: a page of its own (`?delete=<id>`), so it works without JavaScript. */
function DeleteConfirmation({ address, page }: { address: Address; page: string }) {
  const intl = useIntl();
  const form = useUserForm('delete');
  return (
    <section className={styles.section} aria-labelledby="address-delete-title">
      <h2 id="address-delete-title" className={styles.subtitle}>
        {intl.formatMessage(userMessages.deleteTitle)}
      </h2>
      <UserFormAlert refusal={form.refusal} />
      <AddressText address={address} />
      <Form method="post" action={page} className={bookStyles.actions}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={address.id} />
        <Button type="submit" pending={form.submitting}>
          {intl.formatMessage(userMessages.deleteConfirm)}
        </Button>
        <ViewLink to={page}>{intl.formatMessage(userMessages.cancel)}</ViewLink>
      </Form>
    </section>
  );
}

/** What the page shows: the list, or one form (from the address, or the form a refusal came back to). */
function useMode(addresses: Address[]) {
  const [search] = useSearchParams();
  const form = {
    create: useUserForm('create').refusal,
    update: useUserForm('update').refusal,
    remove: useUserForm('delete').refusal,
  };
  const find = (id: string | null | undefined) =>
    addresses.find((address) => address.id === id) ?? null;
  if (form.create || search.has('new')) return { mode: 'create' as const, address: null };
  const editId = form.update?.values.id ?? search.get('edit');
  if (editId) return { mode: 'update' as const, address: find(editId), missing: !find(editId) };
  const deleteId = form.remove?.values.id ?? search.get('delete');
  if (deleteId)
    return { mode: 'delete' as const, address: find(deleteId), missing: !find(deleteId) };
  return { mode: 'list' as const, address: null };
}

/**
 * `/user/address-book` (spec §2): the addresses with their defaults marked, "add an address", and per address
 * edit, delete (after a confirmation step) and "use by default" — every one a form or a link, without
 * JavaScript too.
 */
export function AddressBookScreen() {
  const intl = useIntl();
  const { me } = useLoaderData<AddressBookData>();
  const page = userPaths(intl.locale as SiteLocale).addressBook;
  const { key } = useLocation();
  const { mode, address, missing } = useMode(me.addresses);
  const defaultRefusal = useUserForm('default').refusal;
  return (
    <div className={styles.screen} data-testid="user-address-book">
      <h1 className={styles.title}>{intl.formatMessage(userMessages.addressBookTitle)}</h1>
      <UserNoticeBanner />
      <UserFormAlert refusal={defaultRefusal} />
      {missing ? (
        <p className={styles.alert} role="alert">
          {intl.formatMessage(userMessages.addressNotFound)}
        </p>
      ) : null}
      {mode === 'create' ? <AddressForm key={`new-${key}`} address={null} page={page} /> : null}
      {mode === 'update' && address ? (
        <AddressForm key={`edit-${address.id}-${key}`} address={address} page={page} />
      ) : null}
      {mode === 'delete' && address ? <DeleteConfirmation address={address} page={page} /> : null}
      {mode === 'list' || missing ? (
        <>
          <div>
            <Link to={`${page}?new`} appearance="primary" aria-current={false}>
              {intl.formatMessage(userMessages.addAddress)}
            </Link>
          </div>
          <section className={styles.section} aria-labelledby="address-list-title">
            <h2 id="address-list-title" className={styles.subtitle}>
              {intl.formatMessage(userMessages.addressList)}
            </h2>
            {me.addresses.length === 0 ? (
              <p className={styles.muted}>{intl.formatMessage(userMessages.noAddress)}</p>
            ) : (
              <ul className={bookStyles.list}>
                {me.addresses.map((entry) => (
                  <AddressCard key={entry.id} address={entry} page={page} />
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
