import {
  defaultDevice,
  type DeviceContext,
  type DeviceType,
  typicalViewportWidths,
} from './device';

// Detecting the device from a request's headers or the browser (decision 0906: out of device.ts, whose types and
// defaults every page loads; only route preloading detects the browser's device, after start).

/** Request headers that decide the device context (lower case, as Node gives them). */
export interface DeviceHeaders {
  'sec-ch-viewport-width'?: string | undefined;
  'viewport-width'?: string | undefined;
  'sec-ch-ua-mobile'?: string | undefined;
  'user-agent'?: string | undefined;
}

const minViewportWidth = 200;
const maxViewportWidth = 7680;

function parseViewportWidth(value: string | undefined): number | undefined {
  if (value === undefined || !/^\s*\d{1,5}\s*$/.test(value)) return undefined;
  const width = Number(value);
  return width >= minViewportWidth && width <= maxViewportWidth ? width : undefined;
}

function typeFromWidth(width: number): DeviceType {
  if (width < 768) return 'phone';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

function typeFromUserAgent(userAgent: string): DeviceType | undefined {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent))
    return 'phone';
  if (/Windows NT|Macintosh|X11|Linux x86_64|CrOS/i.test(userAgent)) return 'desktop';
  return undefined;
}

/**
 * The device context of a request: the viewport width hint wins (it also decides the type), then the
 * mobile hint, then the user agent; a request that says nothing gets the default phone.
 */
export function detectDevice(headers: DeviceHeaders): DeviceContext {
  const width =
    parseViewportWidth(headers['sec-ch-viewport-width']) ??
    parseViewportWidth(headers['viewport-width']);
  if (width !== undefined) return { type: typeFromWidth(width), viewportWidthInPx: width };

  const mobileHint = headers['sec-ch-ua-mobile']?.trim();
  const fromUserAgent = headers['user-agent']
    ? typeFromUserAgent(headers['user-agent'])
    : undefined;
  let type: DeviceType;
  if (mobileHint === '?1') type = 'phone';
  else if (mobileHint === '?0') type = fromUserAgent === 'tablet' ? 'tablet' : 'desktop';
  else type = fromUserAgent ?? defaultDevice.type;
  return { type, viewportWidthInPx: typicalViewportWidths[type] };
}

/**
 * The device the browser runs on, measured after the app starts (route preloading): the server renders
 * every page for {@link defaultDevice}, so that one cached page serves every device (decision 0102).
 */
export function browserDevice(
  win: Pick<Window, 'innerWidth'> & { navigator: Pick<Navigator, 'userAgent'> },
): DeviceContext {
  return detectDevice({
    'viewport-width': String(win.innerWidth),
    'user-agent': win.navigator.userAgent,
  });
}
