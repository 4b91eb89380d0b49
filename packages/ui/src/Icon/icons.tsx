import { type ReactElement } from 'react';

// One constant per icon (decision 0805): a component that imports one icon (`IconGlyph` with `xIcon`) ships
// that drawing only; the whitelist map below, used by `Icon` (a name known at run time), ships them all.
// Drawings are functions so that an unused one is dropped by the bundler (a JSX call at module level is kept).
const homeDrawing = () => <path d="M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5" />;
/** The `home` icon, for {@link IconGlyph}. */
export const homeIcon = { name: 'home', drawing: homeDrawing } as const;

const cartDrawing = () => (
  <>
    <path d="M2 3h3l2.5 12h11L21 7H6.2" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </>
);
/** The `cart` icon, for {@link IconGlyph}. */
export const cartIcon = { name: 'cart', drawing: cartDrawing } as const;

const heartDrawing = () => (
  <path d="M12 20s-7-4.5-9-9a4.5 4.5 0 0 1 9-3 4.5 4.5 0 0 1 9 3c-2 4.5-9 9-9 9z" />
);
/** The `heart` icon, for {@link IconGlyph}. */
export const heartIcon = { name: 'heart', drawing: heartDrawing } as const;

const userDrawing = () => (
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>
);
/** The `user` icon, for {@link IconGlyph}. */
export const userIcon = { name: 'user', drawing: userDrawing } as const;

const usersDrawing = () => (
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2 20a7 7 0 0 1 14 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 4 6" />
  </>
);
/** The `users` icon, for {@link IconGlyph}. */
export const usersIcon = { name: 'users', drawing: usersDrawing } as const;

const storeDrawing = () => <path d="M3 9l2-5h14l2 5H3zM4 9v11h16V9M10 20v-6h4v6" />;
/** The `store` icon, for {@link IconGlyph}. */
export const storeIcon = { name: 'store', drawing: storeDrawing } as const;

const lockDrawing = () => (
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>
);
/** The `lock` icon, for {@link IconGlyph}. */
export const lockIcon = { name: 'lock', drawing: lockDrawing } as const;

const envelopeDrawing = () => (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>
);
/** The `envelope` icon, for {@link IconGlyph}. */
export const envelopeIcon = { name: 'envelope', drawing: envelopeDrawing } as const;

const creditCardDrawing = () => (
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </>
);
/** The `credit-card` icon, for {@link IconGlyph}. */
export const creditCardIcon = { name: 'credit-card', drawing: creditCardDrawing } as const;

const facebookDrawing = () => <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" />;
/** The `facebook` icon, for {@link IconGlyph}. */
export const facebookIcon = { name: 'facebook', drawing: facebookDrawing } as const;

const googleDrawing = () => <path d="M20 12h-8M20 12a8 8 0 1 1-2.3-5.7" />;
/** The `google` icon, for {@link IconGlyph}. */
export const googleIcon = { name: 'google', drawing: googleDrawing } as const;

const starDrawing = () => (
  <path d="M12 3l2.8 5.8 6.2.8-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.8L12 3z" />
);
/** The `star` icon, for {@link IconGlyph}. */
export const starIcon = { name: 'star', drawing: starDrawing } as const;

const shareDrawing = () => (
  <>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </>
);
/** The `share` icon, for {@link IconGlyph}. */
export const shareIcon = { name: 'share', drawing: shareDrawing } as const;

const notificationDrawing = () => (
  <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4l2-2zM10 20a2 2 0 0 0 4 0" />
);
/** The `notification` icon, for {@link IconGlyph}. */
export const notificationIcon = { name: 'notification', drawing: notificationDrawing } as const;

const searchDrawing = () => (
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </>
);
/** The `search` icon, for {@link IconGlyph}. */
export const searchIcon = { name: 'search', drawing: searchDrawing } as const;

const menuDrawing = () => <path d="M3 6h18M3 12h18M3 18h18" />;
/** The `menu` icon, for {@link IconGlyph}. */
export const menuIcon = { name: 'menu', drawing: menuDrawing } as const;

const closeDrawing = () => <path d="M6 6l12 12M18 6L6 18" />;
/** The `close` icon, for {@link IconGlyph}. */
export const closeIcon = { name: 'close', drawing: closeDrawing } as const;

const chevronLeftDrawing = () => <path d="M15 5l-7 7 7 7" />;
/** The `chevron-left` icon, for {@link IconGlyph}. */
export const chevronLeftIcon = { name: 'chevron-left', drawing: chevronLeftDrawing } as const;

const chevronRightDrawing = () => <path d="M9 5l7 7-7 7" />;
/** The `chevron-right` icon, for {@link IconGlyph}. */
export const chevronRightIcon = { name: 'chevron-right', drawing: chevronRightDrawing } as const;

const chevronDownDrawing = () => <path d="M5 9l7 7 7-7" />;
/** The `chevron-down` icon, for {@link IconGlyph}. */
export const chevronDownIcon = { name: 'chevron-down', drawing: chevronDownDrawing } as const;

const chevronUpDrawing = () => <path d="M5 15l7-7 7 7" />;
/** The `chevron-up` icon, for {@link IconGlyph}. */
export const chevronUpIcon = { name: 'chevron-up', drawing: chevronUpDrawing } as const;

const arrowLeftDrawing = () => <path d="M20 12H4M10 6l-6 6 6 6" />;
/** The `arrow-left` icon, for {@link IconGlyph}. */
export const arrowLeftIcon = { name: 'arrow-left', drawing: arrowLeftDrawing } as const;

const arrowRightDrawing = () => <path d="M4 12h16M14 6l6 6-6 6" />;
/** The `arrow-right` icon, for {@link IconGlyph}. */
export const arrowRightIcon = { name: 'arrow-right', drawing: arrowRightDrawing } as const;

const plusDrawing = () => <path d="M12 5v14M5 12h14" />;
/** The `plus` icon, for {@link IconGlyph}. */
export const plusIcon = { name: 'plus', drawing: plusDrawing } as const;

const minusDrawing = () => <path d="M5 12h14" />;
/** The `minus` icon, for {@link IconGlyph}. */
export const minusIcon = { name: 'minus', drawing: minusDrawing } as const;

const checkDrawing = () => <path d="M4 12l5 5L20 6" />;
/** The `check` icon, for {@link IconGlyph}. */
export const checkIcon = { name: 'check', drawing: checkDrawing } as const;

const trashDrawing = () => <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />;
/** The `trash` icon, for {@link IconGlyph}. */
export const trashIcon = { name: 'trash', drawing: trashDrawing } as const;

const eyeDrawing = () => (
  <>
    <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>
);
/** The `eye` icon, for {@link IconGlyph}. */
export const eyeIcon = { name: 'eye', drawing: eyeDrawing } as const;

const eyeOffDrawing = () => (
  <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6 0 10 7 10 7a17 17 0 0 1-3 3.7M6.6 6.6C3.8 8.4 2 12 2 12s4 7 10 7a9.8 9.8 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
);
/** The `eye-off` icon, for {@link IconGlyph}. */
export const eyeOffIcon = { name: 'eye-off', drawing: eyeOffDrawing } as const;

const filterDrawing = () => <path d="M3 5h18l-7 8v6l-4 2v-8L3 5z" />;
/** The `filter` icon, for {@link IconGlyph}. */
export const filterIcon = { name: 'filter', drawing: filterDrawing } as const;

const phoneDrawing = () => (
  <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
);
/** The `phone` icon, for {@link IconGlyph}. */
export const phoneIcon = { name: 'phone', drawing: phoneDrawing } as const;

const mapPinDrawing = () => (
  <>
    <path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </>
);
/** The `map-pin` icon, for {@link IconGlyph}. */
export const mapPinIcon = { name: 'map-pin', drawing: mapPinDrawing } as const;

const truckDrawing = () => (
  <>
    <path d="M2 6h12v10H2zM14 9h4l3 3v4h-7" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>
);
/** The `truck` icon, for {@link IconGlyph}. */
export const truckIcon = { name: 'truck', drawing: truckDrawing } as const;

const infoDrawing = () => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.01" />
  </>
);
/** The `info` icon, for {@link IconGlyph}. */
export const infoIcon = { name: 'info', drawing: infoDrawing } as const;

const warningDrawing = () => <path d="M12 3L2 20h20L12 3zM12 10v4M12 17v.01" />;
/** The `warning` icon, for {@link IconGlyph}. */
export const warningIcon = { name: 'warning', drawing: warningDrawing } as const;

const errorDrawing = () => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v6M12 16.5v.01" />
  </>
);
/** The `error` icon, for {@link IconGlyph}. */
export const errorIcon = { name: 'error', drawing: errorDrawing } as const;

const successDrawing = () => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12l3 3 5-6" />
  </>
);
/** The `success` icon, for {@link IconGlyph}. */
export const successIcon = { name: 'success', drawing: successDrawing } as const;

const downloadDrawing = () => <path d="M12 4v12M7 11l5 5 5-5M4 20h16" />;
/** The `download` icon, for {@link IconGlyph}. */
export const downloadIcon = { name: 'download', drawing: downloadDrawing } as const;

const externalLinkDrawing = () => <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />;
/** The `external-link` icon, for {@link IconGlyph}. */
export const externalLinkIcon = { name: 'external-link', drawing: externalLinkDrawing } as const;

const logoutDrawing = () => <path d="M9 21H4V3h5M16 17l5-5-5-5M21 12H9" />;
/** The `logout` icon, for {@link IconGlyph}. */
export const logoutIcon = { name: 'logout', drawing: logoutDrawing } as const;

const packageDrawing = () => <path d="M3 7l9-4 9 4v10l-9 4-9-4V7zM3 7l9 4 9-4M12 11v10" />;
/** The `package` icon, for {@link IconGlyph}. */
export const packageIcon = { name: 'package', drawing: packageDrawing } as const;

const returnDrawing = () => <path d="M9 14l-5-5 5-5M4 9h11a5 5 0 0 1 0 10h-3" />;
/** The `return` icon, for {@link IconGlyph}. */
export const returnIcon = { name: 'return', drawing: returnDrawing } as const;

const editDrawing = () => <path d="M4 20h4L19 9l-4-4L4 16v4z" />;
/** The `edit` icon, for {@link IconGlyph}. */
export const editIcon = { name: 'edit', drawing: editDrawing } as const;

const calendarDrawing = () => (
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>
);
/** The `calendar` icon, for {@link IconGlyph}. */
export const calendarIcon = { name: 'calendar', drawing: calendarDrawing } as const;

const clockDrawing = () => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 3" />
  </>
);
/** The `clock` icon, for {@link IconGlyph}. */
export const clockIcon = { name: 'clock', drawing: clockDrawing } as const;

const globeDrawing = () => (
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18 14 14 0 0 1 0-18" />
  </>
);
/** The `globe` icon, for {@link IconGlyph}. */
export const globeIcon = { name: 'globe', drawing: globeDrawing } as const;

const gridDrawing = () => <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />;
/** The `grid` icon, for {@link IconGlyph}. */
export const gridIcon = { name: 'grid', drawing: gridDrawing } as const;

const listDrawing = () => <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />;
/** The `list` icon, for {@link IconGlyph}. */
export const listIcon = { name: 'list', drawing: listDrawing } as const;

/**
 * The icon whitelist (spec §5): drawn for this project on a 24 × 24 grid, stroked with the current colour.
 * Adding an icon = adding an entry here; any other name is a type error and renders nothing at run time.
 */
export const icons = {
  home: homeDrawing,
  cart: cartDrawing,
  heart: heartDrawing,
  user: userDrawing,
  users: usersDrawing,
  store: storeDrawing,
  lock: lockDrawing,
  envelope: envelopeDrawing,
  'credit-card': creditCardDrawing,
  facebook: facebookDrawing,
  google: googleDrawing,
  star: starDrawing,
  share: shareDrawing,
  notification: notificationDrawing,
  search: searchDrawing,
  menu: menuDrawing,
  close: closeDrawing,
  'chevron-left': chevronLeftDrawing,
  'chevron-right': chevronRightDrawing,
  'chevron-down': chevronDownDrawing,
  'chevron-up': chevronUpDrawing,
  'arrow-left': arrowLeftDrawing,
  'arrow-right': arrowRightDrawing,
  plus: plusDrawing,
  minus: minusDrawing,
  check: checkDrawing,
  trash: trashDrawing,
  eye: eyeDrawing,
  'eye-off': eyeOffDrawing,
  filter: filterDrawing,
  phone: phoneDrawing,
  'map-pin': mapPinDrawing,
  truck: truckDrawing,
  info: infoDrawing,
  warning: warningDrawing,
  error: errorDrawing,
  success: successDrawing,
  download: downloadDrawing,
  'external-link': externalLinkDrawing,
  logout: logoutDrawing,
  package: packageDrawing,
  return: returnDrawing,
  edit: editDrawing,
  calendar: calendarDrawing,
  clock: clockDrawing,
  globe: globeDrawing,
  grid: gridDrawing,
  list: listDrawing,
} satisfies Record<string, () => ReactElement>;

export type IconName = keyof typeof icons;

/** Every allowed icon name, in declaration order. */
export const iconNames = /* @__PURE__ */ Object.keys(icons) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(icons, name);
}
