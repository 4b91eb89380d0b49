import { type Meta, type StoryObj } from '@storybook/react-vite';
import { baseFontSizePx, typography, vars } from '@truffe/ui/theme';
import { expect } from 'storybook/test';

const cell = {
  padding: '8px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
} as const;

function px(rem: string) {
  return Math.round(Number.parseFloat(rem) * baseFontSizePx * 10) / 10;
}

/** The type scale (1.25 from the 16 px base), weights and line heights; Inter is self-hosted. */
function Typography() {
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <p>
        Font: <code>{typography.fontFamily.body}</code>, served from the npm package
        @fontsource-variable/inter (no third-party font host). Base size {baseFontSizePx} px.
      </p>
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>Font sizes</caption>
        <thead>
          <tr>
            <th style={cell}>Token</th>
            <th style={cell}>Size</th>
            <th style={cell}>Sample</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(typography.fontSize).map(([name, size]) => (
            <tr key={name}>
              <td style={cell}>
                <code>{name}</code>
              </td>
              <td style={cell}>
                {size} = {px(size)} px
              </td>
              <td style={{ ...cell, fontSize: size, lineHeight: 1.2 }} data-font-size={name}>
                Croquettes au canard
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>Font weights</caption>
        <tbody>
          {Object.entries(typography.fontWeight).map(([name, weight]) => (
            <tr key={name}>
              <td style={cell}>
                <code>{name}</code> {weight}
              </td>
              <td style={{ ...cell, fontWeight: weight }}>Truffe, the dog shop</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>Line heights</caption>
        <tbody>
          {Object.entries(typography.lineHeight).map(([name, lineHeight]) => (
            <tr key={name}>
              <td style={cell}>
                <code>{name}</code> {lineHeight}
              </td>
              <td style={{ ...cell, lineHeight, maxWidth: '28rem' }}>
                Grain-free kibble with duck and sweet potato for adult dogs of every size, made in
                France.
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Docs/Typography',
  component: Typography,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Typography>;

export default meta;

export const Scale: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const base = canvasElement.querySelector<HTMLElement>('[data-font-size="medium"]')!;
    await expect(getComputedStyle(base).fontSize).toBe(`${baseFontSizePx}px`);
    // The self-hosted variable font is the one in use.
    await document.fonts.ready;
    await expect(document.fonts.check(`16px "Inter Variable"`)).toBe(true);
    await expect(getComputedStyle(document.body).fontFamily).toContain('Inter Variable');
  },
};
