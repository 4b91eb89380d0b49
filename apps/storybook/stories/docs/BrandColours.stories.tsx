import { type Meta, type StoryObj } from '@storybook/react-vite';
import {
  colors,
  contrastMinimum,
  contrastPairs,
  contrastRatio,
  palette,
  vars,
} from '@truffe/ui/theme';
import { expect } from 'storybook/test';

const white = palette.neutral[0];
const ink = palette.neutral[900];

function verdict(ratio: number, minimum: number) {
  return ratio >= minimum ? 'AA pass' : 'AA fail';
}

const cell = {
  padding: '4px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
} as const;

/** The palette with hex values and the contrast of each shade against white and against ink. */
function BrandColours() {
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      {Object.entries(palette).map(([family, shades]) => (
        <section key={family} aria-labelledby={`family-${family}`}>
          <h2 id={`family-${family}`} style={{ textTransform: 'capitalize' }}>
            {family}
          </h2>
          <ul
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
              gap: 12,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {Object.entries(shades).map(([shade, hex]) => {
              const onWhite = contrastRatio(hex, white);
              const onInk = contrastRatio(hex, ink);
              return (
                <li key={shade} data-colour={hex}>
                  <div
                    aria-hidden="true"
                    style={{
                      height: 56,
                      borderRadius: 8,
                      background: hex,
                      boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.12)',
                    }}
                  />
                  <div style={{ fontSize: 14 }}>
                    <strong>
                      {family} {shade}
                    </strong>
                    <br />
                    <code>{hex}</code>
                    <br />
                    vs white {onWhite.toFixed(2)}:1 ({verdict(onWhite, contrastMinimum.text)})
                    <br />
                    vs ink {onInk.toFixed(2)}:1 ({verdict(onInk, contrastMinimum.text)})
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <section aria-labelledby="pairs">
        <h2 id="pairs">Text and background pairs used by the components (WCAG 2.2 AA)</h2>
        <table style={{ borderCollapse: 'collapse', fontSize: 14 }}>
          <thead>
            <tr>
              <th style={cell}>Use</th>
              <th style={cell}>Sample</th>
              <th style={cell}>Foreground / background</th>
              <th style={cell}>Ratio</th>
              <th style={cell}>Needs</th>
              <th style={cell}>Result</th>
            </tr>
          </thead>
          <tbody>
            {contrastPairs.map((pair) => {
              const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
              const minimum = contrastMinimum[pair.kind];
              return (
                <tr key={pair.name} data-pair-result={verdict(ratio, minimum)}>
                  <td style={cell}>{pair.name}</td>
                  <td style={cell}>
                    {pair.kind === 'nonText' ? (
                      // A user-interface part (border, icon, focus ring), not text: drawn as a shape.
                      <span
                        aria-hidden="true"
                        style={{
                          display: 'inline-block',
                          width: 40,
                          height: 24,
                          background: colors[pair.background],
                          border: `3px solid ${colors[pair.foreground]}`,
                          borderRadius: 4,
                        }}
                      />
                    ) : (
                      <span
                        style={{
                          color: colors[pair.foreground],
                          background: colors[pair.background],
                          padding: '2px 8px',
                          borderRadius: 4,
                          fontWeight: 600,
                        }}
                      >
                        Aa
                      </span>
                    )}
                  </td>
                  <td style={cell}>
                    <code>
                      {pair.foreground} {colors[pair.foreground]}
                    </code>{' '}
                    /{' '}
                    <code>
                      {pair.background} {colors[pair.background]}
                    </code>
                  </td>
                  <td style={cell}>{ratio.toFixed(2)}:1</td>
                  <td style={cell}>{minimum}:1</td>
                  <td style={cell}>{verdict(ratio, minimum)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}

const meta = {
  title: 'Docs/Brand colours',
  component: BrandColours,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BrandColours>;

export default meta;

export const Palette: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('[data-pair-result]');
    await expect(rows).toHaveLength(contrastPairs.length);
    await expect(canvasElement.querySelectorAll('[data-pair-result="AA fail"]')).toHaveLength(0);
    // The swatches show the CSS variables' real values.
    const primary = getComputedStyle(document.documentElement)
      .getPropertyValue(vars.color.primary.replace(/^var\((.*)\)$/, '$1'))
      .trim();
    await expect(primary.toUpperCase()).toBe(colors.primary);
  },
};
