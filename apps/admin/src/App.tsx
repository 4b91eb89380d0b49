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
import { appTitle, TruffeLayout } from './Layout';
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
/** The focus ring's colour: 10.9:1 against white (with a white ring inside it for the app bar's green). */
const focusRing = '#1b4332';

const theme = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1b4332', contrastText: '#ffffff' },
    secondary: { main: '#1b4332', contrastText: '#ffffff' },
  },
  components: {
    ...defaultTheme.components,
    // Every button, menu item, switch and checkbox shows the keyboard's focus with a ring of two colours that
    // contrasts with white and with the app bar's green (WCAG 2.4.7 and 1.4.11): MUI's own is a ripple of
    // 12 % black, 1.3:1 against white and invisible on the app bar (decision 0936). Inside the element, so a
    // menu's or a table's overflow does not cut it.
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': {
            outline: `3px solid ${focusRing}`,
            outlineOffset: '-3px',
            boxShadow: 'inset 0 0 0 5px #ffffff',
          },
        },
      },
    },
    // Reflow at 1280 px and 200 % zoom (640 CSS pixels, WCAG 1.4.10; decision 0936): a list's table scrolls
    // inside its own box (`ListTable`), instead of the whole page, filters and forms included. The
    // layout's `min-width: fit-content` (and flex items' automatic minimum) grew the page to the widest
    // table; the pagination's toolbar wraps.
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': {
            minWidth: 0,
          },
        },
      },
    },
    RaList: {
      styleOverrides: {
        root: { minWidth: 0, '& .RaList-main': { minWidth: 0 } },
      },
    },
    MuiTablePagination: {
      styleOverrides: {
        toolbar: { flexWrap: 'wrap' },
      },
    },
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
      title={appTitle}
      layout={TruffeLayout}
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
