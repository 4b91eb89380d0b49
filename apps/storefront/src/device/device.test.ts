import { describe, expect, it } from 'vitest';

import { defaultDevice } from './device';
import { browserDevice, detectDevice } from './detectDevice';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ipad =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const androidTablet =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('detectDevice', () => {
  it('defaults to a 360 px phone when the request says nothing', () => {
    expect(detectDevice({})).toEqual({ type: 'phone', viewportWidthInPx: 360 });
    expect(defaultDevice).toEqual({ type: 'phone', viewportWidthInPx: 360 });
  });

  it('takes the width and the type from the viewport width hint', () => {
    expect(detectDevice({ 'sec-ch-viewport-width': '390', 'user-agent': desktop })).toEqual({
      type: 'phone',
      viewportWidthInPx: 390,
    });
    expect(detectDevice({ 'sec-ch-viewport-width': '820' })).toEqual({
      type: 'tablet',
      viewportWidthInPx: 820,
    });
    expect(detectDevice({ 'viewport-width': '1920' })).toEqual({
      type: 'desktop',
      viewportWidthInPx: 1920,
    });
  });

  it('ignores width hints that are not plausible widths', () => {
    for (const value of ['abc', '-5', '12', '99999', '1e3', '']) {
      expect(detectDevice({ 'sec-ch-viewport-width': value })).toEqual(defaultDevice);
    }
  });

  it('uses the mobile hint, then the user agent', () => {
    expect(detectDevice({ 'sec-ch-ua-mobile': '?1', 'user-agent': desktop }).type).toBe('phone');
    expect(detectDevice({ 'sec-ch-ua-mobile': '?0', 'user-agent': androidTablet }).type).toBe(
      'tablet',
    );
    expect(detectDevice({ 'sec-ch-ua-mobile': '?0' })).toEqual({
      type: 'desktop',
      viewportWidthInPx: 1280,
    });
    expect(detectDevice({ 'user-agent': iphone }).type).toBe('phone');
    expect(detectDevice({ 'user-agent': ipad })).toEqual({
      type: 'tablet',
      viewportWidthInPx: 768,
    });
    expect(detectDevice({ 'user-agent': desktop }).type).toBe('desktop');
    expect(detectDevice({ 'user-agent': 'curl/8.0' })).toEqual(defaultDevice);
  });
});

describe('browserDevice', () => {
  it('measures the window: its width decides, the user agent does not override it', () => {
    const navigator = { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' };
    expect(browserDevice({ innerWidth: 1280, navigator })).toEqual({
      type: 'desktop',
      viewportWidthInPx: 1280,
    });
    expect(browserDevice({ innerWidth: 390, navigator })).toEqual({
      type: 'phone',
      viewportWidthInPx: 390,
    });
  });
});
