/** Device context of spec §3: what the server render knows about the shopper's screen. */
export const deviceTypes = ['phone', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof deviceTypes)[number];

export interface DeviceContext {
  /** @defaultValue 'phone' */
  type: DeviceType;
  /** @defaultValue 360 */
  viewportWidthInPx: number;
}

/** Spec §9: the default device is a 360 px phone. */
export const defaultDevice: DeviceContext = { type: 'phone', viewportWidthInPx: 360 };

/** Typical viewport width of each device type when the browser sends no width hint. */
export const typicalViewportWidths: Record<DeviceType, number> = {
  phone: 360,
  tablet: 768,
  desktop: 1280,
};
