/**
 * The back office (issue 18; decision 0780): react-admin over the admin API of the storefront process. What a
 * role may not do is hidden here, and refused by the server anyway (the permission matrix).
 */
import { Admin, defaultTheme, Resource } from 'react-admin';

import { AuditList } from './audit';
import { authProvider } from './authProvider';
import { BlockEdit, BlockList, PageEdit, PageList } from './content';
import { CustomerList, CustomerShow } from './customers';
import { dataProvider } from './dataProvider';
import { TicketList, TicketShow } from './helpdesk';
import { i18nProvider } from './i18n';
import { LoginPage } from './LoginPage';
import { OrderList, OrderShow } from './orders';
import { ProductEdit, ProductList } from './products';
import { ReturnList, ReturnShow } from './returns';
import { ReviewList } from './reviews';

/**
 * react-admin's theme with darker colours: every text on the app bar and every link passes WCAG AA contrast.
 * Every spinner (the app bar's refresh indicator among them) is a progress bar with a name in the admin's
 * language (axe's aria-progressbar-name; the e2e admin journey caught a refresh spinner without one).
 */
const theme = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1b4332', contrastText: '#ffffff' },
    secondary: { main: '#1b4332', contrastText: '#ffffff' },
  },
  components: {
    ...defaultTheme.components,
    MuiCircularProgress: {
      defaultProps: {
        get 'aria-label'() {
          return i18nProvider.translate('ra.page.loading');
        },
      },
    },
    // MUI's built-in words that react-admin does not pass itself (the pagination's landmark, an alert's or
    // an autocomplete's buttons): read in the current language at each render, as above.
    MuiPagination: {
      defaultProps: {
        get 'aria-label'() {
          return i18nProvider.translate('truffe.mui.paginationNavigation');
        },
      },
    },
    MuiAlert: {
      defaultProps: {
        get closeText() {
          return i18nProvider.translate('truffe.mui.close');
        },
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        get clearText() {
          return i18nProvider.translate('truffe.mui.clear');
        },
        get closeText() {
          return i18nProvider.translate('truffe.mui.close');
        },
        get loadingText() {
          return i18nProvider.translate('truffe.mui.loading');
        },
        get noOptionsText() {
          return i18nProvider.translate('truffe.mui.noOptions');
        },
        get openText() {
          return i18nProvider.translate('truffe.mui.open');
        },
      },
    },
    MuiBreadcrumbs: {
      defaultProps: {
        get expandText() {
          return i18nProvider.translate('truffe.mui.expandPath');
        },
      },
    },
  },
};

export function App() {
  return (
    <Admin
      title="Truffe — back office"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      {(permissions: string[] | undefined) => [
        permissions?.includes('orders.read') ? (
          <Resource key="orders" name="orders" list={OrderList} show={OrderShow} />
        ) : null,
        permissions?.includes('returns.read') ? (
          <Resource key="returns" name="returns" list={ReturnList} show={ReturnShow} />
        ) : null,
        permissions?.includes('customers.read') ? (
          <Resource key="customers" name="customers" list={CustomerList} show={CustomerShow} />
        ) : null,
        permissions?.includes('reviews.read') ? (
          <Resource key="reviews" name="reviews" list={ReviewList} />
        ) : null,
        permissions?.includes('helpdesk.read') ? (
          <Resource key="tickets" name="tickets" list={TicketList} show={TicketShow} />
        ) : null,
        permissions?.includes('products.read') ? (
          <Resource
            key="products"
            name="products"
            list={ProductList}
            edit={permissions.includes('products.update') ? ProductEdit : undefined}
          />
        ) : null,
        permissions?.includes('content.read') ? (
          <Resource
            key="pages"
            name="pages"
            list={PageList}
            edit={permissions.includes('content.update') ? PageEdit : undefined}
          />
        ) : null,
        permissions?.includes('content.read') ? (
          <Resource
            key="blocks"
            name="blocks"
            list={BlockList}
            edit={permissions.includes('content.update') ? BlockEdit : undefined}
          />
        ) : null,
        permissions?.includes('audit.read') ? (
          <Resource key="audit" name="audit" list={AuditList} />
        ) : null,
      ]}
    </Admin>
  );
}
